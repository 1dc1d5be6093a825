import type { ChatMessage } from '@tifo/contract';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useImPush, useImState } from '../../../shared/im/use-im';
import { useStoredValue } from '../../../shared/use-stored-value';
import { fetchConversations, privateChatKeys, type ConversationListData } from './api';
import {
  peerOf,
  withPrivateMessage,
  withReadReceipt,
  type ReadReceipt,
} from './conversation-cache';
import { isThreadVisible } from './open-threads';
import { withoutThreadMessage, type ThreadData } from './thread-cache';

/** The signed-in member's chat id (their user id as text), or null for a visitor. */
export function useChatSelf(): string | null {
  const user = useStoredValue('userInfo');
  return user ? String(user.id) : null;
}

/** Puts a private message into the cached conversation list (a push or a send's answer). */
export function applyPrivateMessage(queryClient: QueryClient, message: ChatMessage, me: string) {
  const key = privateChatKeys.conversations();
  const data = queryClient.getQueryData<ConversationListData>(key);
  const peer = peerOf(message, me);
  if (!data || !peer) return;
  const listed = data.list.some((entry) => entry.peer === peer);
  queryClient.setQueryData(key, withPrivateMessage(data, message, me, isThreadVisible(peer)));
  // A new conversation: the server knows the peer's name, avatar and streamer flag.
  if (!listed) void queryClient.invalidateQueries({ queryKey: key }, { cancelRefetch: false });
}

export function applyReadReceipt(queryClient: QueryClient, receipt: ReadReceipt, me: string) {
  queryClient.setQueryData<ConversationListData>(privateChatKeys.conversations(), (data) =>
    data ? withReadReceipt(data, receipt, me) : data,
  );
}

/**
 * Drops a private message staff removed from every cached thread, open or not. When it was a
 * conversation's last message, the list is read again for the one before it.
 */
export function applyMessageRemoved(queryClient: QueryClient, id: number) {
  queryClient.setQueriesData<ThreadData>({ queryKey: privateChatKeys.threads() }, (data) =>
    data ? withoutThreadMessage(data, id) : data,
  );
  const key = privateChatKeys.conversations();
  const list = queryClient.getQueryData<ConversationListData>(key);
  if (list?.list.some((entry) => entry.last_message?.id === id)) {
    void queryClient.invalidateQueries({ queryKey: key }, { cancelRefetch: false });
  }
}

/**
 * Refetches private chat after the chat socket comes back: pushes sent while it was away are
 * lost. The first login is not a reconnect, so a fresh page does not load twice.
 */
function useRefetchAfterReconnect(enabled: boolean) {
  const queryClient = useQueryClient();
  const { state } = useImState();
  const lostConnection = useRef(false);
  const wasReady = useRef(false);
  useEffect(() => {
    if (state === 'ready') {
      if (lostConnection.current && enabled) {
        void queryClient.invalidateQueries(
          { queryKey: privateChatKeys.all },
          { cancelRefetch: false },
        );
      }
      lostConnection.current = false;
      wasReady.current = true;
    } else if (wasReady.current) {
      lostConnection.current = true;
    }
  }, [state, enabled, queryClient]);
}

/**
 * The member's one-to-one conversations (Im/getConversationList), kept current by the chat
 * socket's `privateMessage`, `read` and `messageRemoved` pushes (the threads too follow the
 * last here: this hook lives as long as any private chat is on screen). Visitors get an
 * empty, idle list.
 */
export function useConversations({ enabled = true }: { enabled?: boolean } = {}) {
  const me = useChatSelf();
  const active = enabled && me !== null;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: privateChatKeys.conversations(),
    queryFn: fetchConversations,
    enabled: active,
  });
  useImPush((push) => {
    if (!active || me === null) return;
    if (push.type === 'privateMessage') applyPrivateMessage(queryClient, push.data, me);
    else if (push.type === 'read') applyReadReceipt(queryClient, push.data, me);
    else if (push.type === 'messageRemoved' && push.data.room_id === null) {
      applyMessageRemoved(queryClient, push.data.id);
    }
  });
  useRefetchAfterReconnect(active);
  return {
    query,
    conversations: query.data?.list ?? [],
    unreadTotal: query.data?.unread_total ?? 0,
  };
}
