import { useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format/date-time';
import { pageLanguage } from '../../shared/format/locale';
import { Button } from '../../shared/ui/Button';
import { localName } from '../scores';
import { AnalysisList, type ForesightEntry } from '../specialist';
import { CrowdPicks } from './CrowdPicks';
import { MatchIntelligence } from './MatchIntelligence';

/**
 * One upcoming match: how many analyses it has and how experts picked per market, its
 * analyses and the pre-match intelligence, each opened on demand. `analysesOpen` is kept in the
 * URL so a match's analyses can be linked to.
 */
export function ForesightMatchCard({
  entry,
  analysesOpen,
  onToggleAnalyses,
}: {
  entry: ForesightEntry;
  analysesOpen: boolean;
  onToggleAnalyses: () => void;
}) {
  const { t, i18n } = useTranslation('experts');
  const language = pageLanguage(i18n.language);
  const [intelligenceOpen, setIntelligenceOpen] = useState(false);
  const analysesId = useId();
  const intelligenceId = useId();
  const { match } = entry;
  return (
    <article
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="foresight-match"
      data-match-id={match.id}
      data-analysis-count={entry.analysis_count}
    >
      <header className="flex flex-col gap-1">
        <p className="text-xs text-slate-500">
          {localName(match.competition, language)} ·{' '}
          <time dateTime={match.kickoff}>{formatDateTime(match.kickoff, language)}</time>
        </p>
        <h2 className="text-base font-semibold text-slate-900">
          <Link to={`/score-detail?id=${encodeURIComponent(match.id)}`} className="hover:underline">
            {localName(match.home, language)} {t('analysis.versus')}{' '}
            {localName(match.away, language)}
          </Link>
        </h2>
        <p className="text-sm text-slate-600" data-testid="foresight-count">
          {entry.analysis_count === 0
            ? t('analysis.empty')
            : t('foresight.analysisCount', { count: entry.analysis_count })}
        </p>
      </header>
      {entry.markets.length > 0 && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {entry.markets.map((crowd) => (
            <CrowdPicks key={crowd.market} crowd={crowd} sport={match.sport} />
          ))}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={analysesOpen}
          aria-controls={analysesId}
          disabled={entry.analysis_count === 0}
          onClick={onToggleAnalyses}
          data-testid="foresight-analyses-toggle"
        >
          {t('foresight.analyses', { count: entry.analysis_count })}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={intelligenceOpen}
          aria-controls={intelligenceId}
          onClick={() => setIntelligenceOpen((open) => !open)}
          data-testid="foresight-intelligence-toggle"
        >
          {t('foresight.intelligence')}
        </Button>
      </div>
      {analysesOpen && (
        <div id={analysesId}>
          <AnalysisList filter={{ matchId: match.id, status: 'all' }} />
        </div>
      )}
      {intelligenceOpen && (
        <div id={intelligenceId}>
          <MatchIntelligence matchId={match.id} sport={match.sport} />
        </div>
      )}
    </article>
  );
}
