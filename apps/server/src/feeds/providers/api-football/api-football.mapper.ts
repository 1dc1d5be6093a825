import { z } from 'zod';
import type {
  Competition,
  FinishedAs,
  FootballEvent,
  FootballMatch,
  FootballState,
  FootballStatus,
  Score,
  Side,
  Team,
} from '../../fixtures/feed-model';
import type { Outcome, StandingRow } from '../../standings/standings';
import { providerLeagueName, providerTeamName } from '../../i18n/provider-names';

/**
 * API-Football v3 (api-sports.io) payloads → the feed model. Schemas keep only what we read
 * and accept the nulls the API sends before a value exists.
 */

const nullableCount = z.number().int().nonnegative().nullable();
const pairSchema = z.object({ home: nullableCount, away: nullableCount });
const teamSchema = z.object({ id: z.number().int(), name: z.string() });

export const apiFootballFixtureSchema = z.object({
  fixture: z.object({
    id: z.number().int(),
    timestamp: z.number().int(),
    venue: z.object({ name: z.string().nullable() }).partial().nullable().optional(),
    status: z.object({
      short: z.string(),
      elapsed: z.number().int().nullable(),
      extra: z.number().int().nullable().optional(),
    }),
  }),
  league: z.object({
    id: z.number().int(),
    name: z.string(),
    country: z.string().nullable().optional(),
    season: z.number().int(),
    round: z.string().nullable().optional(),
  }),
  teams: z.object({ home: teamSchema, away: teamSchema }),
  goals: pairSchema,
  score: z.object({
    halftime: pairSchema,
    fulltime: pairSchema,
    extratime: pairSchema,
    penalty: pairSchema,
  }),
  /** `/fixtures?id=` and `?ids=` answers carry the fixture's events; lists do not. */
  events: z.array(z.unknown()).nullable().optional(),
});
export type ApiFootballFixture = z.infer<typeof apiFootballFixtureSchema>;

export const apiFootballEventSchema = z.object({
  time: z.object({ elapsed: z.number().int(), extra: z.number().int().nullable().optional() }),
  team: teamSchema,
  player: z.object({ name: z.string().nullable() }),
  assist: z.object({ name: z.string().nullable() }),
  type: z.string(),
  detail: z.string(),
  comments: z.string().nullable().optional(),
});
export type ApiFootballEvent = z.infer<typeof apiFootballEventSchema>;

const standingSchema = z.object({
  rank: z.number().int(),
  team: teamSchema,
  group: z.string().nullable().optional(),
  points: z.number().int(),
  goalsDiff: z.number().int(),
  form: z.string().nullable(),
  all: z.object({
    played: z.number().int(),
    win: z.number().int(),
    draw: z.number().int(),
    lose: z.number().int(),
    goals: z.object({ for: z.number().int(), against: z.number().int() }),
  }),
});

/** Every endpoint wraps its list the same way. */
export function apiFootballEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ errors: z.unknown(), response: z.array(item) });
}

export const apiFootballStandingsSchema = z.object({
  league: z.object({
    id: z.number().int(),
    name: z.string(),
    season: z.number().int(),
    standings: z.array(z.array(standingSchema)),
  }),
});

export const apiFootballIds = {
  match: (fixtureId: number): string => `af-${fixtureId}`,
  team: (teamId: number): string => `af-team-${teamId}`,
  competition: (leagueId: number, season: number): string => `af-league-${leagueId}-${season}`,
};

interface StatusMapping {
  status: FootballStatus;
  finishedAs: FinishedAs | null;
}

/** `fixture.status.short` codes (API-Football "Status" table). */
export function mapApiFootballStatus(short: string, elapsed: number | null): StatusMapping {
  const live = (status: FootballStatus): StatusMapping => ({ status, finishedAs: null });
  switch (short) {
    case 'TBD':
    case 'NS':
      return live('not_started');
    case '1H':
      return live('first_half');
    case 'HT':
      return live('half_time');
    case '2H':
      return live('second_half');
    case 'ET':
      return live('extra_time');
    case 'BT':
      return live('break_time');
    case 'P':
      return live('penalties');
    // In play with an unknown period: the minute tells the half.
    case 'LIVE':
      return live((elapsed ?? 0) <= 45 ? 'first_half' : 'second_half');
    // Interrupted play resumes the same day: a break, not a postponement.
    case 'INT':
      return live('break_time');
    case 'FT':
    case 'AWD':
    case 'WO':
      return { status: 'finished', finishedAs: 'regular' };
    case 'AET':
      return { status: 'finished', finishedAs: 'extra_time' };
    case 'PEN':
      return { status: 'finished', finishedAs: 'penalties' };
    case 'PST':
    case 'SUSP':
      return live('postponed');
    case 'CANC':
    case 'ABD':
      return live('cancelled');
    default:
      throw new Error(`Unknown API-Football status "${short}"`);
  }
}

