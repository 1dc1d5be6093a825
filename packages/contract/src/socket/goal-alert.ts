import { z } from 'zod';

/**
 * Code 200, `type: 'goal'`: a goal alert card (spec §2 dialogs, §3 "Goal alert"), sent to every
 * client. The first six fields are the spec's; the rest help the en/vi pages and links.
 */
export const goalAlertDataSchema = z.object({
  /** 1 when the home side scored, else 0. */
  iszhu: z.union([z.literal(0), z.literal(1)]),
  /** Minute text, e.g. "23'" or "90+4'". */
  match_str: z.string(),
  home_team_name_zh: z.string(),
  away_team_name_zh: z.string(),
  home_score: z.number().int(),
  away_score: z.number().int(),
  match_id: z.string(),
  competition_id: z.string(),
  competition_name: z.string(),
  competition_name_zh: z.string(),
  home_team_id: z.string(),
  away_team_id: z.string(),
  home_team_name: z.string(),
  away_team_name: z.string(),
  home_team_name_vi: z.string(),
  away_team_name_vi: z.string(),
  /** normal, penalty or own_goal. */
  kind: z.enum(['normal', 'penalty', 'own_goal']),
  player: z.string().nullable(),
});
export type GoalAlertData = z.infer<typeof goalAlertDataSchema>;
