import { bigint, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The /about-user texts operators write in the console (user agreement, privacy policy), one
 * per language. A language without a row shows the text built into the site.
 */
export const legalTexts = pgTable(
  'legal_texts',
  {
    /** `agreement` or `privacy`. */
    kind: varchar('kind', { length: 12 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    body: text('body').notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.language] })],
);
