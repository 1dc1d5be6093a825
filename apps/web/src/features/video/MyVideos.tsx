import type { VideoStatus, VideoSummary } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format/date-time';
import { pageLanguage } from '../../shared/format/locale';
import { requestConfirm, showToast } from '../../shared/notifications';
import { Button } from '../../shared/ui/Button';
import { cx } from '../../shared/ui/cx';
import { ListSkeleton, ListStates, LoadMore } from '../../shared/ui/ListStates';
import { CoverImage } from '../../shared/ui/Surface';
import { useDeleteVideoMutation, useHideVideoMutation, useMyVideosQuery } from './api';
import { videoHref, VideoViews } from './VideoCard';

const STATUS_CLASSES: Record<VideoStatus, string> = {
  processing: 'bg-amber-100 text-amber-800',
  ready: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  unpublished: 'bg-slate-200 text-slate-700',
  hidden: 'bg-slate-100 text-slate-600',
};

function StatusBadge({ status }: { status: VideoStatus }) {
  const { t } = useTranslation('video');
  return (
    <span
      data-testid="my-video-status"
      className={cx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium',
        STATUS_CLASSES[status],
      )}
    >
      <span className="sr-only">{t('publish.status.label')}: </span>
      {t(`publish.status.${status}`)}
    </span>
  );
}

/**
 * The member's own videos and replays: status, plays, a link, hide or show, and delete;
 * refreshes while one processes.
 */
export function MyVideos() {
  const { t } = useTranslation('video');
  const videos = useMyVideosQuery();
  const remove = useDeleteVideoMutation();
  const hide = useHideVideoMutation();
  const list = videos.data?.pages.flatMap((page) => page.list) ?? [];

  const onDelete = async (video: VideoSummary) => {
    const confirmed = await requestConfirm({
      message: t('publish.mine.deleteConfirm', { title: video.title }),
      confirmLabel: t('publish.mine.delete'),
    });
    if (!confirmed) return;
    remove.mutate(video.id, {
      onSuccess: () => showToast(t('publish.mine.deleted'), { kind: 'success' }),
    });
  };

  const onToggleHidden = (video: VideoSummary) => {
    const hidden = video.status !== 'hidden';
    hide.mutate(
      { id: video.id, hidden },
      {
        onSuccess: () =>
          showToast(t(hidden ? 'publish.mine.hiddenDone' : 'publish.mine.shownDone'), {
            kind: 'success',
          }),
      },
    );
  };

  return (
    <ListStates
      pending={videos.isPending}
      error={videos.isError}
      empty={list.length === 0}
      placeholder={<ListSkeleton count={3} className="space-y-2" itemClassName="h-20 w-full" />}
      errorTitle={t('publish.mine.loadError')}
      emptyTitle={t('publish.mine.empty')}
      onRetry={() => void videos.refetch()}
    >
      <ul
        data-testid="my-videos"
        aria-label={t('publish.mine.title')}
        className="divide-y divide-slate-100"
      >
        {list.map((video) => (
          <MyVideoRow
            key={video.id}
            video={video}
            deleting={remove.isPending && remove.variables === video.id}
            hiding={hide.isPending && hide.variables?.id === video.id}
            onDelete={() => void onDelete(video)}
            onToggleHidden={() => onToggleHidden(video)}
          />
        ))}
      </ul>
      <LoadMore
        visible={videos.hasNextPage}
        loading={videos.isFetchingNextPage}
        onLoad={() => void videos.fetchNextPage()}
        label={t('more')}
        testId="my-videos-more"
        className="mt-3 w-full"
      />
    </ListStates>
  );
}

function MyVideoRow({
  video,
  deleting,
  hiding,
  onDelete,
  onToggleHidden,
}: {
  video: VideoSummary;
  deleting: boolean;
  hiding: boolean;
  onDelete: () => void;
  onToggleHidden: () => void;
}) {
  const { t, i18n } = useTranslation('video');
  return (
    <li data-testid="my-video" data-status={video.status} className="flex min-w-0 gap-3 py-3">
      <CoverImage
        cover={video.cover}
        className="aspect-video w-24 shrink-0 self-start rounded-lg sm:w-36"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 className="line-clamp-2 text-sm font-semibold break-words text-slate-900">
          <Link to={videoHref(video.id)} className="hover:text-brand-700 hover:underline">
            {video.title}
          </Link>
        </h3>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
          <StatusBadge status={video.status} />
          {video.kind === 'replay' && (
            <span className="rounded bg-brand-600 px-1.5 py-0.5 font-medium text-white">
              {t('replay')}
            </span>
          )}
          <span>
            <span className="sr-only">{t('publish.mine.created')}: </span>
            {formatDateTime(video.created_at, pageLanguage(i18n.language))}
          </span>
          <VideoViews views={video.views} />
        </div>
        {video.status === 'failed' && (
          <p className="text-xs text-slate-600">{t('publish.mine.failedHint')}</p>
        )}
        <div className="-ml-3 flex flex-wrap gap-1">
          {(video.status === 'ready' || video.status === 'hidden') && (
            <Button
              variant="ghost"
              size="sm"
              loading={hiding}
              aria-label={t(
                video.status === 'hidden' ? 'publish.mine.showNamed' : 'publish.mine.hideNamed',
                { title: video.title },
              )}
              onClick={onToggleHidden}
              data-testid="my-video-hide"
            >
              {t(video.status === 'hidden' ? 'publish.mine.show' : 'publish.mine.hide')}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            loading={deleting}
            aria-label={t('publish.mine.deleteNamed', { title: video.title })}
            onClick={onDelete}
            data-testid="my-video-delete"
          >
            {t('publish.mine.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
