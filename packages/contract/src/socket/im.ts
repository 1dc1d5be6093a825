import { z } from 'zod';
import { normaliseName } from '../text/normalise-text';
import {
  CHAT_LIMITS,
  chatMessageSchema,
  chatPayloadSchema,
  chatUserIdSchema,
  roomChatModeSchema,
} from '../chat/message';
import { refuseControlCharacters } from '../text/plain-text';

/**
 * The messaging socket `/im` (our own instant-messaging service, in place of the spec's third
 * party). A client logs in with `userID` and `userSig`, joins chat rooms and exchanges
 * one-to-one messages. Requests carry a `seq` the answer repeats; pushes carry none.
 */
export const IM_PROTOCOL_VERSION = 1;

const seq = z.number().int().nonnegative();
/** The sender's id for a message, so a retried send is stored once and the echo matches. */
const clientMessageId = z.string().min(8).max(64);

/** No string of any request may carry control characters (`plain-text.ts`). */
export const imClientMessageSchema = refuseControlCharacters(
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('login'),
      seq,
      userID: chatUserIdSchema,
      userSig: z.string().min(1).max(200),
    }),
    z.object({ type: z.literal('logout'), seq }),
    z.object({ type: z.literal('heartbeat') }),
    /** Visitors may rename themselves for the session; members' names come from their profile. */
    z.object({
      type: z.literal('updateProfile'),
      seq,
      nick: z
        .string()
        .overwrite(normaliseName)
        .min(1)
        .max(CHAT_LIMITS.nicknameMaxLength)
        .optional(),
    }),
    z.object({
      type: z.literal('joinRoom'),
      seq,
      room_id: z.number().int().positive(),
      /**
       * The newest message the page has (after a lost connection): the history is then what
       * came after it, up to `CHAT_LIMITS.roomCatchUpSize` of the newest, instead of the last 30.
       */
      after_id: z.number().int().nonnegative().optional(),
    }),
    z.object({ type: z.literal('quitRoom'), seq, room_id: z.number().int().positive() }),
    z.object({
      type: z.literal('sendRoom'),
      seq,
      room_id: z.number().int().positive(),
      client_id: clientMessageId,
      payload: chatPayloadSchema,
    }),
    z.object({
      type: z.literal('sendPrivate'),
      seq,
      to: chatUserIdSchema,
      client_id: clientMessageId,
      payload: chatPayloadSchema,
    }),
    /** Everything from `peer` up to now is read (read flags go back to the sender). */
    z.object({ type: z.literal('markRead'), seq, peer: chatUserIdSchema }),
  ]),
);
export type ImClientMessage = z.infer<typeof imClientMessageSchema>;
export type ImRequestType = ImClientMessage['type'];

export const imSelfSchema = z.object({
  userID: z.string(),
  nick: z.string(),
  avatar: z.string(),
  tourist: z.boolean(),
});
export type ImSelf = z.infer<typeof imSelfSchema>;

export const roomJoinedSchema = z.object({
  room_id: z.number().int(),
  members: z.number().int().nonnegative(),
  history: z.array(chatMessageSchema),
  mode: roomChatModeSchema,
});
export type RoomJoined = z.infer<typeof roomJoinedSchema>;

/**
 * Answers: `code` 0 with `data`, or 1 with a translated `msg` (the API's envelope rule) and,
 * when a limit was hit, `retry_after_ms`.
 */
export const imReplySchema = z.object({
  type: z.literal('reply'),
  seq,
  code: z.number().int(),
  msg: z.string(),
  data: z.unknown(),
  retry_after_ms: z.number().int().optional(),
});
export type ImReply = z.infer<typeof imReplySchema>;

export const imPushSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('roomMessage'), data: chatMessageSchema }),
  z.object({ type: z.literal('privateMessage'), data: chatMessageSchema }),
  z.object({
    type: z.literal('roomMembers'),
    data: z.object({ room_id: z.number().int(), members: z.number().int().nonnegative() }),
  }),
  z.object({ type: z.literal('roomMode'), data: roomChatModeSchema }),
  /** Staff took a message off the site (a report upheld): drop it from the chat. */
  z.object({
    type: z.literal('messageRemoved'),
    data: z.object({ id: z.number().int(), room_id: z.number().int().nullable() }),
  }),
  /** `reader` has read every message from `peer` (the receiver of this push is one of them). */
  z.object({
    type: z.literal('read'),
    data: z.object({ reader: z.string(), peer: z.string(), up_to_id: z.number().int() }),
  }),
  /**
   * Sent before the server closes the socket on purpose: an instance shutting down, or the
   * login session behind the member's userSig ended (logout, password change).
   */
  z.object({
    type: z.literal('kickedOffline'),
    data: z.object({ reason: z.enum(['shutdown', 'sessionEnded']) }),
  }),
  z.object({ type: z.literal('pong'), data: z.object({ server_time: z.number().int() }) }),
]);
export type ImPush = z.infer<typeof imPushSchema>;

export const imServerMessageSchema = z.union([imReplySchema, imPushSchema]);
export type ImServerMessage = z.infer<typeof imServerMessageSchema>;

/** The data of each request's successful reply. */
export const imReplyDataSchemas = {
  login: imSelfSchema,
  logout: z.object({ ok: z.literal(true) }),
  updateProfile: imSelfSchema,
  joinRoom: roomJoinedSchema,
  quitRoom: z.object({ room_id: z.number().int() }),
  sendRoom: chatMessageSchema,
  sendPrivate: chatMessageSchema,
  markRead: z.object({ up_to_id: z.number().int() }),
} as const;
export type ImReplyData<T extends keyof typeof imReplyDataSchemas> = z.infer<
  (typeof imReplyDataSchemas)[T]
>;
