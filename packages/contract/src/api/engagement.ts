import { z } from 'zod';
import { LIMITS } from '../constants';
import { defineCall } from './define-call';

/**
 * Daily sign-in (spec §2 sign-in dialog and avatar-panel strip, §3 sign-in task list, §4, §9).
 * A day is a China-time day (UTC+8); signing in on consecutive days walks the 7-day strip, a
 * missed day starts it again at day 1, and after day 7 a new week begins. Rewards are gold
 * coins, credited through the ledger.
 */
export const SIGN_IN_REWARDS = [10, 10, 20, 20, 30, 30, 50] as const;
export const SIGN_IN_WEEK_TOTAL = SIGN_IN_REWARDS.reduce((sum, reward) => sum + reward, 0);

export const signInDaySchema = z.object({
  /** Day 1…7 of the strip (also the `id` a sign-in sends). */
  id: z.number().int(),
  num: z.number().int(),
  /** Gold coins for signing in on this day. */
  lz_num: z.number().int(),
  /** Day 7 shows what the whole week brings (spec §2). */
  total_num: z.number().int().nullable(),
  is_sign: z.number().int(),
  /** Whether this is the day a sign-in now would count as. */
  is_today: z.boolean(),
});
export type SignInDay = z.infer<typeof signInDaySchema>;

export const dailyTaskSchema = z.object({
  task: z.string(),
  img: z.string(),
  lz_num: z.number().int(),
  is_complete: z.number().int(),
  value: z.string(),
});

export const signInListSchema = z.object({
  /** 1 when today's sign-in is done. */
  is_sign: z.number().int(),
  list: z.array(signInDaySchema).length(LIMITS.signInStripDays),
  /** Today's daily tasks (the task centre fills this). */
  today: z.array(dailyTaskSchema),
  /** Consecutive days signed, today included once done. */
  streak: z.number().int(),
});
export type SignInList = z.infer<typeof signInListSchema>;

export const engagementCalls = {
  signTaskList: defineCall({
    method: 'GET',
    path: 'Activity/signTaskList',
    summary: "The 7-day sign-in strip, whether today is signed, and today's tasks",
    tag: 'engagement',
    data: signInListSchema,
  }),
  sign: defineCall({
    method: 'POST',
    path: 'Activity/sign',
    summary: "Sign in for today (once per China-time day); gold coins through the ledger",
    tag: 'engagement',
    body: z.object({
      /** The strip day the page shows as today; optional, checked when sent. */
      id: z.coerce.number().int().min(1).max(LIMITS.signInStripDays).optional(),
    }),
    data: z.object({ reward: z.number().int(), day: z.number().int(), gold_coins: z.number() }),
  }),
};
