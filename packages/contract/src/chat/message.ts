import { z } from 'zod';
import { fanBadgeSchema } from './fan-badge';
import { normaliseText } from '../text/normalise-text';
import {
  CHAT_LIMITS,
  CHAT_MESSAGE_STATUSES,
  PERSONAL_CARD_TYPE,
  UPLOAD_URL_PATTERN,
} from './chat-limits';

/**
 * Chat messages (spec §3 "Chat message"): one shape for room chat and private chat, sent over
 * the messaging socket `/im` and returned by the history calls. Their constants are in
 * `chat-limits.ts`, which the web app's first load reads without zod.
 */
export {
  CHAT_LIMITS,
  CHAT_MESSAGE_STATUSES,
  PERSONAL_CARD_TYPE,
  UPLOAD_URL_PATTERN,
  isTouristId,
} from './chat-limits';

/** Only our own uploads may appear in image and file messages (`UPLOAD_URL_PATTERN`). */
const uploadUrlSchema = z
  .string()
  .max(300)
  .regex(UPLOAD_URL_PATTERN, 'must be an address from the upload service');

/** Whether an address is one of our uploads (`/uploads/...`), the only pictures chat shows. */
export function isUploadUrl(url: string): boolean {
  return uploadUrlSchema.safeParse(url).success;
}

/** Text is refused when it is empty or only whitespace and newlines (spec §4). */
export const chatTextSchema = z
  .string()
  .overwrite(normaliseText)
  .max(CHAT_LIMITS.textMaxLength)
  .refine((text) => text.trim().length > 0, 'text must not be empty');

/**
 * A member's card. The server fills `name` and `avatar` from the profile of `id` when it stores
 * the message: what the sender wrote there is ignored.
 */
export const personalCardSchema = z.object({
  type: z.literal(PERSONAL_CARD_TYPE),
  name: z
    .string()
    .min(1)
    .max(CHAT_LIMITS.nicknameMaxLength * 2),
  avatar: z.string().max(300),
  id: z.string().min(1).max(40),
});

export const customOfferSchema = z.object({
  type: z
    .number()
    .int()
    .positive()
    .refine((type) => type !== PERSONAL_CARD_TYPE, 'type 10001 is the personal card'),
  title: z.string().min(1).max(80),
  /**
   * Empty, or a picture from our upload service: the server refuses any other address when it
   * stores the message (the schema stays loose so older stored messages still read back).
   */
  image: z.string().max(300),
  id: z.string().min(1).max(40),
  price: z.number().nonnegative().max(1_000_000_000),
});

/** What a sender writes; the server adds who, when and the id. */
export const chatPayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: chatTextSchema }),
  z.object({
    kind: z.literal('image'),
    url: uploadUrlSchema,
    width: z.number().int().positive().max(20_000).optional(),
    height: z.number().int().positive().max(20_000).optional(),
  }),
  z.object({
    kind: z.literal('file'),
    url: uploadUrlSchema,
    name: z.string().min(1).max(CHAT_LIMITS.fileNameMaxLength),
    size: z.number().int().nonnegative(),
  }),
  z.object({
    kind: z.literal('custom'),
    custom: z.union([personalCardSchema, customOfferSchema]),
  }),
]);
export type ChatPayload = z.infer<typeof chatPayloadSchema>;
export type ChatMessageKind = ChatPayload['kind'];

/**
 * A stored message. `from` and `to` are chat user ids (a member's id as text, or a visitor's
 * `guest…` id); direction (in/out) is relative to the reader, so the client derives it.
 */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  /** The sender's own id for this message, echoed so it can match its pending copy. */
  client_id: z.string().nullable(),
  room_id: z.number().int().nullable(),
  from: z.string(),
  to: z.string().nullable(),
  nick: z.string(),
  avatar: z.string(),
  /** The sender's noble tier now (the badge in room chat); absent or 0: none. */
  noble_tier: z.number().int().optional(),
  /** The sender's user level (wealth), the "Lv" badge in room chat. */
  user_level: z.number().int().optional(),
  /** Room chat: the sender's badge in the streamer's fan group while a member (fan-groups.ts). */
  fan_badge: fanBadgeSchema.optional(),
  /** Epoch milliseconds. */
  time: z.number().int(),
  payload: chatPayloadSchema,
  /** Room chat: a paid or advertising barrage, shown so that it stands out. */
  highlight: z.enum(['paid', 'advert']).optional(),
  /** Private messages: the receiver has read it. Room messages: always false. */
  read: z.boolean(),
  status: z.enum(CHAT_MESSAGE_STATUSES),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Room chat modes set by the streamer or room admins. */
export const roomChatModeSchema = z.object({
  room_id: z.number().int(),
  /** One message per this many seconds per viewer; 0 is off. */
  slow_mode_seconds: z.number().int().nonnegative(),
  followers_only: z.boolean(),
});
export type RoomChatMode = z.infer<typeof roomChatModeSchema>;

/** One row of the conversation list (one-to-one only). */
export const conversationSchema = z.object({
  peer: z.string(),
  peer_nick: z.string(),
  peer_avatar: z.string(),
  peer_is_anchor: z.boolean(),
  unread: z.number().int().nonnegative(),
  last_message: chatMessageSchema.nullable(),
  updated_at: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** Chat user ids: a member's numeric id as text, or a visitor's tourist id. */
export const chatUserIdSchema = z.string().regex(/^(\d{1,12}|guest\d{4,12})$/, 'unknown user id');
