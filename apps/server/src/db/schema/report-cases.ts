import {
  bigint,
  bigserial,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { chatMessages } from './chat';

/**
 * Operators' decisions on reported things (the console's reports queue). The reports stay in
 * their features' tables (rooms, comments, posts, chat messages, members); a target is waiting while it has a report
 * newer than its case's `handled_at`, so a thing reported again after a decision comes back.
 */
export const reportCases = pgTable(
  'report_cases',
  {
    /** `room`, `comment`, `post`, `message` or `user`. */
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

/** Who reported, why and when: the same on every report of a member's (one per reporter). */
const reportColumns = () => ({
  reporterId: bigint('reporter_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: varchar('reason', { length: 12 }).notNull(),
  note: varchar('note', { length: 200 }).notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Members' reports of chat messages (room messages, or private ones they received). */
export const messageReports = pgTable(
  'message_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    ...reportColumns(),
  },
  (table) => [uniqueIndex('message_reports_once_key').on(table.messageId, table.reporterId)],
);

/** Members' reports of members (a nickname or picture, harassment, fraud). */
export const userReports = pgTable(
  'user_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...reportColumns(),
  },
  (table) => [uniqueIndex('user_reports_once_key').on(table.userId, table.reporterId)],
);
