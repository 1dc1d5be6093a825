import { z } from 'zod';
import { normaliseText } from '../text/normalise-text';
import { calendarDateSchema } from './calendar-date';
import { defineCall } from './define-call';
import { pageNumberSchema, pageOf } from './paging';

/**
 * The distribution (referral) centre and channel agents (spec §2 member centre "distribution
 * centre", §6 channel agent). A member's invite code binds whoever registers with it (or binds
 * it later, `Member/bindShareCode`): two levels deep, the inviter and the inviter's inviter
 * earn a share of each of the invitee's top-ups. A channel agent owns a channel code; members
 * registering through it belong to the channel, and the agent earns a share of their top-ups.
 * Commissions wait as pending income until the top-up can no longer be refunded, then settle
 * to withdrawable; a refund within the window reverses them.
 */

export const COMMISSION_KINDS = ['level1', 'level2', 'agent'] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];
/** `withheld`: the invitee is flagged (see REFERRAL_FLAG_REASONS), nothing was paid. */
export const COMMISSION_STATUSES = ['pending', 'settled', 'reversed', 'withheld'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];
/**
 * Why an invitee was flagged: registered from an address or device its inviter uses, or the
 * third account or more one address brought to the same inviter within 30 days.
 */
export const REFERRAL_FLAG_REASONS = ['inviter_address', 'address_reuse'] as const;

export const DISTRIBUTION_LIMITS = {
  pageSize: 20,
  channelCodeMaxLength: 16,
  /** Accounts one address may bring one inviter within `addressWindowDays` before flagging. */
  accountsPerAddress: 2,
  addressWindowDays: 30,
  /** Agent statistics cover at most this many days per request. */
  statsMaxDays: 92,
} as const;

/** A channel code: letters, digits, - and _ (it travels in links: `/main?channel=CODE`). */
export const channelCodeSchema = z
  .string()
  .trim()
  .min(3)
  .max(DISTRIBUTION_LIMITS.channelCodeMaxLength)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
  .transform((code) => code.toUpperCase());

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const distributionSummarySchema = z.object({
  invite_code: z.string(),
  invitees: z.object({ level1: z.number().int(), level2: z.number().int() }),
  /** Diamonds, by status of the commissions. */
  earnings: z.object({ pending: z.number(), settled: z.number(), reversed: z.number() }),
  rates: z.object({ level1_percent: z.number(), level2_percent: z.number() }),
  /** A top-up's commission settles this many days after it was paid. */
  refund_window_days: z.number().int(),
  /** The channel the member owns as an agent, or null. */
  agent_channel: z.string().nullable(),
});
export type DistributionSummary = z.infer<typeof distributionSummarySchema>;

export const inviteeSchema = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  level: z.union([z.literal(1), z.literal(2)]),
  joined_at: z.string(),
  /** Diamonds bought (without bonus) in paid top-ups. */
  topup_diamonds: z.number(),
  /** What the member earned from this invitee (pending and settled), in diamonds. */
  commission: z.number(),
  flagged: z.boolean(),
});

export const commissionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(COMMISSION_KINDS),
  invitee_nickname: z.string(),
  order_no: z.string(),
  /** Diamonds bought by the top-up the commission is a share of. */
  topup_diamonds: z.number(),
  rate_percent: z.number(),
  /** Diamonds. */
  amount: z.number(),
  status: z.enum(COMMISSION_STATUSES),
  settle_at: z.string(),
  created_at: z.string(),
});
export type Commission = z.infer<typeof commissionSchema>;

export const agentSchema = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  channel_code: z.string(),
  share_percent: z.number(),
  active: z.boolean(),
});

export const agentDaySchema = z.object({
  day: z.string(),
  registrations: z.number().int(),
  /** Channel members seen on the site that day. */
  active_members: z.number().int(),
  topup_orders: z.number().int(),
  topup_diamonds: z.number(),
  /** The agent's commissions of the day's top-ups, in diamonds (reversed ones excluded). */
  earnings: z.number(),
});

export const distributionCalls = {
  summary: defineCall({
    method: 'GET',
    path: 'Distribution/summary',
    audience: 'member',
    summary: "The member's invite code, invitees per level, earnings and the rates",
    tag: 'distribution',
    data: distributionSummarySchema,
  }),
  invitees: defineCall({
    method: 'GET',
    path: 'Distribution/invitees',
    audience: 'member',
    summary:
      'Members the member invited (level 1) or their invitees invited (level 2), newest first',
    tag: 'distribution',
    query: z.object({
      level: z.coerce.number().int().min(1).max(2).default(1),
      page: pageNumberSchema,
    }),
    data: pageOf(inviteeSchema),
  }),
  commissions: defineCall({
    method: 'GET',
    path: 'Distribution/commissions',
    audience: 'member',
    summary: "The member's commissions, newest first (the earnings statement)",
    tag: 'distribution',
    query: z.object({ page: pageNumberSchema }),
    data: pageOf(commissionSchema),
  }),
  agentStats: defineCall({
    method: 'GET',
    path: 'Agent/stats',
    audience: 'member',
    summary: "A channel agent's channel by day: registrations, active members, top-ups, earnings",
    tag: 'distribution',
    query: z.object({ from: calendarDateSchema, to: calendarDateSchema }),
    data: z.object({
      agent: agentSchema,
      days: z.array(agentDaySchema),
    }),
  }),
} as const;

export const distributionAdminCalls = {
  setAgent: defineCall({
    method: 'POST',
    path: 'Admin/setAgent',
    audience: 'administrator',
    summary: 'Make a member a channel agent with a channel code and a share of top-ups (or stop)',
    tag: 'admin',
    body: z.object({
      user_id: idSchema,
      channel_code: channelCodeSchema,
      share_percent: z.coerce.number().min(0).max(50),
      active: z.boolean().default(true),
    }),
    data: agentSchema,
  }),
  refundTopup: defineCall({
    method: 'POST',
    path: 'Admin/refundTopup',
    audience: 'administrator',
    summary:
      'Record a top-up refunded at the provider within the window: its diamonds are taken back and its commissions reversed',
    tag: 'admin',
    body: z.object({
      order_no: z.string().trim().min(1).max(40),
      note: z
        .string()
        .max(800)
        .transform((value) => normaliseText(value).trim())
        .pipe(z.string().min(1).max(200)),
    }),
    data: z.object({ order_no: z.string(), reversed_commissions: z.number().int() }),
  }),
  referralFlags: defineCall({
    method: 'GET',
    path: 'Admin/referralFlags',
    audience: 'operator',
    summary: 'Invitees flagged by the anti-abuse rules, newest first',
    tag: 'admin',
    query: z.object({ page: pageNumberSchema }),
    data: pageOf(
      z.object({
        invitee_id: z.number().int(),
        invitee_nickname: z.string(),
        inviter_id: z.number().int(),
        inviter_nickname: z.string(),
        reason: z.enum(REFERRAL_FLAG_REASONS),
        created_at: z.string(),
      }),
    ),
  }),
} as const;
