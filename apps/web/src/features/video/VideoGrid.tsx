import type { VideoSummary } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { ListSkeleton, ListStates, LoadMore } from '../../shared/ui/ListStates';
import { Skeleton } from '../../shared/ui/Surface';
import { cx } from '../../shared/ui/cx';
import { useLoadOnScroll } from '../../shared/ui/use-load-on-scroll';
import type { useVideoListQuery, VideoOrder } from './api';
import { VideoCard } from './VideoCard';

/** One column on phones, up to four on wide screens (the page with a side column passes its own). */
export const FULL_WIDTH_COLUMNS = 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

function CardSkeletons({ count, className }: { count: number; className: string }) {
  return (
    <div data-state="loading" className={className}>
      {Array.from({ length: count }, (_, key) => (
        <div key={key} className="flex flex-col gap-2">
          <Skeleton className="aspect-video w-full rounded-xl" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}

/**
 * A page-at-a-time grid of videos (one column on phones, up to four on wide screens), with its
 * loading, error and empty states; more load as the end scrolls into view.
 */
export function VideoGrid({
  query,
  emptyTitle,
  columns = FULL_WIDTH_COLUMNS,
}: {
  query: ReturnType<typeof useVideoListQuery>;
  emptyTitle: string;
  /** The grid's column classes per breakpoint. */
  columns?: string;
}) {
  const { t } = useTranslation('video');
  const grid = `grid gap-4 ${columns}`;
  const list: VideoSummary[] = query.data?.pages.flatMap((page) => page.list) ?? [];
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  const sentinel = useLoadOnScroll(query.hasNextPage, loadMore);
  return (
    <ListStates
      pending={query.isPending}
      error={query.isError}
      empty={list.length === 0}
      placeholder={<CardSkeletons count={8} className={grid} />}
      errorTitle={t('loadError')}
      emptyTitle={emptyTitle}
      onRetry={() => void query.refetch()}
    >
      <div data-testid="video-grid" className={grid}>
        {list.map((video) => (
          <VideoCard key={video.id} video={video} />
        ))}
      </div>
      {query.isFetchingNextPage && (
        <ListSkeleton count={4} className={grid} itemClassName="aspect-video w-full rounded-xl" />
      )}
      <div ref={sentinel} />
      <LoadMore
        visible={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoad={loadMore}
        label={t('more')}
        testId="video-more"
        className="w-full"
      />
      {!query.hasNextPage && list.length > 0 && (
        <p className="py-2 text-center text-sm text-slate-500">{t('end')}</p>
      )}
    </ListStates>
  );
}

/** Newest or most watched first: two buttons, the chosen one pressed. */
export function VideoOrderToggle({
  value,
  onChange,
}: {
  value: VideoOrder;
  onChange: (order: VideoOrder) => void;
}) {
  const { t } = useTranslation('video');
  return (
    <div
      role="group"
      aria-label={t('order.label')}
      className="inline-flex shrink-0 rounded-lg bg-slate-100 p-0.5"
    >
      {(['new', 'hot'] as const).map((order) => (
        <button
          key={order}
          type="button"
          aria-pressed={value === order}
          onClick={() => onChange(order)}
          className={cx(
            'rounded-md px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
            value === order
              ? 'bg-white text-brand-700 shadow-sm'
              : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {t(`order.${order}`)}
        </button>
      ))}
    </div>
  );
}

/** The order of a list page's `?order=` (newest unless it says `hot`). */
export function orderOf(value: string | null): VideoOrder {
  return value === 'hot' ? 'hot' : 'new';
}
