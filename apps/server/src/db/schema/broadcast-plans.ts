import type { MatchSummary } from '@tifo/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { liveRooms } from './live';

/**
 * A streamer's planned broadcast of an upcoming match (spec §7 `Live/setLiveList`), reviewed by
 * an operator (spec §4 states). Ids are 32-bit: they travel in URLs and the contract bounds them.
 */
export const broadcastPlans = pgTable(
  'broadcast_plans',
  {
    id: serial('id').primaryKey(),
    anchorId: bigint('anchor_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    matchId: varchar('match_id', { length: 80 }).notNull(),
    /** The match when the plan was last saved: shown if the feed forgets the match. */
    matchSnapshot: jsonb('match_snapshot').$type<MatchSummary>().notNull(),
    title: varchar('title', { length: 40 }).notNull(),
    cover: varchar('cover', { length: 200 }).notNull().default(''),
    plannedAt: timestamp('planned_at', { withTimezone: true }).notNull(),
    /** `waiting`, `approved` or `rejected`. */
    status: varchar('status', { length: 10 }).notNull().default('waiting'),
    reviewNote: varchar('review_note', { length: 200 }).notNull().default(''),
    reviewerId: bigint('reviewer_id', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** When the streamer went live for it and its fans were reminded; null before. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    reservationCount: integer('reservation_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Lists read approved plans by time; going live looks up the streamer's plans.
    index('broadcast_plans_status_time_idx').on(table.status, table.plannedAt),
    index('broadcast_plans_anchor_idx').on(table.anchorId, table.plannedAt),
    index('broadcast_plans_match_idx')
      .on(table.matchId)
      .where(sql`${table.status} = 'approved'`),
  ],
);

/** A fan's reservation of a planned broadcast: reminded once, when it starts. */
export const broadcastPlanReservations = pgTable(
  'broadcast_plan_reservations',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => broadcastPlans.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.userId] }),
    index('broadcast_plan_reservations_user_idx').on(table.userId),
  ],
);
