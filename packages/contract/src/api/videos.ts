import { z } from 'zod';
import { RANKING_PERIODS } from '../constants';
import { normaliseText } from '../text/normalise-text';
import { COMMENT_ORDERS, commentReplySchema, commentSchema, commentTextSchema } from './comments';
import { defineCall } from './define-call';
import { pageNumberSchema, pageOf } from './paging';

export const VIDEO_LIMITS = {
  titleMaxLength: 60,
  pageSize: 20,
  rankSize: 50,
  /** Categories a member may follow (`videocclassification/addMyclassification`). */
  myCategoriesMax: 20,
  categorySearchMaxLength: 20,
} as const;

/**
 * Where a video is: `processing` (probed and transcoded in the job queue), `ready` (published),
 * `failed` (the file could not be read as a video), `unpublished` (taken down by an operator),
 * `hidden` (its owner took it off the site and may put it back).
 */
export const VIDEO_STATUSES = ['processing', 'ready', 'failed', 'unpublished', 'hidden'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** A member's upload, or a broadcast kept as a replay. */
export const VIDEO_KINDS = ['upload', 'replay'] as const;

export const videoCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type VideoCategory = z.infer<typeof videoCategorySchema>;

const videoAuthorSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
});

export const videoSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The poster: the uploaded cover, else a frame the transcoder took; empty while processing. */
  cover: z.string(),
  duration_seconds: z.number().int(),
  views: z.number().int(),
  like_count: z.number().int(),
  comment_count: z.number().int(),
  kind: z.enum(VIDEO_KINDS),
  status: z.enum(VIDEO_STATUSES),
  category: videoCategorySchema.nullable(),
  author: videoAuthorSchema,
  /** A replay's match (its room was linked to it), else null. */
  match_id: z.string().nullable(),
  created_at: z.string(),
});
export type VideoSummary = z.infer<typeof videoSummarySchema>;

/** A goal of the replay's match on its timeline, where the broadcast showed it. */
export const videoChapterSchema = z.object({
  at_seconds: z.number().int(),
  kind: z.literal('goal'),
  /** "23'", "90+4'". */
  minute: z.string(),
  side: z.enum(['home', 'away']),
  home_score: z.number().int(),
  away_score: z.number().int(),
  player: z.string().nullable(),
  /** "23' Arsenal 1-0 Chelsea", in the reader's language. */
  label: z.string(),
});
export type VideoChapter = z.infer<typeof videoChapterSchema>;

export const videoDetailSchema = videoSummarySchema.extend({
  /** The HLS playlist once ready (null before: the page shows the processing state). */
  hls_url: z.string().nullable(),
  favorite_count: z.number().int(),
  liked: z.boolean(),
  favorited: z.boolean(),
  /** The viewer uploaded it (may delete it). */
  mine: z.boolean(),
  /** Why processing failed, in the viewer's language (owner only). */
  failure: z.string().nullable(),
  /** A replay's goals, in time order (empty for uploads). */
  chapters: z.array(videoChapterSchema),
});
export type VideoDetail = z.infer<typeof videoDetailSchema>;

const videoIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const categoryIdSchema = z.coerce.number().int().positive().max(1_000_000);
const videoPage = pageOf(videoSummarySchema);
const listQuery = z.object({
  classify_id: categoryIdSchema.optional(),
  /** Only the replays of one match (the match page). */
  match_id: z.string().trim().min(1).max(80).optional(),
  order: z.enum(['new', 'hot']).default('new'),
  page: pageNumberSchema,
});

const titleSchema = z
  .string()
  .max(VIDEO_LIMITS.titleMaxLength * 4)
  .transform((value) => normaliseText(value).trim())
  .pipe(z.string().min(1).max(VIDEO_LIMITS.titleMaxLength));

/**
 * An upload of this member's, as `Upload/file` answered it: `/uploads/…` on the embedded
 * storage, `https://<S3_PUBLIC_URL>/uploads/…` on S3 (the server checks it is theirs).
 */
export const uploadPathSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^(https?:\/\/[^\s/]+(\/[^\s]*)?)?\/uploads\/[A-Za-z0-9._/-]+$/);

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  /** A path of the site (`/news`, `/detail?id=3`) the banner opens. */
  link: z.string(),
});

