/**
 * API-Football v3 payloads written from the provider's public documentation (the fixture,
 * event, standings and league objects), for tests and benchmarks. A fixture is described by
 * its status and events; its `goals` and `score` are derived the way the API fills them.
 */

export interface TeamRef {
  id: number;
  name: string;
}

export interface LeagueRef {
  id: number;
  name: string;
  country: string;
  season: number;
  type: 'League' | 'Cup';
}

export type EventSpec =
  | {
      kind: 'goal';
      minute: number;
      extra?: number;
      team: TeamRef;
      player: string;
      detail?: 'Normal Goal' | 'Own Goal' | 'Penalty';
    }
  | { kind: 'missed-penalty'; minute: number; team: TeamRef; player: string }
  | {
      kind: 'card';
      minute: number;
      extra?: number;
      team: TeamRef;
      player: string;
      detail: 'Yellow Card' | 'Red Card' | 'Second Yellow card';
    }
  | { kind: 'sub'; minute: number; team: TeamRef; off: string; on: string; number: number }
  | {
      kind: 'var';
      minute: number;
      team: TeamRef;
      player: string;
      detail: 'Goal cancelled' | 'Penalty confirmed' | 'Goal Disallowed - offside';
    }
  | { kind: 'shootout'; team: TeamRef; player: string; scored: boolean };

export type StatusCode =
  | 'TBD'
  | 'NS'
  | '1H'
  | 'HT'
  | '2H'
  | 'ET'
  | 'BT'
  | 'P'
  | 'SUSP'
  | 'INT'
  | 'FT'
  | 'AET'
  | 'PEN'
  | 'PST'
  | 'CANC'
  | 'ABD'
  | 'AWD'
  | 'WO'
  | 'LIVE';

export interface FixtureSpec {
  id: number;
  league: LeagueRef;
  round: string;
  home: TeamRef;
  away: TeamRef;
  /** Unix ms of the kick-off. */
  kickoff: number;
  status: StatusCode;
  elapsed?: number | null;
  extra?: number | null;
  events?: EventSpec[];
  /** AWD / WO: the score the competition awarded. */
  awarded?: { home: number; away: number };
  /** The API sent `goals` as null while in play (it happens): tests of the last known score. */
  goalsNull?: boolean;
  venue?: string;
}

const STATUS_LONG: Record<StatusCode, string> = {
  TBD: 'Time To Be Defined',
  NS: 'Not Started',
  '1H': 'First Half',
  HT: 'Halftime',
  '2H': 'Second Half',
  ET: 'Extra Time',
  BT: 'Break Time',
  P: 'Penalty In Progress',
  SUSP: 'Match Suspended',
  INT: 'Match Interrupted',
  FT: 'Match Finished',
  AET: 'Match Finished After Extra Time',
  PEN: 'Match Finished After Penalty',
  PST: 'Match Postponed',
  CANC: 'Match Cancelled',
  ABD: 'Match Abandoned',
  AWD: 'Technical Loss',
  WO: 'WalkOver',
  LIVE: 'In Progress',
};

/** The statuses `/fixtures?live=all` lists. */
export const LIVE_CODES: ReadonlySet<StatusCode> = new Set([
  '1H',
  'HT',
  '2H',
  'ET',
  'BT',
  'P',
  'SUSP',
  'INT',
  'LIVE',
]);
const PAST_FIRST_HALF: ReadonlySet<StatusCode> = new Set([
  'HT',
  '2H',
  'ET',
  'BT',
  'P',
  'FT',
  'AET',
  'PEN',
]);
const FINISHED: ReadonlySet<StatusCode> = new Set(['FT', 'AET', 'PEN', 'AWD', 'WO']);
const AFTER_EXTRA_TIME: ReadonlySet<StatusCode> = new Set(['AET', 'PEN']);
const NO_SCORE: ReadonlySet<StatusCode> = new Set(['TBD', 'NS', 'PST', 'CANC']);

const teamJson = (team: TeamRef) => ({ id: team.id, name: team.name, logo: null });
const person = (name: string | null) => ({ id: null, name });

