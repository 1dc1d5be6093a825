import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Custom sub-categories of room type 3 (chess and electronic games), spec §2. */
export const roomCategories = pgTable('room_categories', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  type: smallint('type').notNull(),
  nameZh: varchar('name_zh', { length: 30 }).notNull(),
  nameEn: varchar('name_en', { length: 30 }).notNull(),
  nameVi: varchar('name_vi', { length: 30 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

/** One live room per streamer (spec §3 room info, §4 live status). */
export const liveRooms = pgTable(
  'live_rooms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    anchorId: bigint('anchor_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 40 }).notNull(),
    cover: varchar('cover', { length: 300 }).notNull().default(''),
    categoryType: smallint('category_type').notNull().default(6),
    categoryId: bigint('category_id', { mode: 'number' }).references(() => roomCategories.id, {
      onDelete: 'set null',
    }),
    matchId: varchar('match_id', { length: 80 }),
    /** 'offline' (never live or reset), 'live', 'ended' (last broadcast finished). */
    liveStatus: varchar('live_status', { length: 8 }).notNull().default('offline'),
    placard: varchar('placard', { length: 50 }).notNull().default(''),
    /**
     * The secret half of the stream path. Resetting it makes every push URL signed for the old
     * key useless at once, whatever their expiry.
     */
    streamKey: varchar('stream_key', { length: 64 }).notNull(),
    currentSessionId: bigint('current_session_id', { mode: 'number' }),
    /** Set while video arrives from the media server (a live room may wait for its stream). */
    streamingSince: timestamp('streaming_since', { withTimezone: true }),
    sealedAt: timestamp('sealed_at', { withTimezone: true }),
    sealedReason: varchar('sealed_reason', { length: 100 }).notNull().default(''),
    /** Broadcast minutes ever, which set the streamer's level. */
    totalLiveSeconds: bigint('total_live_seconds', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The title as search compares it (lower case, no accents: migration 0023). */
    titleSearch: text('title_search').generatedAlwaysAs(sql`search_fold(title)`),
  },
  (table) => [
    uniqueIndex('live_rooms_anchor_key').on(table.anchorId),
    index('live_rooms_title_search_idx').using('gin', sql`${table.titleSearch} gin_trgm_ops`),
    uniqueIndex('live_rooms_stream_key_key').on(table.streamKey),
    index('live_rooms_list_idx').on(table.liveStatus, table.categoryType),
    check('live_rooms_status_check', sql`${table.liveStatus} in ('offline', 'live', 'ended')`),
    check('live_rooms_category_check', sql`${table.categoryType} between 1 and 6`),
  ],
);

/** One broadcast from go-live to end (member centre "broadcast records"). */
export const broadcastSessions = pgTable(
  'broadcast_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    peakViewers: integer('peak_viewers').notNull().default(0),
    /** Sum over presence samples of viewers × seconds: the ranking's score. */
    viewerSeconds: bigint('viewer_seconds', { mode: 'number' }).notNull().default(0),
    endReason: varchar('end_reason', { length: 16 }),
  },
  (table) => [
    index('broadcast_sessions_room_idx').on(table.roomId, table.startedAt),
    index('broadcast_sessions_started_idx').on(table.startedAt),
    check(
      'broadcast_sessions_counts_check',
      sql`${table.peakViewers} >= 0 and ${table.viewerSeconds} >= 0`,
    ),
  ],
);

/**
 * A goal of the room's match pushed while the broadcast was on, at the moment it was pushed:
 * the replay turns these into chapter marks on its timeline.
 */
export const broadcastMarks = pgTable(
  'broadcast_marks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    broadcastId: bigint('broadcast_id', { mode: 'number' })
      .notNull()
      .references(() => broadcastSessions.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    /** What the mark shows (a goal: minute, side, score, scorer, team names). */
    detail: jsonb('detail').notNull(),
  },
  (table) => [index('broadcast_marks_broadcast_idx').on(table.broadcastId, table.at)],
);

/** Room administrators ("room managers", at most 200 per room), set by the streamer. */
export const roomAdmins = pgTable(
  'room_admins',
  {
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.roomId, table.userId] })],
);

/**
 * Mutes, shields and kicks in a room (spec §4 live-room states). One row per room, user and
 * kind; lifting deletes it; `until` null means until lifted.
 */
export const roomSanctions = pgTable(
  'room_sanctions',
  {
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    until: timestamp('until', { withTimezone: true }),
    byUserId: bigint('by_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.userId, table.kind] }),
    index('room_sanctions_user_idx').on(table.userId, table.kind),
    check('room_sanctions_kind_check', sql`${table.kind} in ('mute', 'shield', 'kick')`),
  ],
);

/** Reports of rooms, for operators. */
export const roomReports = pgTable(
  'room_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 16 }).notNull(),
    detail: varchar('detail', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('room_reports_room_idx').on(table.roomId, table.createdAt)],
);
