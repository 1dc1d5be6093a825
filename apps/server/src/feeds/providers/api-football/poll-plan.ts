const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How often each kind of request is made, for a daily limit and a number of leagues. */
export interface PollPlan {
  /** `/fixtures?live=all`, while a followed fixture is (or may be) in play. */
  liveMs: number;
  /** `/fixtures?ids=` of every fixture in play, for the cards and substitutions. */
  eventsSweepMs: number;
  /** `/fixtures?date=` of today (UTC). */
  todayMs: number;
  /** `/fixtures?date=` of yesterday and tomorrow. */
  aroundMs: number;
  /** `/fixtures?league&season`: the whole season of one league. */
  seasonMs: number;
  /** `/standings` of a league with nothing new. */
  standingsIdleMs: number;
  /** `/standings` again after a fixture of the league finished: this long after, at the soonest. */
  standingsAfterFinishMs: number;
  /** `/leagues?id&season`: the league's type (league or cup), country and coverage. */
  leagueInfoMs: number;
  /** Requests a day if a followed match were in play all day long (the worst case). */
  worstCasePerDay: number;
}

/** The plan for a budget with room to spare: what a fan would call "live". */
const BASE = {
  liveMs: 15 * SECOND_MS,
  eventsSweepMs: 2 * MINUTE_MS,
  todayMs: 10 * MINUTE_MS,
  aroundMs: 3 * HOUR_MS,
  seasonMs: DAY_MS,
  standingsIdleMs: DAY_MS,
  standingsAfterFinishMs: 5 * MINUTE_MS,
  leagueInfoMs: 7 * DAY_MS,
};

/** The share of the daily limit a plan may spend at worst; the rest absorbs retries. */
const PLANNED_SHARE = 0.9;
/** A live fixture's events come 20 to a request; assume half the leagues play at once. */
const FIXTURES_PER_IDS_REQUEST = 20;
/** A league's standings change after each of its matchdays' finishes: about 3 a day at most. */
const STANDINGS_AFTER_FINISH_PER_LEAGUE_DAY = 3;

const perDay = (intervalMs: number): number => DAY_MS / intervalMs;

/**
 * The polling plan: the base intervals while they fit the daily limit; otherwise the live
 * requests (the ones that repeat all day) are slowed first, and everything is slowed alike
 * only when the once-a-day requests alone would not leave a tenth of the budget for live.
 */
export function planPolling(input: { dailyLimit: number; leagueCount: number }): PollPlan {
  const leagues = Math.max(1, input.leagueCount);
  const liveBatches = Math.max(1, Math.ceil(leagues / 2 / FIXTURES_PER_IDS_REQUEST));
  const frequent = (plan: typeof BASE) =>
    perDay(plan.liveMs) + perDay(plan.eventsSweepMs) * liveBatches;
  // Requests that follow what happens (a finish), whatever the intervals.
  const eventDriven =
    leagues * STANDINGS_AFTER_FINISH_PER_LEAGUE_DAY +
    // Finished fixtures' final events, 20 a request: about one fixture per league a day.
    leagues / FIXTURES_PER_IDS_REQUEST;
  const steady = (plan: typeof BASE) =>
    perDay(plan.todayMs) +
    2 * perDay(plan.aroundMs) +
    leagues * (perDay(plan.seasonMs) + perDay(plan.standingsIdleMs) + perDay(plan.leagueInfoMs)) +
    eventDriven;
  const budget = input.dailyLimit * PLANNED_SHARE;
  const scaled = (factor: number, keys: readonly (keyof typeof BASE)[]) => {
    const plan = { ...BASE };
    for (const key of keys) plan[key] = Math.round(BASE[key] * factor);
    return plan;
  };
  let plan = BASE;
  const room = budget - steady(BASE);
  if (room < budget * 0.1) {
    const intervals = steady(BASE) - eventDriven + frequent(BASE);
    const factor = intervals / Math.max(budget * 0.1, budget - eventDriven);
    plan = scaled(factor, Object.keys(BASE) as (keyof typeof BASE)[]);
  } else if (frequent(BASE) > room) {
    plan = scaled(frequent(BASE) / room, ['liveMs', 'eventsSweepMs']);
  }
  return { ...plan, worstCasePerDay: Math.round(steady(plan) + frequent(plan)) };
}
