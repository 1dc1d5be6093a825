import { imRoutes, type CallData } from '@tifo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api-client';
import { memberScopedKey } from '../../../shared/session/member-scope';

export type ConversationListData = CallData<typeof imRoutes.conversationList>;
export type ThreadPage = CallData<typeof imRoutes.messageList>;

/** Private chat belongs to the signed-in member: login and logout drop it with the rest. */
export const privateChatKeys = {
  all: [...memberScopedKey, 'im'] as const,
  conversations: () => [...privateChatKeys.all, 'conversations'] as const,
  threads: () => [...privateChatKeys.all, 'thread'] as const,
  thread: (peer: string) => [...privateChatKeys.threads(), peer] as const,
  peer: (peer: string) => [...privateChatKeys.all, 'peer', peer] as const,
};

// Quiet: the lists show their own error state with a retry button instead of a toast.
export function fetchConversations(): Promise<ConversationListData> {
  return callApi(imRoutes.conversationList, { quiet: true });
}

export function fetchThreadPage(
  peer: string,
  beforeId: number | undefined,
  signal: AbortSignal,
): Promise<ThreadPage> {
  return callApi(imRoutes.messageList, {
    query: { peer, before_id: beforeId },
    signal,
    quiet: true,
  });
}

/** Name and avatar of someone without a conversation yet (the blank entry); null skips it. */
export function usePeerQuery(peer: string | null) {
  return useQuery({
    queryKey: privateChatKeys.peer(peer ?? ''),
    queryFn: () => callApi(imRoutes.peer, { query: { peer: peer ?? '' }, quiet: true }),
    enabled: peer !== null,
    staleTime: 10 * 60_000,
  });
}
