import { SITE_TIME_ZONE } from '@tifo/contract';
import { dayIn } from './time-zone';

/**
 * Calendar days of the site as `YYYY-MM-DD`. The server counts days in China time, so "today"
 * is China's today wherever the visitor is; such strings compare like the days they name.
 */

/** The site's day of an instant. */
export function siteDay(instant: Date = new Date()): string {
  return dayIn(instant, SITE_TIME_ZONE);
}

/** The day `days` after `day` (before it when negative), across months and years. */
export function addDays(day: string, days: number): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** How many days `from` to `to` cover, both included (1 for the same day). */
export function daysCovered(from: string, to: string): number {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  return Math.round((end - start) / 86_400_000) + 1;
}
