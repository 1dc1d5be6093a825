import {
  circleRoutes,
  type CallBody,
  type CallData,
  type Circle,
  type Post,
  type PostOrder,
  type PostScope,
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

export type PostsPage = CallData<typeof circleRoutes.posts>;
export type PostDetail = CallData<typeof circleRoutes.post>;
export type PostDraftBody = CallBody<typeof circleRoutes.publish>;
export type PostReportReason = CallBody<typeof circleRoutes.report>['reason'];

/** Which posts a list shows: one circle's (or every circle's), in which scope and order. */
export interface PostFilter {
  circleId: number | null;
  scope: PostScope;
  order: PostOrder;
}

/**
 * Query keys of circles and posts. All member-scoped: circles say whether the viewer joined,
 * posts whether the viewer liked, kept or wrote them, so login and logout drop them.
 */
export const circleKeys = {
  all: [...memberScopedKey, 'circles'] as const,
  circles: () => [...circleKeys.all, 'circle'] as const,
  list: () => [...circleKeys.circles(), 'list'] as const,
  mine: () => [...circleKeys.circles(), 'mine'] as const,
  info: (id: number) => [...circleKeys.circles(), 'info', id] as const,
  posts: () => [...circleKeys.all, 'posts'] as const,
  postLists: () => [...circleKeys.posts(), 'list'] as const,
  postList: (filter: PostFilter) =>
    [...circleKeys.postLists(), filter.circleId ?? 'all', filter.scope, filter.order] as const,
  post: (id: number) => [...circleKeys.posts(), 'one', id] as const,
};

/** Every open circle, most members first (discover, and the composer's choice of circle). */
export function useCirclesQuery() {
  return useQuery({
    queryKey: circleKeys.list(),
    queryFn: ({ signal }) => callApi(circleRoutes.list, { query: {}, signal, quiet: true }),
    select: (data) => data.list,
    staleTime: 60_000,
  });
}

/** The circles the member joined; `enabled` only for a member (visitors get a 700). */
export function useMyCirclesQuery(enabled: boolean) {
  return useQuery({
    queryKey: circleKeys.mine(),
    queryFn: ({ signal }) => callApi(circleRoutes.mine, { signal, quiet: true }),
    select: (data) => data.list,
    enabled,
  });
}

export function useCircleQuery(id: number | null) {
  return useQuery({
    queryKey: circleKeys.info(id ?? 0),
    queryFn: ({ signal }) =>
      callApi(circleRoutes.info, { query: { id: id ?? 0 }, signal, quiet: true }),
    enabled: id !== null,
  });
}

/** Posts a page at a time; a circle's first page carries its pinned posts apart. */
export function usePostsQuery(filter: PostFilter) {
  return useInfiniteQuery({
    queryKey: circleKeys.postList(filter),
    queryFn: ({ pageParam, signal }) =>
      callApi(circleRoutes.posts, {
        query: {
          scope: filter.scope,
          order: filter.order,
          page: pageParam,
          ...(filter.circleId === null ? {} : { circle_id: filter.circleId }),
        },
        signal,
        quiet: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
  });
}

export function usePostQuery(id: number | null) {
  return useQuery({
    queryKey: circleKeys.post(id ?? 0),
    queryFn: ({ signal }) =>
      callApi(circleRoutes.post, { query: { id: id ?? 0 }, signal, quiet: true }),
    enabled: id !== null,
  });
}

function withCircle(circle: Circle, id: number, change: Partial<Circle>): Circle {
  return circle.id === id ? { ...circle, ...change } : circle;
}

/**
 * Joins or leaves a circle. The answer's count goes into every cached copy of the circle; the
 * member's list is marked stale without reloading, so a circle left from "mine" stays on screen
 * (to join again) until the tab is opened anew.
 */
export function useJoinCircleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; joined: boolean }) =>
      callApi(circleRoutes.join, { body: input }),
    onSuccess: ({ joined, member_count }, { id }) => {
      const change = { joined, member_count };
      const inList = (data: { list: Circle[] } | undefined) =>
        data && { ...data, list: data.list.map((circle) => withCircle(circle, id, change)) };
      queryClient.setQueryData(circleKeys.list(), inList);
      queryClient.setQueryData(circleKeys.mine(), inList);
      queryClient.setQueryData<Circle>(circleKeys.info(id), (circle) =>
        circle ? withCircle(circle, id, change) : circle,
      );
      void queryClient.invalidateQueries({ queryKey: circleKeys.mine(), refetchType: 'none' });
      // The feed of joined circles changes.
      void queryClient.invalidateQueries({ queryKey: circleKeys.postLists() });
    },
  });
}

/** Applies a change of one post to its page and to every list that shows it. */
function patchPost(queryClient: QueryClient, id: number, change: Partial<Post>) {
  const patch = <T extends Post>(post: T): T => (post.id === id ? { ...post, ...change } : post);
  queryClient.setQueryData<PostDetail>(circleKeys.post(id), (post) => post && patch(post));
  queryClient.setQueriesData<InfiniteData<PostsPage>>(
    { queryKey: circleKeys.postLists() },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          pinned: page.pinned.map(patch),
          list: page.list.map(patch),
        })),
      },
  );
}

export function useLikePostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; liked: boolean }) =>
      callApi(circleRoutes.like, { body: input }),
    onSuccess: ({ liked, like_count }, { id }) => patchPost(queryClient, id, { liked, like_count }),
  });
}

export function useFavoritePostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; favorite: boolean }) =>
      callApi(circleRoutes.favorite, { body: input }),
    onSuccess: ({ favorited, favorite_count }, { id }) =>
      patchPost(queryClient, id, { favorited, favorite_count }),
  });
}

/**
 * Publishes a post. Everything about circles reloads: the lists show it, and the author may
 * have joined its circle by posting (counts, "mine", the joined feed).
 */
export function usePublishPostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostDraftBody) => callApi(circleRoutes.publish, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: circleKeys.all }),
  });
}

export function useDeletePostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(circleRoutes.remove, { body: { id } }),
    onSuccess: ({ id }) => {
      queryClient.removeQueries({ queryKey: circleKeys.post(id) });
      void queryClient.invalidateQueries({ queryKey: circleKeys.postLists() });
      // The circle's post count.
      void queryClient.invalidateQueries({ queryKey: circleKeys.circles() });
    },
  });
}

/**
 * Reports a post; resolves with the server's thanks (translated) for the toast. Quiet: the
 * dialog shows refusals.
 */
export function useReportPostMutation() {
  return useMutation({
    mutationFn: (input: { id: number; reason: PostReportReason; note: string }) => {
      let message = '';
      return callApi(circleRoutes.report, {
        body: { id: input.id, reason: input.reason, ...(input.note ? { note: input.note } : {}) },
        quiet: true,
        onMessage: (text) => {
          message = text;
        },
      }).then(() => message);
    },
  });
}
