import { z } from 'zod';
import { LIMITS, RECENT_FORM_WINDOWS } from '../constants';
import { calendarDateSchema } from './calendar-date';
import { defineCall } from './define-call';

/**
 * Live scores and the match centre (spec §2 /football, /basketball, /score-live, /score-detail,
 * /schedule, /base-football, /base-basketball, /trophy/home; §3 hot match; §7 calls).
 *
 * Match ids are strings such as `en.1-2024-25-001-c2` (a source match and the replay it belongs
 * to); team ids are slugs (`arsenal-fc`, `nba-bos`); competition ids look like `en.1-2024-25`.
 * After a live-data socket reconnect the client re-syncs by calling `Match/getList` again.
 */

export const SPORTS = ['football', 'basketball'] as const;
export type SportName = (typeof SPORTS)[number];

/** `classify_type` of the live-data socket for each sport. */
export const SPORT_CLASSIFY = { football: 0, basketball: 1 } as const;

/** The site's time zone: `date` queries and "today" are read in it unless told otherwise. */
export const SITE_TIME_ZONE = 'Asia/Shanghai';

export const MATCH_LIST_STATUSES = ['live', 'upcoming', 'finished', 'all'] as const;

export const FOOTBALL_STATUSES = [
  'not_started',
  'first_half',
  'half_time',
  'second_half',
  'break_time',
  'extra_time',
  'penalties',
  'finished',
  'postponed',
  'cancelled',
] as const;

export const BASKETBALL_STATUSES = [
  'not_started',
  'q1',
  'q2',
  'q3',
  'q4',
  'overtime',
  'break',
  'half_time',
  'finished',
  'postponed',
  'cancelled',
] as const;

/** Every status either sport can have; `sport` tells which list applies. */
export const matchStatusSchema = z.enum([...FOOTBALL_STATUSES, ...BASKETBALL_STATUSES]);
export type MatchStatus = z.infer<typeof matchStatusSchema>;

/** Recent form and head-to-head windows (spec §9); 10 when not asked. */
export const formWindowSchema = z.coerce
  .number()
  .int()
  .refine((value) => (RECENT_FORM_WINDOWS as readonly number[]).includes(value), {
    message: `must be one of ${RECENT_FORM_WINDOWS.join(', ')}`,
  });

export const scoreSchema = z.object({ home: z.number().int(), away: z.number().int() });
export type ScorePair = z.infer<typeof scoreSchema>;

export const cardsSchema = z.object({
  home: z.object({ yellow: z.number().int(), red: z.number().int() }),
  away: z.object({ yellow: z.number().int(), red: z.number().int() }),
});

export const competitionRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  name_zh: z.string(),
  name_vi: z.string(),
});

/** A team as lists show it. `name_zh`/`name_vi` fall back to the short Chinese or English name. */
export const matchTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  name_zh: z.string(),
  name_vi: z.string(),
  short_name_zh: z.string(),
  score: z.number().int(),
});

const matchIdSchema = z.string().trim().min(1).max(80);
const dateSchema = calendarDateSchema;

/** One match in a list: everything the score pages show in a row. */
export const matchSummarySchema = z.object({
  id: z.string(),
  sport: z.enum(SPORTS),
  competition: competitionRefSchema,
  round: z.string(),
  group: z.string().nullable(),
  /** Kick-off / tip-off, ISO 8601 UTC. */
  kickoff: z.string(),
  status: matchStatusSchema,
  /** Football: 0 before kick-off, 1–2 halves, 3–4 extra time, 5 shoot-out. Basketball: 1–4, 5+ OT. */
  period: z.number().int(),
  /** Football: the running minute while the ball is in play, else null. */
  minute: z.number().int().nullable(),
  /** Football: added-time minute ("90+4" → minute 90, stoppage 4), else null. */
  stoppage: z.number().int().nullable(),
  /** Basketball: game clock left in the period while it is played, else null. */
  seconds_left: z.number().int().nullable(),
  /** The clock as a fan reads it: "23'", "45+2'", "HT", "FT", "Q3 05:12", "" before the start. */
  match_str: z.string(),
  home: matchTeamSchema,
  away: matchTeamSchema,
  half_time: scoreSchema.nullable(),
  /** Shoot-out tally when there was one. */
  penalties: scoreSchema.nullable(),
  /** Basketball points per period so far (football: empty). */
  periods: z.array(scoreSchema),
  cards: cardsSchema,
  corners: scoreSchema,
  has_live_stream: z.boolean(),
});
export type MatchSummary = z.infer<typeof matchSummarySchema>;

