import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Button } from './Button';
import { EmptyState, Skeleton } from './Surface';

/** Loading (the placeholder), error with retry, and empty states of a list; else the list. */
export function ListStates({
  pending,
  error,
  empty,
  placeholder,
  errorTitle,
  emptyTitle,
  emptyAction,
  onRetry,
  children,
}: {
  pending: boolean;
  error: boolean;
  empty: boolean;
  /** Shown while loading: usually a `<ListSkeleton>` shaped like the list. */
  placeholder: ReactNode;
  errorTitle: string;
  emptyTitle: string;
  emptyAction?: ReactNode;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t: tc } = useTranslation();
  if (pending) return placeholder;
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

/** `count` skeletons laid out like the list they stand for. */
export function ListSkeleton({
  count,
  className,
  itemClassName,
}: {
  count: number;
  className: string;
  itemClassName: string;
}) {
  return (
    <div data-state="loading" className={className}>
      {Array.from({ length: count }, (_, key) => (
        <Skeleton key={key} className={itemClassName} />
      ))}
    </div>
  );
}

/** "Load more" under a paged list, while the server says there is more. */
export function LoadMore({
  visible,
  loading,
  onLoad,
  label,
  testId,
  className,
}: {
  visible: boolean;
  loading: boolean;
  onLoad: () => void;
  label: string;
  testId: string;
  className: string;
}) {
  if (!visible) return null;
  return (
    <Button
      variant="ghost"
      className={className}
      loading={loading}
      onClick={onLoad}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