export function eventJson(event: EventSpec): Record<string, unknown> {
  switch (event.kind) {
    case 'goal':
      return {
        time: { elapsed: event.minute, extra: event.extra ?? null },
        team: teamJson(event.team),
        player: person(event.player),
        assist: person(null),
        type: 'Goal',
        detail: event.detail ?? 'Normal Goal',
        comments: null,
      };
    case 'missed-penalty':
      return {
        time: { elapsed: event.minute, extra: null },
        team: teamJson(event.team),
        player: person(event.player),
        assist: person(null),
        type: 'Goal',
        detail: 'Missed Penalty',
        comments: null,
      };
    case 'card':
      return {
        time: { elapsed: event.minute, extra: event.extra ?? null },
        team: teamJson(event.team),
        player: person(event.player),
        assist: person(null),
        type: 'Card',
        detail: event.detail,
        comments: 'Foul',
      };
    case 'sub':
      return {
        time: { elapsed: event.minute, extra: null },
        team: teamJson(event.team),
        player: person(event.off),
        assist: person(event.on),
        type: 'subst',
        detail: `Substitution ${event.number}`,
        comments: null,
      };
    case 'var':
      return {
        time: { elapsed: event.minute, extra: null },
        team: teamJson(event.team),
        player: person(event.player),
        assist: person(null),
        type: 'Var',
        detail: event.detail,
        comments: null,
      };
    case 'shootout':
      return {
        time: { elapsed: 120, extra: null },
        team: teamJson(event.team),
        player: person(event.player),
        assist: person(null),
        type: 'Goal',
        detail: event.scored ? 'Penalty' : 'Missed Penalty',
        comments: 'Penalty Shootout',
      };
  }
}

interface Pair {
  home: number | null;
  away: number | null;
}
const NULL_PAIR: Pair = { home: null, away: null };

/** Goals of the events up to a minute; an own goal's `team` is the team credited with it. */
function goalsUntil(spec: FixtureSpec, from: number, to: number): { home: number; away: number } {
  const score = { home: 0, away: 0 };
  for (const event of spec.events ?? []) {
    if (event.kind !== 'goal' || event.minute < from || event.minute > to) continue;
    score[event.team.id === spec.home.id ? 'home' : 'away'] += 1;
  }
  return score;
}

function shootoutTally(spec: FixtureSpec): { home: number; away: number } {
  const tally = { home: 0, away: 0 };
  for (const event of spec.events ?? []) {
    if (event.kind === 'shootout' && event.scored) {
      tally[event.team.id === spec.home.id ? 'home' : 'away'] += 1;
    }
  }
  return tally;
}

/** One fixture object as `/fixtures` answers it (`withEvents`: as `?id=` / `?ids=` do). */
export function fixtureJson(spec: FixtureSpec, withEvents = false): Record<string, unknown> {
  const { status } = spec;
  let goals: Pair = NULL_PAIR;
  let halftime: Pair = NULL_PAIR;
  let fulltime: Pair = NULL_PAIR;
  let extratime: Pair = NULL_PAIR;
  let penalty: Pair = NULL_PAIR;
  if (spec.awarded) {
    goals = fulltime = spec.awarded;
  } else if (!NO_SCORE.has(status)) {
    goals = spec.goalsNull ? NULL_PAIR : goalsUntil(spec, 0, 200);
    if (PAST_FIRST_HALF.has(status)) halftime = goalsUntil(spec, 0, 45);
    if (FINISHED.has(status) || status === 'ET' || status === 'BT' || status === 'P') {
      fulltime = goalsUntil(spec, 0, 90);
    }
    if (AFTER_EXTRA_TIME.has(status) || status === 'P') extratime = goalsUntil(spec, 91, 120);
    if (status === 'PEN' || status === 'P') penalty = shootoutTally(spec);
  }
  const homeWins =
    FINISHED.has(status) && goals.home !== null && goals.away !== null
      ? goals.home === goals.away
        ? status === 'PEN'
          ? (penalty.home ?? 0) > (penalty.away ?? 0)
          : null
        : goals.home > goals.away
      : null;
  return {
    fixture: {
      id: spec.id,
      referee: null,
      timezone: 'UTC',
      date: new Date(spec.kickoff).toISOString().replace('.000Z', '+00:00'),
      timestamp: Math.floor(spec.kickoff / 1000),
      periods: { first: null, second: null },
      venue: { id: null, name: spec.venue ?? `${spec.home.name} Ground`, city: null },
      status: {
        long: STATUS_LONG[status],
        short: status,
        elapsed:
          spec.elapsed ?? (FINISHED.has(status) ? (AFTER_EXTRA_TIME.has(status) ? 120 : 90) : null),
        extra: spec.extra ?? null,
      },
    },
    league: {
      id: spec.league.id,
      name: spec.league.name,
      country: spec.league.country,
      logo: null,
      flag: null,
      season: spec.league.season,
      round: spec.round,
    },
    teams: {
      home: { ...teamJson(spec.home), winner: homeWins },
      away: { ...teamJson(spec.away), winner: homeWins === null ? null : !homeWins },
    },
    goals,
    score: { halftime, fulltime, extratime, penalty },
    ...(withEvents ? { events: (spec.events ?? []).map(eventJson) } : {}),
  };
}

