import type { AnalysisDetail } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatOdds, lineText, picksOf } from '../format';
import { useMarketName, usePickWords } from './words';

/** The market's prices when the analysis was published: public, they reveal no pick. */
export function MarketPrices({ analysis }: { analysis: AnalysisDetail }) {
  const { t } = useTranslation('experts');
  const marketName = useMarketName();
  const pickWords = usePickWords();
  const picks = picksOf(analysis.market, analysis.match.sport);
  const line = lineText(analysis.market, analysis.line);
  return (
    <div data-testid="analysis-market-prices">
      <p className="mb-1 text-sm text-slate-700">
        <span className="font-medium">{marketName(analysis.market, analysis.match.sport)}</span>
        {line !== null && (
          <span className="ml-2" data-testid="analysis-line">
            {t('analysis.line', { line })}
          </span>
        )}
      </p>
      <table className="w-full max-w-md table-fixed text-sm">
        <caption className="sr-only">{t('analysis.pricesCaption')}</caption>
        <thead>
          <tr className="text-xs text-slate-500">
            {picks.map((pick) => (
              <th key={pick} scope="col" className="px-1 py-1 text-center font-medium">
                {pickWords(analysis.market, pick, analysis.line)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {picks.map((pick) => (
              <td
                key={pick}
                className="rounded bg-slate-50 px-1 py-1.5 text-center font-semibold tabular-nums"
              >
                {formatOdds(analysis.market_prices[pick])}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <p className="mt-1 text-xs text-slate-500">{t('analysis.pricesNote')}</p>
    </div>
  );
}
