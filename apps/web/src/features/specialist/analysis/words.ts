import type { AnalysisMarket, AnalysisPick, SportName } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { pickLine } from '../format';

/** A market's name in a sport's words (basketball's 1x2 is the moneyline, its handicap the spread). */
export function useMarketName() {
  const { t } = useTranslation('experts');
  return (market: AnalysisMarket, sport: SportName) =>
    sport === 'basketball' ? t(`marketBasketball.${market}`) : t(`market.${market}`);
}

/** A pick as fans say it: "Home −0.25", "Over 2.5", "Draw", "Home win". */
export function usePickWords() {
  const { t } = useTranslation('experts');
  return (market: AnalysisMarket, pick: AnalysisPick, line: number | null) => {
    if (market === '1x2') return t(`outcome.${pick}`);
    const at = pickLine(market, pick, line);
    const side = t(`pick.${pick}`);
    return at === null ? side : t('pick.withLine', { side, line: at });
  };
}
