import { z } from 'zod';
import { normaliseText } from '../text/normalise-text';
import { CHAT_LIMITS } from '../chat/message';
import { LIMITS, RANKING_PERIODS } from '../constants';
import { STREAM_HEALTH_STATUSES } from './admin-console';
import { defineCall } from './define-call';
import { BARRAGE_KINDS } from './horn';
import { walletSchema } from './money';

/**
 * Live rooms and streaming (spec §2 /anchor /live /rank /attention, §3 room info, §4 live status
 * and room events, §7 Live and live_streaming calls). One room per streamer.
 */

/** Room categories a streamer picks (the /anchor `type` query minus 0, "recommended"). */
export const ROOM_CATEGORY_TYPES = [1, 2, 3, 4, 5, 6] as const;
export type RoomCategoryType = (typeof ROOM_CATEGORY_TYPES)[number];
/** The /anchor `type` query: 0 recommended, then the room categories. */
export const anchorListTypeSchema = z.coerce.number().int().min(0).max(6);

/** Live status of spec §4: not live, live, ended (the last broadcast finished). */
export const LIVE_STATUSES = ['offline', 'live', 'ended'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

export const LIVE_LIMITS = {
  titleMaxLength: 40,
  placardMaxLength: LIMITS.announcementMaxLength,
  roomAdminsMax: LIMITS.roomManagersMax,
  /** A barrage is a room chat message (`Barrage/send` posts into the room's chat). */
  barrageMaxLength: CHAT_LIMITS.roomTextMaxLength,
  reportDetailMaxLength: 200,
  roomPageSizeMax: 60,
  /** Longest mute or kick a moderator can give in one go; 0 means "until lifted". */
  moderationMaxMinutes: 30 * 24 * 60,
} as const;

export const REPORT_REASONS = [
  'violence',
  'sexual',
  'gambling',
  'abuse',
  'piracy',
  'other',
] as const;

/** What the viewer is to this room; moderators see moderation controls. */
export const ROOM_ROLES = ['anchor', 'admin', 'operator', 'viewer', 'guest'] as const;
export type RoomRole = (typeof ROOM_ROLES)[number];

const roomIdSchema = z.coerce.number().int().positive();
const userIdSchema = z.coerce.number().int().positive();

export const roomSummarySchema = z.object({
  room_id: z.number().int(),
  anchor_id: z.number().int(),
  anchor_nickname: z.string(),
  anchor_avatar: z.string(),
  anchor_level: z.number().int(),
  title: z.string(),
  cover: z.string(),
  category_type: z.number().int(),
  category_id: z.number().int().nullable().describe('A custom sub-category of type 3'),
  category_name: z.string().describe('In the language of the request'),
  match_id: z.string().nullable(),
  match_label: z.string().nullable().describe('"Home vs Away" of the linked match'),
  live_status: z.enum(LIVE_STATUSES),
  online: z.number().int(),
  heat: z.number().int(),
  started_at: z.string().nullable(),
  sealed: z.boolean(),
});
export type RoomSummary = z.infer<typeof roomSummarySchema>;

export const roomCategorySchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  name: z.string(),
});

export const roomViewerStateSchema = z.object({
  role: z.enum(ROOM_ROLES),
  muted: z.boolean(),
  muted_until: z.string().nullable().describe('null with muted = until lifted'),
  shielded: z.boolean(),
  kicked: z.boolean(),
  kicked_until: z.string().nullable(),
  is_followed: z.boolean(),
});
export type RoomViewerState = z.infer<typeof roomViewerStateSchema>;

export const roomInfoSchema = roomSummarySchema.extend({
  placard: z.string(),
  anchor_followers: z.number().int(),
  sealed_reason: z.string(),
  me: roomViewerStateSchema,
});
export type RoomInfo = z.infer<typeof roomInfoSchema>;

export const playbackLineSchema = z.object({
  name: z.string().describe('Line label, e.g. "origin"'),
  flv: z.string().nullable(),
  hls: z.string().nullable(),
});

export const liveUrlSchema = z.object({
  room_id: z.number().int(),
  live_status: z.enum(LIVE_STATUSES),
  /** Whether a stream is arriving right now (a room can be live and waiting for its stream). */
  streaming: z.boolean(),
  /** The stream's health as the ingest measures it (null: not streaming, or not measured). */
  stream_status: z.enum(STREAM_HEALTH_STATUSES).nullable(),
  flv: z.string().nullable(),
  hls: z.string().nullable(),
  lines: z.array(playbackLineSchema),
});
export type LiveUrl = z.infer<typeof liveUrlSchema>;

