import { z } from 'zod';
import { fanBadgeSchema } from '../chat/fan-badge';
import { LIVE_STATUSES } from '../api/live';

/**
 * Data of the code-200 room events of spec §4 on the live-data socket. A page joins one room's
 * audience with the client message `{type: 'enterRoom', room_id}` and leaves with `leaveRoom`.
 */

/** `startRoom` and `endRoom`: to every page (lists refresh) and the room. */
export const roomStatusEventSchema = z.object({
  room_id: z.number().int(),
  anchor_id: z.number().int(),
  live_status: z.enum(LIVE_STATUSES),
  /** Whether video is arriving now; a room can be live and waiting for its stream. */
  streaming: z.boolean(),
  title: z.string(),
});
export type RoomStatusEvent = z.infer<typeof roomStatusEventSchema>;

/** `enterRoom`: someone entered (member nickname or null for a visitor) and the online count. */
export const enterRoomEventSchema = z.object({
  room_id: z.number().int(),
  online: z.number().int(),
  nickname: z.string().nullable(),
  /** The member's fan badge in this streamer's group, if any (entry effect when it says so). */
  fan_badge: fanBadgeSchema.nullable().optional(),
});

/** `roomOnline`: the online count changed. */
export const roomOnlineEventSchema = z.object({
  room_id: z.number().int(),
  online: z.number().int(),
});

/**
 * `setTaboo`, `relieveTaboo`, `setusershield`, `liveKickout`, `setAdministrations`: a
 * moderation change, to the room's pages (its moderators refresh their lists; the target's own
 * page changes state). `until` null with `active` means until lifted.
 */
export const moderationEventSchema = z.object({
  room_id: z.number().int(),
  user_id: z.number().int(),
  nickname: z.string(),
  active: z.boolean(),
  until: z.string().nullable(),
  by_user_id: z.number().int(),
});
export type ModerationEvent = z.infer<typeof moderationEventSchema>;

/** `sealingStatu`: an operator sealed (or unsealed) the room. */
export const sealingEventSchema = z.object({
  room_id: z.number().int(),
  sealed: z.boolean(),
  reason: z.string(),
});

/** `placard`: the announcement changed. */
export const placardEventSchema = z.object({ room_id: z.number().int(), placard: z.string() });
