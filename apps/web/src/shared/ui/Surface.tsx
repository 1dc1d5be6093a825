import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'live';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700',
  brand: 'bg-brand-100 text-brand-700',
  success: 'bg-green-100 text-green-800',
  warning: 'bg-amber-100 text-amber-800',
  live: 'bg-red-600 text-white',
};

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

export function Card({
  title,
  actions,
  className,
  children,
  ...rest
}: { title?: ReactNode; actions?: ReactNode } & HTMLAttributes<HTMLElement>) {
  return (
    <section
      className={cx('rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200', className)}
      {...rest}
    >
      {(title || actions) && (
        <header className="mb-3 flex items-center justify-between gap-2">
          {title && <h2 className="text-base font-semibold text-slate-900">{title}</h2>}
          {actions}
        </header>
      )}
      {children}
    </section>
  );
}

export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cx('animate-pulse rounded-md bg-slate-200', className)} />
  );
}

export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <div
      data-state="empty"
      className="flex flex-col items-center gap-2 px-4 py-8 text-center text-slate-600"
    >
      <span aria-hidden="true" className="text-3xl">
        ∅
      </span>
      <p className="font-medium text-slate-800">{title}</p>
      {description && <p className="max-w-md text-sm">{description}</p>}
      {action}
    </div>
  );
}

/**
 * A cover or poster (articles, videos), or a quiet gradient where there is none. Decorative:
 * the title beside it says it all.
 */
export function CoverImage({
  cover,
  className,
  eager = false,
}: {
  cover: string;
  className?: string;
  /** The page's main picture (often its largest paint): fetched at once, first. */
  eager?: boolean;
}) {
  if (cover) {
    return (
      <img
        src={cover}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        className={cx('bg-slate-800 object-cover', className)}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={cx('bg-gradient-to-br from-slate-900 via-slate-800 to-brand-700', className)}
    />
  );
}
