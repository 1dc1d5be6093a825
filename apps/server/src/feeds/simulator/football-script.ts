import type {
  FinishedAs,
  FootballClock,
  FootballEvent,
  FootballResult,
  FootballStatus,
  Goal,
  GoalKind,
  Score,
  Side,
} from '../fixtures/feed-model';
import { createRandom, type Random } from './seeded-random';

export const MINUTE_MS = 60_000;
const HALF_TIME_MS = 15 * MINUTE_MS;
const BEFORE_EXTRA_TIME_MS = 5 * MINUTE_MS;
const EXTRA_TIME_INTERVAL_MS = 1 * MINUTE_MS;
const BEFORE_PENALTIES_MS = 3 * MINUTE_MS;
const PENALTY_KICK_MS = 1 * MINUTE_MS;

/** One stretch of the match with one status. */
export interface FootballPhase {
  status: FootballStatus;
  period: number;
  start: number;
  end: number;
  /** For periods of play: the minute the period starts after (0, 45, 90, 105) and its length. */
  play: { base: number; length: number } | null;
}

export interface FootballScript {
  sport: 'football';
  matchId: string;
  kickoff: number;
  /** When the final whistle (or the last kick of the shoot-out) happens. */
  end: number;
  phases: FootballPhase[];
  /** Every event, in time order, status changes included. */
  events: FootballEvent[];
  result: FootballResult;
  finishedAs: FinishedAs;
  /** true when the source had no result and this one was drawn from the seed. */
  synthetic: boolean;
}

interface PeriodPlan {
  period: number;
  base: number;
  length: number;
  stoppage: number;
}

type Draft = { at: number } & (
  | { type: 'goal'; side: Side; kind: GoalKind; player: string | null }
  | { type: 'card'; side: Side; card: 'yellow' | 'red' }
  | { type: 'corner'; side: Side }
  | { type: 'substitution'; side: Side }
  | { type: 'shootout_kick'; side: Side; scored: boolean }
  | { type: 'status'; status: FootballStatus; period: number }
);

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** A seeded result for a match the source has no result for (future or missing data). */
export function syntheticFootballResult(random: Random): FootballResult {
  const goals: Goal[] = [];
  for (const [side, mean] of [
    ['home', 1.55],
    ['away', 1.2],
  ] as const) {
    const count = random.poisson(mean);
    for (let index = 0; index < count; index += 1) {
      const minute = random.int(1, 90);
      goals.push({
        side,
        minute,
        stoppage: minute === 45 || minute === 90 ? random.int(0, 3) : 0,
        player: null,
        kind: randomGoalKind(random),
      });
    }
  }
  goals.sort((a, b) => a.minute * 100 + a.stoppage - (b.minute * 100 + b.stoppage));
  const count = (until: number): Score => ({
    home: goals.filter((goal) => goal.side === 'home' && goal.minute <= until).length,
    away: goals.filter((goal) => goal.side === 'away' && goal.minute <= until).length,
  });
  return {
    fullTime: count(90),
    halfTime: count(45),
    extraTime: null,
    penalties: null,
    goals,
  };
}

function randomGoalKind(random: Random): GoalKind {
  const roll = random.next();
  return roll < 0.1 ? 'penalty' : roll < 0.14 ? 'own_goal' : 'normal';
}

/**
 * Goals for a result without a goal list: the counts per half come from the result (half-time
 * score when known, else each goal falls in the first half with p = 0.45), minutes are spread.
 */
function spreadGoals(result: FootballResult, random: Random): Goal[] {
  const goals: Goal[] = [];
  const place = (side: Side, count: number, from: number, to: number): void => {
    for (let index = 0; index < count; index += 1) {
      const minute = random.int(from, to);
      goals.push({
        side,
        minute,
        stoppage: minute === to && random.chance(0.4) ? random.int(1, 4) : 0,
        player: null,
        kind: randomGoalKind(random),
      });
    }
  };
  for (const side of ['home', 'away'] as const) {
    const fullTime = result.fullTime[side];
    let firstHalf = result.halfTime?.[side];
    if (firstHalf === undefined) {
      firstHalf = 0;
      for (let index = 0; index < fullTime; index += 1) if (random.chance(0.45)) firstHalf += 1;
    }
    place(side, firstHalf, 1, 45);
    place(side, fullTime - firstHalf, 46, 90);
    if (result.extraTime) place(side, result.extraTime[side] - fullTime, 91, 120);
  }
  return goals;
}

function periodOf(minute: number): number {
  return minute <= 45 ? 1 : minute <= 90 ? 2 : minute <= 105 ? 3 : 4;
}

/**
 * A valid shoot-out ending at `target`: best of five, then sudden death, stopping as soon as it
 * is decided. Depth-first with seeded choices; an impossible target (the source's "4–4") gets
 * a plain alternating sequence rather than a crash, but the loaders correct those.
 */
