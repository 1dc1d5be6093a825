import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { EmptyState, Skeleton } from '../../../shared/ui/Surface';

/** Loading, error and empty states shared by the statements and the orders lists. */
export function ListStates({
  pending,
  error,
  empty,
  onRetry,
  children,
}: {
  pending: boolean;
  error: boolean;
  empty: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('money');
  const { t: tc } = useTranslation();
  if (pending) {
    return (
      <div className="flex flex-col gap-2" data-state="loading">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (error) {
    return (
      <EmptyState
        title={t('statements.loadError')}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {tc('state.retry')}
          </Button>
        }
      />
    );
  }
  if (empty) return <EmptyState title={t('statements.empty')} />;
  return children;
}

/** "Load more" under a paged list, while the server says there is more. */
export function LoadMore({
  visible,
  loading,
  onLoad,
}: {
  visible: boolean;
  loading: boolean;
  onLoad: () => void;
}) {
  const { t } = useTranslation('money');
  if (!visible) return null;
  return (
    <Button
      variant="ghost"
      className="mt-2 w-full"
      loading={loading}
      onClick={onLoad}
      data-testid="statements-more"
    >
      {t('statements.more')}
    </Button>
  );
}
