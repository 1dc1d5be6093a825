import type { MatchSummary } from '@tifo/contract';
import { Link } from 'react-router';
import { pageLanguage } from '../../shared/format/locale';
import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { Skeleton } from '../../shared/ui/Surface';
import { MatchStreams } from '../anchor';
import {
  addDays,
  kickoffTime,
  localName,
  MatchClock,
  viewerDate,
  sortMatches,
  useLiveScores,
  useMatchListQuery,
} from '../scores';

/** Matches recommended at once: what is in play, then what kicks off next. */
const SHOWN = 6;

function RecommendedMatch({ match }: { match: MatchSummary }) {
  const { t, i18n } = useLazyTranslation('homeSections');
  const language = pageLanguage(i18n.language);
  const started = match.status !== 'not_started';
  return (
    <li
      data-testid="home-match"
      className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-2 text-xs text-slate-500">
        <span className="truncate">{localName(match.competition, language)}</span>
        {started ? (
          <MatchClock match={match} />
        ) : (
          <time dateTime={match.kickoff}>{kickoffTime(match.kickoff)}</time>
        )}
      </div>
      <Link
        to={`/score-detail?id=${encodeURIComponent(match.id)}`}
        className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 font-medium text-slate-900 hover:text-brand-700"
      >
        <span className="truncate text-right">{localName(match.home, language)}</span>
        <span className="font-bold tabular-nums">
          {started ? `${match.home.score} - ${match.away.score}` : t('recommendations.vs')}
        </span>
        <span className="truncate">{localName(match.away, language)}</span>
      </Link>
      <MatchStreams matchId={match.id} variant="compact" />
    </li>
  );
}

/**
 * Recommended matches (home, spec §2): football in play now with its scores kept live, then
 * today's next kick-offs; with nothing left today, tomorrow's first ones, said as such.
 */
export function HomeRecommendations() {
  const { t, ready } = useLazyTranslation('homeSections');
  const today = viewerDate(new Date());
  const live = useMatchListQuery('football', 'live', null);
  const upcoming = useMatchListQuery('football', 'upcoming', today);
  const tomorrow = useMatchListQuery('football', 'upcoming', addDays(today, 1));
  useLiveScores('football');

  if (!ready || live.isPending || upcoming.isPending) return <Skeleton className="h-72 w-full" />;
  const inPlay = sortMatches(live.data?.list ?? []);
  const next = sortMatches(upcoming.data?.list ?? []).filter(
    (match) => match.status === 'not_started',
  );
  const later = sortMatches(tomorrow.data?.list ?? []);
  const shown = [...inPlay, ...next].slice(0, SHOWN);
  const fromTomorrow = shown.length === 0;
  const list = fromTomorrow ? later.slice(0, SHOWN) : shown;
  return (
    <div className="flex flex-col gap-3" data-testid="home-recommendations">
      {inPlay.length === 0 && (
        <p className="text-sm text-slate-600">
          {list[0]
            ? t(fromTomorrow ? 'recommendations.nextTomorrow' : 'recommendations.nextToday', {
                time: kickoffTime(list[0].kickoff),
              })
            : t('recommendations.none')}
        </p>
      )}
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {list.map((match) => (
          <RecommendedMatch key={match.id} match={match} />
        ))}
      </ul>
      <Link
        to="/football"
        className="self-end text-sm font-medium text-brand-700 hover:text-brand-600"
      >
        {t('recommendations.more')}
      </Link>
    </div>
  );
}
