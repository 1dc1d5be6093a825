import { z } from 'zod';
import { LIMITS } from '../constants';
import { normaliseText } from '../text/normalise-text';
import { COMMENT_REPORT_REASONS } from './comments';
import { defineCall } from './define-call';
import { pageNumberSchema, pageOf } from './paging';
import { uploadPathSchema } from './videos';

/** A circle gathers the fans of a team, of a competition, or of a topic (transfers, tactics). */
export const CIRCLE_KINDS = ['team', 'competition', 'topic'] as const;
export type CircleKind = (typeof CIRCLE_KINDS)[number];

/** `open`: listed and open to posts; `closed`: kept readable but no longer listed or posted to. */
export const CIRCLE_STATUSES = ['open', 'closed'] as const;

export const POST_ORDERS = ['hot', 'new'] as const;
export type PostOrder = (typeof POST_ORDERS)[number];

/**
 * Which posts a list shows: every open circle's, the circles the member joined, those operators
 * featured, the member's favourites, or the member's own (the last three need a session).
 */
export const POST_SCOPES = ['all', 'joined', 'featured', 'favorites', 'mine'] as const;
export type PostScope = (typeof POST_SCOPES)[number];

export const CIRCLE_LIMITS = {
  /** Characters of a post's text, after trimming. */
  postMaxLength: 2000,
  imagesPerPost: LIMITS.imagesPerPost,
  pageSize: 20,
  /** Posts a member may publish per hour and per day (enough to talk, not to flood). */
  postsPerHour: 10,
  postsPerDay: 50,
  /** Circles one member may join. */
  joinedMax: 200,
  nameMaxLength: 30,
  introMaxLength: 200,
} as const;

export const POST_REPORT_REASONS = COMMENT_REPORT_REASONS;

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** Circles are few: their ids are 32-bit (`serial`). */
const circleIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const circleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CIRCLE_KINDS),
  /** Team and competition circles say their sport; topic circles may not. */
  sport: z.enum(['football', 'basketball']).nullable(),
  name: z.string(),
  intro: z.string(),
  /** An image path (`/uploads/…` or a built-in illustration); empty shows the name's initial. */
  icon: z.string(),
  status: z.enum(CIRCLE_STATUSES),
  member_count: z.number().int(),
  post_count: z.number().int(),
  /** The viewer is a member (false for visitors). */
  joined: z.boolean(),
});
export type Circle = z.infer<typeof circleSchema>;

const postAuthorSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
});

/** A post as lists and its page show it. Text only: clients render `content` as text. */
export const postSchema = z.object({
  id: z.number().int(),
  circle: z.object({ id: z.number().int(), name: z.string(), icon: z.string() }),
  author: postAuthorSchema,
  content: z.string(),
  /** Up to four pictures (png or jpg), in the author's order. */
  images: z.array(z.string()),
  /** The post's video (mp4 or webm, under 50 MB) and its cover, or null. */
  video: z.object({ url: z.string(), cover: z.string() }).nullable(),
  like_count: z.number().int(),
  favorite_count: z.number().int(),
  comment_count: z.number().int(),
  liked: z.boolean(),
  favorited: z.boolean(),
  /** The viewer wrote it (may delete it). */
  mine: z.boolean(),
  pinned: z.boolean(),
  featured: z.boolean(),
  created_at: z.string(),
});
export type Post = z.infer<typeof postSchema>;

const postTextSchema = z
  .string()
  .max(CIRCLE_LIMITS.postMaxLength * 4)
  .transform((value) => normaliseText(value).trim())
  .pipe(z.string().max(CIRCLE_LIMITS.postMaxLength));

/**
 * A post as the form sends it. The spec's rules (a circle, content, at most four pictures, a video
 * with its cover) are checked by `postDraftProblem`, on both ends, so the answer names the rule
 * broken in the spec's words rather than a schema's.
 */
