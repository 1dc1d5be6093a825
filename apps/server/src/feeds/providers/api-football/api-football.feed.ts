import { z } from 'zod';
import { isInPlay, type MatchEvent } from '../../fixtures/feed-model';
import type { ScheduledMatch, ScoreFeed, ScoreFeedHealth } from '../../score-feed';
import { systemClock, type Clock } from '../../simulator/simulator-clock';
import { finishedResults } from '../../standings/standings';
import type { FetchJson, ApiFootballQuery } from './api-football.fetcher';
import {
  apiFootballEnvelope,
  apiFootballIds,
  mapApiFootballFixture,
  mapApiFootballLeague,
  mapApiFootballStandings,
  type MappedFixture,
} from './api-football.mapper';
import { byKickoff, FixtureStore, scheduledOf } from './fixture-store';
import { OddsBook } from './odds-book';
import { planPolling, type PollPlan } from './poll-plan';
import type { RequestPriority } from './request-budget';
import { RequestRunner, type PolledRequest } from './request-runner';

export {
  API_FOOTBALL_BASE_URL,
  apiFootballFetcher,
  type ApiFootballQuery,
  type FetchJson,
} from './api-football.fetcher';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** The feed looks for due requests this often (a tick with nothing due costs nothing). */
const TICK_MS = 5_000;
/** `/fixtures?ids=` takes up to 20 ids. */
const IDS_PER_REQUEST = 20;
/** A fixture not started this long after its kick-off is not looked for in play any more. */
const LATEST_LIVE_AFTER_KICKOFF_MS = 3 * HOUR_MS;
/** Fixtures that finished this recently get their final events read. */
const FINAL_EVENTS_WINDOW_MS = 36 * HOUR_MS;
/** Old matches fans opened: this many read a round at most (a crawler cannot drain the day). */
const WANTED_PER_ROUND = IDS_PER_REQUEST;

/** API-Football's default plan limits (Pro): 7,500 requests a day, 300 a minute. */
export const API_FOOTBALL_DEFAULT_LIMITS = { dailyLimit: 7_500, perMinute: 300 } as const;

export interface ApiFootballLeague {
  id: number;
  season: number;
}

export interface ApiFootballScoreFeedOptions {
  fetchJson: FetchJson;
  leagues: readonly ApiFootballLeague[];
  clock?: Clock;
  /** Requests a day and a minute the plan allows (API_FOOTBALL_DAILY_LIMIT / _MINUTE_LIMIT). */
  dailyLimit?: number;
  perMinute?: number;
  /**
   * Provider ids of the bookmakers whose pre-match odds to show (API_FOOTBALL_ODDS_BOOKMAKERS),
   * in the site's order; none: the site has no odds source.
   */
  oddsBookmakers?: readonly number[];
  /** Where `start()`'s background polls report a failed refresh (short messages). */
  onError?: (error: unknown) => void;
}

export type ApiFootballScoreFeed = ScoreFeed & {
  /** One round: every request due now that the budget allows; rejects if any failed. */
  refresh(): Promise<void>;
  /** Rounds now, then every few seconds. */
  start(): void;
  stop(): void;
  /** The day's quota as the provider's headers told it. */
  noteQuota(quota: { dailyRemaining: number | null }): void;
  readonly plan: PollPlan;
  health(): ScoreFeedHealth[];
};

const listEnvelope = apiFootballEnvelope(z.unknown());

/** `yyyy-mm-dd` of an instant in UTC (the `date` of `/fixtures`; the API counts in UTC). */
const utcDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/**
 * API-Football v3 behind the ScoreFeed interface, within a request budget.
 *
 * Each round (every 5 s) makes the requests that are due, most urgent first, while the
 * budget allows (`RequestBudget`: the day's and the minute's limits, and back-off after a
 * limit or a failing provider); how often each is due comes from `planPolling`:
 * - `/fixtures?live=all` while a followed fixture is or may be in play (every league at once);
 * - `/fixtures?ids=` (20 fixtures a request, with their events) for fixtures in play whose
 *   score or status moved, every fixture in play now and then (cards, substitutions), each
 *   fixture that finished (so events of a match finished between polls are never lost), and
 *   a match a fan opened whose events were never read;
 * - `/fixtures?date=` for today, yesterday and tomorrow (every league at once);
 * - per league, `/fixtures?league&season` (the whole season: results, form, schedule),
 *   `/standings` (the provider's table, read again soon after a fixture of it finished) and
 *   `/leagues` (league or cup, country, whether it has standings).
 *
 * Reads never call the API and never throw. A real provider has no history of states:
 * `stateAt(id, time)` is the latest polled state whatever `time` is. `eventsBetween` works on
 * the instant a poll first saw each event (see `FixtureStore.recordEvents`).
 */
