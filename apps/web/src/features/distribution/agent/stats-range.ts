import { DISTRIBUTION_LIMITS, isCalendarDate } from '@tifo/contract';
import { addDays, daysCovered, siteDay } from '../../../shared/format/site-day';
import type { DayRange } from '../api';

/** The statistics open on the last week, today included. */
export const DEFAULT_STATS_DAYS = 7;

export function defaultStatsRange(today: string = siteDay()): DayRange {
  return { from: addDays(today, -(DEFAULT_STATS_DAYS - 1)), to: today };
}

/**
 * Moves one end of the range to the day the agent picked and keeps the range one the server
 * answers: nothing after today, `from` not after `to`, at most `maxDays` days (the other end
 * follows the moved one). An emptied or half-typed date field changes nothing.
 */
export function moveRangeEnd(
  range: DayRange,
  end: keyof DayRange,
  day: string,
  today: string = siteDay(),
  maxDays: number = DISTRIBUTION_LIMITS.statsMaxDays,
): DayRange {
  if (!isCalendarDate(day)) return range;
  const picked = day > today ? today : day;
  if (end === 'from') {
    let to = range.to < picked ? picked : range.to;
    if (daysCovered(picked, to) > maxDays) to = addDays(picked, maxDays - 1);
    return { from: picked, to };
  }
  let from = range.from > picked ? picked : range.from;
  if (daysCovered(from, picked) > maxDays) from = addDays(picked, -(maxDays - 1));
  return { from, to: picked };
}
