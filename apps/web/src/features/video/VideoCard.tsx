import type { VideoCategory, VideoSummary } from '@tifo/contract';
import { CoverImage } from '../../shared/ui/Surface';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatCount } from '../../shared/format/count';
import { pageLanguage } from '../../shared/format/locale';
import { ContentIcon } from '../../shared/ui/ContentIcons';
import { cx } from '../../shared/ui/cx';

/** A video's length as players show it: "4:05" → "04:05" under an hour, "1:02:05" above. */
export function formatVideoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}`
    : `${String(minutes).padStart(2, '0')}:${rest}`;
}

export function videoHref(id: number): string {
  return `/video-player?id=${id}`;
}

export function classifyHref(category: VideoCategory): string {
  return `/video-classify?type=3&id=${category.id}&name=${encodeURIComponent(category.name)}`;
}

/** A positive whole id from a query parameter, else null. */
export function idOf(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Views with the eye icon and a label for screen readers (`label`: another count of views). */
export function VideoViews({
  views,
  label,
  className,
}: {
  views: number;
  label?: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation('video');
  return (
    <span className={cx('inline-flex items-center gap-1', className)}>
      <ContentIcon name="eye" className="size-3.5" />
      <span className="sr-only">{label ?? t('views')}: </span>
      {formatCount(views, pageLanguage(i18n.language))}
    </span>
  );
}

/**
 * A video in a grid: poster with its length (and the replay mark), title, author and views; the
 * whole card links to the player. `compact` (a side column): a small poster beside the title.
 */
export function VideoCard({ video, compact = false }: { video: VideoSummary; compact?: boolean }) {
  const { t } = useTranslation('video');
  return (
    <article
      data-testid="video-card"
      className={cx(
        'group relative flex min-w-0 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-500',
        compact ? 'gap-3 p-2' : 'flex-col',
      )}
    >
      <div className={cx('relative shrink-0', compact ? 'w-32 sm:w-36' : 'w-full')}>
        <CoverImage
          cover={video.cover}
          className={cx('aspect-video w-full', compact && 'rounded-lg')}
        />
        {video.kind === 'replay' && (
          <span className="absolute top-1.5 left-1.5 rounded bg-brand-600 px-1.5 py-0.5 text-xs font-medium text-white">
            {t('replay')}
          </span>
        )}
        {video.duration_seconds > 0 && (
          <span className="absolute right-1.5 bottom-1.5 rounded bg-slate-950/75 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums">
            <span className="sr-only">{t('duration')}: </span>
            {formatVideoDuration(video.duration_seconds)}
          </span>
        )}
      </div>
      <div className={cx('flex min-w-0 flex-1 flex-col gap-1.5', !compact && 'p-3')}>
        <h3
          className={cx(
            'line-clamp-2 font-semibold break-words text-slate-900 group-hover:text-brand-700',
            compact ? 'text-sm' : 'text-base',
          )}
        >
          <Link to={videoHref(video.id)} className="after:absolute after:inset-0">
            {video.title}
          </Link>
        </h3>
        <div className="mt-auto flex min-w-0 items-center justify-between gap-2 text-xs text-slate-500">
          <span className="truncate">
            <span className="sr-only">{t('author')}: </span>
            {video.author.nickname}
          </span>
          <VideoViews views={video.views} className="shrink-0" />
        </div>
      </div>
    </article>
  );
}
