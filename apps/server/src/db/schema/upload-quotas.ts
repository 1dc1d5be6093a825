import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Upload tokens already spent: each token carries a random id, recorded here by the upload it
 * allowed, so a second upload with the same token finds its id taken. Rows older than a
 * token's lifetime are useless and are deleted as new ones arrive.
 */
export const uploadTokenUses = pgTable(
  'upload_token_uses',
  {
    tokenId: varchar('token_id', { length: 32 }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('upload_token_uses_used_at_idx').on(table.usedAt)],
);

/**
 * What each member uploaded per China-time day: counted (with a conditional upsert) before the
 * file is stored, so concurrent uploads cannot pass the daily quota together.
 */
export const uploadDailyUsage = pgTable(
  'upload_daily_usage',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    files: integer('files').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
