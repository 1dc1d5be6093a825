import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * News articles. The text lives in `news_article_versions`, one row per language it is written
 * in; this row holds what every version shares.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    category: varchar('category', { length: 16 }).notNull(),
    cover: varchar('cover', { length: 300 }).notNull().default(''),
    /** The operator who published it; null for the newsroom (demo articles). */
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** A match of the score feed the article names (else its team tags pick the match). */
    matchId: varchar('match_id', { length: 80 }),
    featured: boolean('featured').notNull().default(false),
    /** `published` or `hidden` (taken down by an operator). */
    status: varchar('status', { length: 12 }).notNull().default('published'),
    /** Written for the demo install; a demo seed's stable key, so seeding twice adds nothing. */
    demoKey: varchar('demo_key', { length: 80 }).unique(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('news_articles_published_idx').on(table.status, table.publishedAt),
    index('news_articles_category_idx').on(table.category, table.status, table.publishedAt),
  ],
);

export const newsArticleVersions = pgTable(
  'news_article_versions',
  {
    articleId: bigint('article_id', { mode: 'number' })
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 2 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    /** Sanitised when written (`news/article-html.ts`), so reads serve it as it is. */
    bodyHtml: text('body_html').notNull(),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.language] })],
);

/** Teams and competitions of the score feed an article is about. */
export const newsArticleTags = pgTable(
  'news_article_tags',
  {
    articleId: bigint('article_id', { mode: 'number' })
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 12 }).notNull(),
    ref: varchar('ref', { length: 80 }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.kind, table.ref] }),
    index('news_article_tags_ref_idx').on(table.ref),
  ],
);

export const newsLikes = pgTable(
  'news_likes',
  {
    articleId: bigint('article_id', { mode: 'number' })
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.userId] })],
);
