import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A streamer's fan group (spec §7 "group APIs"): one per streamer, set up by them. */
export const fanGroups = pgTable('fan_groups', {
  anchorId: bigint('anchor_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 16 }).notNull(),
  badge: varchar('badge', { length: 4 }).notNull(),
  /** `gift` (send the fan light) or `fee` (pay `fee_diamonds` a month). */
  joinMode: varchar('join_mode', { length: 4 }).notNull(),
  feeDiamonds: integer('fee_diamonds').notNull(),
  /** Perks: 0 off, else the lowest level that has it. */
  fansOnlyChatLevel: smallint('fans_only_chat_level').notNull().default(0),
  chatColourLevel: smallint('chat_colour_level').notNull().default(0),
  entryEffectLevel: smallint('entry_effect_level').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member of a fan group. Intimacy and level stay when membership expires (renewing picks up
 * where it was); the `*_today` counters are of the site day `day`, for the daily caps.
 */
export const fanMembers = pgTable(
  'fan_members',
  {
    anchorId: bigint('anchor_id', { mode: 'number' })
      .notNull()
      .references(() => fanGroups.anchorId, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    intimacy: integer('intimacy').notNull().default(0),
    level: smallint('level').notNull().default(1),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
    /** When the member last dropped a level for lacking activity. */
    lastLapseAt: timestamp('last_lapse_at', { withTimezone: true }),
    day: date('day', { mode: 'string' }).notNull(),
    watchToday: integer('watch_today').notNull().default(0),
    chatToday: integer('chat_today').notNull().default(0),
    giftToday: integer('gift_today').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.anchorId, table.userId] }),
    index('fan_members_ranking_idx').on(table.anchorId, table.intimacy.desc()),
    index('fan_members_user_idx').on(table.userId),
    index('fan_members_lapse_idx').on(table.lastActiveAt),
    check('fan_members_intimacy_not_negative', sql`${table.intimacy} >= 0`),
  ],
);

/**
 * Monthly fees paid to fee-mode groups: the streamer's share waits as pending income until
 * `settle_at`, like a gift's. Each traces its ledger transaction (cause `fan_fee`, this id).
 */
export const fanFees = pgTable(
  'fan_fees',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    anchorId: bigint('anchor_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    totalMinor: integer('total_minor').notNull(),
    incomeMinor: integer('income_minor').notNull(),
    incomeSlot: integer('income_slot').notNull(),
    requestId: varchar('request_id', { length: 64 }),
    settleAt: timestamp('settle_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('fan_fees_request_idx').on(table.userId, table.requestId),
    index('fan_fees_due_idx')
      .on(table.settleAt)
      .where(sql`${table.settledAt} is null`),
    check(
      'fan_fees_amounts',
      sql`${table.incomeMinor} >= 0 and ${table.totalMinor} >= ${table.incomeMinor}`,
    ),
  ],
);
