import { z } from 'zod';
import { LIMITS } from '../constants';
import { DEFAULT_LEVEL_STEPS } from '../money/levels';
import { NOBLE_TIERS, NOBLE_TIER_NUMBERS } from '../money/nobles';
import { defineCall } from './define-call';
import { DAILY_TASK_KEYS, DAILY_TASKS, SIGN_IN_REWARDS, type DailyTaskKey } from './engagement';

/**
 * Reward rules administrators edit in the console (issue 21 item 5): the sign-in strip's gold,
 * the daily tasks' targets and gold, the noble tiers' monthly prices and the two level ladders.
 * The constants in engagement.ts, nobles.ts and levels.ts are the defaults until an edit.
 *
 * The caps are what no edit may pass, checked by the server against the worst-case member who
 * signs in and claims every task on the same day: gold minted for one member in one China-time
 * day stays at or under `dailyGold`, whatever the settings.
 */
export const REWARD_CAPS = {
  signInDayGold: 500,
  taskGold: 500,
  dailyGold: 1_500,
  /** The largest target a task may ask for, in its own unit (minutes for watching). */
  taskTarget: { watch: 600, chat: 100, gift: 20, follow: 20, share: 20 } satisfies Record<
    DailyTaskKey,
    number
  >,
  nobleMonthlyDiamonds: { min: 10, max: 1_000_000 },
  userLevelStep: { min: 10, max: 10_000 },
  anchorLevelStep: { min: 10, max: 100_000 },
} as const;

const gold = (max: number) => z.number().int().min(0).max(max);

export const signInRewardsSchema = z
  .array(gold(REWARD_CAPS.signInDayGold))
  .length(LIMITS.signInStripDays);

export const dailyTaskRuleSchema = z.object({
  key: z.enum(DAILY_TASK_KEYS),
  target: z.number().int().min(1),
  reward: gold(REWARD_CAPS.taskGold),
});
export type DailyTaskRule = z.infer<typeof dailyTaskRuleSchema>;

/** Every task once, in the site's order, each target within its cap. */
export const dailyTaskRulesSchema = z
  .array(dailyTaskRuleSchema)
  .length(DAILY_TASK_KEYS.length)
  .superRefine((rules, context) => {
    rules.forEach((rule, index) => {
      if (rule.key !== DAILY_TASK_KEYS[index]) {
        context.addIssue({ code: 'custom', path: [index, 'key'], message: 'tasks out of order' });
      }
      if (rule.target > REWARD_CAPS.taskTarget[rule.key]) {
        context.addIssue({ code: 'custom', path: [index, 'target'], message: 'target too large' });
      }
    });
  });

export const nobleTierPriceSchema = z.object({
  tier: z.number().int(),
  monthly_diamonds: z
    .number()
    .int()
    .min(REWARD_CAPS.nobleMonthlyDiamonds.min)
    .max(REWARD_CAPS.nobleMonthlyDiamonds.max),
});

/** Every tier once, in order, each dearer than the one below (an upgrade always costs more). */
export const nobleTierPricesSchema = z
  .array(nobleTierPriceSchema)
  .length(NOBLE_TIER_NUMBERS.length)
  .superRefine((prices, context) => {
    prices.forEach((price, index) => {
      if (price.tier !== NOBLE_TIER_NUMBERS[index]) {
        context.addIssue({ code: 'custom', path: [index, 'tier'], message: 'tiers out of order' });
      }
      const below = prices[index - 1];
      if (below && price.monthly_diamonds <= below.monthly_diamonds) {
        context.addIssue({
          code: 'custom',
          path: [index, 'monthly_diamonds'],
          message: 'not dearer than the tier below',
        });
      }
    });
  });

export const levelStepsSchema = z.object({
  /** Wealth experience (diamonds spent) of user level 2; level n needs step·(n−1)². */
  user_step: z.number().int().min(REWARD_CAPS.userLevelStep.min).max(REWARD_CAPS.userLevelStep.max),
  /** Settled gift income (diamonds) of streamer level 2; level n needs step·(n−1)². */
  anchor_step: z
    .number()
    .int()
    .min(REWARD_CAPS.anchorLevelStep.min)
    .max(REWARD_CAPS.anchorLevelStep.max),
});
export type LevelSteps = z.infer<typeof levelStepsSchema>;

export const rewardRulesSchema = z.object({
  sign_in: signInRewardsSchema,
  daily_tasks: dailyTaskRulesSchema,
  nobles: nobleTierPricesSchema,
  levels: levelStepsSchema,
});
export type RewardRules = z.infer<typeof rewardRulesSchema>;
export type RewardSection = keyof RewardRules;
export const REWARD_SECTIONS = ['sign_in', 'daily_tasks', 'nobles', 'levels'] as const;

export const DEFAULT_REWARD_RULES: RewardRules = {
  sign_in: [...SIGN_IN_REWARDS],
  daily_tasks: DAILY_TASKS.map((task) => ({
    key: task.key,
    target: task.target,
    reward: task.reward,
  })),
  nobles: NOBLE_TIERS.map((tier) => ({ tier: tier.tier, monthly_diamonds: tier.monthlyDiamonds })),
  levels: { user_step: DEFAULT_LEVEL_STEPS.user, anchor_step: DEFAULT_LEVEL_STEPS.anchor },
};

/**
 * The most gold one member can be given in a day by these rules: the best day of the strip
 * (a member signs in once a day) and every task claimed.
 */
export function worstCaseDailyGold(rules: Pick<RewardRules, 'sign_in' | 'daily_tasks'>): number {
  const bestDay = Math.max(0, ...rules.sign_in);
  return bestDay + rules.daily_tasks.reduce((sum, task) => sum + task.reward, 0);
}

/** One section's new value, as an administrator saves it. */
export const rewardSectionEditSchema = z.discriminatedUnion('section', [
  z.object({ section: z.literal('sign_in'), value: signInRewardsSchema }),
  z.object({ section: z.literal('daily_tasks'), value: dailyTaskRulesSchema }),
  z.object({ section: z.literal('nobles'), value: nobleTierPricesSchema }),
  z.object({ section: z.literal('levels'), value: levelStepsSchema }),
]);
export type RewardSectionEdit = z.infer<typeof rewardSectionEditSchema>;

export const rewardRulesCalls = {
  rules: defineCall({
    method: 'GET',
    path: 'Activity/rewardRules',
    audience: 'public',
    summary: 'The reward rules in force: sign-in gold, daily tasks, noble prices, level ladders',
    tag: 'engagement',
    data: rewardRulesSchema,
  }),
  save: defineCall({
    method: 'POST',
    path: 'Admin/saveRewardRules',
    audience: 'administrator',
    summary:
      'Administrators: change one section of the reward rules (in force on every instance at once)',
    tag: 'admin',
    body: rewardSectionEditSchema,
    data: z.object({ before: rewardRulesSchema, after: rewardRulesSchema }),
  }),
} as const;