export const videoCalls = {
  banners: defineCall({
    method: 'POST',
    path: 'Banner/getBannerList',
    audience: 'public',
    summary: 'Banners of the home and video pages',
    tag: 'videos',
    body: z.object({ position: z.enum(['home', 'video']).default('home') }),
    data: z.object({ list: z.array(bannerSchema) }),
  }),
  recommended: defineCall({
    method: 'POST',
    path: 'Video/getList',
    audience: 'public',
    summary: 'Published videos, newest or most watched first, of a category or all',
    tag: 'videos',
    body: listQuery,
    data: videoPage,
  }),
  list: defineCall({
    method: 'GET',
    path: 'video/videoList',
    audience: 'public',
    summary: 'Published videos of a category (the /video-list and /video-classify pages)',
    tag: 'videos',
    query: listQuery,
    data: videoPage,
  }),
  info: defineCall({
    method: 'POST',
    path: 'Video/getVideoInfo',
    audience: 'public',
    summary: 'One video; others than its owner see it only when published',
    tag: 'videos',
    body: z.object({ id: videoIdSchema }),
    data: videoDetailSchema,
  }),
  addView: defineCall({
    method: 'POST',
    path: 'Video/addView',
    audience: 'public',
    summary: 'Count a play (once per viewer and video every 30 minutes)',
    tag: 'videos',
    body: z.object({ id: videoIdSchema }),
    data: z.object({ views: z.number().int() }),
  }),
  anchorWorks: defineCall({
    method: 'POST',
    path: 'Video/anchorWorks',
    audience: 'public',
    summary: "A streamer's published videos and replays, newest first",
    tag: 'videos',
    body: z.object({ anchor_id: videoIdSchema, page: pageNumberSchema }),
    data: videoPage,
  }),
  mine: defineCall({
    method: 'GET',
    path: 'Video/userPostList',
    audience: 'member',
    summary: "The member's own videos in every state (processing, ready, failed, taken down)",
    tag: 'videos',
    query: z.object({ page: pageNumberSchema }),
    data: videoPage,
  }),
  rank: defineCall({
    method: 'GET',
    path: 'videoRank/getRank',
    audience: 'public',
    summary: 'Most watched videos of the day, week, month (China time) or of all time',
    tag: 'videos',
    query: z.object({ period: z.enum(RANKING_PERIODS).default('week') }),
    data: z.object({
      period: z.enum(RANKING_PERIODS),
      list: z.array(videoSummarySchema.extend({ period_views: z.number().int() })),
    }),
  }),
  categories: defineCall({
    method: 'GET',
    path: 'Videoclassification',
    audience: 'public',
    summary: 'Every video category (the first-level classification list)',
    tag: 'videos',
    data: z.object({ list: z.array(videoCategorySchema) }),
  }),
  recommendedCategories: defineCall({
    method: 'GET',
    path: 'videocclassification/recommend',
    audience: 'public',
    summary: 'Categories recommended to everyone',
    tag: 'videos',
    data: z.object({ list: z.array(videoCategorySchema) }),
  }),
  allCategories: defineCall({
    method: 'GET',
    path: 'videocclassification/allList',
    audience: 'public',
    summary: 'Every category with how many videos it has',
    tag: 'videos',
    data: z.object({
      list: z.array(videoCategorySchema.extend({ video_count: z.number().int() })),
    }),
  }),
  searchCategories: defineCall({
    method: 'GET',
    path: 'videocclassification/search',
    audience: 'public',
    summary: 'Categories whose name (in any language) contains the text',
    tag: 'videos',
    query: z.object({
      name: z.string().trim().min(1).max(VIDEO_LIMITS.categorySearchMaxLength),
    }),
    data: z.object({ list: z.array(videoCategorySchema) }),
  }),
  myCategories: defineCall({
    method: 'POST',
    path: 'videocclassification/myClassification',
    audience: 'member',
    summary: 'The categories the member follows (their tabs on /video-list)',
    tag: 'videos',
    data: z.object({ list: z.array(videoCategorySchema) }),
  }),
  setMyCategories: defineCall({
    method: 'POST',
    path: 'videocclassification/addMyclassification',
    audience: 'member',
    summary: 'Replace the categories the member follows (in their order)',
    tag: 'videos',
    body: z.object({
      ids: z.array(categoryIdSchema).max(VIDEO_LIMITS.myCategoriesMax),
    }),
    data: z.object({ list: z.array(videoCategorySchema) }),
  }),
  favorite: defineCall({
    method: 'POST',
    path: 'Video_user/favorites',
    audience: 'member',
    summary: 'Keep a video in favourites, or take it out (`favorite` says which)',
    tag: 'videos',
    body: z.object({ id: videoIdSchema, favorite: z.boolean() }),
    data: z.object({ favorited: z.boolean(), favorite_count: z.number().int() }),
  }),
  like: defineCall({
    method: 'POST',
    path: 'Video_user/likes',
    audience: 'member',
    summary: 'Like a video, or take the like back (`liked` says which)',
    tag: 'videos',
    body: z.object({ id: videoIdSchema, liked: z.boolean() }),
    data: z.object({ liked: z.boolean(), like_count: z.number().int() }),
  }),
  publish: defineCall({
    method: 'POST',
    path: 'Video_user/insert',
    audience: 'member',
    summary:
      'Publish an uploaded video (under 50 MB) with its png/jpg cover (up to 5 MB) in a category; it is transcoded, then shown',
    tag: 'videos',
    body: z.object({
      title: titleSchema,
      classify_id: categoryIdSchema,
      video: uploadPathSchema,
      cover: uploadPathSchema,
    }),
    data: z.object({ id: z.number().int(), status: z.enum(VIDEO_STATUSES) }),
  }),
  remove: defineCall({
    method: 'POST',
    path: 'Video_user/delete',
    audience: 'member',
    summary: 'Delete one of the member’s own videos (its files go with it)',
    tag: 'videos',
    body: z.object({ id: videoIdSchema }),
    data: z.object({ id: z.number().int() }),
  }),
  hide: defineCall({
    method: 'POST',
    path: 'Video_user/hide',
    audience: 'member',
    summary:
      'The owner takes a published video (a replay, say) off the site, or puts it back (`hidden: false`)',
    tag: 'videos',
    body: z.object({ id: videoIdSchema, hidden: z.boolean() }),
    data: z.object({ id: z.number().int(), status: z.enum(VIDEO_STATUSES) }),
  }),
  unpublish: defineCall({
    method: 'POST',
    path: 'Admin/unpublishVideo',
    audience: 'operator',
    summary: 'Take a video down (or put it back with `published: true`)',
    tag: 'videos',
    body: z.object({ id: videoIdSchema, published: z.boolean().default(false) }),
    data: z.object({ id: z.number().int(), status: z.enum(VIDEO_STATUSES) }),
  }),
} as const;

