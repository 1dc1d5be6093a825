import { bigint, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Operators' decisions on reported things (the console's reports queue). The reports stay in
 * their features' tables (rooms, comments, posts); a target is waiting while it has a report
 * newer than its case's `handled_at`, so a thing reported again after a decision comes back.
 */
export const reportCases = pgTable(
  'report_cases',
  {
    /** `room`, `comment` or `post`. */
    targetKind: varchar('target_kind', { length: 8 }).notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    /** `dismissed` (nothing wrong) or `removed` (hidden, or the room sealed). */
    outcome: varchar('outcome', { length: 10 }).notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    handledBy: bigint('handled_by', { mode: 'number' }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.targetKind, table.targetId] })],
);
