import { z } from 'zod';
import { roomChatModeSchema } from '../chat/message';
import { defineCall } from './define-call';
import { imCalls } from './im';
import { pageNumberSchema, pageOf } from './paging';
import { REVIEW_STATUSES } from './profile';
import { USER_ROLES } from './staff';

/**
 * What the operator console (/admin) reads beyond each feature's own review calls: the queues'
 * counts for its navigation, the application queues, the rooms list and a withdrawal's
 * background. Each queue's decision stays the feature's own call (e.g.
 * `Admin/reviewAnchorApplication`), so the audit log names what was decided.
 */

/** How many items wait in each queue of the console. */
export const queueCountsSchema = z.object({
  anchor_applications: z.number().int(),
  expert_applications: z.number().int(),
  horns: z.number().int(),
  live_plans: z.number().int(),
  withdrawals: z.number().int(),
  payment_incidents: z.number().int(),
  reported_posts: z.number().int(),
  /** Reported rooms, comments and posts waiting for a decision (`Admin/reports`). */
  reports: z.number().int(),
  /** Exchanged mall items waiting to be sent (`Admin/shipments`). */
  shipments: z.number().int(),
});
export type QueueCounts = z.infer<typeof queueCountsSchema>;
export type ConsoleQueue = keyof QueueCounts;

/** The applicant as the reviewer sees them: who they are on the site. */
const applicantSchema = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  registered_at: z.string(),
});

export const consoleAnchorApplicationSchema = applicantSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  real_name: z.string(),
  contact: z.string(),
  /** In full: the reviewer checks it against the photo. */
  id_number: z.string(),
  id_photo: z.string(),
  experience: z.string(),
  inviter: z.string(),
  code: z.string(),
  review_note: z.string(),
  created_at: z.string(),
});
export type ConsoleAnchorApplication = z.infer<typeof consoleAnchorApplicationSchema>;

export const consoleExpertApplicationSchema = applicantSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  real_name: z.string(),
  wechat: z.string(),
  experience: z.string(),
  review_note: z.string(),
  created_at: z.string(),
});
export type ConsoleExpertApplication = z.infer<typeof consoleExpertApplicationSchema>;

export const CONSOLE_ROOM_FILTERS = ['live', 'sealed'] as const;

/**
 * Past these a stream is poor: viewers see it stutter, blur or freeze. OBS's own presets start
 * at 2,500 kb/s for 720p; under 500 even a phone-sized picture breaks up. A connection that
 * carries less than 90 % of the stream's media time a second falls ever further behind.
 */
export const STREAM_HEALTH_LIMITS = {
  poorKbps: 500,
  poorFps: 20,
  poorRealtimeRatio: 0.9,
  /** Share of the window's frames that arrived over a second late. */
  poorLateShare: 0.2,
  /** Seconds between keyframes: viewers joining wait this long for a picture. */
  poorKeyframeIntervalS: 10,
  /** Reconnects of one broadcast in the last ten minutes. */
  poorReconnects: 3,
} as const;

export const STREAM_HEALTH_STATUSES = ['starting', 'good', 'poor', 'stalled'] as const;
export type StreamHealthStatus = (typeof STREAM_HEALTH_STATUSES)[number];

/** Why a stream is poor, as the streamer is told what to fix. */
export const STREAM_HEALTH_PROBLEMS = [
  'bitrate',
  'frame_rate',
  'falling_behind',
  'late_frames',
  'dropped_frames',
  'keyframes',
  'reconnects',
] as const;
export type StreamHealthProblem = (typeof STREAM_HEALTH_PROBLEMS)[number];

/**
 * What the ingest sees of a room's stream now, measured every few seconds on the instance that
 * receives it and shared with the others. `starting`: no rate measured yet; `stalled`: nothing
 * arrived since the last reading. The measured figures are null where the ingest cannot see
 * packets (an external media server).
 */
export const streamHealthSchema = z.object({
  status: z.enum(STREAM_HEALTH_STATUSES),
  problems: z.array(z.enum(STREAM_HEALTH_PROBLEMS)),
  /** Kilobits a second over the last interval (null until two readings). */
  kbps: z.number().nullable(),
  /** From the encoder's metadata (0: not sent). */
  width: z.number().int(),
  height: z.number().int(),
  fps: z.number().int(),
  /** Video frames a second actually received. */
  measured_fps: z.number().nullable(),
  keyframe_interval_s: z.number().nullable(),
  /** Media time received over wall time: under 1 the stream falls behind live. */
  realtime_ratio: z.number().nullable(),
  late_frames: z.number().int().nullable(),
  dropped_frames: z.number().int().nullable(),
  reconnects: z.number().int(),
  /** When it was measured (ISO 8601). */
  measured_at: z.string(),
});
export type StreamHealth = z.infer<typeof streamHealthSchema>;

export const consoleRoomSchema = z.object({
  room_id: z.number().int(),
  title: z.string(),
  anchor_id: z.number().int(),
  anchor_nickname: z.string(),
  live_status: z.string(),
  /** Viewers now, over every instance. */
  online: z.number().int(),
  /** When the current broadcast's stream started arriving (null: no stream now). */
  streaming_since: z.string().nullable(),
  /** The stream as the ingest sees it; null without a stream, or where an external server ingests. */
  stream_health: streamHealthSchema.nullable(),
  sealed: z.boolean(),
  sealed_reason: z.string(),
  sealed_at: z.string().nullable(),
  /** The room's chat modes now. */
  chat_mode: roomChatModeSchema.omit({ room_id: true }),
});
export type ConsoleRoom = z.infer<typeof consoleRoomSchema>;

