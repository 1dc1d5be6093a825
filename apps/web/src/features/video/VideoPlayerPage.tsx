import type { VideoDetail } from '@tifo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api-client';
import { formatCount } from '../../shared/format/count';
import { formatDateTime } from '../../shared/format/date-time';
import { pageLanguage } from '../../shared/format/locale';
import { openLoginDialog } from '../../shared/session/login-dialog-store';
import { Avatar } from '../../shared/ui/Avatar';
import { Button, buttonClasses } from '../../shared/ui/Button';
import { ContentIcon } from '../../shared/ui/ContentIcons';
import { cx } from '../../shared/ui/cx';
import { OutlineIcon } from '../../shared/ui/Icon';
import { ListSkeleton } from '../../shared/ui/ListStates';
import { Spinner } from '../../shared/ui/Spinner';
import { CoverImage, EmptyState, Skeleton } from '../../shared/ui/Surface';
import { useStoredValue } from '../../shared/use-stored-value';
import { CommentsSection } from '../comment';
import {
  useAnchorWorksQuery,
  useCountPlay,
  useFavoriteVideoMutation,
  useLikeVideoMutation,
  useVideoInfoQuery,
} from './api';
import { classifyHref, idOf, VideoCard, VideoViews } from './VideoCard';
import { VodPlayer } from './VodPlayer';

const STAR = 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z';
const MORE_FROM_SIZE = 6;

/** A like or favourite: a toggle button (visitors get the login dialog) and its count. */
function ReactionButton({
  pressed,
  busy,
  onToggle,
  icon,
  label,
  countLabel,
  count,
  testId,
}: {
  pressed: boolean;
  busy: boolean;
  onToggle: () => void;
  icon: ReactNode;
  label: string;
  countLabel: string;
  count: string;
  testId: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <Button
        variant={pressed ? 'primary' : 'secondary'}
        size="sm"
        aria-pressed={pressed}
        disabled={busy}
        onClick={onToggle}
      >
        {icon}
        {label}
      </Button>
      <span className="text-sm text-slate-600">
        <span className="sr-only">{countLabel}: </span>
        <span data-testid={testId}>{count}</span>
      </span>
    </div>
  );
}

/** Where the player goes while a video is not playable: being processed, failed, taken down. */
function StatusPanel({ video }: { video: VideoDetail }) {
  const { t } = useTranslation('video');
  let content: ReactNode;
  switch (video.status) {
    // A ready video always has its playlist; without one it is still on its way.
    case 'ready':
    case 'processing':
      content = (
        <>
          <Spinner size="lg" label={t('player.processing')} />
          <p className="text-lg font-semibold">{t('player.processing')}</p>
          <p className="text-sm text-white/80">{t('player.processingHint')}</p>
        </>
      );
      break;
    case 'failed':
      content = (
        <>
          <p className="text-lg font-semibold">{t('player.failed')}</p>
          <p className="text-sm text-white/80">{video.failure ?? t('player.failedFallback')}</p>
        </>
      );
      break;
    case 'unpublished':
      content = <p className="text-lg font-semibold">{t('player.unpublished')}</p>;
      break;
    case 'hidden':
      content = <p className="text-lg font-semibold">{t('player.hidden')}</p>;
      break;
  }
  return (
    <div
      data-testid="video-status"
      data-status={video.status}
      className="relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900"
    >
      <CoverImage cover={video.cover} className="absolute inset-0 size-full opacity-30" />
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 px-4 text-center text-white">
        {content}
      </div>
    </div>
  );
}

function MoreFromAuthor({ video }: { video: VideoDetail }) {
  const { t } = useTranslation('video');
  const works = useAnchorWorksQuery(video.author.id);
  const others = (works.data ?? []).filter((work) => work.id !== video.id).slice(0, MORE_FROM_SIZE);
  return (
    <section aria-labelledby="video-more-from" className="flex flex-col gap-3">
      <h2 id="video-more-from" className="text-base font-semibold break-words text-slate-900">
        {t('player.moreFrom', { name: video.author.nickname })}
      </h2>
      {works.isPending ? (
        <ListSkeleton count={3} className="flex flex-col gap-3" itemClassName="h-20 w-full" />
      ) : others.length === 0 ? (
        <p className="text-sm text-slate-500">{t('player.moreEmpty')}</p>
      ) : (
        others.map((work) => <VideoCard key={work.id} video={work} compact />)
      )}
    </section>
  );
}

function PlayerSkeleton() {
  return (
    <div
      data-state="loading"
      className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_340px]"
    >
      <div className="flex flex-col gap-4">
        <Skeleton className="aspect-video w-full rounded-xl" />
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <div className="flex flex-col gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    </div>
  );
}

