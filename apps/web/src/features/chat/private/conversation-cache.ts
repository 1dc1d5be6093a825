import type { ChatMessage, Conversation } from '@tifo/contract';
import type { ConversationListData } from './api';

/** A `read` push: `reader` has read everything `peer` sent up to `up_to_id`. */
export interface ReadReceipt {
  reader: string;
  peer: string;
  up_to_id: number;
}

/** Who a private message is with, seen from `me`. */
export function peerOf(message: ChatMessage, me: string): string {
  return message.from === me ? (message.to ?? '') : message.from;
}

/**
 * The list after a private message (a push or our own send's answer): the conversation moves
 * to the top and, unless its thread is on screen, an incoming message counts as unread.
 * Idempotent: a message the entry already shows, or an older one, changes nothing, so every
 * view listening to pushes may apply the same push.
 */
export function withPrivateMessage(
  data: ConversationListData,
  message: ChatMessage,
  me: string,
  threadVisible: boolean,
): ConversationListData {
  const peer = peerOf(message, me);
  const current = data.list.find((entry) => entry.peer === peer);
  if (current?.last_message && current.last_message.id >= message.id) return data;
  const incoming = message.from !== me;
  const bump = incoming && !threadVisible ? 1 : 0;
  const entry: Conversation = current
    ? { ...current, unread: current.unread + bump, last_message: message, updated_at: message.time }
    : {
        peer,
        // An incoming message names its sender; our own does not name the receiver, so the
        // caller refetches the list for the name.
        peer_nick: incoming ? message.nick : '',
        peer_avatar: incoming ? message.avatar : '',
        peer_is_anchor: false,
        unread: bump,
        last_message: message,
        updated_at: message.time,
      };
  return {
    list: [entry, ...data.list.filter((other) => other.peer !== peer)],
    unread_total: data.unread_total + bump,
  };
}

/**
 * The list after a read receipt. Ours (another tab or this one read `peer`): that
 * conversation's unread count clears, unless a newer message arrived meanwhile. The peer's
 * (they read us): our last message to them shows as read.
 */
export function withReadReceipt(
  data: ConversationListData,
  receipt: ReadReceipt,
  me: string,
): ConversationListData {
  if (receipt.reader === me) {
    const entry = data.list.find((candidate) => candidate.peer === receipt.peer);
    if (!entry || entry.unread === 0) return data;
    const last = entry.last_message;
    const newerArrived = last !== null && last.from !== me && last.id > receipt.up_to_id;
    const unread = newerArrived ? entry.unread : 0;
    if (unread === entry.unread) return data;
    return {
      list: data.list.map((candidate) => (candidate === entry ? { ...entry, unread } : candidate)),
      unread_total: Math.max(0, data.unread_total - entry.unread + unread),
    };
  }
  if (receipt.peer !== me) return data;
  const entry = data.list.find((candidate) => candidate.peer === receipt.reader);
  const last = entry?.last_message;
  if (!entry || !last || last.read || last.from !== me || last.id > receipt.up_to_id) return data;
  return {
    ...data,
    list: data.list.map((candidate) =>
      candidate === entry ? { ...entry, last_message: { ...last, read: true } } : candidate,
    ),
  };
}
