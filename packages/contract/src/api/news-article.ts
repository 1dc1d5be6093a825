import { z } from 'zod';
import { defineCall } from './define-call';
import { matchSummarySchema } from './matches';
import { newsSummarySchema } from './news';

export const newsTagSchema = z.object({
  kind: z.enum(['team', 'competition']),
  /** The score feed's id of the team or competition (`arsenal-fc`, `en.1-2024-25`). */
  id: z.string().trim().min(1).max(80),
});

/** A tag as readers see it: the team's or competition's name in the reader's language. */
export const newsTagViewSchema = newsTagSchema.extend({ name: z.string() });

export const newsArticleSchema = newsSummarySchema.extend({
  /** Sanitised HTML (a whitelist of tags; pictures only from our uploads). */
  body_html: z.string(),
  tags: z.array(newsTagViewSchema),
  /** Null for the newsroom (articles no operator signed). */
  author: z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string() }).nullable(),
  like_count: z.number().int(),
  liked: z.boolean(),
  /** The match the article is about: the one it names, else the tagged teams' nearest one. */
  match: matchSummarySchema.nullable(),
  related: z.array(newsSummarySchema),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

const articleIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const newsArticleCalls = {
  detail: defineCall({
    method: 'GET',
    path: 'News/getDetail',
    audience: 'public',
    summary: 'One article in the reader’s language, with its tags, match and related articles',
    tag: 'news',
    query: z.object({ id: articleIdSchema }),
    data: newsArticleSchema,
  }),
  addView: defineCall({
    method: 'POST',
    path: 'News/addView',
    audience: 'public',
    summary: 'Count a read (once per reader and article every 30 minutes)',
    tag: 'news',
    body: z.object({ id: articleIdSchema }),
    data: z.object({ views: z.number().int() }),
  }),
  like: defineCall({
    method: 'POST',
    path: 'News/like',
    audience: 'member',
    summary: 'Like an article, or take the like back (`liked` says which)',
    tag: 'news',
    body: z.object({ id: articleIdSchema, liked: z.boolean() }),
    data: z.object({ liked: z.boolean(), like_count: z.number().int() }),
  }),
} as const;
