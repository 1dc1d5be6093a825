import { bigint, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Reward rules administrators edited (api/reward-rules.ts), one row per section. A section
 * without a row is in force with its default from the contract.
 */
export const rewardRuleSections = pgTable('reward_rule_sections', {
  /** `sign_in`, `daily_tasks`, `nobles` or `levels`. */
  section: varchar('section', { length: 16 }).primaryKey(),
  /** The section's value, checked against the contract's schema when read and when written. */
  value: jsonb('value').notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
