import type { AnalysisDetail } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { localName } from '../../scores';
import { formatDateTime } from '../../../shared/format/date-time';
import { pageLanguage } from '../../../shared/format/locale';
import { formatOdds } from '../format';
import { ResultBadge } from './ResultBadge';
import { usePickWords } from './words';

/** The team a side's pick backs ("Arsenal"), none for draw, over and under. */
function pickTeam(analysis: AnalysisDetail, language: ReturnType<typeof pageLanguage>) {
  if (analysis.pick === 'home') return localName(analysis.match.home, language);
  if (analysis.pick === 'away') return localName(analysis.match.away, language);
  return null;
}

/**
 * What a visible analysis says: the pick in words and its price, the reasoning as the expert
 * wrote it (plain text, line breaks kept; never HTML), the corrections added since, and the
 * result once settled.
 */
export function PickPanel({ analysis }: { analysis: AnalysisDetail }) {
  const { t, i18n } = useTranslation('experts');
  const language = pageLanguage(i18n.language);
  const pickWords = usePickWords();
  const team = pickTeam(analysis, language);
  return (
    <section className="flex flex-col gap-4" data-testid="analysis-content">
      <div className="flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 px-4 py-3">
        <span className="text-sm text-slate-600">{t('analysis.pickLabel')}</span>
        {analysis.pick && (
          <strong className="text-lg text-brand-700" data-testid="analysis-pick-text">
            {pickWords(analysis.market, analysis.pick, analysis.line)}
          </strong>
        )}
        {team && <span className="text-sm text-slate-700">({team})</span>}
        {analysis.pick_odds !== null && (
          <span className="text-sm text-slate-700" data-testid="analysis-pick-odds">
            {t('analysis.odds', { odds: formatOdds(analysis.pick_odds) })}
          </span>
        )}
        {analysis.result && (
          <span className="ml-auto">
            <ResultBadge result={analysis.result} large />
          </span>
        )}
      </div>
      {analysis.reasoning !== null && (
        <div>
          <h2 className="mb-2 text-base font-semibold text-slate-900">{t('analysis.reasoning')}</h2>
          <p
            className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-800"
            data-testid="analysis-reasoning"
          >
            {analysis.reasoning}
          </p>
        </div>
      )}
      {analysis.corrections.length > 0 && (
        <div>
          <h2 className="mb-2 text-base font-semibold text-slate-900">{t('correction.title')}</h2>
          <ol className="flex flex-col gap-2" data-testid="analysis-corrections">
            {analysis.corrections.map((correction, index) => (
              <li
                key={`${correction.created_at}-${index}`}
                className="rounded-lg border-l-4 border-amber-400 bg-amber-50 px-3 py-2 text-sm"
              >
                <p className="mb-1 text-xs font-medium text-amber-800">
                  {t('correction.at', {
                    time: formatDateTime(correction.created_at, language),
                  })}
                </p>
                <p className="break-words whitespace-pre-line text-slate-800">{correction.text}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
