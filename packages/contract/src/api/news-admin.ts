import { z } from 'zod';
import { normaliseText } from '../text/normalise-text';
import { defineCall } from './define-call';
import { pageNumberSchema, pageOf } from './paging';
import { NEWS_CATEGORIES } from './news';
import { newsTagSchema } from './news-article';

export const NEWS_WRITING_LIMITS = {
  titleMaxLength: 120,
  summaryMaxLength: 300,
  /** Characters of a body's HTML as sent (before sanitising). */
  bodyMaxLength: 100_000,
  tagsMax: 8,
} as const;

/**
 * Built-in cover illustrations (served by the web app) an article may use instead of an
 * uploaded picture: the demo articles use them, operators may too.
 */
export const NEWS_COVER_ILLUSTRATIONS = [
  'pitch',
  'court',
  'trophy',
  'transfer',
  'stadium',
  'tactics',
] as const;

/**
 * A cover is empty, one of our uploads (`/uploads/…`, or the S3 bucket's `…/uploads/…`: the
 * server checks which are ours) or a built-in illustration.
 */
export const newsCoverSchema = z
  .string()
  .trim()
  .max(300)
  .refine(
    (value) =>
      value === '' ||
      /^(https?:\/\/[^\s/]+(\/[^\s]*)?)?\/uploads\/[A-Za-z0-9._/-]+$/.test(value) ||
      NEWS_COVER_ILLUSTRATIONS.some((name) => value === `/news-covers/${name}.svg`),
    'a cover is one of our uploads (…/uploads/…) or a built-in illustration (/news-covers/<name>.svg)',
  );

const proseSchema = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform((value) => normaliseText(value).trim())
    .pipe(z.string().min(1).max(max));

export const newsVersionSchema = z.object({
  title: proseSchema(NEWS_WRITING_LIMITS.titleMaxLength),
  summary: proseSchema(NEWS_WRITING_LIMITS.summaryMaxLength),
  /** HTML; tags outside the whitelist are dropped, pictures not from our uploads removed. */
  body: z.string().min(1).max(NEWS_WRITING_LIMITS.bodyMaxLength),
});
export type NewsVersionInput = z.input<typeof newsVersionSchema>;

export const publishNewsBodySchema = z.object({
  category: z.enum(NEWS_CATEGORIES),
  cover: newsCoverSchema.default(''),
  /** One version per language the article is written in; at least one. */
  versions: z
    .object({
      zh: newsVersionSchema.optional(),
      en: newsVersionSchema.optional(),
      vi: newsVersionSchema.optional(),
    })
    .refine((versions) => Object.values(versions).some(Boolean), 'at least one language'),
  tags: z.array(newsTagSchema).max(NEWS_WRITING_LIMITS.tagsMax).default([]),
  /** A match of the score feed the article is about (else the tagged teams' nearest match). */
  match_id: z.string().trim().min(1).max(80).optional(),
  /** Headlines first on /news and the home page. */
  featured: z.boolean().default(false),
});
export type PublishNewsBody = z.input<typeof publishNewsBodySchema>;

const articleIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const NEWS_DESK_STATUSES = ['published', 'hidden'] as const;

/** An article in the console's list: every one, taken-down ones too. */
export const newsDeskItemSchema = z.object({
  id: z.number().int(),
  category: z.enum(NEWS_CATEGORIES),
  cover: z.string(),
  featured: z.boolean(),
  status: z.enum(NEWS_DESK_STATUSES),
  published_at: z.string(),
  views: z.number().int(),
  like_count: z.number().int(),
  /** The languages it is written in. */
  languages: z.array(z.enum(['zh', 'en', 'vi'])),
  /** Its title in the staff member's language, else in the first it has. */
  title: z.string(),
  author_nickname: z.string().nullable(),
});
export type NewsDeskItem = z.infer<typeof newsDeskItemSchema>;

const storedVersionSchema = z.object({ title: z.string(), summary: z.string(), body: z.string() });

/** An article as the console's editor opens it: the stored (sanitised) text of each version. */
export const newsDeskArticleSchema = z.object({
  id: z.number().int(),
  category: z.enum(NEWS_CATEGORIES),
  cover: z.string(),
  featured: z.boolean(),
  status: z.enum(NEWS_DESK_STATUSES),
  match_id: z.string().nullable(),
  tags: z.array(newsTagSchema),
  versions: z.object({
    zh: storedVersionSchema.optional(),
    en: storedVersionSchema.optional(),
    vi: storedVersionSchema.optional(),
  }),
  published_at: z.string(),
});
export type NewsDeskArticle = z.infer<typeof newsDeskArticleSchema>;

export const newsAdminCalls = {
  publish: defineCall({
    method: 'POST',
    path: 'Admin/publishNews',
    audience: 'operator',
    summary: 'Publish an article',
    tag: 'news',
    body: publishNewsBodySchema,
    data: z.object({ id: z.number().int() }),
  }),
  unpublish: defineCall({
    method: 'POST',
    path: 'Admin/unpublishNews',
    audience: 'operator',
    summary: 'Take an article down (or put it back up with `published: true`)',
    tag: 'news',
    body: z.object({ id: articleIdSchema, published: z.boolean().default(false) }),
    data: z.object({ id: z.number().int(), published: z.boolean() }),
  }),
  update: defineCall({
    method: 'POST',
    path: 'Admin/updateNews',
    audience: 'operator',
    summary:
      'Rewrite an article: its versions, tags, cover and category (a language left out is removed)',
    tag: 'news',
    body: publishNewsBodySchema.extend({ id: articleIdSchema }),
    data: z.object({ id: z.number().int() }),
  }),
  desk: defineCall({
    method: 'GET',
    path: 'Admin/newsArticles',
    audience: 'operator',
    summary: 'Every article for the console, newest first, by status or title',
    tag: 'news',
    query: z.object({
      status: z.enum(NEWS_DESK_STATUSES).optional(),
      q: z.string().trim().max(60).optional(),
      page: pageNumberSchema,
    }),
    data: pageOf(newsDeskItemSchema),
  }),
  deskArticle: defineCall({
    method: 'GET',
    path: 'Admin/newsArticle',
    audience: 'operator',
    summary: 'One article as the console edits it, taken-down ones too',
    tag: 'news',
    query: z.object({ id: articleIdSchema }),
    data: newsDeskArticleSchema,
  }),
} as const;
