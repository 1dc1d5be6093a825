import { bigserial, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Messages sent through the feedback page (spec §7 "Universal feedback"). */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    category: varchar('category', { length: 16 }).notNull(),
    content: text('content').notNull(),
    contact: varchar('contact', { length: 100 }),
    language: varchar('language', { length: 2 }).notNull(),
    pageUrl: varchar('page_url', { length: 300 }),
    userAgent: varchar('user_agent', { length: 300 }),
    clientAddress: varchar('client_address', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_client_created_idx').on(table.clientAddress, table.createdAt)],
);
