// In a module of its own, apart from the wire schema of live-data.ts: the first page load
// parses the socket's messages but needs none of these payload schemas (nor the calls they
// come from), so they stay out of its bundle.
import { z } from 'zod';
import { broadcastReminderDataSchema } from '../api/broadcast-plans';
import { catalogueChangedDataSchema } from '../api/gift-catalogue';
import { streamHealthEventSchema } from '../api/stream-health';
import { guessSchema } from '../api/guess';
import { advertBarrageEventSchema, hornSchema } from '../api/horn';
import {
  enterRoomEventSchema,
  moderationEventSchema,
  placardEventSchema,
  roomOnlineEventSchema,
  roomStatusEventSchema,
  sealingEventSchema,
} from './live-room';
import type { LiveDataEventType } from './live-data-constants';
import { qrLoginSuccessEventSchema, qrScanEventSchema } from './qr-login';
import {
  giftEventSchema,
  redEnvelopeChangedEventSchema,
  redEnvelopeEventSchema,
  walletChangedEventSchema,
} from './money';
import { goalAlertDataSchema, matchReminderDataSchema } from './scores';

/**
 * The `data` of each code-200 event, by `type` (like `imReplyDataSchemas` on `/im`). The server's
 * `publish` is typed by it; the web client parses each event's `data` with it.
 */
export const liveDataEventSchemas = {
  /** A goal alert card, to every page. */
  goal: goalAlertDataSchema,
  /** QR login: the phone scanned the code (to the page waiting for it). */
  scan: qrScanEventSchema,
  /** QR login: the phone confirmed; the page completes the login with this code. */
  webLoginSuccess: qrLoginSuccessEventSchema,
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
  /** A broadcast the member reserved has started, to the member's pages. */
  broadcastReminder: broadcastReminderDataSchema,
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
  /** Operators changed a catalogue (gifts): pages showing it fetch it again. */
  catalogueChanged: catalogueChangedDataSchema,
  /** A room's stream turned unstable or recovered, to the room's pages. */
  streamHealth: streamHealthEventSchema,
} as const satisfies { [T in LiveDataEventType]: z.ZodType };

/** The `data` of the code-200 event `T`. */
export type LiveDataEventData<T extends LiveDataEventType> = z.infer<
  (typeof liveDataEventSchemas)[T]
>;
