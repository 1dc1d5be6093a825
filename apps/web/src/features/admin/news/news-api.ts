import {
  newsAdminRoutes,
  searchRoutes,
  type NEWS_DESK_STATUSES,
  type PublishNewsBody,
} from '@tifo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api-client';
import { adminKeys, usePagedQuery } from '../api';

/** The desk's status tabs: every article, or only those of one status. */
export type NewsDeskFilter = 'all' | (typeof NEWS_DESK_STATUSES)[number];

/** Query keys of the news desk, under the console's (a logout drops them). */
export const newsDeskKeys = {
  all: [...adminKeys.all, 'news'] as const,
  list: (filter: NewsDeskFilter, search: string) =>
    [...newsDeskKeys.all, 'list', filter, search] as const,
  article: (id: number) => [...newsDeskKeys.all, 'article', id] as const,
  matchSearch: (term: string) => [...newsDeskKeys.all, 'match-search', term] as const,
};

/** Every article, newest first, a page at a time, by status and by title in any language. */
export function useNewsDeskQuery(filter: NewsDeskFilter, search: string) {
  return usePagedQuery(newsDeskKeys.list(filter, search), (page, signal) =>
    callApi(newsAdminRoutes.desk, {
      query: {
        page,
        ...(filter === 'all' ? {} : { status: filter }),
        ...(search ? { q: search } : {}),
      },
      signal,
      quiet: true,
    }),
  );
}

/** One article as the editor opens it: every version's stored text, tags and match. */
export function useNewsDeskArticleQuery(id: number) {
  return useQuery({
    queryKey: newsDeskKeys.article(id),
    queryFn: ({ signal }) =>
      callApi(newsAdminRoutes.deskArticle, { query: { id }, signal, quiet: true }),
  });
}

/**
 * Matches to link an article to, by team or competition name (the public search: the last
 * three days and the next two weeks); its first page only. Nothing is asked for an empty term.
 */
export function useMatchSearchQuery(term: string) {
  return useQuery({
    queryKey: newsDeskKeys.matchSearch(term),
    queryFn: ({ signal }) =>
      callApi(searchRoutes.match, { query: { name: term, page: 1 }, signal, quiet: true }),
    enabled: term !== '',
    staleTime: 30_000,
  });
}

/** What the editor saves: a new article (`id` null) or a rewrite of one. */
export interface NewsSave {
  id: number | null;
  body: PublishNewsBody;
}

/** Publishes or rewrites an article; the editor shows the server's refusal itself. */
export function useSaveNewsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: NewsSave) =>
      id === null
        ? callApi(newsAdminRoutes.publish, { body, quiet: true })
        : callApi(newsAdminRoutes.update, { body: { ...body, id }, quiet: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: newsDeskKeys.all }),
  });
}

/** Takes an article down (`published` false) or puts it back up; every tab is read again. */
export function useSetPublishedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; published: boolean }) =>
      callApi(newsAdminRoutes.unpublish, { body, quiet: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: newsDeskKeys.all }),
  });
}
