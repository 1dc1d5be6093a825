import type { ChatMessage, ChatPayload } from '@tifo/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ImRequestError } from '../../../shared/im/im-client';
import { useImClient, useImPush, useImState } from '../../../shared/im/use-im';
import { randomId } from '../../../shared/random-id';
import { useStoredValue } from '../../../shared/use-stored-value';
import { fetchThreadPage, privateChatKeys } from './api';
import { peerOf } from './conversation-cache';
import { showThread } from './open-threads';
import {
  threadMessages,
  withThreadMessage,
  withThreadReadReceipt,
  type ThreadData,
} from './thread-cache';
import { applyPrivateMessage, applyReadReceipt } from './use-conversations';
import { useDocumentVisible } from './use-document-visible';

/** How a message of the thread stands: stored, on its way, or refused (with retry). */
export type Delivery = 'sent' | 'sending' | 'failed';

export interface ThreadEntry {
  /** Stable while the message is on screen: its id once stored, its client id before. */
  key: string;
  message: ChatMessage;
  delivery: Delivery;
}

interface PendingMessage {
  clientId: string;
  payload: ChatPayload;
  time: number;
  delivery: 'sending' | 'failed';
}

function asRequestError(error: unknown): ImRequestError {
  return error instanceof ImRequestError ? error : new ImRequestError('offline', 'offline');
}

/**
 * One private conversation: history in pages of 15 (older pages on demand), live messages
 * from pushes, optimistic sending with retry, and read receipts while the thread is on screen.
 * `peer` null is an idle thread (nothing selected).
 */
export function usePrivateThread(peer: string | null) {
  const client = useImClient();
  const { state } = useImState();
  const user = useStoredValue('userInfo');
  const me = user ? String(user.id) : null;
  const queryClient = useQueryClient();
  const visible = useDocumentVisible();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  /** Why the latest send or retry was refused; cleared by the next one. */
  const [failure, setFailure] = useState<ImRequestError | null>(null);
  const threadKey = privateChatKeys.thread(peer ?? '');

  const query = useInfiniteQuery({
    queryKey: threadKey,
    queryFn: ({ pageParam, signal }) => fetchThreadPage(peer ?? '', pageParam, signal),
    initialPageParam: undefined as number | undefined,
    // Older pages go back from the oldest message loaded.
    getNextPageParam: (last) => (last.has_more ? last.list[0]?.id : undefined),
    enabled: peer !== null && me !== null,
  });

  const addToThread = useCallback(
    (message: ChatMessage) => {
      const key = privateChatKeys.thread(peerOf(message, me ?? ''));
      if (queryClient.getQueryData<ThreadData>(key)) {
        queryClient.setQueryData<ThreadData>(key, (data) =>
          data ? withThreadMessage(data, message) : data,
        );
      } else {
        // Still loading: load again so the answer cannot miss this message.
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    [queryClient, me],
  );

  useImPush((push) => {
    if (peer === null || me === null) return;
    if (push.type === 'privateMessage' && peerOf(push.data, me) === peer) {
      addToThread(push.data);
    } else if (push.type === 'read') {
      queryClient.setQueryData<ThreadData>(threadKey, (data) =>
        data ? withThreadReadReceipt(data, push.data, me, peer) : data,
      );
    }
  });

  const deliver = useCallback(
    async (clientId: string, payload: ChatPayload): Promise<ImRequestError | null> => {
      setFailure(null);
      try {
        if (!client || peer === null || me === null) throw asRequestError(null);
        const stored = await client.sendPrivate(peer, payload, clientId);
        addToThread(stored);
        applyPrivateMessage(queryClient, stored, me);
        setPending((list) => list.filter((entry) => entry.clientId !== clientId));
        return null;
      } catch (error) {
        setPending((list) =>
          list.map((entry) =>
            entry.clientId === clientId ? { ...entry, delivery: 'failed' } : entry,
          ),
        );
        const refusal = asRequestError(error);
        setFailure(refusal);
        return refusal;
      }
    },
    [client, peer, me, addToThread, queryClient],
  );

  /** Sends at once, showing the message as "sending"; resolves with the refusal, if any. */
  const send = useCallback(
    (payload: ChatPayload) => {
      const clientId = randomId();
      setPending((list) => [...list, { clientId, payload, time: Date.now(), delivery: 'sending' }]);
      return deliver(clientId, payload);
    },
    [deliver],
  );

  /** Sends a failed message again with its client id, so the server stores it only once. */
  const retry = useCallback(
    (clientId: string) => {
      const entry = pending.find((candidate) => candidate.clientId === clientId);
      if (!entry) return Promise.resolve(null);
      setPending((list) =>
        list.map((candidate) =>
          candidate.clientId === clientId ? { ...candidate, delivery: 'sending' } : candidate,
        ),
      );
      return deliver(clientId, entry.payload);
    },
    [pending, deliver],
  );

  const stored = useMemo(() => (query.data ? threadMessages(query.data) : []), [query.data]);

  const entries = useMemo((): ThreadEntry[] => {
    const delivered = new Set(stored.map((message) => message.client_id));
    const own = pending
      .filter((entry) => !delivered.has(entry.clientId))
      .map((entry): ThreadEntry => ({
        key: `pending-${entry.clientId}`,
        delivery: entry.delivery,
        message: {
          id: 0,
          client_id: entry.clientId,
          room_id: null,
          from: me ?? '',
          to: peer,
          nick: user?.user_nickname ?? '',
          avatar: user?.avatar ?? '',
          time: entry.time,
          payload: entry.payload,
          read: false,
          status: 'sent',
        },
      }));
    return [
      // Whatever the server holds was stored: only our own pending sends can fail.
      ...stored.map((message): ThreadEntry => ({
        key: `message-${message.id}`,
        message,
        delivery: 'sent',
      })),
      ...own,
    ];
  }, [stored, pending, me, peer, user?.user_nickname, user?.avatar]);

  // While the thread is on screen, new messages from the peer are read at once.
  useEffect(() => {
    if (peer === null || !visible) return;
    return showThread(peer);
  }, [peer, visible]);

  const newestUnreadId = stored.reduce(
    (newest, message) => (message.from === peer && !message.read ? message.id : newest),
    0,
  );
  useEffect(() => {
    if (!client || peer === null || me === null || !visible) return;
    if (state !== 'ready' || newestUnreadId === 0) return;
    client
      .markRead(peer)
      .then(({ up_to_id }) => {
        // The server pushes the same receipt; applying it now spares a round of unread badges.
        const receipt = { reader: me, peer, up_to_id };
        applyReadReceipt(queryClient, receipt, me);
        queryClient.setQueryData<ThreadData>(privateChatKeys.thread(peer), (data) =>
          data ? withThreadReadReceipt(data, receipt, me, peer) : data,
        );
      })
      // Tried again with the next message, on reconnect, or when the page is shown again.
      .catch(() => undefined);
  }, [client, peer, me, visible, state, newestUnreadId, queryClient]);

  return {
    entries,
    isPending: query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    send,
    retry,
    failure,
  };
}