export interface StandingSpec {
  team: TeamRef;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  /** Points the competition took off. */
  deduction?: number;
  form?: string;
  group?: string;
}

/** `/standings`: tables in the order given (the provider's own ranking and tie-breaks). */
export function standingsJson(
  league: LeagueRef,
  tables: StandingSpec[][],
): Record<string, unknown> {
  return {
    league: {
      id: league.id,
      name: league.name,
      country: league.country,
      logo: null,
      flag: null,
      season: league.season,
      standings: tables.map((rows) =>
        rows.map((row, index) => ({
          rank: index + 1,
          team: teamJson(row.team),
          points: row.won * 3 + row.drawn - (row.deduction ?? 0),
          goalsDiff: row.goalsFor - row.goalsAgainst,
          group: row.group ?? league.name,
          form: row.form ?? null,
          status: 'same',
          description: row.deduction ? `Points deduction (-${row.deduction})` : null,
          all: {
            played: row.won + row.drawn + row.lost,
            win: row.won,
            draw: row.drawn,
            lose: row.lost,
            goals: { for: row.goalsFor, against: row.goalsAgainst },
          },
          update: '2026-11-30T00:00:00+00:00',
        })),
      ),
    },
  };
}

/** `/leagues?id&season`. */
export function leagueJson(league: LeagueRef, hasStandings = true): Record<string, unknown> {
  return {
    league: { id: league.id, name: league.name, type: league.type, logo: null },
    country: { name: league.country, code: null, flag: null },
    seasons: [
      {
        year: league.season,
        current: true,
        coverage: { standings: hasStandings, fixtures: { events: true } },
      },
    ],
  };
}

export const envelope = (get: string, parameters: Record<string, string>, response: unknown[]) => ({
  get,
  parameters,
  errors: [],
  results: response.length,
  paging: { current: 1, total: 1 },
  response,
});

export interface BookmakerOddsSpec {
  id: number;
  name: string;
  winner: [home: number, draw: number, away: number];
  /** Asian handicap lines: [home line, home price, away price]. */
  asian: [number, number, number][];
  /** Over/under lines: [goals, over price, under price]. */
  goals: [number, number, number][];
}

const signed = (line: number) => (line > 0 ? `+${line}` : String(line));

/** `/odds?fixture=`: one fixture's pre-match bets per bookmaker, prices as strings. */
export function oddsJson(
  fixtureId: number,
  bookmakers: BookmakerOddsSpec[],
): Record<string, unknown> {
  return {
    league: { id: 0, name: '', country: '', logo: null, flag: null, season: 2026 },
    fixture: { id: fixtureId, timezone: 'UTC', date: null, timestamp: null },
    update: '2026-11-28T12:00:00+00:00',
    bookmakers: bookmakers.map((bookmaker) => ({
      id: bookmaker.id,
      name: bookmaker.name,
      bets: [
        {
          id: 1,
          name: 'Match Winner',
          values: [
            { value: 'Home', odd: bookmaker.winner[0].toFixed(2) },
            { value: 'Draw', odd: bookmaker.winner[1].toFixed(2) },
            { value: 'Away', odd: bookmaker.winner[2].toFixed(2) },
          ],
        },
        {
          id: 4,
          name: 'Asian Handicap',
          values: bookmaker.asian.flatMap(([line, home, away]) => [
            { value: `Home ${signed(line)}`, odd: home.toFixed(2) },
            { value: `Away ${signed(line)}`, odd: away.toFixed(2) },
          ]),
        },
        {
          id: 5,
          name: 'Goals Over/Under',
          values: bookmaker.goals.flatMap(([line, over, under]) => [
            { value: `Over ${line}`, odd: over.toFixed(2) },
            { value: `Under ${line}`, odd: under.toFixed(2) },
          ]),
        },
        {
          id: 8,
          name: 'Both Teams Score',
          values: [
            { value: 'Yes', odd: '1.80' },
            { value: 'No', odd: '1.95' },
          ],
        },
      ],
    })),
  };
}
