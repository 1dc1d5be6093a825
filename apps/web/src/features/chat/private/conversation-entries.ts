import { chatUserIdSchema, isTouristId, type ChatPeer, type Conversation } from '@tifo/contract';
import type { PrivateChatTarget } from './private-chat-store';

/** A target one can write to: another member (not oneself, not a visitor's tourist id). */
export function usableTarget(
  target: PrivateChatTarget | null | undefined,
  me: string | null,
): PrivateChatTarget | null {
  if (!target || target.peer === me || isTouristId(target.peer)) return null;
  return chatUserIdSchema.safeParse(target.peer).success ? target : null;
}

/** The entry of someone without a conversation yet, named by the caller or by Im/getPeer. */
export function blankConversation(target: PrivateChatTarget, peer?: ChatPeer): Conversation {
  return {
    peer: target.peer,
    peer_nick: target.nick || peer?.nick || '',
    peer_avatar: target.avatar || peer?.avatar || '',
    peer_is_anchor: peer?.is_anchor ?? false,
    unread: 0,
    last_message: null,
    updated_at: 0,
  };
}

/**
 * The list to show (spec §4): a target without a conversation gets a blank entry on top; a
 * target's entry that lacks a name (a first message sent from another tab) borrows one.
 */
export function conversationEntries(
  list: Conversation[],
  target: PrivateChatTarget | null,
  peer?: ChatPeer,
): Conversation[] {
  if (!target) return list;
  const blank = blankConversation(target, peer);
  const listed = list.find((entry) => entry.peer === target.peer);
  if (!listed) return [blank, ...list];
  if (listed.peer_nick || !blank.peer_nick) return list;
  return list.map((entry) =>
    entry === listed
      ? {
          ...entry,
          peer_nick: blank.peer_nick,
          peer_avatar: entry.peer_avatar || blank.peer_avatar,
        }
      : entry,
  );
}
