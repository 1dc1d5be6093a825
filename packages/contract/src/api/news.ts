import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { defineCall } from './define-call';
import { pageNumberSchema, pageOf } from './paging';

export const NEWS_CATEGORIES = [
  'football',
  'basketball',
  'transfers',
  'world-cup',
  'analysis',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** Sizes of the reading side (what operators may write is in `news-admin.ts`). */
export const NEWS_LIMITS = {
  headlines: 5,
  related: 4,
  pageSize: 12,
} as const;

/** An article in a list. */
export const newsSummarySchema = z.object({
  id: z.number().int(),
  category: z.enum(NEWS_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  /** The language of the version shown (the reader's, else another one the article has). */
  language: z.enum(LANGUAGES),
  published_at: z.string(),
  views: z.number().int(),
  comment_count: z.number().int(),
  /** Written for the demo install, not news: the page says so. */
  is_demo: z.boolean(),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

export const newsCalls = {
  list: defineCall({
    method: 'GET',
    path: 'News/getList',
    audience: 'public',
    summary: 'Articles, newest first, by category or tag',
    tag: 'news',
    query: z.object({
      category: z.enum(NEWS_CATEGORIES).optional(),
      tag: z.string().trim().min(1).max(80).optional(),
      page: pageNumberSchema,
    }),
    data: pageOf(newsSummarySchema),
  }),
  headlines: defineCall({
    method: 'GET',
    path: 'News/getHeadlines',
    audience: 'public',
    summary: 'Headlines: featured articles, then the newest',
    tag: 'news',
    data: z.object({ list: z.array(newsSummarySchema) }),
  }),
} as const;
