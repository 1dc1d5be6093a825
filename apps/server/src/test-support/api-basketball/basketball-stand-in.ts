import { envelope } from '../api-football/payloads';
import {
  faultAnswer,
  StandInBase,
  type StandInAnswer,
  type StandInCall,
  type StandInFault,
} from '../api-football/stand-in';

/**
 * API-Basketball v1 games and standings written from the provider's documentation, and a
 * local stand-in serving them (in-process as `fetch`, or over HTTP).
 */
export type GameStatus =
  | 'NS'
  | 'Q1'
  | 'Q2'
  | 'Q3'
  | 'Q4'
  | 'OT'
  | 'BT'
  | 'HT'
  | 'FT'
  | 'AOT'
  | 'POST'
  | 'CANC'
  | 'SUSP'
  | 'AWD'
  | 'ABD';

export interface GameSpec {
  id: number;
  league: { id: number; name: string; season: string; country: string };
  home: { id: number; name: string };
  away: { id: number; name: string };
  tipoff: number;
  status: GameStatus;
  /** Minute of the running quarter. */
  timer?: number | null;
  /** Points per quarter so far, then one overtime total; empty before the tip-off. */
  quarters: [number, number][];
  overtime?: [number, number];
}

const QUARTERS = ['quarter_1', 'quarter_2', 'quarter_3', 'quarter_4'] as const;

export function gameJson(spec: GameSpec): Record<string, unknown> {
  const side = (index: 0 | 1) => {
    const scores: Record<string, number | null> = {};
    QUARTERS.forEach((key, quarter) => {
      scores[key] = spec.quarters[quarter]?.[index] ?? null;
    });
    scores.over_time = spec.overtime?.[index] ?? null;
    const points = spec.quarters.reduce((sum, quarter) => sum + quarter[index], 0);
    scores.total = spec.quarters.length > 0 ? points + (spec.overtime?.[index] ?? 0) : null;
    return scores;
  };
  return {
    id: spec.id,
    date: new Date(spec.tipoff).toISOString().replace('.000Z', '+00:00'),
    time: new Date(spec.tipoff).toISOString().slice(11, 16),
    timestamp: Math.floor(spec.tipoff / 1000),
    timezone: 'UTC',
    stage: null,
    week: null,
    venue: null,
    status: { long: spec.status, short: spec.status, timer: spec.timer ?? null },
    league: {
      id: spec.league.id,
      name: spec.league.name,
      type: 'League',
      season: spec.league.season,
      logo: null,
    },
    country: { id: 1, name: spec.league.country, code: null, flag: null },
    teams: { home: { ...spec.home, logo: null }, away: { ...spec.away, logo: null } },
    scores: { home: side(0), away: side(1) },
  };
}

export interface BasketballStandingSpec {
  team: { id: number; name: string };
  won: number;
  lost: number;
  pointsFor: number;
  pointsAgainst: number;
  group: string;
}

export class ApiBasketballStandIn extends StandInBase {
  readonly calls: StandInCall[] = [];
  games: GameSpec[];
  standings: BasketballStandingSpec[][];
  private readonly faults: StandInFault[] = [];

  constructor(options: {
    games: GameSpec[];
    standings?: BasketballStandingSpec[][];
    clock?: () => number;
  }) {
    super();
    this.games = options.games;
    this.standings = options.standings ?? [];
    this.clock = options.clock ?? Date.now;
  }

  private readonly clock: () => number;

  failNext(fault: StandInFault): void {
    this.faults.push(fault);
  }

  handle(path: string, query: Record<string, string>): StandInAnswer {
    const call: StandInCall = { path, query, at: this.clock() };
    this.calls.push(call);
    const headers = { 'content-type': 'application/json' };
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
    if (path === '/games') {
      return json(
        'games',
        this.games
          .filter(
            (spec) =>
              (!query.date || new Date(spec.tipoff).toISOString().slice(0, 10) === query.date) &&
              (!query.league || spec.league.id === Number(query.league)) &&
              (!query.season || spec.league.season === query.season) &&
              (!query.id || spec.id === Number(query.id)),
          )
          .map(gameJson),
      );
    }
    if (path === '/standings') {
      const league = this.games.find((spec) => spec.league.id === Number(query.league))?.league;
      return json(
        'standings',
        this.standings.map((table) =>
          table.map((row, index) => ({
            position: index + 1,
            stage: 'Regular Season',
            group: { name: row.group, points: null },
            team: { ...row.team, logo: null },
            league: { id: league?.id ?? 0, season: league?.season ?? '' },
            games: {
              played: row.won + row.lost,
              win: { total: row.won, percentage: (row.won / (row.won + row.lost)).toFixed(3) },
              lose: { total: row.lost, percentage: (row.lost / (row.won + row.lost)).toFixed(3) },
            },
            points: { for: row.pointsFor, against: row.pointsAgainst },
            form: null,
            description: null,
          })),
        ),
      );
    }
    return { status: 404, headers, body: '{"message":"Endpoint not found"}' };
  }
}
