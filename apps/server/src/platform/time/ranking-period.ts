import type { RankingPeriod } from '@tifo/contract';

/** Ranking periods start at midnight, Monday or the 1st in China time (UTC+8), the site's home. */
const SITE_UTC_OFFSET_MS = 8 * 3600_000;

export function periodStart(period: RankingPeriod, now: number): Date {
  if (period === 'total') return new Date(0);
  const local = new Date(now + SITE_UTC_OFFSET_MS);
  local.setUTCHours(0, 0, 0, 0);
  if (period === 'week') local.setUTCDate(local.getUTCDate() - ((local.getUTCDay() + 6) % 7));
  if (period === 'month') local.setUTCDate(1);
  return new Date(local.getTime() - SITE_UTC_OFFSET_MS);
}
