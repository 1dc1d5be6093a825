import { siteDay } from '../../../shared/format/site-day';

// Shared since the referral centre counts site days too; the statements' tests import it here.
export { siteDay };

/** Statements go back this far (spec §9 "date query limit"). */
export const STATEMENT_MONTHS = 3;

export interface DateRange {
  /** YYYY-MM-DD, both ends included. */
  from: string;
  to: string;
}

/** The same day some months earlier; the 31st becomes the month's last day (05-31 → 02-28). */
export function monthsBefore(day: string, months: number): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const lastOfTarget = new Date(Date.UTC(year, month - 1 - months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 - months, Math.min(date, lastOfTarget)))
    .toISOString()
    .slice(0, 10);
}

/** The widest range allowed: three months back to today. */
export function allowedRange(today: string = siteDay()): DateRange {
  return { from: monthsBefore(today, STATEMENT_MONTHS), to: today };
}

/**
 * Keeps a range the member typed inside the allowed one and in order. An emptied field falls
 * back to its end of the allowed range. YYYY-MM-DD strings compare like dates.
 */
export function clampRange(range: DateRange, allowed: DateRange): DateRange {
  const within = (day: string, fallback: string) =>
    !day ? fallback : day < allowed.from ? allowed.from : day > allowed.to ? allowed.to : day;
  const from = within(range.from, allowed.from);
  const to = within(range.to, allowed.to);
  return from <= to ? { from, to } : { from: to, to: from };
}
