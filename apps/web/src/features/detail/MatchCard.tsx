import type { MatchSummary } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format/date-time';
import { pageLanguage } from '../../shared/format/locale';
import { isInPlay, localName, MatchClock } from '../scores';

/** The article's match as a score card: teams, score or kick-off, and a link to the match centre. */
export function MatchCard({ match }: { match: MatchSummary }) {
  const { t, i18n } = useTranslation('news');
  const language = pageLanguage(i18n.language);
  const started = match.status !== 'not_started';
  return (
    <section
      aria-labelledby="article-match"
      data-testid="article-match"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="article-match" className="mb-2 text-sm font-semibold text-slate-500">
        {t('article.match')} · {localName(match.competition, language)}
      </h2>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-center">
        <span className="font-semibold text-slate-900">{localName(match.home, language)}</span>
        <span className="flex flex-col items-center">
          {started ? (
            <span className="text-2xl font-bold tabular-nums text-slate-900">
              {match.home.score} - {match.away.score}
            </span>
          ) : (
            <time dateTime={match.kickoff} className="text-sm font-medium text-slate-700">
              {formatDateTime(match.kickoff, language)}
            </time>
          )}
          {isInPlay(match.status) && <MatchClock match={match} />}
        </span>
        <span className="font-semibold text-slate-900">{localName(match.away, language)}</span>
      </div>
      <Link
        to={`/score-detail?id=${encodeURIComponent(match.id)}`}
        className="mt-3 block text-center text-sm font-medium text-brand-700 hover:text-brand-600"
      >
        {t('article.matchLink')}
      </Link>
    </section>
  );
}
