import { z } from 'zod';
import { normaliseText } from '../text/normalise-text';
import { defineCall } from './define-call';
import { pageNumberSchema, pageOf } from './paging';

/**
 * What members can comment on. One comment module serves them all; each kind's module says
 * whether an id exists and may be commented (news, videos, circle posts).
 */
export const COMMENT_TARGETS = ['news', 'video', 'post'] as const;
export type CommentTarget = (typeof COMMENT_TARGETS)[number];

export const COMMENT_LIMITS = {
  /** Characters of one comment, after trimming. */
  maxLength: 500,
  /** Replies shown under a comment in the thread list; the rest load with `Comment/replies`. */
  repliesPreview: 2,
  pageSize: 20,
  /** Comments a member may post per minute and per day (chat's spirit: enough to talk, not to flood). */
  perMinute: 5,
  perDay: 200,
} as const;

export const COMMENT_ORDERS = ['hot', 'new'] as const;
export const COMMENT_REPORT_REASONS = ['spam', 'abuse', 'illegal', 'spoiler', 'other'] as const;

const commentIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const targetQuery = {
  target_type: z.enum(COMMENT_TARGETS),
  target_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
};

/** A comment as written: normalised, trimmed, 1 to 500 characters. */
export const commentTextSchema = z
  .string()
  .max(COMMENT_LIMITS.maxLength * 4)
  .transform((value) => normaliseText(value).trim())
  .pipe(z.string().min(1).max(COMMENT_LIMITS.maxLength));

export const commentAuthorSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
});

/** A reply in a thread. Text only: clients render `content` as text, never as markup. */
export const commentReplySchema = z.object({
  id: z.number().int(),
  /** The comment that opened the thread. */
  root_id: z.number().int(),
  user: commentAuthorSchema,
  /** Whom the reply answers when it answers a reply rather than the thread's comment. */
  reply_to: commentAuthorSchema.nullable(),
  /** Empty when deleted (`deleted` says so; the thread keeps its place). */
  content: z.string(),
  deleted: z.boolean(),
  like_count: z.number().int(),
  liked: z.boolean(),
  /** The viewer wrote it (may delete it). */
  mine: z.boolean(),
  created_at: z.string(),
});
export type CommentReply = z.infer<typeof commentReplySchema>;

/** A thread's comment with its reply count and first replies. */
export const commentSchema = commentReplySchema.omit({ root_id: true, reply_to: true }).extend({
  reply_count: z.number().int(),
  replies: z.array(commentReplySchema),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentCalls = {
  list: defineCall({
    method: 'GET',
    path: 'Comment/list',
    audience: 'public',
    summary: 'Comments of a news article or video: hottest or newest first, with first replies',
    tag: 'comments',
    query: z.object({
      ...targetQuery,
      order: z.enum(COMMENT_ORDERS).default('hot'),
      page: pageNumberSchema,
    }),
    data: pageOf(commentSchema).extend({ total: z.number().int() }),
  }),
  replies: defineCall({
    method: 'GET',
    path: 'Comment/replies',
    audience: 'public',
    summary: "A comment's replies, oldest first",
    tag: 'comments',
    query: z.object({ comment_id: commentIdSchema, page: pageNumberSchema }),
    data: pageOf(commentReplySchema),
  }),
  add: defineCall({
    method: 'POST',
    path: 'Comment/add',
    audience: 'member',
    summary:
      'Comment on a target, or reply to one of its comments (blocked words and rate limits apply)',
    tag: 'comments',
    body: z.object({
      ...targetQuery,
      content: commentTextSchema,
      /** A comment or reply of the same target to answer. */
      reply_to: commentIdSchema.optional(),
    }),
    data: z.object({ comment: commentReplySchema }),
  }),
  like: defineCall({
    method: 'POST',
    path: 'Comment/like',
    audience: 'member',
    summary: 'Like a comment, or take the like back (`liked` says which)',
    tag: 'comments',
    body: z.object({ comment_id: commentIdSchema, liked: z.boolean() }),
    data: z.object({ liked: z.boolean(), like_count: z.number().int() }),
  }),
  remove: defineCall({
    method: 'POST',
    path: 'Comment/delete',
    audience: 'member',
    summary: 'Delete a comment: its author, or an operator',
    tag: 'comments',
    body: z.object({ comment_id: commentIdSchema }),
    data: z.object({ id: z.number().int() }),
  }),
  report: defineCall({
    method: 'POST',
    path: 'Comment/report',
    audience: 'member',
    summary: 'Report a comment to the operators (once per member and comment)',
    tag: 'comments',
    body: z.object({
      comment_id: commentIdSchema,
      reason: z.enum(COMMENT_REPORT_REASONS),
      note: z.string().trim().max(200).optional(),
    }),
    data: z.object({ id: z.number().int() }),
  }),
} as const;
