import { z } from 'zod';
import { normaliseText } from '../text/normalise-text';
import { defineCall } from './define-call';
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

export const newsAdminCalls = {
  publish: defineCall({
    method: 'POST',
    path: 'Admin/publishNews',
    audience: 'operator',
    summary: 'Publish an article (operators; the console comes later)',
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
} as const;
