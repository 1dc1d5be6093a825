import {
  type CallBody,
  type RankingPeriod,
  type VideoCategory,
  videoRoutes,
  type VideoDetail,
} from '@tifo/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { callApi } from '../../shared/api-client';
import { memberScopedKey } from '../../shared/session/member-scope';

export type VideoOrder = 'new' | 'hot';
export type BannerPosition = 'home' | 'video';

/** How often a video being transcoded is asked for again (its page updates by itself). */
export const PROCESSING_REFRESH_MS = 5_000;

/**
 * Query keys of the videos. One video and the member's followed categories are member-scoped
 * (likes, favourites, the owner's view of a video in processing), so login and logout drop
 * them; lists, categories and rankings are the same for everyone.
 */
export const videoKeys = {
  all: ['video'] as const,
  banners: (position: BannerPosition) => [...videoKeys.all, 'banners', position] as const,
  categories: () => [...videoKeys.all, 'categories'] as const,
  recommendedCategories: () => [...videoKeys.all, 'categories', 'recommended'] as const,
  allCategories: () => [...videoKeys.all, 'categories', 'counted'] as const,
  myCategories: () => [...memberScopedKey, 'video', 'my-categories'] as const,
  list: (categoryId: number | null, order: VideoOrder) =>
    [...videoKeys.all, 'list', categoryId, order] as const,
  rank: (period: RankingPeriod) => [...videoKeys.all, 'rank', period] as const,
  anchorWorks: (anchorId: number) => [...videoKeys.all, 'anchor-works', anchorId] as const,
  matchReplays: (matchId: string) => [...videoKeys.all, 'match-replays', matchId] as const,
  info: (id: number) => [...memberScopedKey, 'video', 'info', id] as const,
  mine: () => [...memberScopedKey, 'video', 'mine'] as const,
};

/** Every category (`Videoclassification`). */
export function useVideoCategoriesQuery() {
  return useQuery({
    queryKey: videoKeys.categories(),
    queryFn: ({ signal }) => callApi(videoRoutes.categories, { signal, quiet: true }),
    select: (data) => data.list,
    staleTime: 5 * 60_000,
  });
}

/** The categories recommended to everyone (the tabs of a visitor, or of a member who follows none). */
export function useRecommendedVideoCategoriesQuery() {
  return useQuery({
    queryKey: videoKeys.recommendedCategories(),
    queryFn: ({ signal }) => callApi(videoRoutes.recommendedCategories, { signal, quiet: true }),
    select: (data) => data.list,
    staleTime: 5 * 60_000,
  });
}

/** Every category with how many videos it has (the /video-classify chips). */
export function useAllVideoCategoriesQuery() {
  return useQuery({
    queryKey: videoKeys.allCategories(),
    queryFn: ({ signal }) => callApi(videoRoutes.allCategories, { signal, quiet: true }),
    select: (data) => data.list,
    staleTime: 60_000,
  });
}

/** The categories the member follows; `enabled` only for a member (visitors get a 700). */
export function useMyVideoCategoriesQuery(enabled: boolean) {
  return useQuery({
    queryKey: videoKeys.myCategories(),
    queryFn: ({ signal }) => callApi(videoRoutes.myCategories, { signal, quiet: true }),
    select: (data) => data.list,
    enabled,
  });
}

/** Replaces the followed categories (in their order) and keeps the answer as the new list. */
export function useSetMyVideoCategoriesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => callApi(videoRoutes.setMyCategories, { body: { ids } }),
    onSuccess: (data) =>
      queryClient.setQueryData<{ list: VideoCategory[] }>(videoKeys.myCategories(), data),
  });
}

/** Published videos of a category (or all), newest or most watched first, a page at a time. */
export function useVideoListQuery(categoryId: number | null, order: VideoOrder, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: videoKeys.list(categoryId, order),
    queryFn: ({ pageParam, signal }) =>
      callApi(videoRoutes.list, {
        query: { order, page: pageParam, ...(categoryId ? { classify_id: categoryId } : {}) },
        signal,
        quiet: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
  });
}

/** One video; asked for again every few seconds while it is being transcoded. */
export function useVideoInfoQuery(id: number | null) {
  return useQuery({
    queryKey: videoKeys.info(id ?? 0),
    queryFn: ({ signal }) =>
      callApi(videoRoutes.info, { body: { id: id ?? 0 }, signal, quiet: true }),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' ? PROCESSING_REFRESH_MS : false,
  });
}

export function useVideoRankQuery(period: RankingPeriod) {
  return useQuery({
    queryKey: videoKeys.rank(period),
    queryFn: ({ signal }) => callApi(videoRoutes.rank, { query: { period }, signal, quiet: true }),
    select: (data) => data.list,
    staleTime: 60_000,
  });
}

