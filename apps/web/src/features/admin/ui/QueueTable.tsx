import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

/**
 * A queue as a table: who asks, what they ask, and the decision. A table rather than cards so
 * each item is a row a reviewer (and a browser test) finds by a name in it.
 */
export function QueueTable({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-xs text-slate-500">
          <tr>
            <th className="px-4 py-2 font-medium whitespace-nowrap">{t('queue.who')}</th>
            <th className="px-4 py-2 font-medium whitespace-nowrap">{t('queue.details')}</th>
            <th className="px-4 py-2 font-medium whitespace-nowrap">{t('queue.decision')}</th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** One item of a queue: who (with when and its state), everything to judge it, the actions. */
export function QueueRow({
  heading,
  aside,
  children,
  actions,
  testId,
}: {
  heading: ReactNode;
  /** Under the heading: when, and the item's state. */
  aside?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  testId: string;
}) {
  return (
    <tr data-testid={testId} className="border-t border-slate-100 align-top">
      <td className="w-56 px-4 py-3">
        <div className="font-medium text-slate-900">{heading}</div>
        {aside && (
          <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-500">
            {aside}
          </div>
        )}
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-col gap-3">{children}</div>
      </td>
      <td className="w-52 px-4 py-3">{actions || <span className="text-slate-500">—</span>}</td>
    </tr>
  );
}
