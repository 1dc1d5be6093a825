import { z } from 'zod';
import type {
  Competition,
  FootballEvent,
  FootballState,
  MatchEvent,
  Team,
} from '../../fixtures/feed-model';
import type { ScheduledMatch, ScoreFeed } from '../../score-feed';
import { systemClock, type Clock } from '../../simulator/simulator-clock';
import { finishedResults } from '../../standings/standings';
import {
  apiFootballEnvelope,
  apiFootballEventSchema,
  apiFootballIds,
  apiFootballStandingsSchema,
  mapApiFootballEvents,
  mapApiFootballFixture,
  type MappedFixture,
} from './api-football.mapper';

export const API_FOOTBALL_BASE_URL = 'https://v3.football.api-sports.io';
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_POLL_INTERVAL_MS = 60_000;
const DEFAULT_SLOW_POLL_INTERVAL_MS = 60 * 60_000;
const DAY_MS = 86_400_000;

export type ApiFootballQuery = Record<string, string | number>;
/** GETs one API-Football path and resolves with its JSON body (rejects on any failure). */
export type FetchJson = (path: string, query: ApiFootballQuery) => Promise<unknown>;

export interface ApiFootballFetcherOptions {
  /** `https://v3.football.api-sports.io` for the official API. */
  baseUrl: string;
  key: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * The real `fetchJson`: a GET with the `x-apisports-key` header, aborted after 10 s. A non-200
 * answer and a 200 whose `errors` is not empty (API-Football reports a bad key, a plan limit or
 * a bad parameter that way) both reject with the path and the reason; the key never appears in
 * a message.
 */
export function apiFootballFetcher(options: ApiFootballFetcherOptions): FetchJson {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = options.baseUrl.replace(/\/+$/, '');
  return async (path, query) => {
    const url = new URL(`${base}/${path.replace(/^\/+/, '')}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    const where = `${url.pathname}${url.search}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      let response: Response;
      try {
        response = await doFetch(url, {
          headers: { 'x-apisports-key': options.key, accept: 'application/json' },
          signal: controller.signal,
        });
      } catch (error) {
        if (controller.signal.aborted) {
          throw new Error(`API-Football ${where}: no answer within ${timeoutMs} ms`);
        }
        throw new Error(`API-Football ${where}: request failed`, { cause: error });
      }
      if (response.status !== 200) {
        throw new Error(`API-Football ${where}: HTTP ${response.status}`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        if (controller.signal.aborted) {
          throw new Error(`API-Football ${where}: no answer within ${timeoutMs} ms`);
        }
        throw new Error(`API-Football ${where}: the body is not JSON`, { cause: error });
      }
      const errors = (body as { errors?: unknown } | null)?.errors;
      const hasErrors = Array.isArray(errors)
        ? errors.length > 0
        : typeof errors === 'object' && errors !== null && Object.keys(errors).length > 0;
      if (hasErrors) {
        throw new Error(`API-Football ${where}: ${JSON.stringify(errors)}`);
      }
      return body;
    } finally {
      clearTimeout(timer);
    }
  };
}

export interface ApiFootballLeague {
  id: number;
  season: number;
}

export interface ApiFootballScoreFeedOptions {
  fetchJson: FetchJson;
  leagues: readonly ApiFootballLeague[];
  clock?: Clock;
  /** Fixtures (and events of the fixtures in play) are polled this often; 60 s by default. */
  pollIntervalMs?: number;
  /** Standings and the season's whole fixture list are polled this often; 1 h by default. */
  slowPollIntervalMs?: number;
  /** Where `start()`'s background polls report a failed refresh. */
  onError?: (error: unknown) => void;
}

export type ApiFootballScoreFeed = ScoreFeed & {
  /** One poll; rejects when any call failed (what did succeed is kept). */
  refresh(): Promise<void>;
  /** Polls now, then every `pollIntervalMs`. */
  start(): void;
  stop(): void;
};

const IN_PLAY = new Set<FootballState['status']>([
  'first_half',
  'half_time',
  'second_half',
  'break_time',
  'extra_time',
  'penalties',
]);

const fixturesEnvelope = apiFootballEnvelope(z.unknown());
const standingsEnvelope = apiFootballEnvelope(apiFootballStandingsSchema);
const eventsEnvelope = apiFootballEnvelope(apiFootballEventSchema);
/** The `group` of a standings row (the mapper's schema does not keep it). */
const standingGroupsSchema = z.object({
  league: z.object({
    standings: z.array(
      z.array(
        z.object({
          group: z.string().nullable().optional(),
          team: z.object({ id: z.number().int(), name: z.string() }),
        }),
      ),
    ),
  }),
});

/** `yyyy-mm-dd` of an instant in UTC (the `from`/`to` of `/fixtures`). */
const utcDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** What identifies an event across polls (the API gives events no id). */
function eventKey(event: FootballEvent): string {
  const clock = 'clock' in event ? `${event.clock.minute}+${event.clock.stoppage}` : '';
  const side = 'side' in event ? event.side : '';
  const detail =
    event.type === 'goal'
      ? `${event.kind}|${event.player ?? ''}`
      : event.type === 'card'
        ? `${event.card}|${event.player ?? ''}`
        : event.type === 'substitution'
          ? `${event.playerOut ?? ''}|${event.playerIn ?? ''}`
          : event.type === 'shootout_kick'
            ? String(event.scored)
            : '';
  return `${event.type}|${side}|${clock}|${detail}`;
}

interface EventLog {
  /** Event key (with its occurrence number) → the event as first seen. */
  seen: Map<string, FootballEvent>;
  sequence: number;
}

/**
 * API-Football v3 behind the ScoreFeed interface. The feed polls; reads never call the API and
 * never throw: they answer from the latest state each fixture was seen in.
 *
 * - `/fixtures?league&season&from&to` (yesterday to tomorrow, UTC) every `pollIntervalMs`;
 * - `/fixtures/events?fixture=` for each fixture in play, and once more for a fixture that
 *   just left play (so its last goal is not missed);
 * - `/standings?league&season` and `/fixtures?league&season` (the whole season, so standings
 *   and results are complete) every `slowPollIntervalMs`, and on the first refresh.
 *
 * A real provider has no history of states: `stateAt(id, time)` is the latest polled state
 * whatever `time` is, and `liveAt` lists the fixtures whose latest status is in play.
 *
 * Events: the API gives the minute of an event, not the instant. `eventsBetween` works on the
 * instant an event was first seen by a poll (`at` = that poll's time), so each event is
 * reported once, when it became known, and goal alerts fire on time. Events of a fixture the
 * feed had never seen before (a server started mid-match) are back-dated to the instant their
 * minute suggests (never later than the poll), so a restart does not alert old goals again.
 */
export function createApiFootballScoreFeed(
  options: ApiFootballScoreFeedOptions,
): ApiFootballScoreFeed {
  const clock = options.clock ?? systemClock;
  const { fetchJson } = options;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const slowPollIntervalMs = options.slowPollIntervalMs ?? DEFAULT_SLOW_POLL_INTERVAL_MS;
  const leagues = [...options.leagues];
  const liveIds = new Set(
    leagues.map((league) => apiFootballIds.competition(league.id, league.season)),
  );

  const competitions = new Map<string, Competition>();
  const teams = new Map<string, Team>();
  const fixtures = new Map<string, MappedFixture>();
  const states = new Map<string, FootballState>();
  const standingTeams = new Map<string, Set<string>>();
  const groups = new Map<string, Map<string, string[]>>();
  const eventLogs = new Map<string, EventLog>();
  /** Every event first seen by a poll, in `at` order. */
  let timeline: FootballEvent[] = [];
  let lastSlowPoll: number | null = null;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const scheduled = (fixture: MappedFixture): ScheduledMatch => {
    const { match } = fixture;
    return {
      id: match.id,
      sourceMatchId: match.id,
      cycle: 0,
      sport: 'football',
      competitionId: match.competitionId,
      round: match.round,
      group: match.group,
      homeTeamId: match.homeTeamId,
      awayTeamId: match.awayTeamId,
      venue: match.venue,
      kickoff: match.kickoff,
      sourceStatus: match.sourceStatus,
      resultKind: match.result ? 'real' : null,
    };
  };
  const byKickoff = (a: ScheduledMatch, b: ScheduledMatch) =>
    a.kickoff - b.kickoff || a.id.localeCompare(b.id);

  const keep = (fixture: MappedFixture): void => {
    const id = fixture.match.id;
    competitions.set(fixture.competition.id, fixture.competition);
    teams.set(fixture.home.id, fixture.home);
    teams.set(fixture.away.id, fixture.away);
    fixtures.set(id, fixture);
    // The events (and cards) of the last events poll stay until the next one.
    const previous = states.get(id);
    states.set(id, {
      ...fixture.state,
      cards: previous?.cards ?? fixture.state.cards,
      events: previous?.events ?? [],
    });
  };

  /** Maps a fixtures answer; a fixture the mapper refuses is skipped, the others are kept. */
  const mapFixtures = (body: unknown, problems: string[]): MappedFixture[] => {
    const mapped: MappedFixture[] = [];
    for (const item of fixturesEnvelope.parse(body).response) {
      try {
        mapped.push(mapApiFootballFixture(item));
      } catch (error) {
        problems.push(`a fixture could not be read: ${String(error)}`);
      }
    }
    return mapped;
  };

  const recordEvents = (
    fixture: MappedFixture,
    items: readonly unknown[],
    pollTime: number,
    backfill: boolean,
  ): void => {
    const id = fixture.match.id;
    const { events, state } = mapApiFootballEvents(fixture, items);
    const log: EventLog = eventLogs.get(id) ?? { seen: new Map(), sequence: 0 };
    eventLogs.set(id, log);
    const occurrences = new Map<string, number>();
    const current: FootballEvent[] = [];
    const fresh: FootballEvent[] = [];
    for (const event of events) {
      const base = eventKey(event);
      const n = (occurrences.get(base) ?? 0) + 1;
      occurrences.set(base, n);
      const key = `${base}#${n}`;
      let kept = log.seen.get(key);
      if (!kept) {
        log.sequence += 1;
        kept = {
          ...event,
          id: `${id}:${log.sequence}`,
          at: backfill ? Math.min(event.at, pollTime) : pollTime,
        };
        log.seen.set(key, kept);
        fresh.push(kept);
      }
      current.push(kept);
    }
    if (fresh.length > 0) {
      timeline = [...timeline, ...fresh].sort((a, b) => a.at - b.at);
    }
    const latest = states.get(id) ?? fixture.state;
    states.set(id, { ...latest, cards: state.cards, events: current });
  };

  const refreshOnce = async (): Promise<void> => {
    const pollTime = clock();
    const problems: string[] = [];
    const failed = (what: string) => (error: unknown) => {
      problems.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    };
    const wasInPlay = new Set(
      [...states.values()].filter((state) => IN_PLAY.has(state.status)).map((s) => s.matchId),
    );
    const known = new Set(fixtures.keys());
    const slow = lastSlowPoll === null || pollTime - lastSlowPoll >= slowPollIntervalMs;
    let slowFailed = false;

    await Promise.all(
      leagues.map(async (league) => {
        const competitionId = apiFootballIds.competition(league.id, league.season);
        const season = { league: league.id, season: league.season };
        if (slow) {
          await Promise.all([
            fetchJson('/fixtures', season)
              .then((body) => mapFixtures(body, problems).forEach(keep))
              .catch((error: unknown) => {
                slowFailed = true;
                failed(`season fixtures of ${competitionId}`)(error);
              }),
            fetchJson('/standings', season)
              .then((body) => {
                for (const entry of standingsEnvelope.parse(body).response) {
                  const tables = standingGroupsSchema.parse(entry).league.standings;
                  const id = apiFootballIds.competition(entry.league.id, entry.league.season);
                  const ids = new Set<string>();
                  const byGroup = new Map<string, string[]>();
                  for (const row of tables.flat()) {
                    const team = apiFootballIds.team(row.team.id);
                    ids.add(team);
                    if (!teams.has(team)) {
                      teams.set(team, {
                        id: team,
                        sport: 'football',
                        name: row.team.name,
                        short_name: row.team.name,
                        name_zh: null,
                        name_vi: null,
                        short_name_zh: row.team.name,
                        code: null,
                      });
                    }
                    if (tables.length > 1 && row.group) {
                      byGroup.set(row.group, [...(byGroup.get(row.group) ?? []), team]);
                    }
                  }
                  standingTeams.set(id, ids);
                  groups.set(id, byGroup);
                }
              })
              .catch((error: unknown) => {
                slowFailed = true;
                failed(`standings of ${competitionId}`)(error);
              }),
          ]);
        }
        await fetchJson('/fixtures', {
          ...season,
          from: utcDay(pollTime - DAY_MS),
          to: utcDay(pollTime + DAY_MS),
        })
          .then((body) => mapFixtures(body, problems).forEach(keep))
          .catch(failed(`fixtures of ${competitionId}`));
      }),
    );
    if (slow && !slowFailed) lastSlowPoll = pollTime;

    const toFollow = [...fixtures.values()].filter(
      (fixture) => IN_PLAY.has(fixture.state.status) || wasInPlay.has(fixture.match.id),
    );
    await Promise.all(
      toFollow.map((fixture) => {
        const fixtureId = fixture.match.id.replace(/^af-/, '');
        return fetchJson('/fixtures/events', { fixture: fixtureId })
          .then((body) => {
            const items = eventsEnvelope.parse(body).response;
            // The latest fixture (its score decides how own goals read) as of this poll.
            const latest = fixtures.get(fixture.match.id) ?? fixture;
            recordEvents(latest, items, clock(), !known.has(fixture.match.id));
          })
          .catch(failed(`events of ${fixture.match.id}`));
      }),
    );

    if (problems.length > 0) {
      throw new Error(`API-Football refresh: ${problems.join('; ')}`);
    }
  };

  /** Concurrent callers share the poll in progress. */
  const refresh = (): Promise<void> => {
    running ??= refreshOnce().finally(() => {
      running = null;
    });
    return running;
  };

  const matchesOf = (competitionId: string): ScheduledMatch[] =>
    [...fixtures.values()]
      .filter((fixture) => fixture.match.competitionId === competitionId)
      .map(scheduled)
      .sort(byKickoff);

  return {
    provider: 'api-football',
    now: clock,
    competitions: () => [...competitions.values()],
    competition: (id) => competitions.get(id),
    isLive: (competitionId) => liveIds.has(competitionId),
    team: (id) => teams.get(id),
    teamIds(competitionId) {
      const ids = new Set(standingTeams.get(competitionId) ?? []);
      for (const fixture of fixtures.values()) {
        if (fixture.match.competitionId !== competitionId) continue;
        ids.add(fixture.match.homeTeamId);
        ids.add(fixture.match.awayTeamId);
      }
      return [...ids];
    },
    groups: (competitionId) => groups.get(competitionId) ?? new Map(),
    match(id) {
      const fixture = fixtures.get(id);
      return fixture ? scheduled(fixture) : undefined;
    },
    matchesBetween: (from, to) =>
      [...fixtures.values()]
        .filter((fixture) => fixture.match.kickoff >= from && fixture.match.kickoff < to)
        .map(scheduled)
        .sort(byKickoff),
    // The latest poll decides; `time` cannot be honoured without a history of states.
    liveAt: () =>
      [...fixtures.values()]
        .filter((fixture) => IN_PLAY.has(states.get(fixture.match.id)?.status ?? 'not_started'))
        .map(scheduled)
        .sort(byKickoff),
    stateAt: (id) => states.get(id) ?? null,
    eventsBetween: (from, to): MatchEvent[] =>
      timeline.filter((event) => event.at > from && event.at <= to),
    resultsUntil(competitionId, time = clock()) {
      const matches = [...fixtures.values()]
        .filter(
          (fixture) =>
            fixture.match.competitionId === competitionId && fixture.match.kickoff <= time,
        )
        .map((fixture) => fixture.match)
        .sort((a, b) => a.kickoff - b.kickoff);
      return finishedResults(matches);
    },
    // No replays here: the "replay" is the polled season itself, whatever `time` is.
    replayMatches: (competitionId) => (liveIds.has(competitionId) ? matchesOf(competitionId) : []),
    roundOf: (matchId) => fixtures.get(matchId)?.match.round || null,
    // Odds come from API-Football's separate `/odds` endpoint (another plan and pace), which
    // this adapter does not poll: no bookmakers, no lines.
    bookmakers: () => [],
    odds: () => null,
    refresh,
    start() {
      if (timer) return;
      const poll = () => {
        refresh().catch((error: unknown) => options.onError?.(error));
      };
      poll();
      timer = setInterval(poll, pollIntervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
