import type { ChatMessage } from '@tifo/contract';
import type { InfiniteData } from '@tanstack/react-query';
import type { ThreadPage } from './api';
import type { ReadReceipt } from './conversation-cache';

/** A thread's pages: the first is the newest, each oldest first (as Im/getMessageList sends). */
export type ThreadData = InfiniteData<ThreadPage>;

/** Every loaded message of a thread, oldest first. */
export function threadMessages(data: ThreadData): ChatMessage[] {
  return [...data.pages].reverse().flatMap((page) => page.list);
}

/** The thread with a live message added to its newest page (once, in id order). */
export function withThreadMessage(data: ThreadData, message: ChatMessage): ThreadData {
  if (data.pages.some((page) => page.list.some((known) => known.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  const list = [...newest.list, message].sort((a, b) => a.id - b.id);
  return { ...data, pages: [{ ...newest, list }, ...older] };
}

/** The thread without a message staff removed; unchanged (the same object) when it is not there. */
export function withoutThreadMessage(data: ThreadData, id: number): ThreadData {
  if (!data.pages.some((page) => page.list.some((message) => message.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      list: page.list.filter((message) => message.id !== id),
    })),
  };
}

/**
 * The thread with read flags from a receipt: ours marks the peer's messages read, the peer's
 * marks ours. Unchanged data is returned as it is, so nothing re-renders for nothing.
 */
export function withThreadReadReceipt(
  data: ThreadData,
  receipt: ReadReceipt,
  me: string,
  peer: string,
): ThreadData {
  let sender: string;
  if (receipt.reader === me && receipt.peer === peer) sender = peer;
  else if (receipt.reader === peer && receipt.peer === me) sender = me;
  else return data;
  const turnsRead = (message: ChatMessage) =>
    message.from === sender && !message.read && message.id <= receipt.up_to_id;
  if (!data.pages.some((page) => page.list.some(turnsRead))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      list: page.list.map((message) => (turnsRead(message) ? { ...message, read: true } : message)),
    })),
  };
}
