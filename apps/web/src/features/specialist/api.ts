import {
  analysisRoutes,
  expertRoutes,
  type EXPERT_RANKINGS,
  type AnalysisDetail,
  type AnalysisMarket,
  type CallBody,
  type CallData,
  type ExpertProfile,
  type SportName,
} from '@tifo/contract';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../shared/api-client';
import { memberScopedKey } from '../../shared/session/member-scope';
import { walletKeys } from '../../shared/wallet/wallet-keys';
import { useAttentionMutation } from '../member';

export type ExpertRanking = CallData<typeof expertRoutes.ranking>;
export type RankingEntry = ExpertRanking['list'][number];
export type RecordWithHistory = CallData<typeof expertRoutes.record>;
export type ForesightPage = CallData<typeof analysisRoutes.foresight>;
export type ForesightEntry = ForesightPage['list'][number];
export type PublishBody = CallBody<typeof analysisRoutes.publish>;
export type ProfileBody = CallBody<typeof expertRoutes.updateProfile>;

/** A record's filter: one market and competition, or all of them (null). */
export interface RecordFilter {
  market: AnalysisMarket | null;
  competitionId: string | null;
}

export type RankingOrder = (typeof EXPERT_RANKINGS)[number];

/** Which analyses a list shows. */
export interface AnalysisFilter {
  expertId?: number;
  matchId?: string;
  status: 'open' | 'settled' | 'all';
  /** The member's purchases (`Analysis/purchased`) instead of the public list. */
  purchased?: boolean;
}

function recordQuery(filter: RecordFilter) {
  return {
    ...(filter.market ? { market: filter.market } : {}),
    ...(filter.competitionId ? { competition_id: filter.competitionId } : {}),
  };
}

/**
 * Query keys of the expert area. Records, rankings and /foresight are the same for everyone;
 * profiles (`is_followed`, `mine`) and analyses (`visible`, `purchased`, the pick itself) depend
 * on the viewer, so they hang under `memberScopedKey` and go at login and logout.
 */
export const expertKeys = {
  public: ['experts'] as const,
  ranking: (sort: RankingOrder, filter: RecordFilter, page: number) =>
    [
      ...expertKeys.public,
      'ranking',
      sort,
      filter.market ?? 'all',
      filter.competitionId ?? 'all',
      page,
    ] as const,
  records: (id: number) => [...expertKeys.public, 'record', id] as const,
  record: (id: number, filter: RecordFilter) =>
    [...expertKeys.records(id), filter.market ?? 'all', filter.competitionId ?? 'all'] as const,
  foresight: (sport: SportName) => [...expertKeys.public, 'foresight', sport] as const,
  viewer: [...memberScopedKey, 'experts'] as const,
  application: () => [...expertKeys.viewer, 'application'] as const,
  profile: (id: number) => [...expertKeys.viewer, 'profile', id] as const,
  analyses: () => [...expertKeys.viewer, 'analyses'] as const,
  analysisLists: () => [...expertKeys.analyses(), 'list'] as const,
  analysisList: (filter: AnalysisFilter) =>
    [
      ...expertKeys.analysisLists(),
      filter.expertId ?? null,
      filter.matchId ?? null,
      filter.status,
      filter.purchased ?? false,
    ] as const,
  analysis: (id: number) => [...expertKeys.analyses(), 'one', id] as const,
};

export function useExpertApplicationQuery() {
  return useQuery({
    queryKey: expertKeys.application(),
    queryFn: ({ signal }) => callApi(expertRoutes.application, { signal, quiet: true }),
  });
}

export function useExpertApplyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof expertRoutes.apply>) =>
      callApi(expertRoutes.apply, { body }),
    onSuccess: (application) => queryClient.setQueryData(expertKeys.application(), application),
  });
}

/** An expert's profile; `enabled` false while there is no id. A non-expert answers code 1. */
export function useExpertProfileQuery(id: number | null) {
  return useQuery({
    queryKey: expertKeys.profile(id ?? 0),
    queryFn: ({ signal }) =>
      callApi(expertRoutes.profile, { query: { id: id ?? 0 }, signal, quiet: true }),
    enabled: id !== null,
    retry: false,
  });
}