export const postDraftSchema = z.object({
  circle_id: circleIdSchema.optional(),
  content: postTextSchema.default(''),
  /** Bounded well above the rule so a fifth picture gets the rule's message, not "input error". */
  images: z.array(uploadPathSchema).max(20).default([]),
  video: uploadPathSchema.optional(),
  cover: uploadPathSchema.optional(),
});
export type PostDraft = z.input<typeof postDraftSchema>;

/** The rules a post breaks, in the order the form shows them (spec §5 and §8). */
export const POST_PROBLEMS = [
  'selectCircle',
  'content',
  'tooManyImages',
  'imagesOrVideo',
  'videoCover',
] as const;
export type PostProblem = (typeof POST_PROBLEMS)[number];

/** The first rule a draft breaks, or null: the web form and the server apply the same rules. */
export function postDraftProblem(draft: {
  circle_id?: number | null | undefined;
  content?: string | undefined;
  images?: readonly unknown[] | undefined;
  video?: string | null | undefined;
  cover?: string | null | undefined;
}): PostProblem | null {
  if (!draft.circle_id) return 'selectCircle';
  if (!draft.content || normaliseText(draft.content).trim().length === 0) return 'content';
  const images = draft.images?.length ?? 0;
  if (images > CIRCLE_LIMITS.imagesPerPost) return 'tooManyImages';
  if (draft.video && images > 0) return 'imagesOrVideo';
  if (draft.video && !draft.cover) return 'videoCover';
  return null;
}

const postsQuery = z.object({
  /** One circle's posts (its pinned posts come first on page 1, in `pinned`). */
  circle_id: circleIdSchema.optional(),
  scope: z.enum(POST_SCOPES).default('all'),
  order: z.enum(POST_ORDERS).default('new'),
  page: pageNumberSchema,
});

const circleNames = {
  name_zh: z.string().trim().min(1).max(CIRCLE_LIMITS.nameMaxLength),
  name_en: z.string().trim().min(1).max(CIRCLE_LIMITS.nameMaxLength),
  name_vi: z.string().trim().min(1).max(CIRCLE_LIMITS.nameMaxLength),
  intro_zh: z.string().trim().max(CIRCLE_LIMITS.introMaxLength).default(''),
  intro_en: z.string().trim().max(CIRCLE_LIMITS.introMaxLength).default(''),
  intro_vi: z.string().trim().max(CIRCLE_LIMITS.introMaxLength).default(''),
};

