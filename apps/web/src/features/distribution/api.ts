import { distributionRoutes, type CallData } from '@tifo/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api-client';
import { memberScopedKey } from '../../shared/session/member-scope';

export type InviteeLevel = 1 | 2;
export type InviteePage = CallData<typeof distributionRoutes.invitees>;
export type Invitee = InviteePage['list'][number];
export type CommissionPage = CallData<typeof distributionRoutes.commissions>;
export type AgentStats = CallData<typeof distributionRoutes.agentStats>;
export type AgentDay = AgentStats['days'][number];

/** Both ends `YYYY-MM-DD`, site days, included. */
export interface DayRange {
  from: string;
  to: string;
}

/** Query keys of the referral centre: the member's own data, dropped at login and logout. */
export const distributionKeys = {
  all: [...memberScopedKey, 'distribution'] as const,
  summary: () => [...distributionKeys.all, 'summary'] as const,
  invitees: (level: InviteeLevel) => [...distributionKeys.all, 'invitees', level] as const,
  commissions: () => [...distributionKeys.all, 'commissions'] as const,
  agentStats: (range: DayRange) =>
    [...distributionKeys.all, 'agent-stats', range.from, range.to] as const,
};

/** Each part shows its own error state in place of the API client's toast (`quiet`). */
export function useDistributionSummaryQuery() {
  return useQuery({
    queryKey: distributionKeys.summary(),
    queryFn: () => callApi(distributionRoutes.summary, { quiet: true }),
  });
}

export function useInviteesQuery(level: InviteeLevel) {
  return useInfiniteQuery({
    queryKey: distributionKeys.invitees(level),
    queryFn: ({ pageParam }) =>
      callApi(distributionRoutes.invitees, { query: { level, page: pageParam }, quiet: true }),
    initialPageParam: 1,
    getNextPageParam: (last: InviteePage, pages) => (last.has_more ? pages.length + 1 : undefined),
  });
}

export function useCommissionsQuery() {
  return useInfiniteQuery({
    queryKey: distributionKeys.commissions(),
    queryFn: ({ pageParam }) =>
      callApi(distributionRoutes.commissions, { query: { page: pageParam }, quiet: true }),
    initialPageParam: 1,
    getNextPageParam: (last: CommissionPage, pages) =>
      last.has_more ? pages.length + 1 : undefined,
  });
}

/** A channel agent's days; only agents may ask (others are refused). */
export function useAgentStatsQuery(range: DayRange) {
  return useQuery({
    queryKey: distributionKeys.agentStats(range),
    queryFn: () => callApi(distributionRoutes.agentStats, { query: range, quiet: true }),
    // Changing a date keeps the last table on screen until the new one arrives.
    placeholderData: (previous) => previous,
  });
}
