import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Viewers on the whole site, once a minute (the console's dashboard charts the day's peak).
 * Every instance knows the total over all instances (room presence), so whichever instance
 * writes a minute first writes it for all.
 */
export const viewerSamples = pgTable('viewer_samples', {
  minute: timestamp('minute', { withTimezone: true }).primaryKey(),
  viewers: integer('viewers').notNull(),
  liveRooms: integer('live_rooms').notNull(),
});
