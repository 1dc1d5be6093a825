import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { refusalMessage } from '../../../shared/refusal-message';
import { Button } from '../../../shared/ui/Button';
import { ListSkeleton } from '../../../shared/ui/ListStates';
import { EmptyState } from '../../../shared/ui/Surface';

/** What QueryState reads of a query (plain or paged). */
interface Readable<Data> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data: Data | undefined;
  refetch: () => Promise<unknown>;
}

/**
 * One console read: a placeholder while it loads, the server's refusal (or a plain failure)
 * with a retry, else the answer.
 */
export function QueryState<Data>({
  query,
  children,
}: {
  query: Readable<Data>;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  if (query.isPending) {
    return (
      <ListSkeleton count={2} className="flex flex-col gap-3" itemClassName="h-32 rounded-xl" />
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        title={refusalMessage(query.error) ?? t('list.error')}
        action={
          <Button
            variant="secondary"
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {tc('state.retry')}
          </Button>
        }
      />
    );
  }
  return query.data === undefined ? null : children(query.data);
}
