import type { Sport } from '../fixtures/feed-model';
import type { FeedSimulator } from './feed-simulator';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface ScoreCoverage {
  hours: number;
  /** Hours whose middle has a match of the sport in play. */
  liveHours: number;
  /** Hours from whose middle no match of the sport kicks off within the next 24 h. */
  hoursWithoutUpcoming: number;
  /** Share of live hours by hour of the week (UTC, Monday 00:00 first), 0–1. */
  byHourOfWeek: number[];
}

/**
 * Samples the simulated calendar hour by hour for `weeks` from `mondayUtc` (issue 25: a live
 * football match in 90 % of the hours of a week, and always something coming up).
 */
export function measureScoreCoverage(
  simulator: Pick<FeedSimulator, 'liveAt' | 'matchesBetween'>,
  options: { mondayUtc: number; weeks: number; sport: Sport },
): ScoreCoverage {
  const hours = options.weeks * 168;
  const live = new Array<number>(168).fill(0);
  let liveHours = 0;
  let hoursWithoutUpcoming = 0;
  for (let hour = 0; hour < hours; hour += 1) {
    const middle = options.mondayUtc + hour * HOUR_MS + HOUR_MS / 2;
    if (simulator.liveAt(middle).some((match) => match.sport === options.sport)) {
      liveHours += 1;
      live[hour % 168] = (live[hour % 168] ?? 0) + 1;
    }
    const next = simulator.matchesBetween(middle, middle + DAY_MS);
    if (!next.some((match) => match.sport === options.sport && match.resultKind !== null)) {
      hoursWithoutUpcoming += 1;
    }
  }
  return {
    hours,
    liveHours,
    hoursWithoutUpcoming,
    byHourOfWeek: live.map((count) => count / options.weeks),
  };
}
