import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FootballState } from '../../fixtures/feed-model';
import { manualClock } from '../../simulator/simulator-clock';
import {
  API_FOOTBALL_BASE_URL,
  apiFootballFetcher,
  createApiFootballScoreFeed,
  type ApiFootballQuery,
} from './api-football.feed';

interface Envelope {
  errors: unknown;
  response: Record<string, unknown>[];
}

const sample = (name: string): Envelope =>
  JSON.parse(readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8')) as Envelope;

const LEAGUE = 'af-league-39-2024';
const LIVE = 'af-1208030';

/** A fake API over the samples; tests change `fixtures`/`events` between polls. */
function fakeApi() {
  const api = {
    fixtures: sample('fixtures.json').response,
    events: sample('events-1208030.json').response,
    failing: false,
    calls: [] as { path: string; query: ApiFootballQuery }[],
    fetchJson: async (path: string, query: ApiFootballQuery): Promise<unknown> => {
      api.calls.push({ path, query });
      if (api.failing) throw new Error('API-Football /fixtures: HTTP 500');
      switch (path) {
        case '/fixtures': {
          // The API filters by league and season; the sample mixes competitions.
          const league = (item: Record<string, unknown>) =>
            item.league as { id: number; season: number };
          return {
            errors: [],
            response: api.fixtures.filter(
              (item) =>
                league(item).id === Number(query.league) &&
                league(item).season === Number(query.season),
            ),
          };
        }
        case '/fixtures/events':
          return { errors: [], response: query.fixture === '1208030' ? api.events : [] };
        case '/standings':
          return sample('standings-39-2024.json');
        default:
          throw new Error(`unexpected ${path}`);
      }
    },
  };
  return api;
}

/** The live sample fixture moved on to the 74th minute, 2-0. */
function secondHalf(fixtures: Record<string, unknown>[]): Record<string, unknown>[] {
  return fixtures.map((item) => {
    const fixture = item.fixture as { id: number; status: object };
    if (fixture.id !== 1208030) return item;
    return {
      ...item,
      fixture: {
        ...fixture,
        status: { long: 'Second Half', short: '2H', elapsed: 74, extra: null },
      },
      goals: { home: 2, away: 0 },
      score: { ...(item.score as object), halftime: { home: 1, away: 0 } },
    };
  });
}

const sakaGoal = {
  time: { elapsed: 74, extra: null },
  team: { id: 42, name: 'Arsenal', logo: null },
  player: { id: 1460, name: 'B. Saka' },
  assist: { id: null, name: null },
  type: 'Goal',
  detail: 'Normal Goal',
  comments: null,
};

function setup() {
  const api = fakeApi();
  const clock = manualClock(Date.UTC(2024, 7, 17, 14, 50));
  const feed = createApiFootballScoreFeed({
    fetchJson: api.fetchJson,
    leagues: [{ id: 39, season: 2024 }],
    clock,
  });
  return { api, clock, feed };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createApiFootballScoreFeed', () => {
  it('lists the polled fixtures and the live one with its state', async () => {
    const { api, feed } = setup();
    expect(feed.matchesBetween(0, Number.MAX_SAFE_INTEGER)).toEqual([]);
    await feed.refresh();

    expect(api.calls).toContainEqual({
      path: '/fixtures',
      query: { league: 39, season: 2024, from: '2024-08-16', to: '2024-08-18' },
    });
    expect(api.calls).toContainEqual({ path: '/standings', query: { league: 39, season: 2024 } });
    expect(api.calls).toContainEqual({ path: '/fixtures/events', query: { fixture: '1208030' } });

    const weekend = feed.matchesBetween(Date.UTC(2024, 7, 16), Date.UTC(2024, 7, 18));
    expect(weekend.map((match) => match.id)).toEqual(['af-1208021', LIVE]);
    expect(feed.liveAt().map((match) => match.id)).toEqual([LIVE]);
    const state = feed.stateAt(LIVE) as FootballState;
    expect(state).toMatchObject({
      status: 'first_half',
      score: { home: 1, away: 0 },
      clock: { minute: 45, stoppage: 2 },
      cards: { away: { yellow: 1, red: 0 } },
    });
    expect(state.events.map((event) => event.type)).toEqual(['goal', 'card']);

    expect(feed.provider).toBe('api-football');
    expect(feed.isLive(LEAGUE)).toBe(true);
    expect(feed.isLive('af-league-1-2022')).toBe(false);
    expect(feed.competition(LEAGUE)?.name).toBe('Premier League');
    expect(feed.team('af-team-42')?.name).toBe('Arsenal');
    // Teams of the standings (Liverpool has no sample fixture) and of the fixtures.
    expect(feed.teamIds(LEAGUE)).toEqual(expect.arrayContaining(['af-team-40', 'af-team-33']));
    expect(feed.team('af-team-40')?.name).toBe('Liverpool');
    expect(feed.roundOf(LIVE)).toBe('Regular Season - 1');
    expect(feed.resultsUntil(LEAGUE)).toEqual([
      expect.objectContaining({ matchId: 'af-1208021', score: { home: 1, away: 0 } }),
    ]);
    expect(feed.replayMatches(LEAGUE).map((match) => match.id)).toEqual([
      'af-1208021',
      LIVE,
      'af-1208400',
      'af-1208401',
    ]);
    expect(feed.bookmakers()).toEqual([]);
    expect(feed.odds(LIVE, 1, state)).toBeNull();
  });

  it('reports a new goal once, at the poll that first saw it', async () => {
    const { api, clock, feed } = setup();
    await feed.refresh();
    const firstPoll = clock();
    // Events of a match already under way when the feed started are back-dated: no alert.
    expect(feed.eventsBetween(firstPoll, firstPoll + 3_600_000)).toEqual([]);

    clock.advance(60_000);
    api.fixtures = secondHalf(api.fixtures);
    api.events = [...api.events, sakaGoal];
    await feed.refresh();
    const secondPoll = clock();

    const events = feed.eventsBetween(firstPoll, secondPoll);
    expect(events).toEqual([
      expect.objectContaining({
        matchId: LIVE,
        type: 'goal',
        side: 'home',
        player: 'B. Saka',
        score: { home: 2, away: 0 },
        clock: { minute: 74, stoppage: 0 },
        at: secondPoll,
      }),
    ]);
    expect(feed.stateAt(LIVE)).toMatchObject({
      status: 'second_half',
      score: { home: 2, away: 0 },
    });

    clock.advance(60_000);
    await feed.refresh();
    expect(feed.eventsBetween(secondPoll, clock())).toEqual([]);
    expect(new Set((feed.stateAt(LIVE) as FootballState).events.map((e) => e.id)).size).toBe(3);
  });

  it('keeps the last good state when a poll fails, and rejects the refresh', async () => {
    const { api, clock, feed } = setup();
    await feed.refresh();
    const before = feed.stateAt(LIVE);

    api.failing = true;
    clock.advance(60_000);
    await expect(feed.refresh()).rejects.toThrow(/API-Football refresh: .*HTTP 500/);
    expect(feed.stateAt(LIVE)).toEqual(before);
    expect(feed.liveAt().map((match) => match.id)).toEqual([LIVE]);
    expect(feed.matchesBetween(Date.UTC(2024, 7, 16), Date.UTC(2024, 7, 18))).toHaveLength(2);
    expect(feed.eventsBetween(0, clock())).toHaveLength(2);

    api.failing = false;
    await expect(feed.refresh()).resolves.toBeUndefined();
  });

  it('polls in the background between start() and stop()', async () => {
    vi.useFakeTimers();
    const api = fakeApi();
    const errors: unknown[] = [];
    const polled = createApiFootballScoreFeed({
      fetchJson: api.fetchJson,
      leagues: [{ id: 39, season: 2024 }],
      pollIntervalMs: 1_000,
      onError: (error) => errors.push(error),
    });
    polled.start();
    await vi.advanceTimersByTimeAsync(0);
    const first = api.calls.length;
    expect(first).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.calls.length).toBeGreaterThan(first);
    polled.stop();
    const stopped = api.calls.length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(api.calls.length).toBe(stopped);
    expect(errors).toEqual([]);
  });
});

