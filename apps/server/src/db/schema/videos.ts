import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { broadcastSessions } from './live';

/** A goal seen during a broadcast, kept on its replay's timeline (`videos.chapters`). */
export interface StoredChapter {
  /** Seconds from the replay's start. */
  at: number;
  kind: 'goal';
  /** Minute text of the feed, e.g. "23'" or "90+4'". */
  minute: string;
  side: 'home' | 'away';
  homeScore: number;
  awayScore: number;
  player: string | null;
  home: { zh: string; en: string; vi: string };
  away: { zh: string; en: string; vi: string };
}

/** Video categories (spec "Video category: id and name"), named in the three languages. */
export const videoCategories = pgTable('video_categories', {
  id: serial('id').primaryKey(),
  nameZh: varchar('name_zh', { length: 20 }).notNull(),
  nameEn: varchar('name_en', { length: 40 }).notNull(),
  nameVi: varchar('name_vi', { length: 40 }).notNull(),
  sort: integer('sort').notNull().default(0),
  /** Shown to everyone as a suggestion (`videocclassification/recommend`). */
  recommended: boolean('recommended').notNull().default(false),
  /** `replays`: where broadcasts kept as replays are filed (whatever operators call it). */
  purpose: varchar('purpose', { length: 16 }),
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
    /** A replay's broadcast (one replay per broadcast). */
    broadcastId: bigint('broadcast_id', { mode: 'number' }).references(() => broadcastSessions.id, {
      onDelete: 'set null',
    }),
    /** The match a replay's room was linked to (the match page lists its replays). */
    matchId: varchar('match_id', { length: 80 }),
    chapters: jsonb('chapters').$type<StoredChapter[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('videos_broadcast_key').on(table.broadcastId),
    index('videos_match_idx').on(table.matchId, table.status, table.id),
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