export const rankingEntrySchema = z.object({
  rank: z.number().int(),
  user_id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  room_id: z.number().int().nullable(),
  live_status: z.enum(LIVE_STATUSES).nullable(),
  score: z.number(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

export const pushSettingsSchema = z.object({
  /** The server part for OBS ("Server"), e.g. rtmp://host:1935/live. */
  server: z.string(),
  /** The stream key part for OBS ("Stream key"): key plus its signature. */
  stream_key: z.string(),
  /** Both in one URL, for ffmpeg and mobile apps. */
  push_url: z.string(),
  expires_at: z.string(),
  hls_available: z.boolean(),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

export const broadcastRecordSchema = z.object({
  id: z.number().int(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  duration_seconds: z.number().int(),
  peak_viewers: z.number().int(),
  viewer_minutes: z.number().int(),
});

export const moderatedUserSchema = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  since: z.string(),
  until: z.string().nullable(),
});
export type ModeratedUser = z.infer<typeof moderatedUserSchema>;

export const barrageSchema = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  user_id: z.number().int(),
  nickname: z.string(),
  text: z.string(),
  /** How a paid or advertising barrage stands out; null for a normal one. */
  highlight: z.enum(['paid', 'advert']).nullable(),
  created_at: z.string(),
});
export type Barrage = z.infer<typeof barrageSchema>;

const moderationTargetSchema = z.object({ room_id: roomIdSchema, user_id: userIdSchema });
const durationMinutesSchema = z.coerce
  .number()
  .int()
  .min(0)
  .max(LIVE_LIMITS.moderationMaxMinutes)
  .default(0);

const roomSettingsBodySchema = z.object({
  title: z.string().overwrite(normaliseText).trim().min(1).max(LIVE_LIMITS.titleMaxLength),
  cover: z.string().max(300).default(''),
  category_type: z.coerce
    .number()
    .int()
    .refine((value) => (ROOM_CATEGORY_TYPES as readonly number[]).includes(value), {
      message: 'must be 1 to 6',
    }),
  category_id: z.coerce.number().int().positive().nullable().default(null),
  match_id: z
    .string()
    .trim()
    .max(64)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
});

const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(LIVE_LIMITS.roomPageSizeMax).default(20),
};

export const liveCalls = {
  getCategoryList: defineCall({
    method: 'GET',
    path: 'Live/getCategoryList',
    audience: 'public',
    summary: 'Room categories and the custom sub-categories of type 3',
    tag: 'live',
    data: z.object({ list: z.array(roomCategorySchema) }),
  }),
  getRoomList: defineCall({
    method: 'GET',
    path: 'Live/getRoomList',
    audience: 'public',
    summary: 'Rooms of one /anchor type (0 recommended), live first, by heat',
    tag: 'live',
    query: z.object({
      type: anchorListTypeSchema.default(0),
      category_id: z.coerce.number().int().positive().optional(),
      /** Only rooms linked to this match (its streams, on the match and reservation pages). */
      match_id: z.string().trim().min(1).max(80).optional(),
      ...pageQuery,
    }),
    data: z.object({ list: z.array(roomSummarySchema), total: z.number().int() }),
  }),
  getLiveList: defineCall({
    method: 'GET',
    path: 'live_streaming/getLiveList',
    audience: 'public',
    summary: 'Rooms live right now, hottest first (home page, sidebars)',
    tag: 'live',
    query: z.object({ limit: z.coerce.number().int().min(1).max(60).default(12) }),
    data: z.object({ list: z.array(roomSummarySchema) }),
  }),
  getFollowedRooms: defineCall({
    method: 'GET',
    path: 'Live/getFollowedRooms',
    audience: 'member',
    summary: 'Rooms of the streamers the member follows, live first (/attention)',
    tag: 'live',
    data: z.object({ list: z.array(roomSummarySchema) }),
  }),
  getRoomInfo: defineCall({
    method: 'GET',
    path: 'live_streaming/getRoomInfo',
    audience: 'public',
    summary: "One room, with the viewer's role and moderation state in it",
    tag: 'live',
    query: z.object({ room_id: roomIdSchema }),
    data: roomInfoSchema,
  }),
  getLiveUrl: defineCall({
    method: 'GET',
    path: 'Live/getLiveUrl',
    audience: 'public',
    summary: 'Playback URLs: HTTP-FLV (mpegts.js) and HLS (hls.js, iPhone Safari)',
    tag: 'live',
    query: z.object({ room_id: roomIdSchema }),
    data: liveUrlSchema,
  }),
  roomRanking: defineCall({
    method: 'GET',
    path: 'live_streaming/roomRanking',
    audience: 'public',
    summary:
      'With room_id: the contribution ranking of that room; without: the streamer ranking (/rank)',
    tag: 'live',
    query: z.object({
      period: z.enum(RANKING_PERIODS).default('day'),
      room_id: roomIdSchema.optional(),
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
    data: z.object({ list: z.array(rankingEntrySchema), period: z.enum(RANKING_PERIODS) }),
  }),
  getPlacard: defineCall({
    method: 'GET',
    path: 'Live/getPlacard',
    audience: 'public',
    summary: "A room's announcement",
    tag: 'live',
    query: z.object({ room_id: roomIdSchema }),
    data: z.object({ placard: z.string() }),
  }),
  setPlacard: defineCall({
    method: 'POST',
    path: 'Live/setPlacard',
    audience: 'streamer',
    summary: "Set the streamer's own room announcement (at most 50 characters)",
    tag: 'live',
    body: z.object({
      placard: z.string().overwrite(normaliseText).trim().max(LIVE_LIMITS.placardMaxLength),
    }),
    data: z.object({ placard: z.string() }),
  }),
  // ——— the streamer's own room ———
  getMyRoom: defineCall({
    method: 'GET',
    path: 'Live/getMyRoom',
    audience: 'streamer',
    summary: "The streamer's room and push settings (creates the room on first use)",
    tag: 'live',
    data: z.object({ room: roomInfoSchema, push: pushSettingsSchema }),
  }),
  setLiveInfo: defineCall({
    method: 'POST',
    path: 'Live/setLiveInfo',
    audience: 'streamer',
    summary: 'Title, cover, category and linked match of the streamer’s room',
    tag: 'live',
    body: roomSettingsBodySchema,
    data: roomInfoSchema,
  }),
  resetStreamKey: defineCall({
    method: 'POST',
    path: 'Live/resetStreamKey',
    audience: 'streamer',
    summary: 'A new stream key; the old key and its push URLs stop working at once',
    tag: 'live',
    data: pushSettingsSchema,
  }),
  startRoom: defineCall({
    method: 'POST',
    path: 'Live/startRoom',
    audience: 'streamer',
    summary: 'Go live (the stream may follow); pushes startRoom',
    tag: 'live',
    data: z.object({ room: roomInfoSchema, push: pushSettingsSchema }),
  }),
  mobileStartRoom: defineCall({
    method: 'POST',
    path: 'Live/mobileStartRoom',
    audience: 'streamer',
    summary: 'Set the room up and go live in one call (phone apps)',
    tag: 'live',
    body: roomSettingsBodySchema,
    data: z.object({ room: roomInfoSchema, push: pushSettingsSchema }),
  }),
  endRoom: defineCall({
    method: 'POST',
    path: 'Live/endRoom',
    audience: 'streamer',
    summary: 'End the broadcast; the stream is cut; pushes endRoom',
    tag: 'live',
    data: z.object({ record: broadcastRecordSchema.nullable() }),
  }),
  getBroadcastRecords: defineCall({
    method: 'GET',
    path: 'Live/getBroadcastRecords',
    audience: 'streamer',
    summary: "The streamer's broadcasts, newest first",
    tag: 'live',
    query: z.object(pageQuery),
    data: z.object({ list: z.array(broadcastRecordSchema), total: z.number().int() }),
  }),
  // ——— moderation ———
  getModeration: defineCall({
    method: 'GET',
    path: 'Live/getModeration',
    audience: 'roomModerator',
    summary: 'Admins, muted, shielded and kicked users of a room (its moderators only)',
    tag: 'live',
    query: z.object({ room_id: roomIdSchema }),
    data: z.object({
      admins: z.array(moderatedUserSchema),
      muted: z.array(moderatedUserSchema),
      shielded: z.array(moderatedUserSchema),
      kicked: z.array(moderatedUserSchema),
    }),
  }),
  getUserStatus: defineCall({
    method: 'POST',
    path: 'Live/getUserStatus',
    audience: 'roomModerator',
    summary: "A user's role and moderation state in a room (for a moderator's user card)",
    tag: 'live',
    body: moderationTargetSchema,
    data: roomViewerStateSchema.extend({ user_id: z.number().int(), nickname: z.string() }),
  }),
  setAdministrations: defineCall({
    method: 'POST',
    path: 'Live/setAdministrations',
    audience: 'streamer',
    summary: 'The streamer adds or removes a room administrator (at most 200)',
    tag: 'live',
    body: z.object({ user_id: userIdSchema, set: z.boolean().default(true) }),
    data: z.object({ user_id: z.number().int(), admin: z.boolean() }),
  }),
  setTaboo: defineCall({
    method: 'POST',
    path: 'Live/setTaboo',
    audience: 'roomModerator',
    summary: 'Mute a user in a room for some minutes (0 = until lifted)',
    tag: 'live',
    body: moderationTargetSchema.extend({ minutes: durationMinutesSchema }),
    data: z.object({ user_id: z.number().int(), muted_until: z.string().nullable() }),
  }),
  relieveTaboo: defineCall({
    method: 'POST',
    path: 'Live/relieveTaboo',
    audience: 'roomModerator',
    summary: 'Lift a mute',
    tag: 'live',
    body: moderationTargetSchema,
    data: z.object({ user_id: z.number().int() }),
  }),
  setUserShield: defineCall({
    method: 'POST',
    path: 'Live/setUserShield',
    audience: 'roomModerator',
    summary: 'Shield a user: their barrages reach only themselves (or lift it with shield false)',
    tag: 'live',
    body: moderationTargetSchema.extend({ shield: z.boolean().default(true) }),
    data: z.object({ user_id: z.number().int(), shielded: z.boolean() }),
  }),
  liveKickout: defineCall({
    method: 'POST',
    path: 'live/liveKickout',
    audience: 'roomModerator',
    summary: 'Kick a user out of a room for some minutes (0 = until lifted; lift with lift true)',
    tag: 'live',
    body: moderationTargetSchema.extend({
      minutes: durationMinutesSchema,
      lift: z.boolean().default(false),
    }),
    data: z.object({ user_id: z.number().int(), kicked_until: z.string().nullable() }),
  }),
  getKickedList: defineCall({
    method: 'GET',
    path: 'Live/getKickedList',
    audience: 'member',
    summary: 'Rooms the member is kicked out of right now',
    tag: 'live',
    data: z.object({
      list: z.array(z.object({ room_id: z.number().int(), until: z.string().nullable() })),
    }),
  }),
  sealRoom: defineCall({
    method: 'POST',
    path: 'Admin/sealRoom',
    audience: 'operator',
    summary: 'Operators: seal a room (its broadcast ends and it cannot go live) or unseal it',
    tag: 'admin',
    body: z.object({
      room_id: roomIdSchema,
      sealed: z.boolean().default(true),
      reason: z.string().trim().max(100).default(''),
    }),
    data: z.object({ room_id: z.number().int(), sealed: z.boolean() }),
  }),
  report: defineCall({
    method: 'POST',
    path: 'Live/report',
    audience: 'member',
    summary: 'Report a room to the operators',
    tag: 'live',
    body: z.object({
      room_id: roomIdSchema,
      reason: z.enum(REPORT_REASONS),
      detail: z.string().trim().max(LIVE_LIMITS.reportDetailMaxLength).default(''),
    }),
    data: z.object({ reported: z.literal(true) }),
  }),
  // ——— barrages: the room's chat messages over HTTP (the same chat as `/im`) ———
  getBarrageList: defineCall({
    method: 'GET',
    path: 'Barrage/getList',
    audience: 'public',
    summary: 'Recent barrages of a room, oldest first',
    tag: 'live',
    query: z.object({ room_id: roomIdSchema }),
    data: z.object({ list: z.array(barrageSchema) }),
  }),
  sendBarrage: defineCall({
    method: 'POST',
    path: 'Barrage/send',
    audience: 'member',
    summary: 'Send a barrage into a room (refused while muted or kicked)',
    tag: 'live',
    body: z.object({
      room_id: roomIdSchema,
      text: z
        .string()
        .max(LIVE_LIMITS.barrageMaxLength * 4)
        .transform((value) => normaliseText(value).trim())
        .pipe(z.string().min(1).max(LIVE_LIMITS.barrageMaxLength)),
      /** normal (free), paid (stands out in the room) or advert (flies in every room). */
      kind: z.enum(BARRAGE_KINDS).default('normal'),
      /** The client's id for this barrage: a retried paid barrage pays once. */
      request_id: z.string().trim().min(8).max(64).optional(),
    }),
    data: barrageSchema.extend({
      /** The wallet after a paid or advertising barrage; null for a normal one. */
      wallet: walletSchema.nullable(),
      /** A noble's free advertising barrages left this month, when one was used. */
      free_barrages_left: z.number().int().nullable(),
    }),
  }),
} as const;