/**
 * /video-player?id=…: the video (or why it cannot play yet), its author, category, counts,
 * like and favourite, its comments, and more from its author beside it.
 */
export function VideoPlayerPage() {
  const { t, i18n } = useTranslation('video');
  const { t: tc } = useTranslation();
  const language = pageLanguage(i18n.language);
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const info = useVideoInfoQuery(id);
  const countPlay = useCountPlay(id ?? 0);
  const like = useLikeVideoMutation(id ?? 0);
  const favorite = useFavoriteVideoMutation(id ?? 0);
  const user = useStoredValue('userInfo');

  if (id === null || info.isError) {
    const missing = id === null || (info.error instanceof ApiError && info.error.code === 1);
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <EmptyState
          title={missing ? t('player.notFound') : t('player.loadError')}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              {!missing && (
                <Button variant="primary" size="sm" onClick={() => void info.refetch()}>
                  {tc('state.retry')}
                </Button>
              )}
              <Link to="/video-list" className={buttonClasses('secondary', 'sm')}>
                {t('player.back')}
              </Link>
            </div>
          }
        />
      </div>
    );
  }
  if (info.isPending) return <PlayerSkeleton />;

  const video = info.data;
  const playable = video.status === 'ready' && video.hls_url !== null;
  const toggleLike = () => (user ? like.mutate(!video.liked) : openLoginDialog());
  const toggleFavorite = () => (user ? favorite.mutate(!video.favorited) : openLoginDialog());

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_340px]">
      <div className="flex min-w-0 flex-col gap-5">
        <article data-testid="video" className="flex min-w-0 flex-col gap-4">
          <Link
            to="/video-list"
            className="text-sm font-medium text-brand-700 hover:text-brand-600"
          >
            <span aria-hidden="true">← </span>
            {t('player.back')}
          </Link>
          {playable && video.hls_url ? (
            <VodPlayer
              src={video.hls_url}
              poster={video.cover}
              title={video.title}
              onFirstPlay={countPlay}
              chapters={video.chapters}
              durationSeconds={video.duration_seconds}
            />
          ) : (
            <StatusPanel video={video} />
          )}
          <h1 className="text-xl font-bold break-words text-slate-900 sm:text-2xl">
            {video.title}
          </h1>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
            <Link
              to={`/persona?id=${video.author.id}`}
              className="flex min-w-0 items-center gap-2 font-medium text-slate-800 hover:text-brand-700"
            >
              <Avatar src={video.author.avatar} name={video.author.nickname} className="size-8" />
              <span className="truncate">{video.author.nickname}</span>
            </Link>
            {video.category && (
              <Link
                to={classifyHref(video.category)}
                className="rounded-full bg-brand-50 px-3 py-0.5 text-xs font-medium text-brand-700 hover:bg-brand-100"
              >
                <span className="sr-only">{t('player.category')}: </span>
                {video.category.name}
              </Link>
            )}
            {video.kind === 'replay' && (
              <span className="rounded bg-brand-600 px-1.5 py-0.5 text-xs font-medium text-white">
                {t('replay')}
              </span>
            )}
            <VideoViews views={video.views} />
            <time dateTime={video.created_at}>
              {t('player.published', { time: formatDateTime(video.created_at, language) })}
            </time>
          </div>
          {playable && (
            <div
              role="group"
              aria-label={t('player.actions')}
              className="flex flex-wrap items-center gap-4"
            >
              <ReactionButton
                pressed={video.liked}
                busy={like.isPending}
                onToggle={toggleLike}
                icon={
                  <ContentIcon
                    name="heart"
                    className={cx('size-4', video.liked && 'fill-current')}
                  />
                }
                label={t('player.like')}
                countLabel={t('player.likes')}
                count={formatCount(video.like_count, language)}
                testId="video-likes"
              />
              <ReactionButton
                pressed={video.favorited}
                busy={favorite.isPending}
                onToggle={toggleFavorite}
                icon={
                  <OutlineIcon
                    path={STAR}
                    className={cx('size-4', video.favorited && 'fill-current')}
                  />
                }
                label={t('player.favorite')}
                countLabel={t('player.favorites')}
                count={formatCount(video.favorite_count, language)}
                testId="video-favorites"
              />
            </div>
          )}
        </article>
        {playable && <CommentsSection target={{ type: 'video', id: video.id }} />}
      </div>
      <aside className="flex min-w-0 flex-col gap-4">
        <MoreFromAuthor video={video} />
      </aside>
    </div>
  );
}
