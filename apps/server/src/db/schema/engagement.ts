import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Daily sign-ins (spec §2, §4): one row per member and China-time day; the unique key is what
 * makes a second sign-in on the same day impossible, however many arrive at once.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Day 1…7 of the strip this sign-in counted as. */
    stripDay: smallint('strip_day').notNull(),
    /** Consecutive days signed, this one included. */
    streak: integer('streak').notNull(),
    reward: integer('reward').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sign_ins_user_day_key').on(table.userId, table.day),
    check('sign_ins_strip_day_check', sql`${table.stripDay} between 1 and 7`),
  ],
);

/** Progress on today's tasks: one row per member, China-time day and task. */
export const dailyTaskProgress = pgTable(
  'daily_task_progress',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    task: varchar('task', { length: 16 }).notNull(),
    /** Seconds for the watch task, a count for the others. */
    value: integer('value').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Gold paid when claimed (the rules in force then, within the daily gold cap). */
    reward: integer('reward'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day, table.task] })],
);
