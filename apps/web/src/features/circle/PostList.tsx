import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { ListStates, LoadMore } from '../../shared/ui/ListStates';
import { Skeleton } from '../../shared/ui/Surface';
import type { usePostsQuery } from './api';
import { PostCard } from './PostCard';

/** Cards shaped like posts: a byline, lines of text, a picture. */
export function PostSkeletons({ count }: { count: number }) {
  return (
    <div data-state="loading" className="flex flex-col gap-3">
      {Array.from({ length: count }, (_, key) => (
        <div
          key={key}
          className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
        >
          <div className="flex items-center gap-2.5">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 w-32" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="aspect-video w-full max-w-sm" />
        </div>
      ))}
    </div>
  );
}

/**
 * Posts a page at a time with their loading, error and empty states; a circle's pinned posts
 * (page 1 only) lead the list. "Load more" while the server says there is more.
 */
export function PostList({
  query,
  emptyTitle,
  emptyAction,
}: {
  query: ReturnType<typeof usePostsQuery>;
  emptyTitle: string;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation('circles');
  const pages = query.data?.pages ?? [];
  const posts = [...(pages[0]?.pinned ?? []), ...pages.flatMap((page) => page.list)];
  return (
    <ListStates
      pending={query.isPending}
      error={query.isError}
      empty={posts.length === 0}
      placeholder={<PostSkeletons count={3} />}
      errorTitle={t('posts.loadError')}
      emptyTitle={emptyTitle}
      emptyAction={emptyAction}
      onRetry={() => void query.refetch()}
    >
      <ul data-testid="post-list" className="flex flex-col gap-3">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      <LoadMore
        visible={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoad={() => void query.fetchNextPage()}
        label={t('posts.more')}
        testId="post-more"
        className="w-full"
      />
      {!query.hasNextPage && posts.length > 0 && (
        <p className="py-2 text-center text-sm text-slate-500">{t('posts.end')}</p>
      )}
    </ListStates>
  );
}
