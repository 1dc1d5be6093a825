import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { refusalMessage } from '../../../shared/refusal-message';
import { ListSkeleton, ListStates, LoadMore } from '../../../shared/ui/ListStates';
import type { Page } from '../api';

/**
 * A paged console list: loading, the server's refusal (or a plain failure) with a retry, empty,
 * else the items and "Load more" while the server has more. `visible` drops items decided here
 * whose queue is still being re-read.
 */
export function PagedList<Item>({
  query,
  visible = () => true,
  emptyTitle,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<Item>>>;
  visible?: (item: Item) => boolean;
  emptyTitle: string;
  children: (items: Item[]) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const items = query.data?.pages.flatMap((page) => page.list).filter(visible) ?? [];
  return (
    <ListStates
      pending={query.isPending}
      error={query.isError}
      empty={items.length === 0}
      placeholder={
        <ListSkeleton count={3} className="flex flex-col gap-3" itemClassName="h-24 rounded-xl" />
      }
      errorTitle={refusalMessage(query.error) ?? t('list.error')}
      emptyTitle={emptyTitle}
      onRetry={() => void query.refetch()}
    >
      <div className="flex flex-col gap-3">
        {children(items)}
        <LoadMore
          visible={query.hasNextPage}
          loading={query.isFetchingNextPage}
          onLoad={() => void query.fetchNextPage()}
          label={t('list.loadMore')}
          testId="admin-load-more"
          className="self-center"
        />
      </div>
    </ListStates>
  );
}
