import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Video categories (spec "Video category: id and name"), named in the three languages. */
export const videoCategories = pgTable('video_categories', {
  id: serial('id').primaryKey(),
  nameZh: varchar('name_zh', { length: 20 }).notNull(),
  nameEn: varchar('name_en', { length: 40 }).notNull(),
  nameVi: varchar('name_vi', { length: 40 }).notNull(),
  sort: integer('sort').notNull().default(0),
  /** Shown to everyone as a suggestion (`videocclassification/recommend`). */
  recommended: boolean('recommended').notNull().default(false),
});

/**
 * Videos: a member's upload or a broadcast kept as a replay. An upload is `processing` until
 * the transcoder has written its HLS renditions and poster (`hls_path`, `poster_path`).
 */
export const videos = pgTable(
  'videos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull().default('upload'),
    title: varchar('title', { length: 60 }).notNull(),
    categoryId: integer('category_id').references(() => videoCategories.id, {
      onDelete: 'set null',
    }),
    status: varchar('status', { length: 12 }).notNull().default('processing'),
    /** The uploaded file (`/uploads/…`) the transcoder reads. */
    sourcePath: varchar('source_path', { length: 200 }),
    /** The uploaded cover, if any. */
    coverPath: varchar('cover_path', { length: 200 }).notNull().default(''),
    /** A frame the transcoder took, shown when there is no cover. */
    posterPath: varchar('poster_path', { length: 200 }).notNull().default(''),
    hlsPath: varchar('hls_path', { length: 200 }),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** Why processing failed: a server message key (`video.notAVideo`, …). */
    failure: varchar('failure', { length: 40 }),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    favoriteCount: integer('favorite_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('videos_status_idx').on(table.status, table.id),
    index('videos_category_idx').on(table.categoryId, table.status, table.id),
    index('videos_user_idx').on(table.userId, table.id),
  ],
);

export const videoLikes = pgTable(
  'video_likes',
  {
    videoId: bigint('video_id', { mode: 'number' })
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.userId] })],
);

export const videoFavorites = pgTable(
  'video_favorites',
  {
    videoId: bigint('video_id', { mode: 'number' })
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.videoId, table.userId] }),
    index('video_favorites_user_idx').on(table.userId, table.createdAt),
  ],
);

/** Plays per China-time day, for the day, week and month rankings. */
export const videoDailyViews = pgTable(
  'video_daily_views',
  {
    videoId: bigint('video_id', { mode: 'number' })
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.videoId, table.day] }),
    index('video_daily_views_day_idx').on(table.day),
  ],
);

/** The categories a member follows, in their order (their tabs on /video-list). */
export const videoCategoryFollows = pgTable(
  'video_category_follows',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => videoCategories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.categoryId] })],
);

/** Banners of the home and video pages (`Banner/getBannerList`). */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  position: varchar('position', { length: 8 }).notNull().default('home'),
  titleZh: varchar('title_zh', { length: 60 }).notNull(),
  titleEn: varchar('title_en', { length: 80 }).notNull(),
  titleVi: varchar('title_vi', { length: 80 }).notNull(),
  image: varchar('image', { length: 200 }).notNull(),
  /** A path of the site the banner opens. */
  link: varchar('link', { length: 200 }).notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