/** The spec's video comment calls: the comment module's, on videos. */
export const videoCommentCalls = {
  list: defineCall({
    method: 'POST',
    path: 'Video/commentList',
    audience: 'public',
    summary: "A video's comments with their first replies (Comment/list on a video)",
    tag: 'videos',
    body: z.object({
      video_id: videoIdSchema,
      order: z.enum(COMMENT_ORDERS).default('hot'),
      page: pageNumberSchema,
    }),
    data: pageOf(commentSchema).extend({ total: z.number().int() }),
  }),
  replies: defineCall({
    method: 'GET',
    path: 'Video/commentOneList',
    audience: 'public',
    summary: "One comment's replies (Comment/replies)",
    tag: 'videos',
    query: z.object({ comment_id: videoIdSchema, page: pageNumberSchema }),
    data: pageOf(commentReplySchema),
  }),
  add: defineCall({
    method: 'POST',
    path: 'Video_user/comment',
    audience: 'member',
    summary: 'Comment on a video or reply to one of its comments (Comment/add)',
    tag: 'videos',
    body: z.object({
      video_id: videoIdSchema,
      content: commentTextSchema,
      reply_to: videoIdSchema.optional(),
    }),
    data: z.object({ comment: commentReplySchema }),
  }),
  like: defineCall({
    method: 'POST',
    path: 'Video_user/commentLikes',
    audience: 'member',
    summary: 'Like a comment of a video, or take the like back (Comment/like)',
    tag: 'videos',
    body: z.object({ comment_id: videoIdSchema, liked: z.boolean() }),
    data: z.object({ liked: z.boolean(), like_count: z.number().int() }),
  }),
} as const;