/** One entry of a match's timeline. `side` is the team the event belongs to. */
export const matchEventSchema = z.object({
  id: z.string(),
  type: z.enum(['status', 'goal', 'card', 'corner', 'substitution', 'shootout_kick', 'basket']),
  at: z.string(),
  side: z.enum(['home', 'away']).nullable(),
  match_str: z.string(),
  /** status: the new status. */
  status: matchStatusSchema.nullable(),
  /** goal: normal, penalty, own_goal; card: yellow, red; basket: 1, 2 or 3 points. */
  detail: z.string().nullable(),
  player: z.string().nullable(),
  player_in: z.string().nullable(),
  player_out: z.string().nullable(),
  /** Score after a goal or basket; shoot-out tally after a kick. */
  score: scoreSchema.nullable(),
  /** shootout_kick: whether it went in. */
  scored: z.boolean().nullable(),
});
export type MatchEventItem = z.infer<typeof matchEventSchema>;

/** Counts per side. Football: goals, corners, cards, substitutions; basketball: baskets by value. */
export const matchStatisticSchema = z.object({
  key: z.enum([
    'goals',
    'corners',
    'yellow_cards',
    'red_cards',
    'substitutions',
    'points',
    'three_pointers',
    'two_pointers',
    'free_throws',
  ]),
  home: z.number().int(),
  away: z.number().int(),
});

export const standingRowSchema = z.object({
  rank: z.number().int(),
  team: z.object({
    id: z.string(),
    name: z.string(),
    name_zh: z.string(),
    name_vi: z.string(),
    short_name_zh: z.string(),
  }),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goals_for: z.number().int(),
  goals_against: z.number().int(),
  goal_difference: z.number().int(),
  points: z.number().int(),
  /** Points the competition took off the team (the provider's table already counts them). */
  deduction: z.number().int().nonnegative(),
  /** Last five, most recent first. */
  form: z.array(z.enum(['W', 'D', 'L'])),
});
export type StandingRowItem = z.infer<typeof standingRowSchema>;

/** A league has one table (`group` null); a World Cup one per group; a knock-out cup none. */
export const standingsSchema = z.object({
  competition: competitionRefSchema.extend({
    sport: z.enum(SPORTS),
    kind: z.enum(['league', 'cup']),
    season: z.string(),
  }),
  tables: z.array(z.object({ group: z.string().nullable(), rows: z.array(standingRowSchema) })),
});

export const formResultSchema = z.object({
  match_id: z.string(),
  competition_id: z.string(),
  kickoff: z.string(),
  home_team_id: z.string(),
  away_team_id: z.string(),
  score: scoreSchema,
  outcome: z.enum(['W', 'D', 'L']),
});

export const formSummarySchema = z.object({
  team_id: z.string(),
  /** Most recent first. */
  results: z.array(formResultSchema),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goals_for: z.number().int(),
  goals_against: z.number().int(),
  win_rate: z.number(),
});

export const footballOddsSchema = z.object({
  /** 1X2 (欧赔). */
  europe: z.object({ home: z.number(), draw: z.number(), away: z.number() }),
  /** Asian handicap (亚盘): `line` is the home side's handicap. */
  asian: z.object({ line: z.number(), home: z.number(), away: z.number() }),
  over_under: z.object({ line: z.number(), over: z.number(), under: z.number() }),
});
export const basketballOddsSchema = z.object({
  spread: z.object({ line: z.number(), home: z.number(), away: z.number() }),
  total: z.object({ line: z.number(), over: z.number(), under: z.number() }),
  moneyline: z.object({ home: z.number(), away: z.number() }),
});
/** Football or basketball lines; the match's sport tells which. */
export const oddsSchema = z.union([footballOddsSchema, basketballOddsSchema]);
export type Odds = z.infer<typeof oddsSchema>;

export const bookmakerSchema = z.object({
  company_id: z.number().int(),
  name: z.string(),
  name_zh: z.string(),
  name_vi: z.string(),
});

/** A match's index (odds) data from one bookmaker: opening, now, and how it moved. */
export const matchIndexSchema = z.object({
  match_id: z.string(),
  sport: z.enum(SPORTS),
  company_id: z.number().int(),
  bookmakers: z.array(bookmakerSchema),
  opening: oddsSchema,
  live: oddsSchema,
  /** Oldest first: the opening line, then every change while the match is played. */
  history: z.array(z.object({ at: z.string(), match_str: z.string(), odds: oddsSchema })),
});
export type MatchIndex = z.infer<typeof matchIndexSchema>;

