import { z } from 'zod';
import { normaliseText } from '../text/normalise-text';
import { defineCall } from './define-call';
import { pageNumberSchema, pageOf } from './paging';
export { fanBadgeSchema, type FanBadge } from '../chat/fan-badge';

/**
 * Fan groups (spec §2 member centre "fan-group settings", §6 streamers manage fan groups, §7
 * "group APIs"). A streamer names the group and its badge and chooses how fans join: by sending
 * the fan-light gift in the live room, or by paying a monthly fee in diamonds. Either gives 30
 * days of membership (again to renew). Members earn intimacy from watching, chatting and gifts,
 * each capped per day, and climb levels shown as a badge in the room's chat and danmaku.
 */

export const FAN_JOIN_MODES = ['gift', 'fee'] as const;
export type FanJoinMode = (typeof FAN_JOIN_MODES)[number];

/** Intimacy at which each level starts: level 1 at 0, … level 10 at 10,000. */
export const FAN_LEVEL_THRESHOLDS = [
  0, 100, 300, 600, 1000, 1600, 2500, 4000, 6000, 10000,
] as const;
export const FAN_LEVEL_MAX = FAN_LEVEL_THRESHOLDS.length;

/** The level a member with this much intimacy has (1 to FAN_LEVEL_MAX). */
export function fanLevelOf(intimacy: number): number {
  let level = 1;
  for (let index = 1; index < FAN_LEVEL_THRESHOLDS.length; index += 1) {
    if (intimacy >= (FAN_LEVEL_THRESHOLDS[index] ?? Infinity)) level = index + 1;
  }
  return level;
}

/** What earns intimacy, and each source's daily cap (per fan, per group, per site day). */
export const FAN_INTIMACY = {
  /** A minute of watching the streamer's live room. */
  watchPerMinute: 1,
  watchDailyCap: 60,
  /** A chat message in the streamer's room. */
  chatPerMessage: 5,
  chatDailyCap: 30,
  /** A diamond spent on gifts in the streamer's room (backpack gifts cost none). */
  giftPerDiamond: 10,
  giftDailyCap: 2000,
} as const;
export const FAN_INTIMACY_SOURCES = ['watch', 'chat', 'gift'] as const;
export type FanIntimacySource = (typeof FAN_INTIMACY_SOURCES)[number];

export const FAN_GROUP_LIMITS = {
  nameMaxLength: 16,
  /** The badge beside a fan's name: short, like 铁粉 or ARS. */
  badgeMaxLength: 4,
  feeMinDiamonds: 1,
  feeMaxDiamonds: 10_000,
  /** What one fan light or one fee buys. */
  membershipDays: 30,
  /** A fan without activity this long drops a level, and again every such week after. */
  lapseDays: 7,
  pageSize: 20,
} as const;

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const trimmed = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform((value) => normaliseText(value).trim())
    .pipe(z.string().min(1).max(max));
/** 0: the perk is off; 1…10: fans from this level on have it. */
const perkLevelSchema = z.coerce.number().int().min(0).max(FAN_LEVEL_MAX);

export const fanPerksSchema = z.object({
  /** Only fans of at least this level may chat in the room (0: everyone may). */
  fans_only_chat_level: perkLevelSchema,
  /** Fans of at least this level chat in the group's colour. */
  chat_colour_level: perkLevelSchema,
  /** Fans of at least this level are announced with an effect when they enter. */
  entry_effect_level: perkLevelSchema,
});
export type FanPerks = z.infer<typeof fanPerksSchema>;

export const fanGroupSettingsSchema = fanPerksSchema.extend({
  name: trimmed(FAN_GROUP_LIMITS.nameMaxLength),
  badge: trimmed(FAN_GROUP_LIMITS.badgeMaxLength),
  join_mode: z.enum(FAN_JOIN_MODES),
  /** Diamonds a month; used when join_mode is fee. */
  fee_diamonds: z.coerce
    .number()
    .int()
    .min(FAN_GROUP_LIMITS.feeMinDiamonds)
    .max(FAN_GROUP_LIMITS.feeMaxDiamonds),
});
export type FanGroupSettings = z.infer<typeof fanGroupSettingsSchema>;

