import { searchRoutes } from '@tifo/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api-client';

export type SearchKind = 'anchor' | 'live' | 'match' | 'post';

export const searchKeys = {
  all: ['search'] as const,
  index: (name: string) => [...searchKeys.all, 'index', name] as const,
  kind: (kind: SearchKind, name: string) => [...searchKeys.all, kind, name] as const,
};

/** The first streamers, rooms, matches and posts for a term, with their counts (the "All" tab). */
export function useSearchIndexQuery(name: string) {
  return useQuery({
    queryKey: searchKeys.index(name),
    queryFn: ({ signal }) => callApi(searchRoutes.index, { query: { name }, signal, quiet: true }),
    enabled: name !== '',
    staleTime: 30_000,
  });
}

interface ResultsPage<T> {
  list: T[];
  total: number;
  has_more: boolean;
}

/** One kind's results for a term, a page at a time (its tab). */
function useKindQuery<T>(
  kind: SearchKind,
  name: string,
  enabled: boolean,
  fetchPage: (page: number, signal: AbortSignal) => Promise<ResultsPage<T>>,
) {
  return useInfiniteQuery({
    queryKey: searchKeys.kind(kind, name),
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ResultsPage<T>, pages) =>
      last.has_more ? pages.length + 1 : undefined,
    enabled: enabled && name !== '',
    staleTime: 30_000,
  });
}

export function useAnchorResultsQuery(name: string, enabled: boolean) {
  return useKindQuery('anchor', name, enabled, (page, signal) =>
    callApi(searchRoutes.anchor, { query: { name, page }, signal, quiet: true }),
  );
}

export function useLiveResultsQuery(name: string, enabled: boolean) {
  return useKindQuery('live', name, enabled, (page, signal) =>
    callApi(searchRoutes.live, { query: { name, page }, signal, quiet: true }),
  );
}

export function useMatchResultsQuery(name: string, enabled: boolean) {
  return useKindQuery('match', name, enabled, (page, signal) =>
    callApi(searchRoutes.match, { query: { name, page }, signal, quiet: true }),
  );
}

export function usePostResultsQuery(name: string, enabled: boolean) {
  return useKindQuery('post', name, enabled, (page, signal) =>
    callApi(searchRoutes.post, { query: { name, page }, signal, quiet: true }),
  );
}
