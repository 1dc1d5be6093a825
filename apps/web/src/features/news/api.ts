import { type NewsArticle, newsArticleRoutes, newsRoutes, type NewsCategory } from '@tifo/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../shared/api-client';
import { newsKeys } from './news-keys';

export function useNewsListQuery(category: NewsCategory | null, tag: string | null) {
  return useInfiniteQuery({
    queryKey: newsKeys.list(category, tag),
    queryFn: ({ pageParam, signal }) =>
      callApi(newsRoutes.list, {
        query: {
          page: pageParam,
          ...(category ? { category } : {}),
          ...(tag ? { tag } : {}),
        },
        signal,
        quiet: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
  });
}

export function useArticleQuery(id: number | null) {
  return useQuery({
    queryKey: newsKeys.article(id ?? 0),
    queryFn: ({ signal }) =>
      callApi(newsArticleRoutes.detail, { query: { id: id ?? 0 }, signal, quiet: true }),
    enabled: id !== null,
  });
}

/** Counts the read once the article is on screen (the server counts a reader once per 30 min). */
export function useCountRead(id: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (id === null) return;
    void callApi(newsArticleRoutes.addView, { body: { id }, quiet: true })
      .then(({ views }) =>
        queryClient.setQueryData<NewsArticle>(newsKeys.article(id), (article) =>
          article ? { ...article, views } : article,
        ),
      )
      // A read that failed to count changes nothing the reader sees.
      .catch(() => undefined);
  }, [id, queryClient]);
}

export function useLikeArticleMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => callApi(newsArticleRoutes.like, { body: { id, liked } }),
    onSuccess: ({ liked, like_count }) =>
      queryClient.setQueryData<NewsArticle>(newsKeys.article(id), (article) =>
        article ? { ...article, liked, like_count } : article,
      ),
  });
}