export function shootoutSequence(
  target: Score,
  first: Side,
  random: Random,
): { side: Side; scored: boolean }[] {
  const maxRounds = Math.max(5, Math.max(target.home, target.away) + 3);
  const kicks: { side: Side; scored: boolean }[] = [];
  const goals = { home: 0, away: 0 };
  const taken = { home: 0, away: 0 };
  const decided = (): boolean => {
    if (taken.home <= 5 && taken.away <= 5) {
      const left = { home: 5 - taken.home, away: 5 - taken.away };
      if (goals.home > goals.away + left.away || goals.away > goals.home + left.home) return true;
      if (taken.home < 5 || taken.away < 5) return false;
    }
    return taken.home === taken.away && goals.home !== goals.away;
  };
  const search = (): boolean => {
    if (decided()) return goals.home === target.home && goals.away === target.away;
    const side = taken.home === taken.away ? first : other(first);
    if (taken[side] >= maxRounds) return false;
    const outcomes = random.chance(0.75) ? [true, false] : [false, true];
    for (const scored of outcomes) {
      if (scored && goals[side] >= target[side]) continue;
      kicks.push({ side, scored });
      taken[side] += 1;
      if (scored) goals[side] += 1;
      if (search()) return true;
      kicks.pop();
      taken[side] -= 1;
      if (scored) goals[side] -= 1;
    }
    return false;
  };
  if (search()) return kicks;
  const fallback: { side: Side; scored: boolean }[] = [];
  const rounds = Math.max(target.home, target.away, 5);
  for (let round = 0; round < rounds; round += 1) {
    for (const side of [first, other(first)]) {
      fallback.push({ side, scored: round < target[side] });
    }
  }
  return fallback;
}

