import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Paid and advertising barrages: what each cost (0 when a noble's free one was used). The chat
 * message itself is in `chat_messages`; this row is the money side of it.
 */
export const paidBarrages = pgTable(
  'paid_barrages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    costMinor: bigint('cost_minor', { mode: 'number' }).notNull(),
    free: boolean('free').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('paid_barrages_message_key').on(table.messageId)],
);

/**
 * Global horns (spec §4 review states): paid when sent, the diamonds held by the platform
 * until an operator approves (they become revenue) or refuses (they go back).
 */
export const horns = pgTable(
  'horns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomId: bigint('room_id', { mode: 'number' }),
    text: varchar('text', { length: 50 }).notNull(),
    costMinor: bigint('cost_minor', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('waiting'),
    reviewNote: varchar('review_note', { length: 100 }).notNull().default(''),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    requestId: varchar('request_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('horns_request_key').on(table.userId, table.requestId),
    index('horns_user_idx').on(table.userId, table.id),
    index('horns_status_idx').on(table.status, table.id),
  ],
);
