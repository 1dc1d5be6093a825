import { z } from 'zod';

/** True for a real day of the calendar: 2026-02-28 is one, 2026-02-30 and 2026-13-01 are not. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // Date.UTC rolls an impossible day over (Feb 30 → Mar 2): a real date comes back unchanged.
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A day `YYYY-MM-DD` in query strings (statements, records, fixtures); impossible days refused. */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
  .refine(isCalendarDate, 'must be a real date');