/** Builds the whole match, minute by minute, from its result and a seed. */
export function buildFootballScript(
  matchId: string,
  kickoff: number,
  realResult: FootballResult | null,
  seed: number,
): FootballScript {
  const random = createRandom(seed);
  const result = realResult ?? syntheticFootballResult(random);
  const goals = result.goals ?? spreadGoals(result, random);

  const maxStoppage = (period: number): number =>
    Math.max(
      0,
      ...goals.filter((goal) => periodOf(goal.minute) === period).map((goal) => goal.stoppage),
    );
  const plans: PeriodPlan[] = [
    { period: 1, base: 0, length: 45, stoppage: Math.max(random.int(1, 4), maxStoppage(1) + 1) },
    { period: 2, base: 45, length: 45, stoppage: Math.max(random.int(2, 7), maxStoppage(2) + 1) },
  ];
  if (result.extraTime) {
    plans.push(
      { period: 3, base: 90, length: 15, stoppage: Math.max(random.int(0, 2), maxStoppage(3) + 1) },
      {
        period: 4,
        base: 105,
        length: 15,
        stoppage: Math.max(random.int(1, 3), maxStoppage(4) + 1),
      },
    );
  }

  const phases: FootballPhase[] = [];
  let cursor = kickoff;
  const addPhase = (
    status: FootballStatus,
    period: number,
    duration: number,
    play: FootballPhase['play'],
  ): FootballPhase => {
    const phase = { status, period, start: cursor, end: cursor + duration, play };
    phases.push(phase);
    cursor += duration;
    return phase;
  };
  const playPhases = new Map<number, FootballPhase>();
  for (const plan of plans) {
    if (plan.period === 2) addPhase('half_time', 1, HALF_TIME_MS, null);
    if (plan.period === 3) addPhase('break_time', 2, BEFORE_EXTRA_TIME_MS, null);
    if (plan.period === 4) addPhase('break_time', 3, EXTRA_TIME_INTERVAL_MS, null);
    const phase = addPhase(
      plan.period <= 2 ? (plan.period === 1 ? 'first_half' : 'second_half') : 'extra_time',
      plan.period,
      (plan.length + plan.stoppage) * MINUTE_MS,
      { base: plan.base, length: plan.length },
    );
    playPhases.set(plan.period, phase);
  }

  // The instant of "minute m (+s)" of a period, somewhere inside that minute.
  const instant = (period: number, minute: number, stoppage: number): number => {
    const phase = playPhases.get(period);
    if (!phase?.play) throw new Error(`period ${period} is not played in ${matchId}`);
    const offset =
      stoppage > 0 ? phase.play.length + stoppage - 1 : Math.max(0, minute - phase.play.base - 1);
    return phase.start + (offset + 0.05 + random.next() * 0.9) * MINUTE_MS;
  };
  const anyMinute = (period: number, from = 0): number => {
    const phase = playPhases.get(period);
    if (!phase) return kickoff;
    const span = phase.end - phase.start;
    return phase.start + from * span + random.next() * span * (1 - from) * 0.98;
  };

  const drafts: Draft[] = [];
  for (const goal of goals) {
    drafts.push({
      type: 'goal',
      side: goal.side,
      kind: goal.kind,
      player: goal.player,
      at: instant(periodOf(goal.minute), goal.minute, goal.stoppage),
    });
  }
  const periods = [...playPhases.keys()];
  const randomPeriod = (): number => (random.chance(0.45) ? 1 : 2);
  for (let count = random.poisson(3.6); count > 0; count -= 1) {
    drafts.push({
      type: 'card',
      card: 'yellow',
      side: random.pick(['home', 'away']),
      at: anyMinute(randomPeriod(), 0.1),
    });
  }
  if (random.chance(0.12)) {
    drafts.push({
      type: 'card',
      card: 'red',
      side: random.pick(['home', 'away']),
      at: anyMinute(2, 0.2),
    });
  }
  for (let count = random.poisson(9.5); count > 0; count -= 1) {
    drafts.push({
      type: 'corner',
      side: random.chance(0.54) ? 'home' : 'away',
      at: anyMinute(random.pick(periods)),
    });
  }
  for (const side of ['home', 'away'] as const) {
    for (let count = random.int(3, 5); count > 0; count -= 1) {
      drafts.push({ type: 'substitution', side, at: anyMinute(2, random.chance(0.2) ? 0 : 0.2) });
    }
    if (result.extraTime && random.chance(0.7))
      drafts.push({ type: 'substitution', side, at: anyMinute(3) });
  }

  let finishedAs: FinishedAs = result.extraTime ? 'extra_time' : 'regular';
  if (result.penalties) {
    finishedAs = 'penalties';
    addPhase('break_time', 4, BEFORE_PENALTIES_MS, null);
    const kicks = shootoutSequence(result.penalties, random.chance(0.5) ? 'home' : 'away', random);
    const phase = addPhase('penalties', 5, (kicks.length + 1) * PENALTY_KICK_MS, null);
    kicks.forEach((kick, index) => {
      drafts.push({
        type: 'shootout_kick',
        ...kick,
        at: phase.start + (index + 0.5) * PENALTY_KICK_MS,
      });
    });
  }
  const end = cursor;
  for (const phase of phases) {
    drafts.push({ type: 'status', status: phase.status, period: phase.period, at: phase.start });
  }
  drafts.push({ type: 'status', status: 'finished', period: phases.at(-1)?.period ?? 2, at: end });

  // Status changes sort first at equal instants so an event never precedes its period.
  drafts.sort((a, b) => a.at - b.at || (a.type === 'status' ? -1 : b.type === 'status' ? 1 : 0));
  const score = { home: 0, away: 0 };
  const penalties = { home: 0, away: 0 };
  // Outside play (a break, the shoot-out) an event carries the minute the last period ended at.
  const clockAt = (at: number): FootballClock => {
    const running = footballClockAt(phases, at);
    if (running) return running;
    let minute = 0;
    for (const phase of phases) {
      if (phase.play && phase.end <= at) minute = phase.play.base + phase.play.length;
    }
    return { minute, stoppage: 0 };
  };
  const events = drafts.map((draft, index): FootballEvent => {
    const base = { id: `${matchId}:${index + 1}`, matchId, at: Math.round(draft.at) };
    const clock = clockAt(draft.at);
    switch (draft.type) {
      case 'status':
        return { ...base, type: 'status', status: draft.status, period: draft.period, clock };
      case 'goal':
        score[draft.side] += 1;
        return {
          ...base,
          type: 'goal',
          side: draft.side,
          kind: draft.kind,
          player: draft.player,
          clock,
          score: { ...score },
        };
      case 'card':
        return { ...base, type: 'card', side: draft.side, card: draft.card, player: null, clock };
      case 'corner':
        return { ...base, type: 'corner', side: draft.side, clock };
      case 'substitution':
        return {
          ...base,
          type: 'substitution',
          side: draft.side,
          playerIn: null,
          playerOut: null,
          clock,
        };
      case 'shootout_kick':
        if (draft.scored) penalties[draft.side] += 1;
        return {
          ...base,
          type: 'shootout_kick',
          side: draft.side,
          scored: draft.scored,
          penalties: { ...penalties },
          clock,
        };
    }
  });
  return {
    sport: 'football',
    matchId,
    kickoff,
    end,
    phases,
    events,
    result: { ...result, goals },
    finishedAs,
    synthetic: realResult === null,
  };
}

/** The running minute at `at`, or null outside periods of play. */
export function footballClockAt(
  phases: readonly FootballPhase[],
  at: number,
): FootballClock | null {
  for (const phase of phases) {
    if (at < phase.start || at >= phase.end) continue;
    if (!phase.play) return null;
    const elapsed = Math.floor((at - phase.start) / MINUTE_MS) + 1;
    return elapsed <= phase.play.length
      ? { minute: phase.play.base + elapsed, stoppage: 0 }
      : { minute: phase.play.base + phase.play.length, stoppage: elapsed - phase.play.length };
  }
  return null;
}
