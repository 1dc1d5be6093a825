import { z } from 'zod';
import { refuseControlCharacters } from '../text/plain-text';
import { LIVE_DATA_EVENT_TYPES, LIVE_DATA_SPORT_TYPES } from './live-data-constants';

/**
 * The live-data socket `/ws` (api-conventions.md "Sockets"). Every message is JSON; both
 * directions are discriminated unions parsed with these schemas, never `eval`.
 */

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