export const fanMembershipSchema = z.object({
  anchor_id: z.number().int(),
  intimacy: z.number().int(),
  level: z.number().int(),
  /** Intimacy at which the next level starts; null at the top level. */
  next_level_at: z.number().int().nullable(),
  joined_at: z.string(),
  expires_at: z.string(),
  /** Membership is running (not expired). */
  active: z.boolean(),
  /** What each source earned today, for the daily caps. */
  today: z.object({ watch: z.number().int(), chat: z.number().int(), gift: z.number().int() }),
  last_active_at: z.string(),
});
export type FanMembership = z.infer<typeof fanMembershipSchema>;

/** A fan group as shown (answers carry plain values: no input transforms). */
export const fanGroupSchema = z.object({
  anchor_id: z.number().int(),
  anchor_nickname: z.string(),
  anchor_avatar: z.string(),
  room_id: z.number().int().nullable(),
  name: z.string(),
  badge: z.string(),
  join_mode: z.enum(FAN_JOIN_MODES),
  fee_diamonds: z.number().int(),
  fans_only_chat_level: z.number().int(),
  chat_colour_level: z.number().int(),
  entry_effect_level: z.number().int(),
  member_count: z.number().int(),
  /** The gift that joins in gift mode (send it in the room). */
  fan_light_gift_id: z.number().int().nullable(),
});
export type FanGroup = z.infer<typeof fanGroupSchema>;

export const fanRankEntrySchema = z.object({
  rank: z.number().int(),
  user_id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  level: z.number().int(),
  intimacy: z.number().int(),
});

export const fanGroupCalls = {
  settings: defineCall({
    method: 'GET',
    path: 'Group/getSettings',
    audience: 'streamer',
    summary: "The streamer's fan group, or null before they set it up",
    tag: 'fans',
    data: z.object({ group: fanGroupSchema.nullable() }),
  }),
  saveSettings: defineCall({
    method: 'POST',
    path: 'Group/setSettings',
    audience: 'streamer',
    summary: 'Create or change the fan group: name, badge, how to join, fee, perks',
    tag: 'fans',
    body: fanGroupSettingsSchema,
    data: fanGroupSchema,
  }),
  info: defineCall({
    method: 'GET',
    path: 'Group/info',
    audience: 'public',
    summary: "A streamer's fan group (null if none) and the viewer's membership in it",
    tag: 'fans',
    query: z.object({ anchor_id: idSchema }),
    data: z.object({ group: fanGroupSchema.nullable(), me: fanMembershipSchema.nullable() }),
  }),
  join: defineCall({
    method: 'POST',
    path: 'Group/join',
    audience: 'member',
    summary: 'Pay the monthly fee of a fee-mode fan group: joins, or adds 30 days',
    tag: 'fans',
    body: z.object({ anchor_id: idSchema, request_id: z.string().trim().max(64).optional() }),
    data: fanMembershipSchema,
  }),
  leave: defineCall({
    method: 'POST',
    path: 'Group/leave',
    audience: 'member',
    summary: 'Leave a fan group (intimacy and level are lost; fees are not returned)',
    tag: 'fans',
    body: z.object({ anchor_id: idSchema }),
    data: z.object({ anchor_id: z.number().int() }),
  }),
  mine: defineCall({
    method: 'GET',
    path: 'Group/mine',
    audience: 'member',
    summary: "The member's fan groups, highest level first",
    tag: 'fans',
    data: z.object({
      list: z.array(z.object({ group: fanGroupSchema, membership: fanMembershipSchema })),
    }),
  }),
  ranking: defineCall({
    method: 'GET',
    path: 'Group/ranking',
    audience: 'public',
    summary: "A fan group's members by intimacy (active memberships)",
    tag: 'fans',
    query: z.object({ anchor_id: idSchema, page: pageNumberSchema }),
    data: pageOf(fanRankEntrySchema),
  }),
} as const;
