import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  timestamp,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { liveRooms } from './live';

/**
 * Fun-guesses (spec §4): one per question a streamer asks about their room's match. `status`
 * moves open → pending → settled, or to stopped; the settlement's update is conditional on
 * the status, so a guess settles once however many instances try.
 */
export const guesses = pgTable(
  'guesses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: varchar('match_id', { length: 80 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    mode: varchar('mode', { length: 8 }).notNull(),
    line: numeric('line', { precision: 6, scale: 1, mode: 'number' }),
    /** Option key → fixed odds (odds mode); empty for a pool. */
    odds: jsonb('odds').$type<Record<string, number>>().notNull().default({}),
    status: varchar('status', { length: 8 }).notNull().default('open'),
    result: varchar('result', { length: 8 }),
    finalScore: varchar('final_score', { length: 16 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('guesses_room_idx').on(table.roomId, table.status),
    index('guesses_unsettled_idx')
      .on(table.matchId)
      .where(sql`${table.status} in ('open', 'pending')`),
  ],
);

/**
 * A member's gold coins on a guess: one row per member and guess, so a member backs one option
 * (backing every option of a generous book would win for certain). More stakes on that option
 * add to the row, never beyond the limit; the unique key and the conditional upsert enforce
 * both under concurrency.
 */
export const guessStakes = pgTable(
  'guess_stakes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    guessId: bigint('guess_id', { mode: 'number' })
      .notNull()
      .references(() => guesses.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    option: varchar('option', { length: 8 }).notNull(),
    amount: integer('amount').notNull(),
    status: varchar('status', { length: 8 }).notNull().default('pending'),
    payout: integer('payout').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * 0 for every stake since the one-option rule. Stakes a member put on further options of one
     * guess before it (migration 0017) kept their rows as slots 1, 2, so the key could be built
     * on old data; new stakes only ever add to slot 0.
     */
    stakeSlot: smallint('stake_slot').notNull().default(0),
  },
  (table) => [
    uniqueIndex('guess_stakes_member_key').on(table.guessId, table.userId, table.stakeSlot),
    index('guess_stakes_user_idx').on(table.userId, table.createdAt),
    check('guess_stakes_amount_check', sql`${table.amount} > 0`),
  ],
);
