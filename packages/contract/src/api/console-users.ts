import { z } from 'zod';
import { defineCall } from './define-call';
import { ledgerEntrySchema, orderSchema, walletSchema } from './money';
import { pageNumberSchema, pageOf } from './paging';
import { USER_ROLES } from './staff';

/**
 * The console's Users page: find a member, see their account, sessions, wallet and ledger, and
 * put site-wide sanctions on them (issue: operator console, item 3). Staff are not sanctioned:
 * an administrator takes the role away first (`Admin/setRole`).
 */
export const MEMBER_SANCTION_KINDS = ['ban', 'mute'] as const;
export type MemberSanctionKind = (typeof MEMBER_SANCTION_KINDS)[number];

/** Longest timed sanction: a year (longer ones are "until lifted"). */
export const SANCTION_MAX_MINUTES = 365 * 24 * 60;

const userIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const consoleUserSchema = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  country_code: z.number().int(),
  /** In full to administrators; masked (138****8000) to moderators. */
  mobile: z.string(),
  role: z.enum(USER_ROLES),
  is_anchor: z.boolean(),
  registered_at: z.string(),
  /** Active site-wide sanctions now. */
  banned: z.boolean(),
  muted: z.boolean(),
});
export type ConsoleUser = z.infer<typeof consoleUserSchema>;

export const memberSanctionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MEMBER_SANCTION_KINDS),
  reason: z.string(),
  /** Null: until lifted. */
  until: z.string().nullable(),
  created_by: z.number().int(),
  created_at: z.string(),
  lifted_at: z.string().nullable(),
  /** In force now: not lifted and not past `until`. */
  active: z.boolean(),
});
export type MemberSanction = z.infer<typeof memberSanctionSchema>;

export const consoleSessionSchema = z.object({
  id: z.number().int(),
  device_type: z.string(),
  user_agent: z.string(),
  client_address: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
});
export type ConsoleSession = z.infer<typeof consoleSessionSchema>;

export const consoleUserDetailSchema = z.object({
  user: consoleUserSchema,
  signature: z.string(),
  invite_code: z.string(),
  invited_by: z.number().int().nullable(),
  channel_code: z.string().nullable(),
  wallet: walletSchema,
  /** Sessions that can still be used (not revoked, not expired). */
  sessions: z.array(consoleSessionSchema),
  /** Newest first, lifted and expired ones included. */
  sanctions: z.array(memberSanctionSchema),
  recent_orders: z.array(orderSchema),
});
export type ConsoleUserDetail = z.infer<typeof consoleUserDetailSchema>;

export const consoleUserCalls = {
  search: defineCall({
    method: 'GET',
    path: 'Admin/users',
    audience: 'operator',
    summary: 'Find members by id, mobile number (digits) or nickname, or staff only; newest first',
    tag: 'admin',
    query: z.object({
      q: z.string().trim().max(32).default(''),
      /** `staff`: moderators and administrators only. */
      who: z.enum(['everyone', 'staff']).default('everyone'),
      page: pageNumberSchema,
    }),
    data: pageOf(consoleUserSchema),
  }),
  detail: defineCall({
    method: 'GET',
    path: 'Admin/user',
    audience: 'operator',
    summary: "A member's account, wallet, sessions, sanctions and recent top-ups",
    tag: 'admin',
    query: z.object({ user_id: userIdSchema }),
    data: consoleUserDetailSchema,
  }),
  ledger: defineCall({
    method: 'GET',
    path: 'Admin/userLedger',
    audience: 'operator',
    summary: "A member's ledger lines (every wallet), newest first",
    tag: 'admin',
    query: z.object({ user_id: userIdSchema, page: pageNumberSchema }),
    data: z.object({ entries: z.array(ledgerEntrySchema), has_more: z.boolean() }),
  }),
  sanction: defineCall({
    method: 'POST',
    path: 'Admin/sanctionUser',
    audience: 'operator',
    summary: 'Ban (no login, sessions ended) or mute (no chat, messages, comments, posts) a member',
    tag: 'admin',
    body: z.object({
      user_id: userIdSchema,
      kind: z.enum(MEMBER_SANCTION_KINDS),
      reason: z.string().trim().min(1).max(200),
      /** 0: until lifted. */
      minutes: z.number().int().min(0).max(SANCTION_MAX_MINUTES),
    }),
    data: memberSanctionSchema,
  }),
  lift: defineCall({
    method: 'POST',
    path: 'Admin/liftSanction',
    audience: 'operator',
    summary: 'End a sanction before its time',
    tag: 'admin',
    body: z.object({ id: z.number().int().positive() }),
    data: memberSanctionSchema,
  }),
  resetProfile: defineCall({
    method: 'POST',
    path: 'Admin/resetProfile',
    audience: 'operator',
    summary: "Replace a member's nickname with a neutral one, or remove their avatar",
    tag: 'admin',
    body: z.object({ user_id: userIdSchema, field: z.enum(['nickname', 'avatar']) }),
    data: z.object({ user_id: z.number().int(), nickname: z.string(), avatar: z.string() }),
  }),
  revokeSessions: defineCall({
    method: 'POST',
    path: 'Admin/revokeSessions',
    audience: 'operator',
    summary: 'End every session of a member (they must log in again)',
    tag: 'admin',
    body: z.object({ user_id: userIdSchema }),
    data: z.object({ user_id: z.number().int(), revoked: z.number().int() }),
  }),
} as const;