export function useUpdateExpertProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => callApi(expertRoutes.updateProfile, { body }),
    onSuccess: (profile) => queryClient.setQueryData(expertKeys.profile(profile.id), profile),
  });
}

export function useExpertRecordQuery(id: number, filter: RecordFilter) {
  return useQuery({
    queryKey: expertKeys.record(id, filter),
    queryFn: ({ signal }) =>
      callApi(expertRoutes.record, { query: { id, ...recordQuery(filter) }, signal, quiet: true }),
    // While another filter loads, the figures shown stay those of the same expert only.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === id ? previous : undefined,
  });
}

export function useExpertRankingQuery(sort: RankingOrder, filter: RecordFilter, page: number) {
  return useQuery({
    queryKey: expertKeys.ranking(sort, filter, page),
    queryFn: ({ signal }) =>
      callApi(expertRoutes.ranking, {
        query: { sort, page, ...recordQuery(filter) },
        signal,
        quiet: true,
      }),
    placeholderData: (previous) => previous,
  });
}

/** Analyses a page at a time, newest first. */
export function useAnalysesQuery(filter: AnalysisFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: expertKeys.analysisList(filter),
    queryFn: ({ pageParam, signal }) =>
      filter.purchased
        ? callApi(analysisRoutes.purchased, { query: { page: pageParam }, signal, quiet: true })
        : callApi(analysisRoutes.list, {
            query: {
              status: filter.status,
              page: pageParam,
              ...(filter.expertId !== undefined ? { expert_id: filter.expertId } : {}),
              ...(filter.matchId !== undefined ? { match_id: filter.matchId } : {}),
            },
            signal,
            quiet: true,
          }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
    enabled,
  });
}

export function useAnalysisQuery(id: number | null) {
  return useQuery({
    queryKey: expertKeys.analysis(id ?? 0),
    queryFn: ({ signal }) =>
      callApi(analysisRoutes.detail, { query: { id: id ?? 0 }, signal, quiet: true }),
    enabled: id !== null,
    retry: false,
  });
}

/** Lists show `purchased` and buyer counts: refetch them after anything changes an analysis. */
function refreshAnalysisLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: expertKeys.analysisLists() });
}

/**
 * Buys an analysis. Quiet: the purchase dialog shows a refusal (after kick-off, not enough
 * diamonds…) beside its recharge button instead of a toast that would vanish.
 */
export function useBuyAnalysisMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(analysisRoutes.buy, { body: { id }, quiet: true }),
    onSuccess: (detail) => {
      queryClient.setQueryData<AnalysisDetail>(expertKeys.analysis(detail.id), detail);
      refreshAnalysisLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}

export function usePublishAnalysisMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishBody) => callApi(analysisRoutes.publish, { body }),
    onSuccess: () => {
      refreshAnalysisLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: [...expertKeys.viewer, 'profile'] });
      void queryClient.invalidateQueries({ queryKey: [...expertKeys.public, 'foresight'] });
    },
  });
}

export function useCorrectAnalysisMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; text: string }) => callApi(analysisRoutes.correct, { body }),
    onSuccess: (_data, { id }) =>
      queryClient.invalidateQueries({ queryKey: expertKeys.analysis(id) }),
  });
}

export function useForesightQuery(sport: SportName) {
  return useInfiniteQuery({
    queryKey: expertKeys.foresight(sport),
    queryFn: ({ pageParam, signal }) =>
      callApi(analysisRoutes.foresight, { query: { sport, page: pageParam }, signal, quiet: true }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
  });
}

/** Follows or unfollows an expert (experts are users) and updates their profile in place. */
export function useFollowExpertMutation() {
  const queryClient = useQueryClient();
  const attention = useAttentionMutation();
  return {
    isPending: attention.isPending,
    toggle: (profile: ExpertProfile) =>
      attention.mutate(
        { anchorid: profile.id, type: profile.is_followed ? 0 : 1 },
        {
          onSuccess: ({ is_followed, followers }) =>
            queryClient.setQueryData<ExpertProfile>(expertKeys.profile(profile.id), (current) =>
              current ? { ...current, is_followed, followers } : current,
            ),
        },
      ),
  };
}
