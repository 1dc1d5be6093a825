import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Site-wide sanctions operators put on a member (the console's Users page): `ban` (no login;
 * sessions ended) or `mute` (no chat, private messages, comments, posts or horns anywhere).
 * A sanction is active until `until` (null: until lifted) unless lifted; rows stay as history.
 */
export const memberSanctions = pgTable(
  'member_sanctions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    until: timestamp('until', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: bigint('lifted_by', { mode: 'number' }),
  },
  (table) => [
    check('member_sanctions_kind_check', sql`${table.kind} in ('ban', 'mute')`),
    index('member_sanctions_user_idx').on(table.userId, table.kind),
  ],
);
