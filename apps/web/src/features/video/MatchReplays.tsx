import { useTranslation } from '../../shared/i18n/use-translation';
import { useMatchReplaysQuery } from './api';
import { VideoCard } from './VideoCard';

/**
 * The match page's replays: broadcasts of this match kept as videos, with their goals marked.
 * Nothing shows while they load or when there are none (most matches have none).
 */
export function MatchReplays({ matchId }: { matchId: string }) {
  const { t } = useTranslation('video');
  const replays = useMatchReplaysQuery(matchId);
  const list = replays.data ?? [];
  if (list.length === 0) return null;
  return (
    <section
      aria-labelledby="match-replays-title"
      data-testid="match-replays"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id="match-replays-title" className="text-base font-semibold text-slate-900">
        {t('matchReplays.title')}
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((video) => (
          <VideoCard key={video.id} video={video} compact />
        ))}
      </div>
    </section>
  );
}