function periodOf(
  status: FootballStatus,
  elapsed: number | null,
  finishedAs: FinishedAs | null,
): number {
  switch (status) {
    case 'not_started':
    case 'postponed':
    case 'cancelled':
      return 0;
    case 'first_half':
    case 'half_time':
      return 1;
    case 'second_half':
      return 2;
    case 'break_time':
      return (elapsed ?? 90) > 105 ? 3 : 2;
    case 'extra_time':
      return (elapsed ?? 91) > 105 ? 4 : 3;
    case 'penalties':
      return 5;
    case 'finished':
      return finishedAs === 'penalties' ? 5 : finishedAs === 'extra_time' ? 4 : 2;
  }
}

const toScore = (pair: { home: number | null; away: number | null }): Score | null =>
  pair.home === null || pair.away === null ? null : { home: pair.home, away: pair.away };

export interface MappedFixture {
  competition: Competition;
  home: Team;
  away: Team;
  match: FootballMatch;
  /** `score` is 0-0 when the API sent none (`scoreKnown` false): keep the last known one. */
  state: FootballState;
  scoreKnown: boolean;
  /** The events the answer carried (`?ids=`), or null when it carried none. */
  eventItems: readonly unknown[] | null;
}

/**
 * The league's name as fans tell it apart: ten countries have a "Premier League", so a name
 * we do not translate carries its country ("Premier League (Wales)"); world and continental
 * competitions ("World", or the name already says it) keep the bare name.
 */
export function leagueDisplayName(name: string, country: string | null | undefined): string {
  if (!country || country === 'World' || name.includes(country)) return name;
  return `${name} (${country})`;
}

/**
 * League or cup before the league's type is known (`/leagues` tells it): a round named like a
 * league's ("Regular Season - 12", a bare matchday number) reads as a league.
 */
export function kindFromRound(round: string | null | undefined): Competition['kind'] {
  if (!round) return 'cup';
  return /^(Regular Season|Apertura|Clausura|\d+$|Matchday|Round \d+$)/i.test(round.trim())
    ? 'league'
    : 'cup';
}

/**
 * A provider's team (api-sports.io names teams in English only); ours add zh/vi where we know
 * the team.
 */
export function providerTeam(sport: Team['sport'], id: string, name: string): Team {
  const local = providerTeamName(name);
  return {
    id,
    sport,
    name,
    short_name: name,
    name_zh: local?.zh ?? null,
    name_vi: local?.vi ?? null,
    short_name_zh: local?.short_zh ?? name,
    code: null,
  };
}

export const mapApiFootballTeam = (team: { id: number; name: string }): Team =>
  providerTeam('football', apiFootballIds.team(team.id), team.name);

