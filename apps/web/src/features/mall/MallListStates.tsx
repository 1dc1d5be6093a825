import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button';
import { cx } from '../../shared/ui/cx';
import { EmptyState, Skeleton } from '../../shared/ui/Surface';

/** Loading (skeletons shaped like the list), error with retry, and empty, for both tabs. */
export function MallListStates({
  pending,
  error,
  empty,
  shape,
  errorTitle,
  emptyTitle,
  emptyAction,
  onRetry,
  children,
}: {
  pending: boolean;
  error: boolean;
  empty: boolean;
  shape: 'grid' | 'rows';
  errorTitle: string;
  emptyTitle: string;
  emptyAction?: ReactNode;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t: tc } = useTranslation();
  if (pending) {
    return (
      <div
        data-state="loading"
        className={cx(
          shape === 'grid' ? 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4' : 'space-y-2',
        )}
      >
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className={shape === 'grid' ? 'h-64 w-full' : 'h-16 w-full'} />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <EmptyState
        title={errorTitle}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {tc('state.retry')}
          </Button>
        }
      />
    );
  }
  if (empty) return <EmptyState title={emptyTitle} action={emptyAction} />;
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
  const { t } = useTranslation('mall');
  if (!visible) return null;
  return (
    <Button
      variant="ghost"
      className="mt-3 w-full"
      loading={loading}
      onClick={onLoad}
      data-testid="mall-more"
    >
      {t('more')}
    </Button>
  );
}
