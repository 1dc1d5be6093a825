import { z } from 'zod';
import type {
  BasketballMatch,
  BasketballState,
  BasketballStatus,
  Competition,
  Score,
  Team,
} from '../../fixtures/feed-model';
import { providerTeam } from '../api-football/api-football.mapper';

/**
 * API-Basketball v1 (api-sports.io, the vendor of API-Football) `games` answers → the feed
 * model. A game carries its quarter scores, its status and the minute of the running quarter
 * (`status.timer`); there is no play-by-play, so a game's timeline is empty.
 */
const quarter = z.number().int().nonnegative().nullable().optional();
const sideScores = z.object({
  quarter_1: quarter,
  quarter_2: quarter,
  quarter_3: quarter,
  quarter_4: quarter,
  over_time: quarter,
  total: quarter,
});
const teamSchema = z.object({ id: z.number().int(), name: z.string() });

export const apiBasketballGameSchema = z.object({
  id: z.number().int(),
  timestamp: z.number().int(),
  stage: z.string().nullable().optional(),
  week: z.string().nullable().optional(),
  venue: z.string().nullable().optional(),
  status: z.object({
    short: z.string(),
    timer: z.union([z.string(), z.number()]).nullable().optional(),
  }),
  league: z.object({
    id: z.number().int(),
    name: z.string(),
    type: z.string().optional(),
    season: z.union([z.string(), z.number()]),
  }),
  country: z.object({ name: z.string().nullable().optional() }).nullable().optional(),
  teams: z.object({ home: teamSchema, away: teamSchema }),
  scores: z.object({ home: sideScores, away: sideScores }),
});

export const apiBasketballIds = {
  match: (gameId: number): string => `ab-${gameId}`,
  team: (teamId: number): string => `ab-team-${teamId}`,
  competition: (leagueId: number, season: string): string => `ab-league-${leagueId}-${season}`,
};

/** `status.short` codes of API-Basketball's documentation. */
export function mapApiBasketballStatus(short: string): BasketballStatus {
  switch (short) {
    case 'NS':
      return 'not_started';
    case 'Q1':
      return 'q1';
    case 'Q2':
      return 'q2';
    case 'Q3':
      return 'q3';
    case 'Q4':
      return 'q4';
    case 'OT':
      return 'overtime';
    case 'BT':
      return 'break';
    case 'HT':
      return 'half_time';
    case 'FT':
    case 'AOT':
    case 'AWD':
      return 'finished';
    case 'POST':
    case 'SUSP':
      return 'postponed';
    case 'CANC':
    case 'ABD':
      return 'cancelled';
    default:
      throw new Error(`Unknown API-Basketball status "${short}"`);
  }
}

const PERIOD_OF: Partial<Record<BasketballStatus, number>> = {
  q1: 1,
  q2: 2,
  q3: 3,
  q4: 4,
  overtime: 5,
};

export interface MappedGame {
  competition: Competition;
  home: Team;
  away: Team;
  match: BasketballMatch;
  state: BasketballState;
  /** false when the answer had no totals (a game in play keeps its last known score). */
  scoreKnown: boolean;
}

const mapTeam = (team: { id: number; name: string }): Team =>
  providerTeam('basketball', apiBasketballIds.team(team.id), team.name);

/** Quarter minutes: 12 in the NBA (and its summer and G leagues), 10 under FIBA rules. */
const quarterMinutes = (league: string): number => (/\bNBA\b/.test(league) ? 12 : 10);

export function mapApiBasketballGame(input: unknown): MappedGame {
  const game = apiBasketballGameSchema.parse(input);
  const status = mapApiBasketballStatus(game.status.short);
  const season = String(game.league.season);
  const competitionId = apiBasketballIds.competition(game.league.id, season);
  const { home, away } = game.scores;
  const periods: Score[] = [];
  for (const key of ['quarter_1', 'quarter_2', 'quarter_3', 'quarter_4', 'over_time'] as const) {
    const [h, a] = [home[key], away[key]];
    if (h === null || h === undefined || a === null || a === undefined) continue;
    periods.push({ home: h, away: a });
  }
  const total =
    typeof home.total === 'number' && typeof away.total === 'number'
      ? { home: home.total, away: away.total }
      : null;
  const score = total ?? {
    home: periods.reduce((sum, period) => sum + period.home, 0),
    away: periods.reduce((sum, period) => sum + period.away, 0),
  };
  const period =
    PERIOD_OF[status] ?? (status === 'finished' ? Math.max(4, periods.length) : periods.length);
  const timer =
    game.status.timer === null || game.status.timer === undefined
      ? null
      : Number(game.status.timer);
  const minutes = status === 'overtime' ? 5 : quarterMinutes(game.league.name);
  const clock =
    PERIOD_OF[status] !== undefined && timer !== null && Number.isFinite(timer)
      ? { period, secondsLeft: Math.max(0, (minutes - timer) * 60) }
      : null;
  const name =
    game.country?.name &&
    game.country.name !== 'World' &&
    !game.league.name.includes(game.country.name)
      ? `${game.league.name} (${game.country.name})`
      : game.league.name;
  const match: BasketballMatch = {
    sport: 'basketball',
    id: apiBasketballIds.match(game.id),
    competitionId,
    round: game.week ?? game.stage ?? '',
    group: null,
    homeTeamId: apiBasketballIds.team(game.teams.home.id),
    awayTeamId: apiBasketballIds.team(game.teams.away.id),
    kickoff: game.timestamp * 1000,
    timeZone: 'UTC',
    sourceStatus:
      status === 'finished'
        ? 'played'
        : status === 'postponed'
          ? 'postponed'
          : status === 'cancelled'
            ? 'cancelled'
            : 'not_played',
    venue: game.venue ?? null,
    result: status === 'finished' ? { final: score, periods, periodsDerived: false } : null,
  };
  return {
    competition: {
      id: competitionId,
      sport: 'basketball',
      name,
      name_zh: name,
      name_vi: name,
      season,
      kind: game.league.type?.toLowerCase() === 'cup' ? 'cup' : 'league',
    },
    home: mapTeam(game.teams.home),
    away: mapTeam(game.teams.away),
    match,
    state: {
      sport: 'basketball',
      matchId: match.id,
      status,
      period,
      clock,
      score,
      periods,
      events: [],
    },
    scoreKnown: total !== null || periods.length > 0,
  };
}
