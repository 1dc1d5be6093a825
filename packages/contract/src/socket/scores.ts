import { z } from 'zod';
import {
  basketballOddsSchema,
  cardsSchema,
  footballOddsSchema,
  matchStatusSchema,
  scoreSchema,
} from '../api/matches';

/**
 * Score pushes on the live-data socket `/ws` (spec §3, §4). Only changes travel: a client
 * loads the lists with `Match/getList` (again after every reconnect) and merges these in.
 */

/**
 * What changed in one match since the previous push: only the changed fields are present.
 * `home_score`/`away_score` always travel together, as do the clock fields.
 */
export const matchChangeSchema = z.object({
  status: matchStatusSchema.optional(),
  period: z.number().int().optional(),
  minute: z.number().int().nullable().optional(),
  stoppage: z.number().int().nullable().optional(),
  seconds_left: z.number().int().nullable().optional(),
  match_str: z.string().optional(),
  home_score: z.number().int().optional(),
  away_score: z.number().int().optional(),
  half_time: scoreSchema.nullable().optional(),
  penalties: scoreSchema.nullable().optional(),
  periods: z.array(scoreSchema).optional(),
  cards: cardsSchema.optional(),
  corners: scoreSchema.optional(),
});
export type MatchChange = z.infer<typeof matchChangeSchema>;

/**
 * Code 100, `data.type` `football_match` or `basketball_match`: changes keyed by match id, sent
 * to clients that chose the sport with `{type:'classify'}`.
 */
export const matchChangesDataSchema = z.object({
  type: z.enum(['football_match', 'basketball_match']),
  /** Feed time of the changes (ISO 8601). */
  at: z.string(),
  matches: z.record(z.string(), matchChangeSchema),
});
export type MatchChangesData = z.infer<typeof matchChangesDataSchema>;

/**
 * Code 100, `data.type` `football_exponent` or `basketball_exponent`: the new lines of one
 * bookmaker, keyed by match id. A client receives only the bookmaker it chose with
 * `{type:'toggle', company_id}` (`DEFAULT_COMPANY_ID` until it chooses).
 */
export const exponentChangesDataSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('football_exponent'),
    at: z.string(),
    company_id: z.number().int(),
    matches: z.record(z.string(), footballOddsSchema),
  }),
  z.object({
    type: z.literal('basketball_exponent'),
    at: z.string(),
    company_id: z.number().int(),
    matches: z.record(z.string(), basketballOddsSchema),
  }),
]);
export type ExponentChangesData = z.infer<typeof exponentChangesDataSchema>;

// In a module of its own: the first page load listens for goals and parses them with it, and
// the rest of this module (score and odds pushes) would come with it.
export { goalAlertDataSchema, type GoalAlertData } from './goal-alert';

/** How long before kick-off a reserved match is announced to its member. */
export const MATCH_REMINDER_LEAD_MINUTES = 10;

/** Code 200 `matchReminder`: sent to every open page of the member who reserved the match. */
export const matchReminderDataSchema = z.object({
  match_id: z.string(),
  sport: z.enum(['football', 'basketball']),
  kickoff: z.string(),
  minutes_before: z.number().int(),
  competition_name: z.string(),
  competition_name_zh: z.string(),
  home_team_name: z.string(),
  home_team_name_zh: z.string(),
  home_team_name_vi: z.string(),
  away_team_name: z.string(),
  away_team_name_zh: z.string(),
  away_team_name_vi: z.string(),
});
export type MatchReminderData = z.infer<typeof matchReminderDataSchema>;
