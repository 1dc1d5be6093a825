import type { VideoChapter } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { cx } from '../../shared/ui/cx';
import { formatVideoDuration } from './VideoCard';

function percentOf(seconds: number, duration: number): string {
  return `${Math.min(100, Math.max(0, (seconds / Math.max(1, duration)) * 100))}%`;
}

/**
 * A replay's goals: marks on a bar under the player (where they fall in the replay, with how
 * far it has played) and a list of buttons that jump there.
 */
export function ReplayChapters({
  chapters,
  duration,
  currentTime,
  onSeek,
}: {
  chapters: VideoChapter[];
  duration: number;
  currentTime: number;
  onSeek: (seconds: number) => void;
}) {
  const { t } = useTranslation('video');
  if (chapters.length === 0) return null;
  // The chapter being watched: the last one started.
  const current = chapters.findLastIndex((chapter) => chapter.at_seconds <= currentTime);
  return (
    <section
      aria-labelledby="replay-chapters-title"
      data-testid="replay-chapters"
      className="flex flex-col gap-2"
    >
      <h2 id="replay-chapters-title" className="text-sm font-semibold text-slate-900">
        {t('chapters.title')}
      </h2>
      <div aria-hidden="true" className="relative h-2 rounded-full bg-slate-200">
        <div
          className="absolute inset-y-0 left-0 rounded-full bg-brand-200"
          style={{ width: percentOf(currentTime, duration) }}
        />
        {chapters.map((chapter) => (
          <span
            key={`${chapter.at_seconds}-${chapter.home_score}-${chapter.away_score}`}
            data-testid="replay-chapter-mark"
            className="absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full bg-red-600 ring-2 ring-white"
            style={{ left: percentOf(chapter.at_seconds, duration) }}
          />
        ))}
      </div>
      <ol className="flex flex-wrap gap-2">
        {chapters.map((chapter, index) => (
          <li key={`${chapter.at_seconds}-${chapter.home_score}-${chapter.away_score}`}>
            <button
              type="button"
              data-testid="replay-chapter"
              aria-current={index === current ? 'true' : undefined}
              aria-label={t('chapters.jump', {
                time: formatVideoDuration(chapter.at_seconds),
                goal: chapter.label,
              })}
              onClick={() => onSeek(chapter.at_seconds)}
              className={cx(
                'flex items-center gap-2 rounded-full px-3 py-1 text-left text-xs ring-1 transition',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                index === current
                  ? 'bg-red-50 text-red-800 ring-red-300'
                  : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50',
              )}
            >
              <time className="font-mono tabular-nums" dateTime={`PT${chapter.at_seconds}S`}>
                {formatVideoDuration(chapter.at_seconds)}
              </time>
              <span className="break-words">{chapter.label}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
