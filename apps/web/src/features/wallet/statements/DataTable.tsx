import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cx } from '../../../shared/ui/cx';
import { ListSkeleton, ListStates, LoadMore } from '../../../shared/ui/ListStates';

/** One column: its header and, per row, its cell and the cell's classes beyond `py-2`. */
export interface Column<Row> {
  header: string;
  align?: 'right';
  className?: string | ((row: Row) => string);
  cell: (row: Row) => ReactNode;
}

/** What the table reads of a paged (infinite) query. */
interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * A paged list of the wallet's records as a table (statements, recharge orders): loading,
 * error and empty states, the rows of the pages loaded so far, and "more" while the server
 * has more. It scrolls sideways on screens narrower than `minWidth`.
 */
export function DataTable<Row>({
  query,
  rows,
  columns,
  rowKey,
  rowTestId,
  minWidth,
}: {
  query: PagedQuery;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  rowTestId: string;
  /** A Tailwind `min-w-*` class. */
  minWidth: string;
}) {
  const { t } = useTranslation('money');
  const right = (column: Column<Row>) => column.align === 'right' && 'text-right';
  return (
    <ListStates
      pending={query.isPending}
      error={query.isError}
      empty={rows.length === 0}
      onRetry={() => void query.refetch()}
      placeholder={
        <ListSkeleton count={3} className="flex flex-col gap-2" itemClassName="h-10 w-full" />
      }
      errorTitle={t('statements.loadError')}
      emptyTitle={t('statements.empty')}
    >
      <div className="overflow-x-auto">
        <table className={cx('w-full text-left text-sm', minWidth)}>
          <thead className="text-xs text-slate-500">
            <tr>
              {columns.map((column) => (
                <th key={column.header} className={cx('py-2', right(column), 'font-medium')}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)} data-testid={rowTestId}>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={cx(
                      'py-2',
                      right(column),
                      typeof column.className === 'function'
                        ? column.className(row)
                        : column.className,
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore
        visible={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoad={() => void query.fetchNextPage()}
        label={t('statements.more')}
        testId="statements-more"
        className="mt-2 w-full"
      />
    </ListStates>
  );
}
