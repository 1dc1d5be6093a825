import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { refusalMessage } from '../../../shared/refusal-message';
import { Button } from '../../../shared/ui/Button';
import { ListSkeleton, ListStates } from '../../../shared/ui/ListStates';
import { Badge, EmptyState } from '../../../shared/ui/Surface';
import { ConsoleTable, type Column } from '../ui/ConsoleTable';

interface ListRead<Item> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: Item[] | undefined;
  refetch: () => Promise<unknown>;
}

interface TableProps<Item> {
  /** The table's name (its caption). */
  label: string;
  columns: readonly Column[];
  children: (items: Item[]) => ReactNode;
}

/** A catalogue as a table: a placeholder while it loads, its refusal with a retry, empty, rows. */
export function CatalogueList<Item>({
  query,
  ...table
}: TableProps<Item> & { query: ListRead<Item> }) {
  const { t } = useTranslation('adminContent');
  return (
    <ListStates
      pending={query.isPending}
      error={query.isError}
      empty={false}
      placeholder={<ListSkeleton count={4} className="flex flex-col gap-2" itemClassName="h-12" />}
      errorTitle={refusalMessage(query.error) ?? t('list.error')}
      emptyTitle={t('list.empty')}
      onRetry={() => void query.refetch()}
    >
      <CatalogueTable items={query.data ?? []} {...table} />
    </ListStates>
  );
}

/** Items read: their table, or the empty state. */
export function CatalogueTable<Item>({
  items,
  label,
  columns,
  children,
}: TableProps<Item> & { items: Item[] }) {
  const { t } = useTranslation('adminContent');
  if (items.length === 0) return <EmptyState title={t('list.empty')} />;
  return (
    <ConsoleTable label={label} columns={columns} minWidth="min-w-[48rem]">
      {children(items)}
    </ConsoleTable>
  );
}

/** Whether visitors see the item now. */
export function ShownBadge({ shown }: { shown: boolean }) {
  const { t } = useTranslation('adminContent');
  return (
    <Badge tone={shown ? 'success' : 'neutral'}>{t(shown ? 'list.shown' : 'list.hidden')}</Badge>
  );
}

/** A row's Edit button (disabled, like Add, where the staff member may not save). */
export function EditButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  const { t } = useTranslation('adminContent');
  return (
    <Button size="sm" variant="secondary" disabled={disabled} onClick={onClick}>
      {t('form.edit')}
    </Button>
  );
}