export function createApiFootballScoreFeed(
  options: ApiFootballScoreFeedOptions,
): ApiFootballScoreFeed {
  const clock = options.clock ?? systemClock;
  const { fetchJson } = options;
  const leagues = [...options.leagues];
  const competitionIdOf = (league: ApiFootballLeague) =>
    apiFootballIds.competition(league.id, league.season);
  const liveIds = new Set(leagues.map(competitionIdOf));
  const dailyLimit = options.dailyLimit ?? API_FOOTBALL_DEFAULT_LIMITS.dailyLimit;
  const plan = planPolling({ dailyLimit, leagueCount: leagues.length });
  const runner = new RequestRunner({
    provider: 'API-Football',
    fetchJson,
    clock,
    dailyLimit,
    perMinute: options.perMinute ?? API_FOOTBALL_DEFAULT_LIMITS.perMinute,
    competitionIds: [...liveIds],
  });
  const store = new FixtureStore();
  const oddsBook = new OddsBook(options.oddsBookmakers ?? []);

  /** Competition → when one of its fixtures finished and its table was not read since. */
  const standingsDue = new Map<string, number>();
  /** Fixtures whose final events were read. */
  const finalised = new Set<string>();
  /** Fixture → its score and status when its events were last read. */
  const eventsSeenAt = new Map<string, string>();
  /** Fixtures a fan opened whose events were never read. */
  const wanted = new Set<string>();
  /** Fixtures in play by our last reading that the live list left out (asked for once). */
  const leftLive = new Set<string>();
  /** Fixtures ever seen in play by this feed (their new events are news, not history). */
  const seenInPlay = new Set<string>();

  const due = (key: string, everyMs: number, now: number) => runner.due(key, everyMs, now);
  const followed = (fixture: MappedFixture) => liveIds.has(fixture.match.competitionId);
  const signature = (fixture: MappedFixture) => {
    const state = store.states.get(fixture.match.id) ?? fixture.state;
    return `${state.status}|${state.score.home}-${state.score.away}`;
  };

  /** Keeps followed fixtures of a list answer; a fixture the mapper refuses is skipped. */
  const keepList = (body: unknown, pollTime: number, problems: string[]): MappedFixture[] => {
    const kept: MappedFixture[] = [];
    for (const item of listEnvelope.parse(body).response) {
      let fixture: MappedFixture;
      try {
        fixture = mapApiFootballFixture(item);
      } catch (error) {
        problems.push(`a fixture could not be read: ${String(error).slice(0, 120)}`);
        continue;
      }
      if (!followed(fixture)) continue;
      const id = fixture.match.id;
      const known = store.fixtures.has(id);
      const watched = seenInPlay.has(id);
      const { finishedNow } = store.keep(fixture);
      const inPlayNow = isInPlay(fixture.state.status);
      if (inPlayNow) seenInPlay.add(id);
      if (finishedNow) standingsDue.set(fixture.match.competitionId, pollTime);
      if (fixture.eventItems) {
        // News if the feed watched the match get here; history if it first saw it now (a
        // server started mid-match, a match finished unseen): old goals are not alerted.
        const news = watched || (known && inPlayNow);
        store.recordEvents(id, fixture.eventItems, pollTime, !news);
        eventsSeenAt.set(id, signature(fixture));
        if (fixture.state.status === 'finished') finalised.add(id);
      }
      kept.push(fixture);
    }
    return kept;
  };

  const fixtureRequests = (now: number, problems: string[]): PolledRequest[] => {
    const requests: PolledRequest[] = [];
    const list = (
      key: string,
      priority: RequestPriority,
      query: ApiFootballQuery,
      covers: readonly string[],
      order = 0,
    ): PolledRequest => ({
      key,
      priority,
      order,
      path: '/fixtures',
      query,
      covers,
      apply: (body, pollTime) => {
        const kept = keepList(body, pollTime, problems);
        if (key === 'live') {
          // A fixture in play that left the live list has finished (or stopped): read it once.
          const stillLive = new Set(kept.map((fixture) => fixture.match.id));
          for (const id of leftLive) if (stillLive.has(id)) leftLive.delete(id);
          for (const fixture of store.inPlay()) {
            const id = fixture.match.id;
            if (stillLive.has(id) || leftLive.has(id)) continue;
            leftLive.add(id);
            wanted.add(id);
          }
        }
      },
    });
    const maybeInPlay = [...store.fixtures.values()].some((fixture) => {
      const status = store.states.get(fixture.match.id)?.status ?? 'not_started';
      if (isInPlay(status)) return true;
      return (
        status === 'not_started' &&
        fixture.match.kickoff <= now + plan.liveMs &&
        fixture.match.kickoff > now - LATEST_LIVE_AFTER_KICKOFF_MS
      );
    });
    if (maybeInPlay && due('live', plan.liveMs, now)) {
      requests.push(list('live', 'live', { live: 'all' }, [...liveIds]));
    }
    const days: [number, RequestPriority, number][] = [
      [now, 'today', plan.todayMs],
      [now - DAY_MS, 'background', plan.aroundMs],
      [now + DAY_MS, 'background', plan.aroundMs],
    ];
    for (const [time, priority, every] of days) {
      const date = utcDay(time);
      if (due(`date:${date}`, every, now)) {
        requests.push(list(`date:${date}`, priority, { date }, [...liveIds], -1));
      }
    }
    const today = Math.floor(now / DAY_MS) * DAY_MS;
    const playsToday = new Set<string>();
    for (const fixture of store.fixtures.values()) {
      const { kickoff, competitionId } = fixture.match;
      if (kickoff >= today && kickoff < today + DAY_MS) playsToday.add(competitionId);
    }
    for (const league of leagues) {
      const id = competitionIdOf(league);
      const season = { league: league.id, season: league.season };
      // Leagues playing today first, then the longest waiting.
      const order = (key: string) =>
        (playsToday.has(id) ? 0 : DAY_MS) + (runner.lastSuccessOf(key) ?? 0);
      if (due(`season:${id}`, plan.seasonMs, now)) {
        requests.push(list(`season:${id}`, 'background', season, [id], order(`season:${id}`)));
      }
      const info = store.leagueInfo.get(id);
      if (due(`league:${id}`, plan.leagueInfoMs, now)) {
        requests.push({
          key: `league:${id}`,
          priority: 'background',
          order: order(`league:${id}`) - 1,
          path: '/leagues',
          query: { id: league.id, season: league.season },
          covers: [id],
          apply: (body) => {
            const [entry] = listEnvelope.parse(body).response;
            if (entry === undefined) return;
            const mapped = mapApiFootballLeague(entry, league.season);
            store.setLeagueInfo(mapped.competitionId, mapped.info);
          },
        });
      }
      if (info && !info.hasStandings) continue;
      const finishedAt = standingsDue.get(id);
      const afterFinish =
        finishedAt !== undefined &&
        now - finishedAt >= plan.standingsAfterFinishMs &&
        due(`standings:${id}`, plan.standingsAfterFinishMs, now);
      if (afterFinish || due(`standings:${id}`, plan.standingsIdleMs, now)) {
        requests.push({
          key: `standings:${id}`,
          priority: afterFinish ? 'today' : 'background',
          order: order(`standings:${id}`),
          path: '/standings',
          query: season,
          covers: [id],
          apply: (body, pollTime) => {
            if ((standingsDue.get(id) ?? Infinity) <= pollTime) standingsDue.delete(id);
            for (const entry of listEnvelope.parse(body).response) {
              const mapped = mapApiFootballStandings(entry);
              store.setTables(mapped.competitionId, mapped.tables, mapped.teams);
            }
          },
        });
      }
    }
    // Pre-match odds: the matches kicking off soonest first, with what the scores leave.
    for (const fixture of store.fixtures.values()) {
      const { id, kickoff } = fixture.match;
      const status = store.states.get(id)?.status ?? 'not_started';
      if (status !== 'not_started' || !oddsBook.isDue(id, kickoff, now)) continue;
      requests.push({
        key: `odds:${id}`,
        priority: 'extra',
        order: kickoff,
        path: '/odds',
        query: { fixture: id.replace(/^af-/, '') },
        covers: [],
        apply: (body, pollTime) => oddsBook.apply(body, id, pollTime),
      });
    }
    return requests;
  };

  /** After the lists: `/fixtures?ids=` for the fixtures whose events are wanted. */
  const eventRequests = (now: number, problems: string[]): PolledRequest[] => {
    const live: string[] = [];
    const recent: string[] = [];
    const older: string[] = [];
    const sweep = due('events-sweep', plan.eventsSweepMs, now);
    for (const fixture of store.fixtures.values()) {
      const id = fixture.match.id;
      const status = store.states.get(id)?.status ?? 'not_started';
      if (isInPlay(status)) {
        if (sweep || wanted.has(id) || eventsSeenAt.get(id) !== signature(fixture)) live.push(id);
      } else if (status === 'finished' && !finalised.has(id)) {
        if (seenInPlay.has(id)) live.push(id);
        else if (fixture.match.kickoff > now - FINAL_EVENTS_WINDOW_MS) recent.push(id);
        else if (wanted.has(id)) older.push(id);
      } else if (wanted.has(id) && !store.hasEvents(id)) {
        older.push(id);
      }
    }
    const batches = (ids: string[], priority: RequestPriority): PolledRequest[] => {
      const requests: PolledRequest[] = [];
      for (let start = 0; start < ids.length; start += IDS_PER_REQUEST) {
        const batch = ids.slice(start, start + IDS_PER_REQUEST);
        requests.push({
          key: `ids:${batch.join('-')}`,
          priority,
          order: start,
          path: '/fixtures',
          query: { ids: batch.map((id) => id.replace(/^af-/, '')).join('-') },
          covers: [],
          apply: (body, pollTime) => {
            keepList(body, pollTime, problems);
            // Asked once per change: a fixture the answer left out (or gave no events) waits
            // for its next change, not the next round.
            for (const id of batch) {
              wanted.delete(id);
              const fixture = store.fixtures.get(id);
              if (!fixture) continue;
              eventsSeenAt.set(id, signature(fixture));
              if (store.states.get(id)?.status === 'finished') finalised.add(id);
            }
          },
        });
      }
      return requests;
    };
    const requests = [
      ...batches(live, 'live'),
      ...batches(recent, 'today'),
      ...batches(older.slice(0, WANTED_PER_ROUND), 'background'),
    ];
    if (sweep && live.length > 0) runner.markDone('events-sweep', now);
    return requests;
  };

  const refresh = (): Promise<void> => runner.round([fixtureRequests, eventRequests]);

  return {
    provider: 'api-football',
    plan,
    now: clock,
    competitions: () => [...store.competitions.values()],
    competition: (id) => store.competitions.get(id),
    isLive: (competitionId) => liveIds.has(competitionId),
    team: (id) => store.teams.get(id),
    teamIds(competitionId) {
      const ids = new Set(store.standingTeams.get(competitionId) ?? []);
      for (const fixture of store.fixtures.values()) {
        if (fixture.match.competitionId !== competitionId) continue;
        ids.add(fixture.match.homeTeamId);
        ids.add(fixture.match.awayTeamId);
      }
      return [...ids];
    },
    groups: (competitionId) => store.groups.get(competitionId) ?? new Map(),
    match(id) {
      const fixture = store.fixtures.get(id);
      return fixture ? scheduledOf(fixture) : undefined;
    },
    matchesBetween: (from, to) =>
      [...store.fixtures.values()]
        .filter((fixture) => fixture.match.kickoff >= from && fixture.match.kickoff < to)
        .map(scheduledOf)
        .sort(byKickoff),
    // The latest poll decides; `time` cannot be honoured without a history of states.
    liveAt: (): ScheduledMatch[] => store.inPlay().map(scheduledOf).sort(byKickoff),
    stateAt: (id) => store.states.get(id) ?? null,
    eventsBetween: (from, to): MatchEvent[] => store.eventsBetween(from, to),
    resultsUntil(competitionId, time = clock()) {
      const matches = [...store.fixtures.values()]
        .filter(
          (fixture) =>
            fixture.match.competitionId === competitionId && fixture.match.kickoff <= time,
        )
        .map((fixture) => fixture.match)
        .sort((a, b) => a.kickoff - b.kickoff);
      return finishedResults(matches);
    },
    // No replays here: the "replay" is the polled season itself, whatever `time` is.
    replayMatches: (competitionId) =>
      liveIds.has(competitionId) ? store.matchesOf(competitionId) : [],
    roundOf: (matchId) => store.fixtures.get(matchId)?.match.round || null,
    providerStandings: (competitionId) => store.tables.get(competitionId) ?? null,
    noteInterest(matchId) {
      const fixture = store.fixtures.get(matchId);
      if (fixture && fixture.match.kickoff <= clock() && !store.hasEvents(matchId)) {
        wanted.add(matchId);
      }
    },
    health: () => [runner.health()],
    // Pre-match odds of the chosen bookmakers (none chosen: the site has no odds source).
    bookmakers: () => oddsBook.bookmakers(),
    odds: (matchId, companyId) => oddsBook.latest(matchId, companyId),
    oddsHistory: (matchId, companyId) => oddsBook.history(matchId, companyId),
    refresh,
    noteQuota: (quota) => runner.noteQuota(quota),
    start: () => runner.start([fixtureRequests, eventRequests], TICK_MS, options.onError),
    stop: () => runner.stop(),
  };
}
