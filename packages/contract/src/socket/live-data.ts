import { z } from 'zod';
import { guessSchema } from '../api/guess';
import { advertBarrageEventSchema, hornSchema } from '../api/horn';
import { refuseControlCharacters } from '../text/plain-text';
import {
  enterRoomEventSchema,
  moderationEventSchema,
  placardEventSchema,
  roomOnlineEventSchema,
  roomStatusEventSchema,
  sealingEventSchema,
} from './live-room';
import {
  giftEventSchema,
  redEnvelopeChangedEventSchema,
  redEnvelopeEventSchema,
  walletChangedEventSchema,
} from './money';
import { goalAlertDataSchema, matchReminderDataSchema } from './scores';

/**
 * The live-data socket `/ws` (api-conventions.md "Sockets"). Every message is JSON; both
 * directions are discriminated unions parsed with these schemas, never `eval`.
 */
export const LIVE_DATA_PROTOCOL_VERSION = 1;

/** No string of any message may carry control characters (`plain-text.ts`). */
export const liveDataClientMessageSchema = refuseControlCharacters(
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('register'),
      info: z.string().max(32).default('web'),
      protocol: z.number().int().optional(),
    }),
    z.object({ type: z.literal('heartbeat') }),
    /** Follow football (0) or basketball (1) score and index pushes. */
    z.object({ type: z.literal('classify'), classify_type: z.union([z.literal(0), z.literal(1)]) }),
    /** Pick the bookmaker whose index (odds) changes the client wants. */
    z.object({ type: z.literal('toggle'), company_id: z.number().int().nonnegative() }),
    /** QR login: wait for the scan and confirmation of this code. */
    z.object({ type: z.literal('login'), code: z.string().min(1).max(128) }),
    /** Join one live room's audience (room events, online count); a page is in one room at most. */
    z.object({ type: z.literal('enterRoom'), room_id: z.number().int().positive() }),
    z.object({ type: z.literal('leaveRoom') }),
  ]),
);
export type LiveDataClientMessage = z.infer<typeof liveDataClientMessageSchema>;

export const LIVE_DATA_SPORT_TYPES = [
  'football_match',
  'football_exponent',
  'basketball_match',
  'basketball_exponent',
] as const;

/**
 * Room and account events pushed with code 200 (spec §4 "Socket"). Each one's `data` schema is
 * in `liveDataEventSchemas`; this list names them for the wire schema, which does not load those
 * schemas (the first page load stays small), and the compiler keeps the two the same.
 */
export const LIVE_DATA_EVENT_TYPES = [
  'goal',
  'scan',
  'webLoginSuccess',
  'liveKickout',
  'setTaboo',
  'relieveTaboo',
  'startRoom',
  'endRoom',
  'sealingStatu',
  'enterRoom',
  'setAdministrations',
  'updateGuessBetting',
  'setusershield',
  'notice',
  'matchReminder',
  'roomOnline',
  'placard',
  'gift',
  'walletChanged',
  'redEnvelope',
  'redEnvelopeChanged',
  'advertBarrage',
  'horn',
  // Room chat (barrages) is not here: it goes over the messaging socket `/im` (socket/im.ts).
] as const;
export type LiveDataEventType = (typeof LIVE_DATA_EVENT_TYPES)[number];

/**
 * The `data` of each code-200 event, by `type` (like `imReplyDataSchemas` on `/im`). The server's
 * `publish` is typed by it; the web client parses each event's `data` with it.
 */
export const liveDataEventSchemas = {
  /** A goal alert card, to every page. */
  goal: goalAlertDataSchema,
  /** QR login: the phone scanned the code (to the page waiting for it). */
  scan: z.object({ nickname: z.string(), avatar: z.string() }),
  /** QR login: the phone confirmed; the page completes the login with this code. */
  webLoginSuccess: z.object({ code: z.string() }),
  liveKickout: moderationEventSchema,
  setTaboo: moderationEventSchema,
  relieveTaboo: moderationEventSchema,
  /** To every page (lists refresh) and the room. */
  startRoom: roomStatusEventSchema,
  endRoom: roomStatusEventSchema,
  sealingStatu: sealingEventSchema,
  /** A member's page joined the room, to the room's other pages. */
  enterRoom: enterRoomEventSchema,
  setAdministrations: moderationEventSchema,
  /** A guess as it stands, to the room's pages. */
  updateGuessBetting: guessSchema,
  setusershield: moderationEventSchema,
  /** Nothing publishes it yet; a short text to every page (the hub's tests use it). */
  notice: z.object({ text: z.string() }),
  /** A match the member reserved is about to kick off, to the member's pages. */
  matchReminder: matchReminderDataSchema,
  /** A room's online count changed. */
  roomOnline: roomOnlineEventSchema,
  /** A room's announcement changed. */
  placard: placardEventSchema,
  /** Gifts sent in a room. */
  gift: giftEventSchema,
  /** The member's wallet changed: a payment landed, income settled. */
  walletChanged: walletChangedEventSchema,
  /** A red envelope appeared in a room. */
  redEnvelope: redEnvelopeEventSchema,
  /** A room's red envelope was claimed from or closed. */
  redEnvelopeChanged: redEnvelopeChangedEventSchema,
  /** An advertising barrage, to every page. */
  advertBarrage: advertBarrageEventSchema,
  /** An approved global horn, to every page. */
  horn: hornSchema,
} as const satisfies { [T in LiveDataEventType]: z.ZodType };

/** The `data` of the code-200 event `T`. */
export type LiveDataEventData<T extends LiveDataEventType> = z.infer<
  (typeof liveDataEventSchemas)[T]
>;

/**
 * A code-200 event message whose `data` is that of `T`'s event. With a union `T`, `data` may be
 * any of theirs: use `LiveDataEvent` for a union discriminated on `type`.
 */
export interface LiveDataEventMessage<T extends LiveDataEventType = LiveDataEventType> {
  code: 200;
  type: T;
  data: LiveDataEventData<T>;
}

/** Every code-200 event message, discriminated on `type`. */
export type LiveDataEvent = {
  [T in LiveDataEventType]: LiveDataEventMessage<T>;
}[LiveDataEventType];

export const liveDataServerMessageSchema = z.discriminatedUnion('code', [
  /** Answer to `register`. */
  z.object({
    code: z.literal(101),
    msg: z.string(),
    data: z.object({
      client_id: z.string(),
      protocol: z.number().int(),
      heartbeat_ms: z.number().int(),
    }),
  }),
  /** Answer to `heartbeat`. */
  z.object({ code: z.literal(102), data: z.object({ server_time: z.number() }) }),
  /** Score and index data; the client tells the sport by `data.type`. */
  z.object({
    code: z.literal(100),
    data: z.object({ type: z.enum(LIVE_DATA_SPORT_TYPES) }).catchall(z.unknown()),
  }),
  /** Event push: goals, QR login, room events; `data` by `type` in `liveDataEventSchemas`. */
  z.object({ code: z.literal(200), type: z.enum(LIVE_DATA_EVENT_TYPES), data: z.unknown() }),
  /** A message the server could not accept; the socket stays open. */
  z.object({ code: z.literal(400), msg: z.string() }),
]);
/**
 * A server message as the wire schema reads it: a code-200 event's `data` is not checked here
 * (`liveDataEventSchemas` checks it).
 */
export type LiveDataServerMessage = z.infer<typeof liveDataServerMessageSchema>;
/** The score and index pushes (code 100). */
export type LiveDataScoreMessage = Extract<LiveDataServerMessage, { code: 100 }>;
