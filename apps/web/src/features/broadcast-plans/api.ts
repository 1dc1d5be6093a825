import {
  broadcastPlanRoutes,
  type BroadcastPlan,
  type CallBody,
  type CallData,
} from '@tifo/contract';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../shared/api-client';
import { memberScopedKey } from '../../shared/session/member-scope';

export type PlanPage = CallData<typeof broadcastPlanRoutes.mine>;
export type PlanDraft = CallBody<typeof broadcastPlanRoutes.setLiveList>;

/** Whose approved plans a public list shows: one match's, or one streamer's. */
export type PlanFilter = { matchId: string } | { anchorId: number };

/**
 * Every list of plans says whether the viewer reserved each one, so all of them are member
 * data: login and logout drop them with the rest of `memberScopedKey`.
 */
export const planKeys = {
  all: [...memberScopedKey, 'broadcast-plans'] as const,
  mine: () => [...planKeys.all, 'mine'] as const,
  lists: () => [...planKeys.all, 'list'] as const,
  list: (filter: PlanFilter) => [...planKeys.lists(), filter] as const,
  reserved: () => [...planKeys.all, 'reserved'] as const,
};

function nextPage(last: PlanPage, pages: PlanPage[]): number | undefined {
  return last.has_more ? pages.length + 1 : undefined;
}

/** The streamer's own plans in every review state, latest first, a page at a time. */
export function useMyPlansQuery() {
  return useInfiniteQuery({
    queryKey: planKeys.mine(),
    queryFn: ({ pageParam, signal }) =>
      callApi(broadcastPlanRoutes.mine, { query: { page: pageParam }, signal, quiet: true }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** Plans a new broadcast or changes one (which then waits for review again). */
export function useSavePlanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows a refusal (time out of range, too many plans…) beside its fields.
    mutationFn: (draft: PlanDraft) =>
      callApi(broadcastPlanRoutes.setLiveList, { body: draft, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}

/** Withdraws a plan that has not started; fans' reservations of it go with it. */
export function useCancelPlanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(broadcastPlanRoutes.cancel, { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}

/** Approved plans of a match or a streamer still to come or on now, soonest first. */
export function usePlannedBroadcastsQuery(filter: PlanFilter) {
  return useInfiniteQuery({
    queryKey: planKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      callApi(broadcastPlanRoutes.list, {
        query: {
          page: pageParam,
          ...('matchId' in filter ? { match_id: filter.matchId } : { anchor_id: filter.anchorId }),
        },
        signal,
        quiet: true,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** The broadcasts the member reserved that are still to come or on now. */
export function useReservedPlansQuery(enabled: boolean) {
  return useQuery({
    queryKey: planKeys.reserved(),
    queryFn: ({ signal }) => callApi(broadcastPlanRoutes.reserved, { signal, quiet: true }),
    enabled,
    select: (data) => data.list,
  });
}

type ReserveResult = CallData<typeof broadcastPlanRoutes.reserve>;

/** Writes a reservation's outcome into every cached list that shows the plan. */
function applyReservation(queryClient: QueryClient, result: ReserveResult) {
  const update = (plan: BroadcastPlan): BroadcastPlan =>
    plan.id === result.id
      ? { ...plan, reserved: result.reserved, reservations: result.reservations }
      : plan;
  queryClient.setQueriesData<InfiniteData<PlanPage>>({ queryKey: planKeys.lists() }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map(update) })) }
      : data,
  );
  if (result.reserved) {
    void queryClient.invalidateQueries({ queryKey: planKeys.reserved() });
  } else {
    queryClient.setQueryData<CallData<typeof broadcastPlanRoutes.reserved>>(
      planKeys.reserved(),
      (data) => data && { list: data.list.filter((plan) => plan.id !== result.id) },
    );
  }
}

/** Reserves (or cancels) a reminder for an approved broadcast. */
export function useReservePlanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reserve }: { id: number; reserve: boolean }) =>
      callApi(broadcastPlanRoutes.reserve, { body: { id, reserve } }),
    onSuccess: (result) => applyReservation(queryClient, result),
  });
}
