import type { ReactNode } from 'react';

/** Label and value pairs of an item under review: everything the reviewer needs to judge it. */
export function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="min-w-0 break-words text-slate-900">{value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
