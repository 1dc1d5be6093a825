import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Community circles: one per team, competition or topic, created by operators. */
export const circles = pgTable(
  'circles',
  {
    id: serial('id').primaryKey(),
    /** `team`, `competition` or `topic`. */
    kind: varchar('kind', { length: 12 }).notNull(),
    /** `football`, `basketball`, or null for a topic of both. */
    sport: varchar('sport', { length: 12 }),
    nameZh: varchar('name_zh', { length: 30 }).notNull(),
    nameEn: varchar('name_en', { length: 30 }).notNull(),
    nameVi: varchar('name_vi', { length: 30 }).notNull(),
    introZh: varchar('intro_zh', { length: 200 }).notNull().default(''),
    introEn: varchar('intro_en', { length: 200 }).notNull().default(''),
    introVi: varchar('intro_vi', { length: 200 }).notNull().default(''),
    icon: varchar('icon', { length: 200 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** `open`, or `closed` (readable, no longer listed or posted to). */
    status: varchar('status', { length: 8 }).notNull().default('open'),
    /** Kept on the row (changed with each join and post) so lists need no count query. */
    memberCount: integer('member_count').notNull().default(0),
    postCount: integer('post_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('circles_status_idx').on(table.status, table.sort)],
);

export const circleMembers = pgTable(
  'circle_members',
  {
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.circleId, table.userId] }),
    index('circle_members_user_idx').on(table.userId, table.joinedAt),
  ],
);

/**
 * Posts of a circle. `hot_score` grows with the log of likes, comments and favourites and with
 * the post's age (Reddit's "hot": a newer post needs ten times the interest to fall a day
 * behind), so the hot order is an index read that never needs recomputing as time passes.
 */
export const circlePosts = pgTable(
  'circle_posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: varchar('content', { length: 2000 }).notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    videoPath: varchar('video_path', { length: 200 }),
    coverPath: varchar('cover_path', { length: 200 }).notNull().default(''),
    /** `visible`, or `hidden` by an operator (its author still sees it). Deleted posts go. */
    status: varchar('status', { length: 8 }).notNull().default('visible'),
    pinned: boolean('pinned').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    favoriteCount: integer('favorite_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    hotScore: doublePrecision('hot_score').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The text as search compares it (lower case, no accents; migration 0023's function). */
    contentSearch: text('content_search').generatedAlwaysAs(sql`search_fold(content)`),
  },
  (table) => [
    index('circle_posts_circle_new_idx').on(table.circleId, table.status, table.id),
    index('circle_posts_circle_hot_idx').on(table.circleId, table.status, table.hotScore),
    index('circle_posts_new_idx').on(table.status, table.id),
    index('circle_posts_hot_idx').on(table.status, table.hotScore),
    index('circle_posts_user_idx').on(table.userId, table.id),
    index('circle_posts_content_search_idx').using('gin', sql`${table.contentSearch} gin_trgm_ops`),
  ],
);

/** 2026-01-01 UTC: where hot scores start counting time (any fixed instant would do). */
const HOT_EPOCH_SECONDS = 1_767_225_600;
/** Seconds of age worth one tenfold of interest (12.5 h). */
const HOT_SECONDS_PER_DECADE = 45_000;

/**
 * A post's hot score from its counters and age: log10 of its interest (a comment counts twice,
 * it takes more than a tap) plus its age in 12.5-hour steps.
 */
export const circlePostHotScore = sql`log(greatest(${circlePosts.likeCount} + 2 * ${circlePosts.commentCount} + ${circlePosts.favoriteCount}, 1)) + (extract(epoch from ${circlePosts.createdAt}) - ${HOT_EPOCH_SECONDS}) / ${HOT_SECONDS_PER_DECADE}`;

export const circlePostLikes = pgTable(
  'circle_post_likes',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => circlePosts.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

export const circlePostFavorites = pgTable(
  'circle_post_favorites',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => circlePosts.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    index('circle_post_favorites_user_idx').on(table.userId, table.createdAt),
  ],
);

/** Reports operators read (`Admin/postReports`; the console comes with its issue). */
export const circlePostReports = pgTable(
  'circle_post_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => circlePosts.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 12 }).notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('circle_post_reports_once_key').on(table.postId, table.userId)],
);
