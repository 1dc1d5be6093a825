import { z } from 'zod';
import {
  CHAT_LIMITS,
  chatMessageSchema,
  chatUserIdSchema,
  conversationSchema,
  roomChatModeSchema,
} from '../chat/message';
import { defineCall } from './define-call';
import { pageOf } from './paging';

/**
 * Messaging calls beside the `/im` socket: the lists a member pages through (conversations,
 * private history), room chat modes, and the operators' blocked-words list.
 */
const roomIdSchema = z.coerce.number().int().positive();

export const chatPeerSchema = z.object({
  peer: z.string(),
  nick: z.string(),
  avatar: z.string(),
  is_anchor: z.boolean(),
});
export type ChatPeer = z.infer<typeof chatPeerSchema>;

export const blockedWordSchema = z.object({
  id: z.number().int(),
  word: z.string(),
  created_at: z.string(),
});
export type BlockedWord = z.infer<typeof blockedWordSchema>;

const blockedWordInput = z
  .string()
  .trim()
  .min(1)
  .max(CHAT_LIMITS.blockedWordMaxLength)
  .transform((word) => word.toLowerCase());

export const imCalls = {
  conversationList: defineCall({
    method: 'GET',
    path: 'Im/getConversationList',
    audience: 'member',
    summary: "The member's one-to-one conversations, newest first, with unread counts",
    tag: 'im',
    data: z.object({ list: z.array(conversationSchema), unread_total: z.number().int() }),
  }),
  messageList: defineCall({
    method: 'GET',
    path: 'Im/getMessageList',
    audience: 'member',
    summary: 'Private history with one peer, 15 at a time, oldest first; before_id pages back',
    tag: 'im',
    query: z.object({
      peer: chatUserIdSchema,
      before_id: z.coerce.number().int().positive().optional(),
    }),
    data: pageOf(chatMessageSchema),
  }),
  peer: defineCall({
    method: 'GET',
    path: 'Im/getPeer',
    audience: 'member',
    summary: 'Name and avatar of someone to chat with (a blank conversation entry)',
    tag: 'im',
    query: z.object({ peer: chatUserIdSchema }),
    data: chatPeerSchema,
  }),
  roomChatMode: defineCall({
    method: 'GET',
    path: 'Im/getRoomChatMode',
    audience: 'public',
    summary: "A room's chat modes: slow mode seconds and followers-only",
    tag: 'im',
    query: z.object({ room_id: roomIdSchema }),
    data: roomChatModeSchema,
  }),
  setRoomChatMode: defineCall({
    method: 'POST',
    path: 'Im/setRoomChatMode',
    audience: 'roomModerator',
    summary: 'The streamer or a room admin sets slow mode and followers-only',
    tag: 'im',
    body: z.object({
      room_id: roomIdSchema,
      slow_mode_seconds: z
        .number()
        .int()
        .refine(
          (seconds) => (CHAT_LIMITS.slowModeSeconds as readonly number[]).includes(seconds),
          `slow mode must be one of ${CHAT_LIMITS.slowModeSeconds.join(', ')} seconds`,
        ),
      followers_only: z.boolean(),
    }),
    data: roomChatModeSchema,
  }),
  blockedWords: defineCall({
    method: 'GET',
    path: 'Im/getBlockedWords',
    audience: 'operator',
    summary: 'Operators: the words refused in every chat',
    tag: 'im',
    data: z.object({ list: z.array(blockedWordSchema) }),
  }),
  addBlockedWords: defineCall({
    method: 'POST',
    path: 'Im/addBlockedWords',
    audience: 'operator',
    summary: 'Operators: add words (case-insensitive) refused in every chat',
    tag: 'im',
    body: z.object({ words: z.array(blockedWordInput).min(1).max(100) }),
    data: z.object({ added: z.number().int() }),
  }),
  removeBlockedWord: defineCall({
    method: 'POST',
    path: 'Im/removeBlockedWord',
    audience: 'operator',
    summary: 'Operators: remove a blocked word',
    tag: 'im',
    body: z.object({ id: z.number().int().positive() }),
    data: z.object({ removed: z.boolean() }),
  }),
} as const;
