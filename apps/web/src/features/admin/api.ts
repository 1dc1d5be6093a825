import { consoleRoutes, type ConsoleQueue } from '@tifo/contract';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { callApi } from '../../shared/api-client';
import { memberScopedKey } from '../../shared/session/member-scope';

/** How often the navigation's queue counts refresh on their own. */
export const QUEUE_COUNTS_REFRESH_MS = 30_000;

/**
 * Query keys of the operator console. Everything hangs under `memberScopedKey`: a logout drops
 * it, and the next staff member never sees the last one's queues.
 */
export const adminKeys = {
  all: [...memberScopedKey, 'admin'] as const,
  /** Keyed by the stored member, so logging in through the dialog asks again. */
  me: (userId: string | null) => [...adminKeys.all, 'me', userId] as const,
  counts: () => [...adminKeys.all, 'counts'] as const,
  queue: (queue: ConsoleQueue) => [...adminKeys.all, 'queue', queue] as const,
  rooms: () => [...adminKeys.all, 'rooms'] as const,
  blockedWords: () => [...adminKeys.all, 'blocked-words'] as const,
  gifts: () => [...adminKeys.all, 'gifts'] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  withdrawalBackgrounds: () => [...adminKeys.all, 'withdrawal-background'] as const,
  withdrawalBackground: (userId: number) => [...adminKeys.withdrawalBackgrounds(), userId] as const,
  dashboard: (days: number) => [...adminKeys.all, 'dashboard', days] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userSearch: (q: string, who: 'everyone' | 'staff') =>
    [...adminKeys.users(), 'search', q, who] as const,
  user: (userId: number) => [...adminKeys.users(), 'detail', userId] as const,
  userLedger: (userId: number) => [...adminKeys.users(), 'ledger', userId] as const,
  money: () => [...adminKeys.all, 'money'] as const,
};

/** The signed-in staff member; 700 and HTTP 403 are the gate's answers, so no toast. */
export function useStaffQuery(userId: string | null) {
  return useQuery({
    queryKey: adminKeys.me(userId),
    queryFn: ({ signal }) => callApi(consoleRoutes.me, { signal, quiet: true }),
  });
}

export function useQueueCountsQuery() {
  return useQuery({
    queryKey: adminKeys.counts(),
    queryFn: ({ signal }) => callApi(consoleRoutes.queueCounts, { signal, quiet: true }),
    refetchInterval: QUEUE_COUNTS_REFRESH_MS,
  });
}

/** One page of a paged console list. */
export interface Page<Item> {
  list: Item[];
  has_more: boolean;
}

/** A console list a page at a time ("Load more"); the page shows its own error state. */
export function usePagedQuery<Item>(
  queryKey: QueryKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<Item>>,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Page<Item>, pages) => (last.has_more ? pages.length + 1 : undefined),
  });
}

/**
 * A decision on a queue's item. Success re-reads that queue and every count: the item leaves
 * the waiting list, and the navigation tells the truth again.
 */
export function useDecisionMutation<Input>(
  queue: ConsoleQueue,
  send: (input: Input) => Promise<unknown>,
  /** Other data the decision changes. */
  alsoChanged: readonly QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      for (const queryKey of [adminKeys.queue(queue), adminKeys.counts(), ...alsoChanged]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