/** What a reviewer needs to judge a withdrawal: where the member's money came from. */
export const withdrawalBackgroundSchema = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  registered_at: z.string(),
  /** The member's latest paid or refunded top-ups. */
  recent_topups: z.array(
    z.object({
      order_no: z.string(),
      channel: z.string(),
      /** Amount paid, in the order's currency's minor units. */
      amount_minor: z.number().int(),
      currency: z.string(),
      diamonds: z.number().int(),
      status: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
  /** Gifts the member received as a streamer in the last 30 days. */
  gifts_received_30d: z.object({ sends: z.number().int(), diamonds: z.number().int() }),
  /** Of the senders of those gifts, how many had a top-up refunded since. */
  senders_with_refunds_30d: z.number().int(),
  /** Referral flags on the member (as inviter or invitee). */
  referral_flags: z.number().int(),
  /** Earlier withdrawals: how many were paid and refused. */
  withdrawals_paid: z.number().int(),
  withdrawals_refused: z.number().int(),
});
export type WithdrawalBackground = z.infer<typeof withdrawalBackgroundSchema>;

const statusQuery = z.object({
  status: z.enum(REVIEW_STATUSES).default('waiting'),
  page: pageNumberSchema,
});

export const consoleCalls = {
  me: defineCall({
    method: 'GET',
    path: 'Admin/me',
    audience: 'operator',
    summary: 'The signed-in staff member and their role (the console opens with it)',
    tag: 'admin',
    data: z.object({ user_id: z.number().int(), nickname: z.string(), role: z.enum(USER_ROLES) }),
  }),
  queueCounts: defineCall({
    method: 'GET',
    path: 'Admin/queueCounts',
    audience: 'operator',
    summary: 'How many items wait in each review queue of the console',
    tag: 'admin',
    data: queueCountsSchema,
  }),
  anchorApplications: defineCall({
    method: 'GET',
    path: 'Admin/anchorApplications',
    audience: 'operator',
    summary: 'Streamer applications in one review state (waiting: oldest first)',
    tag: 'admin',
    query: statusQuery,
    data: pageOf(consoleAnchorApplicationSchema),
  }),
  expertApplications: defineCall({
    method: 'GET',
    path: 'Admin/expertApplications',
    audience: 'operator',
    summary: 'Expert applications in one review state (waiting: oldest first)',
    tag: 'admin',
    query: statusQuery,
    data: pageOf(consoleExpertApplicationSchema),
  }),
  rooms: defineCall({
    method: 'GET',
    path: 'Admin/rooms',
    audience: 'operator',
    summary: 'Rooms on air (most viewers first) or sealed, optionally by room id or streamer name',
    tag: 'admin',
    query: z.object({
      filter: z.enum(CONSOLE_ROOM_FILTERS).default('live'),
      q: z.string().trim().max(30).optional(),
      page: pageNumberSchema,
    }),
    data: pageOf(consoleRoomSchema),
  }),
  endBroadcast: defineCall({
    method: 'POST',
    path: 'Admin/endBroadcast',
    audience: 'operator',
    summary:
      "End a room's broadcast now (the streamer may go live again; sealing also blocks that)",
    tag: 'admin',
    body: z.object({ room_id: z.number().int().positive() }),
    data: z.object({ room_id: z.number().int(), ended: z.boolean() }),
  }),
  setRoomChatMode: defineCall({
    method: 'POST',
    path: 'Admin/roomChatMode',
    audience: 'operator',
    summary: "Set a room's chat modes (slow mode, followers-only) from the console",
    tag: 'admin',
    body: imCalls.setRoomChatMode.body,
    data: roomChatModeSchema,
  }),
  withdrawalBackground: defineCall({
    method: 'GET',
    path: 'Admin/withdrawalBackground',
    audience: 'operator',
    summary: "A withdrawing member's top-ups, gifts received and flags, for the reviewer",
    tag: 'admin',
    query: z.object({
      user_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    }),
    data: withdrawalBackgroundSchema,
  }),
} as const;

/** One site day (China time) of the console's dashboard, computed from the database. */
export const dashboardDaySchema = z.object({
  date: z.string(),
  registrations: z.number().int(),
  /** Paid top-ups and the diamonds they issued (bonus included). */
  topups: z.number().int(),
  topup_diamonds: z.number().int(),
  gift_sends: z.number().int(),
  gift_diamonds: z.number().int(),
  /** The most viewers on the site at once that day (sampled each minute). */
  peak_viewers: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardCalls = {
  days: defineCall({
    method: 'GET',
    path: 'Admin/dashboard',
    audience: 'operator',
    summary: 'Registrations, top-ups, gifts and peak viewers per site day, oldest first',
    tag: 'admin',
    query: z.object({ days: z.coerce.number().int().min(1).max(90).default(14) }),
    data: z.object({ days: z.array(dashboardDaySchema), viewers_now: z.number().int() }),
  }),
} as const;