export function useBannersQuery(position: BannerPosition) {
  return useQuery({
    queryKey: videoKeys.banners(position),
    queryFn: ({ signal }) =>
      callApi(videoRoutes.banners, { body: { position }, signal, quiet: true }),
    select: (data) => data.list,
    staleTime: 5 * 60_000,
  });
}

/** The first page of a streamer's (or member's) published videos, newest first. */
export function useAnchorWorksQuery(anchorId: number | null) {
  return useQuery({
    queryKey: videoKeys.anchorWorks(anchorId ?? 0),
    queryFn: ({ signal }) =>
      callApi(videoRoutes.anchorWorks, {
        body: { anchor_id: anchorId ?? 0, page: 1 },
        signal,
        quiet: true,
      }),
    select: (data) => data.list,
    enabled: anchorId !== null,
    staleTime: 60_000,
  });
}

/** The first page of a match's replays (broadcasts whose room was linked to it). */
export function useMatchReplaysQuery(matchId: string) {
  return useQuery({
    queryKey: videoKeys.matchReplays(matchId),
    queryFn: ({ signal }) =>
      callApi(videoRoutes.list, { query: { match_id: matchId, page: 1 }, signal, quiet: true }),
    select: (data) => data.list,
    enabled: matchId !== '',
    staleTime: 60_000,
  });
}

/**
 * Returns the callback the player calls when playback starts: it counts the play once per video
 * on this page (the server counts a viewer once per 30 min) and shows the new count.
 */
export function useCountPlay(id: number) {
  const queryClient = useQueryClient();
  const counted = useRef<number | null>(null);
  return useCallback(() => {
    if (counted.current === id) return;
    counted.current = id;
    void callApi(videoRoutes.addView, { body: { id }, quiet: true })
      .then(({ views }) =>
        queryClient.setQueryData<VideoDetail>(videoKeys.info(id), (video) =>
          video ? { ...video, views } : video,
        ),
      )
      // A play that failed to count changes nothing the viewer sees.
      .catch(() => undefined);
  }, [id, queryClient]);
}

export function useLikeVideoMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => callApi(videoRoutes.like, { body: { id, liked } }),
    onSuccess: ({ liked, like_count }) =>
      queryClient.setQueryData<VideoDetail>(videoKeys.info(id), (video) =>
        video ? { ...video, liked, like_count } : video,
      ),
  });
}

export function useFavoriteVideoMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorite: boolean) => callApi(videoRoutes.favorite, { body: { id, favorite } }),
    onSuccess: ({ favorited, favorite_count }) =>
      queryClient.setQueryData<VideoDetail>(videoKeys.info(id), (video) =>
        video ? { ...video, favorited, favorite_count } : video,
      ),
  });
}

/**
 * The member's own videos in every state, newest first, a page at a time; asked for again every
 * few seconds while one of them is being transcoded, so it turns published by itself.
 */
export function useMyVideosQuery() {
  return useInfiniteQuery({
    queryKey: videoKeys.mine(),
    queryFn: ({ pageParam, signal }) =>
      callApi(videoRoutes.mine, { query: { page: pageParam }, signal, quiet: true }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) =>
        page.list.some((video) => video.status === 'processing'),
      )
        ? PROCESSING_REFRESH_MS
        : false,
  });
}

export type PublishVideo = CallBody<typeof videoRoutes.publish>;

/** Publishes uploaded files as a video (it starts processing); the member's list reloads. */
export function usePublishVideoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishVideo) => callApi(videoRoutes.publish, { body }),
    // Here rather than in the form: it still runs if the form is gone meanwhile.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: videoKeys.mine() }),
  });
}

/** After its owner deleted or hid a video: it, their list and the public lists reload. */
function refreshOwnedVideo(
  queryClient: ReturnType<typeof useQueryClient>,
  id: number,
  change: 'deleted' | 'changed',
) {
  if (change === 'deleted') queryClient.removeQueries({ queryKey: videoKeys.info(id) });
  else void queryClient.invalidateQueries({ queryKey: videoKeys.info(id) });
  void queryClient.invalidateQueries({ queryKey: videoKeys.mine() });
  // A published video may be in any list, ranking or streamer's works.
  void queryClient.invalidateQueries({ queryKey: videoKeys.all });
}

/** Deletes one of the member's videos; their list and the public lists reload. */
export function useDeleteVideoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(videoRoutes.remove, { body: { id } }),
    onSuccess: ({ id }) => refreshOwnedVideo(queryClient, id, 'deleted'),
  });
}

/** The owner takes a video off the site or puts it back; their list and the lists reload. */
export function useHideVideoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; hidden: boolean }) =>
      callApi(videoRoutes.hide, { body: input }),
    onSuccess: ({ id }) => refreshOwnedVideo(queryClient, id, 'changed'),
  });
}
