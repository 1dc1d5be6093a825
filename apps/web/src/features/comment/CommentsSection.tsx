import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { formatCount } from '../../shared/format/count';
import { pageLanguage } from '../../shared/format/locale';
import { ListSkeleton, ListStates, LoadMore } from '../../shared/ui/ListStates';
import { Tabs } from '../../shared/ui/Tabs';
import { useThreadsQuery, type CommentOrder, type CommentTargetRef } from './api';
import { CommentComposer } from './CommentComposer';
import { CommentThread } from './CommentThread';

/**
 * The comments of one target (an article, a video): count, hottest or newest first, the box to
 * write one, and the threads a page at a time. Needs the `comments` namespace loaded.
 */
export function CommentsSection({ target }: { target: CommentTargetRef }) {
  const { t, i18n } = useTranslation('comments');
  const language = pageLanguage(i18n.language);
  const [order, setOrder] = useState<CommentOrder>('hot');
  const threads = useThreadsQuery(target, order);
  const list = threads.data?.pages.flatMap((page) => page.list) ?? [];
  const total = threads.data?.pages[0]?.total ?? 0;

  return (
    <section
      aria-labelledby="comments-title"
      data-testid="comments"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="comments-title" className="text-lg font-semibold text-slate-900">
        {t('count', { total: formatCount(total, language) })}
      </h2>
      <CommentComposer target={target} />
      <Tabs
        items={(['hot', 'new'] as const).map((value) => ({
          value,
          label: t(`order.${value}`),
        }))}
        value={order}
        onChange={setOrder}
        label={t('order.label')}
      />
      <ListStates
        pending={threads.isPending}
        error={threads.isError}
        empty={list.length === 0}
        placeholder={
          <ListSkeleton count={3} className="flex flex-col gap-3" itemClassName="h-16 w-full" />
        }
        errorTitle={t('loadError')}
        emptyTitle={t('empty')}
        onRetry={() => void threads.refetch()}
      >
        <ul data-testid="comment-list" className="divide-y divide-slate-100">
          {list.map((thread) => (
            <CommentThread key={thread.id} thread={thread} target={target} />
          ))}
        </ul>
        <LoadMore
          visible={threads.hasNextPage}
          loading={threads.isFetchingNextPage}
          onLoad={() => void threads.fetchNextPage()}
          label={t('more')}
          testId="comments-more"
          className="w-full"
        />
      </ListStates>
    </section>
  );
}
