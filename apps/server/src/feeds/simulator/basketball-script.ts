import type {
  BasketballClock,
  BasketballEvent,
  BasketballResult,
  BasketballStatus,
  Side,
} from '../fixtures/feed-model';
import { MINUTE_MS } from './football-script';
import { createRandom, type Random } from './seeded-random';

/** Wall-clock lengths: a 12-minute NBA quarter takes about 25 minutes with stoppages. */
const QUARTER_MS = 25 * MINUTE_MS;
const OVERTIME_MS = 10 * MINUTE_MS;
const SHORT_BREAK_MS = 2 * MINUTE_MS;
const HALF_TIME_MS = 15 * MINUTE_MS;
const QUARTER_SECONDS = 12 * 60;
const OVERTIME_SECONDS = 5 * 60;

export interface BasketballPhase {
  status: BasketballStatus;
  period: number;
  start: number;
  end: number;
  /** Game-clock seconds of the period being played; null in breaks. */
  gameSeconds: number | null;
}

export interface BasketballScript {
  sport: 'basketball';
  matchId: string;
  kickoff: number;
  end: number;
  phases: BasketballPhase[];
  events: BasketballEvent[];
  result: BasketballResult;
}

const QUARTER_STATUS: Record<number, BasketballStatus> = { 1: 'q1', 2: 'q2', 3: 'q3', 4: 'q4' };

/** Splits a period's points into made shots: threes, twos and free throws. */
function baskets(points: number, random: Random): (1 | 2 | 3)[] {
  const made: (1 | 2 | 3)[] = [];
  let left = points;
  while (left > 0) {
    const roll = random.next();
    const value: 1 | 2 | 3 = left >= 3 && roll < 0.3 ? 3 : left >= 2 && roll < 0.82 ? 2 : 1;
    made.push(value);
    left -= value;
  }
  return made;
}

export function basketballClockAt(
  phases: readonly BasketballPhase[],
  at: number,
): BasketballClock | null {
  for (const phase of phases) {
    if (at < phase.start || at >= phase.end || phase.gameSeconds === null) continue;
    const share = (at - phase.start) / (phase.end - phase.start);
    return { period: phase.period, secondsLeft: Math.ceil(phase.gameSeconds * (1 - share)) };
  }
  return null;
}

/** Builds a whole game whose periods score exactly the result's per-period points. */
export function buildBasketballScript(
  matchId: string,
  kickoff: number,
  result: BasketballResult,
  seed: number,
): BasketballScript {
  const random = createRandom(seed);
  const phases: BasketballPhase[] = [];
  let cursor = kickoff;
  const addPhase = (
    status: BasketballStatus,
    period: number,
    duration: number,
    gameSeconds: number | null,
  ): BasketballPhase => {
    const phase = { status, period, start: cursor, end: cursor + duration, gameSeconds };
    phases.push(phase);
    cursor += duration;
    return phase;
  };

  type Draft = { at: number; side: Side; points: 1 | 2 | 3 };
  const drafts: Draft[] = [];
  result.periods.forEach((points, index) => {
    const period = index + 1;
    if (period === 3) addPhase('half_time', 2, HALF_TIME_MS, null);
    else if (period > 1) addPhase('break', period - 1, SHORT_BREAK_MS, null);
    const overtime = period > 4;
    const phase = addPhase(
      QUARTER_STATUS[period] ?? 'overtime',
      period,
      overtime ? OVERTIME_MS : QUARTER_MS,
      overtime ? OVERTIME_SECONDS : QUARTER_SECONDS,
    );
    const span = phase.end - phase.start;
    for (const side of ['home', 'away'] as const) {
      for (const value of baskets(points[side], random)) {
        // Never on the buzzer itself: a basket belongs to the period it is scored in.
        drafts.push({
          side,
          points: value,
          at: phase.start + span * (0.01 + random.next() * 0.98),
        });
      }
    }
  });
  const end = cursor;

  const statusDrafts = [
    ...phases.map((phase) => ({ at: phase.start, status: phase.status, period: phase.period })),
    { at: end, status: 'finished' as const, period: result.periods.length },
  ];
  drafts.sort((a, b) => a.at - b.at);
  const score = { home: 0, away: 0 };
  const merged: BasketballEvent[] = [];
  let nextStatus = 0;
  let sequence = 0;
  const id = (): string => `${matchId}:${(sequence += 1)}`;
  const flushStatuses = (until: number): void => {
    for (
      let draft = statusDrafts[nextStatus];
      draft && draft.at <= until;
      draft = statusDrafts[nextStatus]
    ) {
      const clock = basketballClockAt(phases, draft.at) ?? { period: draft.period, secondsLeft: 0 };
      merged.push({
        id: id(),
        matchId,
        at: draft.at,
        type: 'status',
        status: draft.status,
        period: draft.period,
        clock,
      });
      nextStatus += 1;
    }
  };
  for (const draft of drafts) {
    flushStatuses(draft.at);
    score[draft.side] += draft.points;
    const clock = basketballClockAt(phases, draft.at) ?? { period: 0, secondsLeft: 0 };
    merged.push({
      id: id(),
      matchId,
      at: Math.round(draft.at),
      type: 'basket',
      side: draft.side,
      points: draft.points,
      clock,
      score: { ...score },
    });
  }
  flushStatuses(Number.POSITIVE_INFINITY);
  return { sport: 'basketball', matchId, kickoff, end, phases, events: merged, result };
}
