import type { ReactNode } from 'react';

/** A console page: its heading, what it is for, actions beside the heading, then the content. */
export function ConsolePage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </header>
      {children}
    </section>
  );
}

/** Shown instead of an administrators-only page or action to a moderator. */
export function AdministratorsOnlyNote({ text }: { text: string }) {
  return (
    <p
      data-testid="administrators-only"
      className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 ring-1 ring-amber-200"
    >
      {text}
    </p>
  );
}
