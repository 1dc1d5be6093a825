import { fanGroupRoutes, ResponseCode, type CallData, type FanGroupSettings } from '@tifo/contract';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError, callApi, ClientErrorCode } from '../../shared/api-client';
import { useStoredValue } from '../../shared/use-stored-value';
import { userIdOf } from '../../shared/session/room-roles';
import { fanGroupKeys } from './fan-group-keys';

export { fanGroupKeys };

export type FanGroupInfo = CallData<typeof fanGroupRoutes.info>;
export type MyFanGroup = CallData<typeof fanGroupRoutes.mine>['list'][number];
export type FanRankingPage = CallData<typeof fanGroupRoutes.ranking>;

function fanGroupInfoOptions(anchorId: number, viewerId: number | null) {
  return queryOptions({
    queryKey: fanGroupKeys.info(anchorId, viewerId),
    // Screens show their own error state, so no toast.
    queryFn: ({ signal }) =>
      callApi(fanGroupRoutes.info, { query: { anchor_id: anchorId }, signal, quiet: true }),
  });
}

/** A streamer's fan group (null when they have none) and the viewer's membership. */
export function useFanGroupInfoQuery(anchorId: number) {
  const viewerId = userIdOf(useStoredValue('userInfo'));
  return useQuery(fanGroupInfoOptions(anchorId, viewerId));
}

/** How often, and how many times, to look for a membership the server grants a bit later. */
export const MEMBERSHIP_POLL = { intervalMs: 1_000, attempts: 5 } as const;

/**
 * Reads the group's info again, a second apart for about five seconds, until `granted` says
 * the membership is there: a fan light joins once the server has handled the gift, a moment
 * after the send succeeded. True when it came in time.
 */
export async function waitForMembership(
  queryClient: QueryClient,
  anchorId: number,
  viewerId: number | null,
  granted: (info: FanGroupInfo) => boolean,
): Promise<boolean> {
  for (let attempt = 0; attempt < MEMBERSHIP_POLL.attempts; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, MEMBERSHIP_POLL.intervalMs));
    try {
      const info = await queryClient.fetchQuery({
        ...fanGroupInfoOptions(anchorId, viewerId),
        staleTime: 0,
      });
      if (granted(info)) return true;
    } catch {
      // A failed read (network) is another try's business.
    }
  }
  return false;
}

/** After joining or leaving: the group's info, the member's list and the ranking change. */
export function refreshFanGroup(queryClient: QueryClient, anchorId: number): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: fanGroupKeys.mine() });
  void queryClient.invalidateQueries({ queryKey: fanGroupKeys.ranking(anchorId) });
  return queryClient.invalidateQueries({ queryKey: fanGroupKeys.infoOf(anchorId) });
}

export interface FeeJoin {
  /** Made once per confirmation, so a retried payment is charged once. */
  requestId: string;
}

/** Pays a fee-mode group's monthly fee (joins, or adds 30 days). */
export function useJoinByFeeMutation(anchorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The panel shows the refusal (not enough diamonds…) in place of a toast.
    mutationFn: ({ requestId }: FeeJoin) =>
      callApi(fanGroupRoutes.join, {
        body: { anchor_id: anchorId, request_id: requestId },
        quiet: true,
      }),
    onSuccess: () => refreshFanGroup(queryClient, anchorId),
  });
}

export function useLeaveFanGroupMutation(anchorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(fanGroupRoutes.leave, { body: { anchor_id: anchorId }, quiet: true }),
    onSuccess: () => refreshFanGroup(queryClient, anchorId),
  });
}

/** The member's fan groups, highest level first. */
export function useMyFanGroupsQuery() {
  return useQuery({
    queryKey: fanGroupKeys.mine(),
    queryFn: ({ signal }) => callApi(fanGroupRoutes.mine, { signal, quiet: true }),
    select: (data) => data.list,
  });
}

/** A group's fans by intimacy, a page at a time. */
export function useFanRankingQuery(anchorId: number) {
  return useInfiniteQuery({
    queryKey: fanGroupKeys.ranking(anchorId),
    queryFn: ({ pageParam, signal }) =>
      callApi(fanGroupRoutes.ranking, {
        query: { anchor_id: anchorId, page: pageParam },
        signal,
        quiet: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: FanRankingPage, pages) =>
      last.has_more ? pages.length + 1 : undefined,
  });
}

/** The streamer's own group as set up (null before the first save). */
export function useFanGroupSettingsQuery() {
  return useQuery({
    queryKey: fanGroupKeys.settings(),
    queryFn: ({ signal }) => callApi(fanGroupRoutes.settings, { signal, quiet: true }),
    select: (data) => data.group,
  });
}

export function useSaveFanGroupSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the refusal beside its fields.
    mutationFn: (settings: FanGroupSettings) =>
      callApi(fanGroupRoutes.saveSettings, { body: settings, quiet: true }),
    onSuccess: (group) => {
      queryClient.setQueryData(fanGroupKeys.settings(), { group });
      void queryClient.invalidateQueries({ queryKey: fanGroupKeys.infoOf(group.anchor_id) });
    },
  });
}

/**
 * A refused call's words (the server's translated `msg`: not enough diamonds, room not live…);
 * null for failures the API client has already announced (network toast, session dialogs).
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.code === ResponseCode.error || error.code === ClientErrorCode.invalidResponse
    ? error.message
    : null;
}
