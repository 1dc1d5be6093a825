import { manualClock } from '../../feeds/simulator/simulator-clock';
import { apiFootballFetcher } from '../../feeds/providers/api-football/api-football.fetcher';
import {
  createApiFootballScoreFeed,
  type ApiFootballScoreFeed,
} from '../../feeds/providers/api-football/api-football.feed';
import type { FixtureSpec, LeagueRef, TeamRef } from './payloads';
import { ApiFootballStandIn, type StandInCall, type StandInFault } from './stand-in';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const TEAMS_PER_LEAGUE = 8;

/**
 * `count` leagues of 8 teams, each playing 4 matches the day before `day`, on it and after
 * it, kicking off between 11:00 and 20:30 UTC (leagues spread over the afternoon and evening,
 * as European, African and Asian leagues are in UTC).
 */
export function manyLeagues(
  count: number,
  day: number,
  matchesPerDay = TEAMS_PER_LEAGUE / 2,
): { leagues: LeagueRef[]; fixtures: FixtureSpec[] } {
  const leagues: LeagueRef[] = [];
  const fixtures: FixtureSpec[] = [];
  for (let index = 0; index < count; index += 1) {
    const league: LeagueRef = {
      id: 1_000 + index,
      name: `League ${index}`,
      country: `Country ${index % 60}`,
      season: 2026,
      type: 'League',
    };
    leagues.push(league);
    const teams: TeamRef[] = Array.from({ length: TEAMS_PER_LEAGUE }, (_, k) => ({
      id: 100_000 + index * 100 + k,
      name: `Team ${index}-${k}`,
    }));
    for (const [offset, round] of [
      [-1, 1],
      [0, 2],
      [1, 3],
    ] as const) {
      const hour = 11 + ((index * 3 + round) % 10);
      for (let match = 0; match < matchesPerDay; match += 1) {
        const home = teams[(match * 2 + round) % TEAMS_PER_LEAGUE] as TeamRef;
        const away = teams[(match * 2 + 1 + round) % TEAMS_PER_LEAGUE] as TeamRef;
        fixtures.push({
          id: 10_000_000 + index * 100 + round * 10 + match,
          league,
          round: `Regular Season - ${round}`,
          home,
          away,
          kickoff: day + offset * DAY_MS + hour * 60 * MINUTE_MS + (index % 2) * 30 * MINUTE_MS,
          status: 'NS',
          events: [
            { kind: 'goal', minute: 1 + ((index + match) % 88), team: home, player: 'A. Scorer' },
            {
              kind: 'card',
              minute: 1 + ((index * 7 + match) % 88),
              team: away,
              player: 'B. Booked',
              detail: 'Yellow Card',
            },
          ],
        });
      }
    }
  }
  return { leagues, fixtures };
}

/** A fixture as of `now`: 45 minutes a half, 15 of half-time, its events as they happen. */
export function playedAt(spec: FixtureSpec, now: number): FixtureSpec {
  const minutes = Math.floor((now - spec.kickoff) / MINUTE_MS);
  const until = (elapsed: number) =>
    (spec.events ?? []).filter((event) => 'minute' in event && event.minute <= elapsed);
  if (minutes < 0) return { ...spec, status: 'NS', events: [] };
  if (minutes < 45)
    return { ...spec, status: '1H', elapsed: minutes + 1, events: until(minutes + 1) };
  if (minutes < 60) return { ...spec, status: 'HT', elapsed: 45, events: until(45) };
  if (minutes < 105)
    return { ...spec, status: '2H', elapsed: minutes - 14, events: until(minutes - 14) };
  return { ...spec, status: 'FT', elapsed: 90 };
}

export interface SimulatedDay {
  feed: ApiFootballScoreFeed;
  standIn: ApiFootballStandIn;
  calls: StandInCall[];
  /** The most calls in any 60 s window. */
  busiestMinute: number;
  /** Calls per UTC day (day number → count). */
  perDay: Map<number, number>;
  /** Rounds whose refresh rejected. */
  failedRounds: number;
}

export interface SimulatedDayOptions {
  leagueCount: number;
  /** Matches each league plays a day (4: all 8 teams). */
  matchesPerDay?: number;
  /** The feed's limits (the provider's Pro plan by default). */
  dailyLimit?: number;
  perMinute?: number;
  /** From 00:00 UTC of this day, for `hours`. */
  day?: number;
  hours?: number;
  /** How often the feed runs a round (its own timer says 5 s; longer is faster to simulate). */
  roundMs?: number;
  /** Faults the stand-in answers with from an instant on (ms after the start). */
  faults?: { afterMs: number; fault: StandInFault; count?: number }[];
}

/** Replays a day of `leagueCount` leagues through the stand-in, on an injected clock. */
export async function simulateDay(options: SimulatedDayOptions): Promise<SimulatedDay> {
  const day = options.day ?? Date.UTC(2026, 10, 28);
  const clock = manualClock(day);
  const { leagues, fixtures } = manyLeagues(options.leagueCount, day, options.matchesPerDay);
  const standIn = new ApiFootballStandIn({ leagues, fixtures, clock, progress: playedAt });
  const feed = createApiFootballScoreFeed({
    fetchJson: apiFootballFetcher({ baseUrl: 'http://stand-in', key: 'k', fetch: standIn.fetch }),
    leagues: leagues.map((league) => ({ id: league.id, season: league.season })),
    clock,
    ...(options.dailyLimit ? { dailyLimit: options.dailyLimit } : {}),
    ...(options.perMinute ? { perMinute: options.perMinute } : {}),
  });
  const roundMs = options.roundMs ?? 15_000;
  const end = day + (options.hours ?? 24) * 60 * MINUTE_MS;
  const faults = [...(options.faults ?? [])].sort((a, b) => a.afterMs - b.afterMs);
  let failedRounds = 0;
  for (let time = day; time < end; time += roundMs) {
    clock.set(time);
    while (faults[0] && day + faults[0].afterMs <= time) {
      const next = faults.shift();
      if (next) standIn.failNext(next.fault, next.count ?? 1);
    }
    await feed.refresh().catch(() => {
      failedRounds += 1;
    });
  }
  const perDay = new Map<number, number>();
  let busiestMinute = 0;
  let windowStart = 0;
  standIn.calls.forEach((call, index) => {
    const number = Math.floor(call.at / DAY_MS);
    perDay.set(number, (perDay.get(number) ?? 0) + 1);
    while ((standIn.calls[windowStart]?.at ?? 0) <= call.at - MINUTE_MS) windowStart += 1;
    busiestMinute = Math.max(busiestMinute, index - windowStart + 1);
  });
  return { feed, standIn, calls: standIn.calls, busiestMinute, perDay, failedRounds };
}