/** The bookmaker a client sees when it has not picked one (socket `toggle` and `company_id`). */
export const DEFAULT_COMPANY_ID = 1;

const companyIdSchema = z.coerce.number().int().min(1).max(99).default(DEFAULT_COMPANY_ID);

export const matchDetailSchema = z.object({
  match: matchSummarySchema,
  venue: z.string().nullable(),
  events: z.array(matchEventSchema),
  statistics: z.array(matchStatisticSchema),
  standings: standingsSchema,
  /** From the home team's side. */
  head_to_head: formSummarySchema.extend({ window: z.number().int() }),
  recent_form: z.object({
    window: z.number().int(),
    home: formSummarySchema,
    away: formSummarySchema,
  }),
  /** null when the site has no odds source configured (a real score provider without one). */
  index: matchIndexSchema.nullable(),
  /** For a member: whether they follow or reserved this match. */
  followed: z.boolean(),
  reserved: z.boolean(),
});
export type MatchDetail = z.infer<typeof matchDetailSchema>;

export const competitionSchema = competitionRefSchema.extend({
  sport: z.enum(SPORTS),
  season: z.string(),
  kind: z.enum(['league', 'cup']),
  /** Played live on the site now (replayed on the current calendar). */
  live: z.boolean(),
  has_groups: z.boolean(),
  team_count: z.number().int(),
});

export const teamDetailSchema = z.object({
  id: z.string(),
  sport: z.enum(SPORTS),
  name: z.string(),
  name_zh: z.string(),
  name_vi: z.string(),
  short_name_zh: z.string(),
  code: z.string().nullable(),
  competitions: z.array(competitionRefSchema),
  /** The last 10 finished matches, most recent first. */
  recent: z.array(matchSummarySchema),
  /** The next 5 matches. */
  upcoming: z.array(matchSummarySchema),
});

/** A competition's fixtures grouped by round (`Match/getFixtures`). */
export const fixturesSchema = z.object({
  competition: competitionRefSchema,
  /** In competition order (by the round's typical kick-off); each round's matches by kick-off. */
  rounds: z.array(z.object({ round: z.string(), matches: z.array(matchSummarySchema) })),
});
export type Fixtures = z.infer<typeof fixturesSchema>;

export const hotMatchSchema = matchSummarySchema.extend({
  /** "主队 vs 客队" with the teams' short Chinese names, as the search box lists it. */
  short_name_zh: z.string(),
});

const followBody = z.object({
  match_id: matchIdSchema,
  /** false unfollows; following twice or unfollowing twice changes nothing. */
  follow: z.boolean().default(true),
});
const followQuery = z.object({
  match_id: matchIdSchema,
  follow: z
    .enum(['1', '0', 'true', 'false'])
    .default('1')
    .transform((value) => value === '1' || value === 'true'),
});
const followData = z.object({ match_id: z.string(), followed: z.boolean() });

