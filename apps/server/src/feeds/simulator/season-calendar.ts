import type { Match } from '../fixtures/feed-model';
import { wallClockToUtc, zoneOffsetMinutes, type WallClock } from '../fixtures/local-time';

const DAY_MS = 86_400_000;
/** Monday 2024-01-01: cycle 0 of every competition starts in this week's weekday grid. */
const ANCHOR_DAY = Math.floor(Date.UTC(2024, 0, 1) / DAY_MS);
/** A week without matches between two replays of a season, like a real close season. */
const GAP_DAYS = 7;

interface PlacedMatch {
  match: Match;
  /** Kick-off on the source's local calendar, moved by the competition's placement. */
  wall: WallClock;
}

/**
 * A competition's season, replayed back to back on the current calendar. Each replay (cycle)
 * moves every match by the same whole number of weeks on its local calendar, so weekdays and
 * local kick-off times stay as they were (a Saturday 15:00 in London stays one, DST included),
 * and any instant falls inside some replay of every competition but for a one-week gap.
 */
export interface CompetitionCalendar {
  competitionId: string;
  /** Days one replay lasts (a multiple of 7). */
  cycleDays: number;
  /** Days added to a source date in cycle 0 (a multiple of 7). */
  baseShiftDays: number;
  /** First and last local day of the source season. */
  firstDay: number;
  lastDay: number;
  /** Source matches in local kick-off order. */
  placed: PlacedMatch[];
}

export function localWallClock(match: Match): WallClock {
  const local = match.kickoff + zoneOffsetMinutes(match.timeZone, match.kickoff) * 60_000;
  return { day: Math.floor(local / DAY_MS), minuteOfDay: Math.floor((local % DAY_MS) / 60_000) };
}

/**
 * Where a competition's replay sits in the week: its local calendar moved by whole days and its
 * clock by whole hours (`replay-placement.ts` says why and which).
 */
export interface ReplayPlacement {
  days: number;
  hours: number;
}

export const UNMOVED: ReplayPlacement = { days: 0, hours: 0 };

export function movedWallClock(wall: WallClock, placement: ReplayPlacement): WallClock {
  const minute = wall.minuteOfDay + placement.hours * 60;
  return {
    day: wall.day + placement.days + Math.floor(minute / 1440),
    minuteOfDay: ((minute % 1440) + 1440) % 1440,
  };
}

export function buildCompetitionCalendar(
  competitionId: string,
  matches: readonly Match[],
  placement: ReplayPlacement = UNMOVED,
): CompetitionCalendar {
  const placed = matches
    .map((match) => ({ match, wall: movedWallClock(localWallClock(match), placement) }))
    .sort((a, b) => a.wall.day - b.wall.day || a.wall.minuteOfDay - b.wall.minuteOfDay);
  const firstDay = placed[0]?.wall.day ?? ANCHOR_DAY;
  const lastDay = placed.at(-1)?.wall.day ?? ANCHOR_DAY;
  const cycleDays = Math.ceil((lastDay - firstDay + 1) / 7) * 7 + GAP_DAYS;
  return {
    competitionId,
    cycleDays,
    baseShiftDays: Math.floor((ANCHOR_DAY - firstDay) / 7) * 7,
    firstDay,
    lastDay,
    placed,
  };
}

export function shiftDays(calendar: CompetitionCalendar, cycle: number): number {
  return calendar.baseShiftDays + cycle * calendar.cycleDays;
}

/** The cycles whose days can hold a kick-off between `from` and `to` (a day of margin each side for zones). */
export function cyclesBetween(calendar: CompetitionCalendar, from: number, to: number): number[] {
  const start = calendar.firstDay + calendar.baseShiftDays;
  const first = Math.floor((Math.floor(from / DAY_MS) - 1 - start) / calendar.cycleDays);
  const last = Math.floor((Math.floor(to / DAY_MS) + 1 - start) / calendar.cycleDays);
  const cycles: number[] = [];
  for (let cycle = first; cycle <= last; cycle += 1) cycles.push(cycle);
  return cycles;
}

/** Source matches whose moved local day is in [fromDay, toDay], with their moved kick-off. */
export function placedBetweenDays(
  calendar: CompetitionCalendar,
  cycle: number,
  fromDay: number,
  toDay: number,
): { match: Match; kickoff: number }[] {
  const shift = shiftDays(calendar, cycle);
  const lowDay = fromDay - shift;
  const highDay = toDay - shift;
  // Binary search for the first match on or after `lowDay`.
  let low = 0;
  let high = calendar.placed.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((calendar.placed[middle]?.wall.day ?? Number.POSITIVE_INFINITY) < lowDay) low = middle + 1;
    else high = middle;
  }
  const found: { match: Match; kickoff: number }[] = [];
  for (let index = low; index < calendar.placed.length; index += 1) {
    const entry = calendar.placed[index];
    if (!entry || entry.wall.day > highDay) break;
    found.push({
      match: entry.match,
      kickoff: wallClockToUtc(
        { day: entry.wall.day + shift, minuteOfDay: entry.wall.minuteOfDay },
        entry.match.timeZone,
      ),
    });
  }
  return found;
}
