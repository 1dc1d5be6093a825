import type { MatchSummary } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/date-time';
import { pageLanguage } from '../../../shared/format/locale';
import { localName, MatchClock } from '../../scores';

/** The analysed match: competition, kick-off, teams, and the status and score once it started. */
export function MatchBanner({ match }: { match: MatchSummary }) {
  const { t, i18n } = useTranslation('experts');
  const language = pageLanguage(i18n.language);
  const started = match.status !== 'not_started' && match.status !== 'postponed';
  return (
    <section
      className="rounded-xl bg-gradient-to-br from-slate-900 to-slate-700 p-4 text-white"
      data-testid="analysis-match"
      data-match-id={match.id}
    >
      <p className="mb-2 text-center text-xs text-slate-300">
        {localName(match.competition, language)} ·{' '}
        <time dateTime={match.kickoff}>{formatDateTime(match.kickoff, language)}</time>
      </p>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3">
        <p className="text-right font-semibold sm:text-lg">{localName(match.home, language)}</p>
        <div className="text-center">
          <p className="text-2xl font-bold tabular-nums sm:text-3xl">
            {started ? `${match.home.score} - ${match.away.score}` : t('analysis.versus')}
          </p>
          <span className="inline-block rounded bg-white/90 px-2 text-xs">
            <MatchClock match={match} />
          </span>
        </div>
        <p className="font-semibold sm:text-lg">{localName(match.away, language)}</p>
      </div>
      <p className="mt-2 text-center text-xs">
        <Link to={`/score-detail?id=${encodeURIComponent(match.id)}`} className="underline">
          {t('analysis.toMatch')}
        </Link>
      </p>
    </section>
  );
}
