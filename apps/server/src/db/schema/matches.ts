import {
  bigint,
  index,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Matches a member follows (spec §7 `Footballuser/collect`, `Basketballuser/collect`). Match
 * data lives in the score feed, not here: a row keeps the match id and what lists need to
 * order it without asking the feed.
 */
export const matchFollows = pgTable(
  'match_follows',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: varchar('match_id', { length: 80 }).notNull(),
    sport: varchar('sport', { length: 16 }).notNull(),
    kickoff: timestamp('kickoff', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The moments that alert the member (`alert-mask.ts`); every one but half time at first. */
    alerts: smallint('alerts').notNull().default(23),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.matchId] }),
    index('match_follows_match_idx').on(table.matchId),
  ],
);

/** Reminders a member reserved for a match (spec §7 `live/reserveMatch`, the /reserve page). */
export const matchReservations = pgTable(
  'match_reservations',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: varchar('match_id', { length: 80 }).notNull(),
    sport: varchar('sport', { length: 16 }).notNull(),
    kickoff: timestamp('kickoff', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the kick-off reminder went out; null until then, so it goes out once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.matchId] }),
    // A reminder job reads the reservations of matches about to start.
    index('match_reservations_kickoff_idx').on(table.kickoff),
  ],
);
