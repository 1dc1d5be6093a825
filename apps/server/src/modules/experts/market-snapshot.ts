import type { AnalysisMarket, AnalysisPick } from '@tifo/contract';
import type { MarketSnapshot } from '../../db/schema/index';
import type { MatchOdds } from '../../feeds/score-feed';

const EMPTY: MarketSnapshot = {
  line: null,
  home: null,
  draw: null,
  away: null,
  over: null,
  under: null,
};

/**
 * One market of the feed's lines, as an analysis keeps it. Football: 1X2, Asian handicap,
 * over/under goals; basketball: moneyline (no draw), point spread, points total.
 */
export function marketSnapshot(odds: MatchOdds, market: AnalysisMarket): MarketSnapshot {
  if ('europe' in odds) {
    if (market === '1x2') return { ...EMPTY, ...odds.europe };
    if (market === 'handicap') {
      return { ...EMPTY, line: odds.asian.line, home: odds.asian.home, away: odds.asian.away };
    }
    return { ...EMPTY, ...odds.overUnder };
  }
  if (market === '1x2') return { ...EMPTY, ...odds.moneyline };
  if (market === 'handicap') return { ...EMPTY, ...odds.spread };
  return { ...EMPTY, ...odds.total };
}

/** The decimal price of a pick in a snapshot, or null when the market has no such side. */
export function pickOdds(snapshot: MarketSnapshot, pick: AnalysisPick): number | null {
  return snapshot[pick];
}