export const circleCalls = {
  list: defineCall({
    method: 'GET',
    path: 'Circle/list',
    audience: 'public',
    summary:
      'Open circles, of one kind or all, most members first; `joined` says which are the viewer’s',
    tag: 'circles',
    query: z.object({ kind: z.enum(CIRCLE_KINDS).optional() }),
    data: z.object({ list: z.array(circleSchema) }),
  }),
  mine: defineCall({
    method: 'GET',
    path: 'Circle/mine',
    audience: 'member',
    summary: 'The circles the member joined, latest first',
    tag: 'circles',
    data: z.object({ list: z.array(circleSchema) }),
  }),
  info: defineCall({
    method: 'GET',
    path: 'Circle/info',
    audience: 'public',
    summary: 'One circle (a closed one too: its posts stay readable)',
    tag: 'circles',
    query: z.object({ id: circleIdSchema }),
    data: circleSchema,
  }),
  join: defineCall({
    method: 'POST',
    path: 'Circle/join',
    audience: 'member',
    summary: 'Join an open circle, or leave one (`joined` says which)',
    tag: 'circles',
    body: z.object({ id: circleIdSchema, joined: z.boolean() }),
    data: z.object({ joined: z.boolean(), member_count: z.number().int() }),
  }),
  posts: defineCall({
    method: 'GET',
    path: 'Circle/posts',
    audience: 'public',
    summary:
      'Posts, hottest or newest first: of a circle, of every circle, of the joined circles, featured, favourites or the member’s own',
    tag: 'circles',
    query: postsQuery,
    data: pageOf(postSchema).extend({ pinned: z.array(postSchema) }),
  }),
  post: defineCall({
    method: 'GET',
    path: 'Circle/post',
    audience: 'public',
    summary: 'One post (its author sees it after an operator hid it too)',
    tag: 'circles',
    query: z.object({ id: idSchema }),
    data: postSchema.extend({ hidden: z.boolean() }),
  }),
  publish: defineCall({
    method: 'POST',
    path: 'Circle/publish',
    audience: 'member',
    summary:
      'Post in an open circle (the author joins it): text, up to 4 png/jpg pictures (5 MB each) or one video under 50 MB with its cover, all uploaded first',
    tag: 'circles',
    body: postDraftSchema,
    data: z.object({ id: z.number().int() }),
  }),
  remove: defineCall({
    method: 'POST',
    path: 'Circle/deletePost',
    audience: 'member',
    summary: 'Delete a post: its author, or an operator',
    tag: 'circles',
    body: z.object({ id: idSchema }),
    data: z.object({ id: z.number().int() }),
  }),
  like: defineCall({
    method: 'POST',
    path: 'Circle/likePost',
    audience: 'member',
    summary: 'Like a post, or take the like back (`liked` says which)',
    tag: 'circles',
    body: z.object({ id: idSchema, liked: z.boolean() }),
    data: z.object({ liked: z.boolean(), like_count: z.number().int() }),
  }),
  favorite: defineCall({
    method: 'POST',
    path: 'Circle/favoritePost',
    audience: 'member',
    summary: 'Keep a post in favourites, or take it out (`favorite` says which)',
    tag: 'circles',
    body: z.object({ id: idSchema, favorite: z.boolean() }),
    data: z.object({ favorited: z.boolean(), favorite_count: z.number().int() }),
  }),
  report: defineCall({
    method: 'POST',
    path: 'Circle/reportPost',
    audience: 'member',
    summary: 'Report a post to the operators (once per member and post)',
    tag: 'circles',
    body: z.object({
      id: idSchema,
      reason: z.enum(POST_REPORT_REASONS),
      note: z.string().trim().max(200).optional(),
    }),
    data: z.object({ id: z.number().int() }),
  }),
} as const;

/** The operators' side (the console comes with the operator-console issue). */
export const circleAdminCalls = {
  save: defineCall({
    method: 'POST',
    path: 'Admin/circleSave',
    audience: 'operator',
    summary: 'Create a circle, or change one (`id`): names and intros in the three languages',
    tag: 'circles',
    body: z.object({
      id: circleIdSchema.optional(),
      kind: z.enum(CIRCLE_KINDS),
      sport: z.enum(['football', 'basketball']).nullable().default(null),
      ...circleNames,
      /** Empty, a path of the site (`/uploads/…`, `/news-covers/…`) or an https address. */
      icon: z
        .string()
        .trim()
        .max(200)
        .regex(/^(|\/[A-Za-z0-9._/-]+|https:\/\/[^\s"'<>]+)$/)
        .default(''),
      sort: z.coerce.number().int().min(0).max(10_000).default(0),
      status: z.enum(CIRCLE_STATUSES).default('open'),
    }),
    data: z.object({ id: z.number().int() }),
  }),
  moderate: defineCall({
    method: 'POST',
    path: 'Admin/postModerate',
    audience: 'operator',
    summary: 'Pin or feature a post, or hide it from everyone but its author (and back)',
    tag: 'circles',
    body: z.object({
      id: idSchema,
      pinned: z.boolean().optional(),
      featured: z.boolean().optional(),
      hidden: z.boolean().optional(),
    }),
    data: z.object({
      id: z.number().int(),
      pinned: z.boolean(),
      featured: z.boolean(),
      hidden: z.boolean(),
    }),
  }),
  reports: defineCall({
    method: 'GET',
    path: 'Admin/postReports',
    audience: 'operator',
    summary: 'Reported posts, most reported first, with their reasons',
    tag: 'circles',
    query: z.object({ page: pageNumberSchema }),
    data: pageOf(
      z.object({
        post: postSchema.extend({ hidden: z.boolean() }),
        report_count: z.number().int(),
        reasons: z.array(z.enum(POST_REPORT_REASONS)),
        last_reported_at: z.string(),
      }),
    ),
  }),
} as const;
