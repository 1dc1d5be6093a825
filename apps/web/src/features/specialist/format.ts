import {
  ANALYSIS_MARKETS,
  MARKET_PICKS,
  type AnalysisMarket,
  type AnalysisPick,
  type ExpertRecord,
  type Language,
  type SportName,
} from '@tifo/contract';
import { LOCALES } from '../../shared/format/locale';
import { dateTimeFormat, numberFormat } from '../../shared/format/intl';
import { viewerTimeZone } from '../../shared/format/time-zone';

export function expertHomeHref(id: number): string {
  return `/specialist-home?id=${id}`;
}

export function expertInfoHref(id: number): string {
  return `/specialist-info?id=${id}`;
}

export function analysisHref(id: number): string {
  return `/specialist-detail?id=${id}`;
}

/** A positive whole id from a query parameter, else null. */
export function idOf(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function isMarket(value: string | null): value is AnalysisMarket {
  return (ANALYSIS_MARKETS as readonly (string | null)[]).includes(value);
}

/** The picks a market takes in a sport: basketball's moneyline has no draw. */
export function picksOf(market: AnalysisMarket, sport: SportName): readonly AnalysisPick[] {
  const picks = MARKET_PICKS[market];
  return sport === 'basketball' ? picks.filter((pick) => pick !== 'draw') : picks;
}

const MINUS = '\u2212';

/** A number with its sign as bettors read lines: "+0.5", "−0.25", "0". */
export function signed(value: number, digits = 2): string {
  const text = String(Number(Math.abs(value).toFixed(digits)));
  if (value === 0 || text === '0') return '0';
  return value < 0 ? `${MINUS}${text}` : `+${text}`;
}

/**
 * The line a pick is at: a handicap is the home side's, so the away side takes it reversed;
 * a total is unsigned; 1x2 has none.
 */
export function pickLine(
  market: AnalysisMarket,
  pick: AnalysisPick,
  line: number | null,
): string | null {
  if (line === null || market === '1x2') return null;
  if (market === 'total') return String(Number(line.toFixed(2)));
  return signed(pick === 'away' ? -line : line);
}

/** A market's line as quoted: the home side's handicap ("−0.25"), a total ("2.5"), 1x2 none. */
export function lineText(market: AnalysisMarket, line: number | null): string | null {
  return pickLine(market, market === 'total' ? 'over' : 'home', line);
}

/** Decimal odds as printed by bookmakers: two decimals. */
export function formatOdds(odds: number | null): string {
  return odds === null ? '–' : odds.toFixed(2);
}

/** A share 0–1 as a percentage with one decimal at most: 0.625 → "62.5%". */
export function formatPercent(share: number, language: Language): string {
  return numberFormat(LOCALES[language].regional, {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(share);
}

/** Units won or lost with their sign: "+12.5", "−3.25". */
export function formatUnits(units: number): string {
  return signed(units);
}

/** Wins, pushes and losses as the record's W-P-L (halves count on their side). */
export function recordCounts(record: ExpertRecord): { won: number; push: number; lost: number } {
  return {
    won: record.won + record.half_won,
    push: record.push,
    lost: record.lost + record.half_lost,
  };
}

/** The day of an instant in the viewer's time zone, in the page language ("2026年3月1日"). */
export function formatDay(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(LOCALES[language].regional, {
    timeZone: viewerTimeZone(),
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}