export const matchCalls = {
  getList: defineCall({
    method: 'GET',
    path: 'Match/getList',
    audience: 'public',
    summary:
      'Matches of a sport on a day (site time zone), by status and competition. status=live ignores date: every match in play now.',
    tag: 'matches',
    query: z.object({
      sport: z.enum(SPORTS).default('football'),
      status: z.enum(MATCH_LIST_STATUSES).default('all'),
      date: dateSchema.optional(),
      time_zone: z.string().max(64).default(SITE_TIME_ZONE),
      competition_id: z.string().max(64).optional(),
      /** The bookmaker whose current lines come with the list (the socket then sends changes). */
      company_id: z.coerce.number().int().min(1).max(99).default(1),
    }),
    data: z.object({
      date: z.string(),
      server_time: z.string(),
      list: z.array(matchSummarySchema),
      /** Current lines of `company_id` for matches not finished, keyed by match id. */
      odds: z.record(z.string(), oddsSchema),
    }),
  }),
  getDetail: defineCall({
    method: 'GET',
    path: 'Match/getDetail',
    audience: 'public',
    summary:
      'The match centre: summary, timeline, statistics, standings, head to head, recent form, index',
    tag: 'matches',
    query: z.object({
      id: matchIdSchema,
      window: formWindowSchema.default(10),
      company_id: companyIdSchema,
    }),
    data: matchDetailSchema,
  }),
  getIndex: defineCall({
    method: 'GET',
    path: 'Match/getIndex',
    audience: 'public',
    summary: "A match's index (odds) from one bookmaker: opening, live and history",
    tag: 'matches',
    query: z.object({ id: matchIdSchema, company_id: companyIdSchema }),
    data: matchIndexSchema,
  }),
  getStandings: defineCall({
    method: 'GET',
    path: 'Match/getStandings',
    audience: 'public',
    summary: 'Standings of a competition (one table per group for World Cups)',
    tag: 'matches',
    query: z.object({ competition_id: z.string().min(1).max(64) }),
    data: standingsSchema,
  }),
  getFixtures: defineCall({
    method: 'GET',
    path: 'Match/getFixtures',
    audience: 'public',
    summary:
      "A competition's fixtures in its current replay (season), by round: rounds in competition order, matches in kick-off order. from/to are days in the site time zone.",
    tag: 'matches',
    query: z.object({
      competition_id: z.string().trim().min(1).max(64),
      round: z.string().trim().min(1).max(64).optional(),
      group: z.string().trim().min(1).max(64).optional(),
      from: dateSchema.optional(),
      to: dateSchema.optional(),
    }),
    data: fixturesSchema,
  }),
  getCompetitions: defineCall({
    method: 'GET',
    path: 'Match/getCompetitions',
    audience: 'public',
    summary: 'Competitions of a sport for the databases and the competition filter',
    tag: 'matches',
    query: z.object({ sport: z.enum(SPORTS).default('football') }),
    data: z.object({ list: z.array(competitionSchema) }),
  }),
  getTeam: defineCall({
    method: 'GET',
    path: 'Match/getTeam',
    audience: 'public',
    summary: 'A team for the databases: names, competitions, recent results, next matches',
    tag: 'matches',
    query: z.object({ id: z.string().min(1).max(80) }),
    data: teamDetailSchema,
  }),
  hotMatches: defineCall({
    method: 'GET',
    path: 'hot_match/initial_list',
    audience: 'public',
    summary: `The search box's hot matches: at most ${LIMITS.hotSearchListSize}, live first, then the soonest, big competitions first`,
    tag: 'matches',
    data: z.object({ hot_match: z.array(hotMatchSchema).max(LIMITS.hotSearchListSize) }),
  }),
  collectFootball: defineCall({
    method: 'POST',
    path: 'Footballuser/collect',
    audience: 'member',
    summary: 'Follow or unfollow a football match (member)',
    tag: 'matches',
    body: followBody,
    data: followData,
  }),
  collectBasketball: defineCall({
    method: 'POST',
    path: 'Basketballuser/collect',
    audience: 'member',
    summary: 'Follow or unfollow a basketball match (member)',
    tag: 'matches',
    body: followBody,
    data: followData,
  }),
  /** The spec's GET form, for app clients only: the `token` header is required (no cookie). */
  collectFootballGet: defineCall({
    method: 'GET',
    path: 'Footballuser/collect',
    audience: 'member',
    summary: 'Follow or unfollow a football match (old app clients; `token` header only)',
    tag: 'matches',
    query: followQuery,
    data: followData,
  }),
  collectBasketballGet: defineCall({
    method: 'GET',
    path: 'Basketballuser/collect',
    audience: 'member',
    summary: 'Follow or unfollow a basketball match (spec §7 GET; `token` header only)',
    tag: 'matches',
    query: followQuery,
    data: followData,
  }),
  getCollectList: defineCall({
    method: 'GET',
    path: 'Match/getCollectList',
    audience: 'member',
    summary: "The member's followed matches, soonest kick-off first",
    tag: 'matches',
    query: z.object({ sport: z.enum(SPORTS).optional() }),
    data: z.object({
      list: z.array(matchSummarySchema.extend({ followed_at: z.string() })),
    }),
  }),
  reserveMatch: defineCall({
    method: 'POST',
    path: 'live/reserveMatch',
    audience: 'member',
    summary: 'Reserve (or cancel) a reminder for a match that has not finished (member)',
    tag: 'matches',
    body: z.object({ match_id: matchIdSchema, reserve: z.boolean().default(true) }),
    data: z.object({ match_id: z.string(), reserved: z.boolean() }),
  }),
  getReserveList: defineCall({
    method: 'GET',
    path: 'Match/getReserveList',
    audience: 'member',
    summary: "The member's reserved matches, soonest kick-off first",
    tag: 'matches',
    data: z.object({
      list: z.array(matchSummarySchema.extend({ reserved_at: z.string() })),
    }),
  }),
} as const;
