import type { ReactNode } from 'react';
import { cx } from '../../../shared/ui/cx';

/** A column heading; `end` aligns it (and its figures) to the right. */
export type Column = string | { label: string; end: true };

/** A table cell's padding, the same in every console table. */
export const cellClass = 'px-3 py-2';

/**
 * A console table: named by its caption (a reader, and a test, finds it by that name), its
 * headings, then the rows the caller renders. `framed` gives it its own card; inside a card it
 * goes without.
 */
export function ConsoleTable({
  label,
  columns,
  minWidth = 'min-w-[36rem]',
  framed = true,
  children,
}: {
  label: string;
  columns: readonly Column[];
  /** A Tailwind min-width class: below it the table scrolls sideways. */
  minWidth?: string;
  framed?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={cx(
        'overflow-x-auto',
        framed && 'rounded-xl bg-white shadow-sm ring-1 ring-slate-200',
      )}
    >
      <table className={cx('w-full text-left text-sm', minWidth)}>
        <caption className="sr-only">{label}</caption>
        <thead className={cx('text-xs text-slate-500', framed && 'bg-slate-50')}>
          <tr>
            {columns.map((column) => {
              const heading = typeof column === 'string' ? column : column.label;
              return (
                <th
                  key={heading}
                  className={cx(
                    cellClass,
                    'font-medium whitespace-nowrap',
                    typeof column !== 'string' && 'text-right',
                  )}
                >
                  {heading}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
