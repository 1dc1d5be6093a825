import type { MatchSummary } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDateTime } from '../../../shared/format/date-time';
import { pageLanguage } from '../../../shared/format/locale';
import { localName } from '../../scores';

/** "Premier League · 22/11 20:00 · Arsenal 1-0 Chelsea" (the score once it started). */
export function MatchLine({ match }: { match: MatchSummary }) {
  const { t, i18n } = useTranslation('experts');
  const language = pageLanguage(i18n.language);
  const started = match.status !== 'not_started' && match.status !== 'postponed';
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
      <span>{localName(match.competition, language)}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={match.kickoff}>{formatDateTime(match.kickoff, language)}</time>
      <span aria-hidden="true">·</span>
      <span className="font-medium text-slate-700">
        {localName(match.home, language)}{' '}
        {started ? (
          <span className="tabular-nums">
            {match.home.score}-{match.away.score}
          </span>
        ) : (
          t('analysis.versus')
        )}{' '}
        {localName(match.away, language)}
      </span>
    </p>
  );
}
