import {
  matchRoutes,
  type CallData,
  type CallQuery,
  type MatchSummary,
  type Odds,
  type SportName,
} from '@tifo/contract';
import {
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../shared/api-client';
import { useViewerTimeZone } from '../../shared/format/time-zone';
import { memberScopedKey } from '../../shared/session/member-scope';

export type MatchListQuery = CallQuery<typeof matchRoutes.getList>;
export type MatchListData = CallData<typeof matchRoutes.getList>;
export type MatchDetailData = CallData<typeof matchRoutes.getDetail>;
export type MatchIndexData = CallData<typeof matchRoutes.getIndex>;
export type StandingsData = CallData<typeof matchRoutes.getStandings>;
export type FixturesData = CallData<typeof matchRoutes.getFixtures>;
export type FixtureRound = FixturesData['rounds'][number];
export type CompetitionList = CallData<typeof matchRoutes.getCompetitions>['list'];
export type Competition = CompetitionList[number];
export type TeamDetail = CallData<typeof matchRoutes.getTeam>;
export type HotMatch = CallData<typeof matchRoutes.hotMatches>['hot_match'][number];
export type ListStatus = 'live' | 'upcoming' | 'finished' | 'all';

/** Query keys of the score pages. Socket pushes find list and detail entries by these prefixes. */
export const matchKeys = {
  all: ['matches'] as const,
  lists: () => [...matchKeys.all, 'list'] as const,
  sportLists: (sport: SportName) => [...matchKeys.lists(), sport] as const,
  /** A day's list is the day in a time zone (the viewer's); the live list has no day. */
  list: (
    sport: SportName,
    status: ListStatus,
    date: string | null,
    competitionId?: string,
    timeZone: string | null = null,
  ) => [...matchKeys.sportLists(sport), status, date, competitionId ?? null, timeZone] as const,
  details: () => [...matchKeys.all, 'detail'] as const,
  detailsOf: (id: string) => [...matchKeys.details(), id] as const,
  detail: (id: string, window: number, companyId: number) =>
    [...matchKeys.detailsOf(id), window, companyId] as const,
  indexes: () => [...matchKeys.all, 'index'] as const,
  index: (id: string, companyId: number) => [...matchKeys.indexes(), id, companyId] as const,
  /** Live lines pushed by the socket (code 100 `*_exponent`), keyed by match id. */
  liveOdds: (sport: SportName) => [...matchKeys.all, 'live-odds', sport] as const,
  competitions: (sport: SportName) => [...matchKeys.all, 'competitions', sport] as const,
  standings: (competitionId: string) => [...matchKeys.all, 'standings', competitionId] as const,
  fixtures: (competitionId: string) => [...matchKeys.all, 'fixtures', competitionId] as const,
  team: (id: string) => [...matchKeys.all, 'team', id] as const,
  hot: () => [...matchKeys.all, 'hot'] as const,
  collectList: (sport: SportName) => [...memberScopedKey, 'match-collect', sport] as const,
};

/** Matches of a sport; `status: 'live'` ignores the date (every match in play now). */
export function useMatchListQuery(
  sport: SportName,
  status: ListStatus,
  date: string | null,
  competitionId?: string,
  enabled = true,
) {
  const queryClient = useQueryClient();
  const byDay = Boolean(date) && status !== 'live';
  const timeZone = useViewerTimeZone();
  return useQuery({
    enabled,
    queryKey: matchKeys.list(sport, status, date, competitionId, byDay ? timeZone : null),
    queryFn: async ({ signal }) => {
      const data = await callApi(matchRoutes.getList, {
        query: {
          sport,
          status,
          // The viewer's day: the server reads `date` in this zone (the site's without it).
          ...(date && byDay ? { date, time_zone: timeZone } : {}),
          ...(competitionId ? { competition_id: competitionId } : {}),
        },
        signal,
        quiet: true,
      });
      // The list brings the current lines; socket pushes then change them (live-updates.ts).
      queryClient.setQueryData<Record<string, Odds>>(matchKeys.liveOdds(sport), (previous) => ({
        ...previous,
        ...data.odds,
      }));
      return data;
    },
  });
}

/** Several days of one sport at once (the schedule page). */
export function useMatchListsQueries(sport: SportName, status: ListStatus, dates: string[]) {
  const timeZone = useViewerTimeZone();
  return useQueries({
    queries: dates.map((date) => ({
      queryKey: matchKeys.list(sport, status, date, undefined, timeZone),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(matchRoutes.getList, {
          query: { sport, status, date, time_zone: timeZone },
          signal,
          quiet: true,
        }),
    })),
  });
}

export function useMatchDetailQuery(id: string, window: number, companyId: number) {
  return useQuery({
    queryKey: matchKeys.detail(id, window, companyId),
    queryFn: ({ signal }) =>
      callApi(matchRoutes.getDetail, {
        query: { id, window, company_id: companyId },
        signal,
        quiet: true,
      }),
    enabled: id !== '',
    placeholderData: (previous) => previous,
  });
}

export function useCompetitionsQuery(sport: SportName) {
  return useQuery({
    queryKey: matchKeys.competitions(sport),
    queryFn: ({ signal }) =>
      callApi(matchRoutes.getCompetitions, { query: { sport }, signal, quiet: true }),
    staleTime: 10 * 60_000,
    select: (data) => data.list,
  });
}

export function useStandingsQuery(competitionId: string | null) {
  return useQuery({
    queryKey: matchKeys.standings(competitionId ?? ''),
    queryFn: ({ signal }) =>
      callApi(matchRoutes.getStandings, {
        query: { competition_id: competitionId ?? '' },
        signal,
        quiet: true,
      }),
    enabled: Boolean(competitionId),
    staleTime: 60_000,
  });
}

/** A competition's current season by round (the World Cup bracket); refreshed every minute. */
export function useFixturesQuery(competitionId: string | null) {
  return useQuery({
    queryKey: matchKeys.fixtures(competitionId ?? ''),
    queryFn: ({ signal }) =>
      callApi(matchRoutes.getFixtures, {
        query: { competition_id: competitionId ?? '' },
        signal,
        quiet: true,
      }),
    enabled: Boolean(competitionId),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** Team ranks by `${competitionId}:${teamId}` from standings results. */
function combineRanks(results: { data?: StandingsData | undefined }[]): Map<string, number> {
  const ranks = new Map<string, number>();
  for (const { data } of results) {
    if (!data) continue;
    for (const table of data.tables) {
      for (const row of table.rows) ranks.set(`${data.competition.id}:${row.team.id}`, row.rank);
    }
  }
  return ranks;
}

/** Team ranks of several competitions (shown beside names in the score lists). */
export function useRanksQueries(competitionIds: string[], enabled: boolean) {
  return useQueries({
    queries: competitionIds.map((competitionId) => ({
      queryKey: matchKeys.standings(competitionId),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(matchRoutes.getStandings, {
          query: { competition_id: competitionId },
          signal,
          quiet: true,
        }),
      enabled,
      staleTime: 5 * 60_000,
    })),
    combine: combineRanks,
  });
}

export function useTeamQuery(id: string | null) {
  return useQuery({
    queryKey: matchKeys.team(id ?? ''),
    queryFn: ({ signal }) =>
      callApi(matchRoutes.getTeam, { query: { id: id ?? '' }, signal, quiet: true }),
    enabled: Boolean(id),
  });
}

export function useHotMatchesQuery(enabled = true) {
  return useQuery({
    queryKey: matchKeys.hot(),
    queryFn: ({ signal }) => callApi(matchRoutes.hotMatches, { signal, quiet: true }),
    enabled,
    staleTime: 60_000,
    select: (data) => data.hot_match,
  });
}

/** Ids of the matches the member follows (empty for visitors: the query is disabled). */
export function useFollowedIdsQuery(sport: SportName, member: boolean) {
  return useQuery({
    queryKey: matchKeys.collectList(sport),
    queryFn: ({ signal }) =>
      callApi(matchRoutes.getCollectList, { query: { sport }, signal, quiet: true }),
    enabled: member,
    select: (data) => new Set(data.list.map((match) => match.id)),
  });
}

export function useFollowMutation(sport: SportName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { match_id: string; follow: boolean }) =>
      callApi(sport === 'football' ? matchRoutes.collectFootball : matchRoutes.collectBasketball, {
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchKeys.collectList(sport) }),
  });
}

export function useReserveMutation() {
  return useMutation({
    mutationFn: (body: { match_id: string; reserve: boolean }) =>
      callApi(matchRoutes.reserveMatch, { body }),
  });
}

/** Every match summary of a sport currently in the cache (lists and details), by id. */
export function cachedSummaries(
  queryClient: QueryClient,
  sport: SportName,
): Map<string, MatchSummary> {
  const result = new Map<string, MatchSummary>();
  for (const [, data] of queryClient.getQueriesData<MatchListData>({
    queryKey: matchKeys.sportLists(sport),
  })) {
    for (const match of data?.list ?? []) result.set(match.id, match);
  }
  return result;
}