describe('apiFootballFetcher', () => {
  it('sends the key header and returns the JSON body', async () => {
    const requests: { url: string; headers: Headers }[] = [];
    const fetchJson = apiFootballFetcher({
      baseUrl: `${API_FOOTBALL_BASE_URL}/`,
      key: 'secret-key',
      fetch: async (url, init) => {
        requests.push({
          url: url instanceof Request ? url.url : url.toString(),
          headers: new Headers(init?.headers),
        });
        return Response.json({ errors: [], response: [{ ok: true }] });
      },
    });
    await expect(fetchJson('/standings', { league: 39, season: 2024 })).resolves.toEqual({
      errors: [],
      response: [{ ok: true }],
    });
    expect(requests[0]?.url).toBe(
      'https://v3.football.api-sports.io/standings?league=39&season=2024',
    );
    expect(requests[0]?.headers.get('x-apisports-key')).toBe('secret-key');
  });

  it('rejects a non-200 answer and an answer with errors, without the key', async () => {
    const answers = [
      new Response('slow down', { status: 429 }),
      Response.json({ errors: { token: 'Error/Missing application key' }, response: [] }),
    ];
    const fetchJson = apiFootballFetcher({
      baseUrl: API_FOOTBALL_BASE_URL,
      key: 'secret-key',
      fetch: async () => answers.shift() as Response,
    });
    await expect(fetchJson('/fixtures', { fixture: 1 })).rejects.toThrow(
      'API-Football /fixtures?fixture=1: HTTP 429',
    );
    const error = await fetchJson('/fixtures', { fixture: 1 }).catch((e: unknown) => e);
    expect(String(error)).toContain('Missing application key');
    expect(String(error)).not.toContain('secret-key');
  });

  it('gives up after 10 seconds', async () => {
    vi.useFakeTimers();
    const fetchJson = apiFootballFetcher({
      baseUrl: API_FOOTBALL_BASE_URL,
      key: 'k',
      fetch: (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    });
    const pending = fetchJson('/fixtures', {}).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(String(await pending)).toContain('no answer within 10000 ms');
  });
});
