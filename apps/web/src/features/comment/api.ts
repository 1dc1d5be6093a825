import {
  commentRoutes,
  type COMMENT_REPORT_REASONS,
  type CallData,
  type Comment,
  type CommentReply,
  type CommentTarget,
} from '@tifo/contract';
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { callApi } from '../../shared/api-client';
import { memberScopedKey } from '../../shared/session/member-scope';

export interface CommentTargetRef {
  type: CommentTarget;
  id: number;
}
export type CommentOrder = 'hot' | 'new';

type ThreadsPage = CallData<typeof commentRoutes.list>;
type RepliesPage = CallData<typeof commentRoutes.replies>;

/** Member-scoped: each comment says whether the viewer liked or wrote it. */
export const commentKeys = {
  all: [...memberScopedKey, 'comments'] as const,
  target: (target: CommentTargetRef) => [...commentKeys.all, target.type, target.id] as const,
  threads: (target: CommentTargetRef, order: CommentOrder) =>
    [...commentKeys.target(target), 'threads', order] as const,
  replies: (target: CommentTargetRef, rootId: number) =>
    [...commentKeys.target(target), 'replies', rootId] as const,
};

const nextPage = (last: { has_more: boolean }, pages: unknown[]) =>
  last.has_more ? pages.length + 1 : undefined;

export function useThreadsQuery(target: CommentTargetRef, order: CommentOrder) {
  return useInfiniteQuery({
    queryKey: commentKeys.threads(target, order),
    queryFn: ({ pageParam, signal }) =>
      callApi(commentRoutes.list, {
        query: { target_type: target.type, target_id: target.id, order, page: pageParam },
        signal,
        quiet: true,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useRepliesQuery(target: CommentTargetRef, rootId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: commentKeys.replies(target, rootId),
    queryFn: ({ pageParam, signal }) =>
      callApi(commentRoutes.replies, {
        query: { comment_id: rootId, page: pageParam },
        signal,
        quiet: true,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });
}

/** A new comment or reply: the target's lists reload, so it appears where the order puts it. */
export function useAddCommentMutation(target: CommentTargetRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; replyTo?: number }) =>
      callApi(commentRoutes.add, {
        body: {
          target_type: target.type,
          target_id: target.id,
          content: input.content,
          ...(input.replyTo ? { reply_to: input.replyTo } : {}),
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.target(target) }),
  });
}

function withLike<T extends CommentReply | Comment>(
  comment: T,
  id: number,
  liked: boolean,
  count: number,
): T {
  return comment.id === id ? { ...comment, liked, like_count: count } : comment;
}

/** Likes in place: every list of the target that shows the comment gets the new count. */
export function useLikeCommentMutation(target: CommentTargetRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; liked: boolean }) =>
      callApi(commentRoutes.like, { body: { comment_id: input.id, liked: input.liked } }),
    onSuccess: ({ liked, like_count }, { id }) => {
      queryClient.setQueriesData<InfiniteData<ThreadsPage>>(
        { queryKey: [...commentKeys.target(target), 'threads'] },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              list: page.list.map((thread) => ({
                ...withLike(thread, id, liked, like_count),
                replies: thread.replies.map((reply) => withLike(reply, id, liked, like_count)),
              })),
            })),
          },
      );
      queryClient.setQueriesData<InfiniteData<RepliesPage>>(
        { queryKey: [...commentKeys.target(target), 'replies'] },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              list: page.list.map((reply) => withLike(reply, id, liked, like_count)),
            })),
          },
      );
    },
  });
}

export function useDeleteCommentMutation(target: CommentTargetRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(commentRoutes.remove, { body: { comment_id: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.target(target) }),
  });
}

/** Reports a comment; resolves with the server's thanks. Quiet: the dialog shows refusals. */
export function useReportCommentMutation() {
  return useMutation({
    mutationFn: (input: {
      id: number;
      reason: (typeof COMMENT_REPORT_REASONS)[number];
      note: string;
    }) => {
      let msg = '';
      return callApi(commentRoutes.report, {
        body: {
          comment_id: input.id,
          reason: input.reason,
          ...(input.note ? { note: input.note } : {}),
        },
        quiet: true,
        onMessage: (text) => {
          msg = text;
        },
      }).then(() => msg);
    },
  });
}