/** One fixture, with its live state (events come from a separate call: `mapApiFootballEvents`). */
export function mapApiFootballFixture(input: unknown): MappedFixture {
  const item = apiFootballFixtureSchema.parse(input);
  const { status, finishedAs } = mapApiFootballStatus(
    item.fixture.status.short,
    item.fixture.status.elapsed,
  );
  const fullTime = toScore(item.score.fulltime);
  const extraGoals = toScore(item.score.extratime);
  // `score.extratime` holds goals scored in extra time only; the model keeps the 120' total.
  const extraTime =
    fullTime && extraGoals
      ? { home: fullTime.home + extraGoals.home, away: fullTime.away + extraGoals.away }
      : null;
  const penalties = toScore(item.score.penalty);
  const leagueNames = providerLeagueName(item.league.id);
  const competitionId = apiFootballIds.competition(item.league.id, item.league.season);
  const kickoff = item.fixture.timestamp * 1000;
  const match: FootballMatch = {
    sport: 'football',
    id: apiFootballIds.match(item.fixture.id),
    competitionId,
    round: item.league.round ?? '',
    group: null,
    homeTeamId: apiFootballIds.team(item.teams.home.id),
    awayTeamId: apiFootballIds.team(item.teams.away.id),
    kickoff,
    timeZone: 'UTC',
    sourceStatus:
      status === 'postponed'
        ? 'postponed'
        : status === 'cancelled'
          ? 'cancelled'
          : status === 'finished'
            ? 'played'
            : 'not_played',
    venue: item.fixture.venue?.name ?? null,
    result:
      status === 'finished' && fullTime
        ? { fullTime, halfTime: toScore(item.score.halftime), extraTime, penalties, goals: null }
        : null,
  };
  const elapsed = item.fixture.status.elapsed;
  const inPlay = status === 'first_half' || status === 'second_half' || status === 'extra_time';
  const state: FootballState = {
    sport: 'football',
    matchId: match.id,
    status,
    period: periodOf(status, elapsed, finishedAs),
    clock:
      inPlay && elapsed !== null
        ? { minute: elapsed, stoppage: item.fixture.status.extra ?? 0 }
        : null,
    score: toScore(item.goals) ?? { home: 0, away: 0 },
    halfTime: toScore(item.score.halftime),
    penalties: status === 'penalties' || finishedAs === 'penalties' ? penalties : null,
    finishedAs,
    cards: { home: { yellow: 0, red: 0 }, away: { yellow: 0, red: 0 } },
    corners: { home: 0, away: 0 },
    events: [],
  };
  // Leagues we name ourselves are the famous ones: their English name needs no country.
  const name = leagueNames
    ? item.league.name
    : leagueDisplayName(item.league.name, item.league.country);
  return {
    competition: {
      id: competitionId,
      sport: 'football',
      name,
      name_zh: leagueNames?.zh ?? name,
      name_vi: leagueNames?.vi ?? name,
      season: String(item.league.season),
      kind: kindFromRound(item.league.round),
    },
    home: mapApiFootballTeam(item.teams.home),
    away: mapApiFootballTeam(item.teams.away),
    match,
    state,
    scoreKnown: toScore(item.goals) !== null,
    eventItems: item.events ?? null,
  };
}

/**
 * A fixture's events. The `team` of an own goal is the team credited with it (real answers
 * read so: a 1-1 with an own goal adds up only that way); `subst` names the player going off
 * in `player` and the one coming on in `assist`. Only when the goal events add up to the
 * fixture's known score under the other reading of own goals, and not under this one, is the
 * other used (providers have changed such things before). Event instants are estimated from
 * the minute: the API gives no timestamps.
 */
export function mapApiFootballEvents(
  fixture: MappedFixture,
  input: readonly unknown[],
): { events: FootballEvent[]; state: FootballState } {
  const items = input.map((item) => apiFootballEventSchema.parse(item));
  const sideOf = (teamId: number): Side =>
    apiFootballIds.team(teamId) === fixture.match.homeTeamId ? 'home' : 'away';
  const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');
  const isShootout = (item: ApiFootballEvent): boolean => item.comments === 'Penalty Shootout';
  const scoringGoal = (item: ApiFootballEvent): boolean =>
    item.type === 'Goal' && item.detail !== 'Missed Penalty' && !isShootout(item);

  const tally = (ownGoalForOther: boolean): Score => {
    const score = { home: 0, away: 0 };
    for (const item of items) {
      if (!scoringGoal(item)) continue;
      const side = sideOf(item.team.id);
      score[item.detail === 'Own Goal' && ownGoalForOther ? other(side) : side] += 1;
    }
    return score;
  };
  const target = fixture.scoreKnown ? fixture.state.score : null;
  const ownGoalForOther =
    target !== null && sameAs(tally(true), target) && !sameAs(tally(false), target);

  const kickoff = fixture.match.kickoff;
  // Approximate wall-clock: add half-time (15'), and the breaks before and within extra time.
  const instant = (elapsed: number, extra: number): number =>
    kickoff +
    (elapsed + extra + (elapsed > 45 ? 15 : 0) + (elapsed > 90 ? 5 : 0) + (elapsed > 105 ? 1 : 0)) *
      60_000;

  const events: FootballEvent[] = [];
  const score = { home: 0, away: 0 };
  const shootout = { home: 0, away: 0 };
  const cards: FootballState['cards'] = {
    home: { yellow: 0, red: 0 },
    away: { yellow: 0, red: 0 },
  };
  let shootoutKicks = 0;
  items.forEach((item, index) => {
    const extra = item.time.extra ?? 0;
    const clock = { minute: item.time.elapsed, stoppage: extra };
    const base = {
      id: `${fixture.match.id}:${index + 1}`,
      matchId: fixture.match.id,
      at: instant(item.time.elapsed, extra),
    };
    const side = sideOf(item.team.id);
    if (item.type === 'Goal' && isShootout(item)) {
      const scored = item.detail !== 'Missed Penalty';
      if (scored) shootout[side] += 1;
      shootoutKicks += 1;
      events.push({
        ...base,
        at: base.at + (10 + shootoutKicks) * 60_000,
        type: 'shootout_kick',
        side,
        scored,
        penalties: { ...shootout },
        clock,
      });
    } else if (scoringGoal(item)) {
      const ownGoal = item.detail === 'Own Goal';
      const credited = ownGoal && ownGoalForOther ? other(side) : side;
      score[credited] += 1;
      events.push({
        ...base,
        type: 'goal',
        side: credited,
        kind: ownGoal ? 'own_goal' : item.detail === 'Penalty' ? 'penalty' : 'normal',
        player: item.player.name,
        clock,
        score: { ...score },
      });
    } else if (item.type === 'Card') {
      const card = item.detail === 'Yellow Card' ? 'yellow' : 'red';
      cards[side][card] += 1;
      events.push({ ...base, type: 'card', side, card, player: item.player.name, clock });
    } else if (item.type === 'subst') {
      events.push({
        ...base,
        type: 'substitution',
        side,
        playerOut: item.player.name,
        playerIn: item.assist.name,
        clock,
      });
    }
    // "Var" and other event types carry nothing the model shows.
  });
  events.sort((a, b) => a.at - b.at);
  return { events, state: { ...fixture.state, cards, events } };
}

