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

/**
 * Daily tasks (spec §3 "today list of tasks"), done by real actions the server records: minutes
 * watching a live room, room chat messages, a gift, a follow, a share. Rewards in gold coins,
 * claimed once per China-time day.
 */
export const DAILY_TASKS = [
  { key: 'watch', target: 10, reward: 20, img: '/emoji/26bd.svg' },
  { key: 'chat', target: 3, reward: 10, img: '/emoji/2709.svg' },
  { key: 'gift', target: 1, reward: 20, img: '/emoji/1f381.svg' },
  { key: 'follow', target: 1, reward: 10, img: '/emoji/1f44d.svg' },
  { key: 'share', target: 1, reward: 10, img: '/emoji/1f44b.svg' },
] as const;
export type DailyTaskKey = (typeof DAILY_TASKS)[number]['key'];
export const DAILY_TASK_KEYS = DAILY_TASKS.map((task) => task.key) as [
  DailyTaskKey,
  ...DailyTaskKey[],
];

export const dailyTaskSchema = z.object({
  key: z.enum(DAILY_TASK_KEYS),
  /** The task in words, in the asked language. */
  task: z.string(),
  img: z.string(),
  /** Gold coins for it. */
  lz_num: z.number().int(),
  /** 1 when done (claimable or claimed). */
  is_complete: z.number().int(),
  /** Progress in words, e.g. "2/3". */
  value: z.string(),
  progress: z.number().int(),
  target: z.number().int(),
  /** 1 once the reward was claimed today. */
  is_claimed: z.number().int(),
});
export type DailyTask = z.infer<typeof dailyTaskSchema>;

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
    audience: 'member',
    summary: "The 7-day sign-in strip, whether today is signed, and today's tasks",
    tag: 'engagement',
    data: signInListSchema,
  }),
  sign: defineCall({
    method: 'POST',
    path: 'Activity/sign',
    audience: 'member',
    summary: 'Sign in for today (once per China-time day); gold coins through the ledger',
    tag: 'engagement',
    body: z.object({
      /** The strip day the page shows as today; optional, checked when sent. */
      id: z.coerce.number().int().min(1).max(LIMITS.signInStripDays).optional(),
    }),
    data: z.object({ reward: z.number().int(), day: z.number().int(), gold_coins: z.number() }),
  }),
  dailyTasks: defineCall({
    method: 'GET',
    path: 'Activity/dailyTasks',
    audience: 'member',
    summary: "Today's tasks with progress, and whether each reward was claimed",
    tag: 'engagement',
    data: z.object({ daily: z.array(dailyTaskSchema) }),
  }),
  claimTask: defineCall({
    method: 'POST',
    path: 'Activity/claimTask',
    audience: 'member',
    summary: "Claim a done task's gold coins (once a day per task)",
    tag: 'engagement',
    body: z.object({ key: z.enum(DAILY_TASK_KEYS) }),
    data: z.object({ reward: z.number().int(), gold_coins: z.number() }),
  }),
  share: defineCall({
    method: 'POST',
    path: 'Activity/share',
    audience: 'member',
    summary: 'Record that the member shared a room or page (the share task)',
    tag: 'engagement',
    body: z.object({ room_id: z.coerce.number().int().positive().optional() }),
    data: z.null(),
  }),
};
