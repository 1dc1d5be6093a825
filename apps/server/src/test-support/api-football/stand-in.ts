import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  envelope,
  fixtureJson,
  leagueJson,
  LIVE_CODES,
  oddsJson,
  type BookmakerOddsSpec,
  standingsJson,
  type FixtureSpec,
  type LeagueRef,
  type StandingSpec,
} from './payloads';

/** Faults the stand-in can answer with, as the real provider has been seen to. */
export type StandInFault =
  'http-500' | 'http-429' | 'daily-limit' | 'rate-limit' | 'html' | 'truncated';

export interface StandInCall {
  path: string;
  query: Record<string, string>;
  at: number;
  /** The fault this call was answered with, if any. */
  fault?: StandInFault;
}

export interface StandInAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

export interface StandInOptions {
  leagues: LeagueRef[];
  fixtures: FixtureSpec[];
  standings?: Map<number, StandingSpec[][]>;
  /** League ids without standings coverage (a knock-out cup). */
  noStandings?: ReadonlySet<number>;
  /** Whether `live=all` items carry their events (the docs do not promise it). */
  liveWithEvents?: boolean;
  /** The instant a call is logged at (tests inject their clock). */
  clock?: () => number;
  dailyLimit?: number;
  /** Fixture id → its pre-match odds per bookmaker (`/odds?fixture=`). */
  odds?: Map<number, BookmakerOddsSpec[]>;
  /** A fixture as of an instant (a replayed day moves its matches on); as written otherwise. */
  progress?: (spec: FixtureSpec, now: number) => FixtureSpec;
}

/**
 * A local stand-in for API-Football v3: the endpoints the feed calls, over fixtures a test
 * describes and changes between polls, with the `x-ratelimit-requests-*` headers and faults
 * injected on demand. `handle` answers in-process; `listen` serves it over HTTP.
 */
/** What every stand-in shares: served in-process as `fetch`, or over HTTP on 127.0.0.1. */
export abstract class StandInBase {
  private server: Server | null = null;

  abstract handle(path: string, query: Record<string, string>): StandInAnswer;

  /** Serves the stand-in on 127.0.0.1; resolves with its base URL. */
  async listen(): Promise<string> {
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const answer = this.handle(url.pathname, Object.fromEntries(url.searchParams));
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The stand-in as `fetch` (no HTTP): give it to `apiFootballFetcher` in unit tests. */
  readonly fetch = (input: string | URL | Request): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const answer = this.handle(url.pathname, Object.fromEntries(url.searchParams));
    return Promise.resolve(
      new Response(answer.body, { status: answer.status, headers: answer.headers }),
    );
  };
}

export class ApiFootballStandIn extends StandInBase {
  readonly calls: StandInCall[] = [];
  fixtures: FixtureSpec[];
  standings: Map<number, StandingSpec[][]>;
  odds: Map<number, BookmakerOddsSpec[]>;
  private readonly faults: StandInFault[] = [];
  private usedToday = 0;
  private day = -1;

  constructor(private readonly options: StandInOptions) {
    super();
    this.fixtures = options.fixtures;
    this.standings = options.standings ?? new Map<number, StandingSpec[][]>();
    this.odds = options.odds ?? new Map<number, BookmakerOddsSpec[]>();
  }

  /** The next `count` calls fail with `fault`. */
  failNext(fault: StandInFault, count = 1): void {
    for (let index = 0; index < count; index += 1) this.faults.push(fault);
  }

  private now(): number {
    return this.options.clock?.() ?? Date.now();
  }

  handle(path: string, query: Record<string, string>): StandInAnswer {
    const now = this.now();
    const call: StandInCall = { path, query, at: now };
    this.calls.push(call);
    const day = Math.floor(now / 86_400_000);
    if (day !== this.day) {
      this.day = day;
      this.usedToday = 0;
    }
    this.usedToday += 1;
    const limit = this.options.dailyLimit ?? 7_500;
    const headers = {
      'content-type': 'application/json',
      'x-ratelimit-requests-limit': String(limit),
      'x-ratelimit-requests-remaining': String(Math.max(0, limit - this.usedToday)),
    };
    const fault = this.faults.shift();
    if (fault) {
      call.fault = fault;
      return faultAnswer(fault, headers);
    }
    const json = (get: string, response: unknown[]) => ({
      status: 200,
      headers,
      body: JSON.stringify(envelope(get, query, response)),
    });
    switch (path.replace(/^\/+/, '')) {
      case 'fixtures':
        return json('fixtures', this.fixtureList(query));
      case 'standings': {
        const league = this.options.leagues.find(
          (entry) => entry.id === Number(query.league) && entry.season === Number(query.season),
        );
        const tables = league ? this.standings.get(league.id) : undefined;
        return json('standings', league && tables ? [standingsJson(league, tables)] : []);
      }
      case 'odds': {
        const bookmakers = this.odds.get(Number(query.fixture));
        return json('odds', bookmakers ? [oddsJson(Number(query.fixture), bookmakers)] : []);
      }
      case 'leagues': {
        const league = this.options.leagues.find(
          (entry) => entry.id === Number(query.id) && entry.season === Number(query.season),
        );
        return json(
          'leagues',
          league ? [leagueJson(league, !this.options.noStandings?.has(league.id))] : [],
        );
      }
      default:
        return { status: 404, headers, body: JSON.stringify({ message: 'Endpoint not found' }) };
    }
  }

  private fixtureList(query: Record<string, string>): Record<string, unknown>[] {
    const now = this.now();
    const progress = this.options.progress;
    // Fields that do not change with time filter first; then each fixture as of now.
    const asOfNow = (specs: FixtureSpec[]) =>
      progress ? specs.map((spec) => progress(spec, now)) : specs;
    if (query.ids || query.id) {
      const ids = new Set((query.ids ?? query.id ?? '').split('-').map(Number));
      return asOfNow(this.fixtures.filter((spec) => ids.has(spec.id))).map((spec) =>
        fixtureJson(spec, true),
      );
    }
    if (query.live) {
      return asOfNow(this.fixtures.filter((spec) => spec.kickoff <= now))
        .filter((spec) => LIVE_CODES.has(spec.status))
        .map((spec) => fixtureJson(spec, this.options.liveWithEvents ?? false));
    }
    return asOfNow(
      this.fixtures.filter(
        (spec) =>
          (!query.date || new Date(spec.kickoff).toISOString().slice(0, 10) === query.date) &&
          (!query.league || spec.league.id === Number(query.league)) &&
          (!query.season || spec.league.season === Number(query.season)),
      ),
    ).map((spec) => fixtureJson(spec));
  }
}

export function faultAnswer(fault: StandInFault, headers: Record<string, string>): StandInAnswer {
  switch (fault) {
    case 'http-500':
      return { status: 500, headers, body: 'Internal Server Error' };
    case 'http-429':
      return { status: 429, headers, body: JSON.stringify({ message: 'Too many requests' }) };
    case 'daily-limit':
      return {
        status: 200,
        headers,
        body: JSON.stringify({
          errors: {
            requests:
              'You have reached the request limit for the day, Go to https://dashboard.api-football.com to upgrade your plan.',
          },
          response: [],
        }),
      };
    case 'rate-limit':
      return {
        status: 200,
        headers,
        body: JSON.stringify({
          errors: { rateLimit: 'Too many requests. Your rate limit is 10 requests per minute.' },
          response: [],
        }),
      };
    case 'html':
      return { status: 200, headers, body: '<html><body>Bad gateway</body></html>' };
    case 'truncated':
      return { status: 200, headers, body: '{"errors":[],"response":[{"fixture":{"id":' };
  }
}