function sameAs(a: Score, b: Score): boolean {
  return a.home === b.home && a.away === b.away;
}

/**
 * League tables as the provider ranks them: its ranks and points stand (they count points
 * deductions and its tie-break rules, which computing from results would lose). A deduction
 * is what the won and drawn matches are worth beyond the points. `form` is read as most recent
 * first, like `StandingRow.form` (the sample Liverpool 2024-25 "DLDLW" ends with the win over
 * Tottenham five matches before the end). A league's one table has group null; groups keep
 * their names ("Group A").
 */
export function mapApiFootballStandings(input: unknown): {
  competitionId: string;
  tables: { group: string | null; rows: StandingRow[] }[];
  teams: Team[];
} {
  const { league } = apiFootballStandingsSchema.parse(input);
  const grouped = league.standings.length > 1;
  return {
    competitionId: apiFootballIds.competition(league.id, league.season),
    tables: league.standings.map((table) => ({
      group: grouped ? (table[0]?.group ?? null) : null,
      rows: table.map((row) => ({
        rank: row.rank,
        teamId: apiFootballIds.team(row.team.id),
        played: row.all.played,
        won: row.all.win,
        drawn: row.all.draw,
        lost: row.all.lose,
        goalsFor: row.all.goals.for,
        goalsAgainst: row.all.goals.against,
        goalDifference: row.goalsDiff,
        points: row.points,
        deduction: Math.max(0, row.all.win * 3 + row.all.draw - row.points),
        form: [...(row.form ?? '')].filter(
          (letter): letter is Outcome => letter === 'W' || letter === 'D' || letter === 'L',
        ),
      })),
    })),
    teams: league.standings.flat().map((row) => mapApiFootballTeam(row.team)),
  };
}

export const apiFootballLeagueSchema = z.object({
  league: z.object({ id: z.number().int(), name: z.string(), type: z.string() }),
  country: z.object({ name: z.string().nullable().optional() }).nullable().optional(),
  seasons: z
    .array(
      z.object({
        year: z.number().int(),
        coverage: z.object({ standings: z.boolean().optional() }).nullable().optional(),
      }),
    )
    .nullable()
    .optional(),
});

/** `/leagues?id&season`: whether it is a league or a cup, its country, its standings coverage. */
export function mapApiFootballLeague(
  input: unknown,
  season: number,
): {
  competitionId: string;
  info: { kind: Competition['kind']; name: string; country: string | null; hasStandings: boolean };
} {
  const item = apiFootballLeagueSchema.parse(input);
  const coverage = item.seasons?.find((entry) => entry.year === season)?.coverage;
  return {
    competitionId: apiFootballIds.competition(item.league.id, season),
    info: {
      kind: item.league.type.toLowerCase() === 'league' ? 'league' : 'cup',
      name: item.league.name,
      country: item.country?.name ?? null,
      hasStandings: coverage?.standings ?? true,
    },
  };
}
