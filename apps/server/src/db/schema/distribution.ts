import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { paymentOrders } from './money';

/** Channel agents: an operator-assigned code; members registering through it are its channel. */
export const channelAgents = pgTable('channel_agents', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channelCode: varchar('channel_code', { length: 16 }).notNull().unique(),
  /** Percent of a channel member's top-up the agent earns. */
  sharePercent: numeric('share_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A share of one paid top-up for one beneficiary (`level1`, `level2` inviter, or `agent`): one
 * per order and kind. Pending income until `settle_at` (the end of the refund window).
 */
export const commissions = pgTable(
  'commissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => paymentOrders.id),
    kind: varchar('kind', { length: 8 }).notNull(),
    beneficiaryId: bigint('beneficiary_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    inviteeId: bigint('invitee_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** Diamonds bought by the top-up (its bonus excluded), in minor units. */
    baseMinor: bigint('base_minor', { mode: 'number' }).notNull(),
    ratePercent: numeric('rate_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    incomeSlot: integer('income_slot').notNull(),
    /** `pending`, `settled`, `reversed` or `withheld` (flagged invitee: nothing paid). */
    status: varchar('status', { length: 10 }).notNull(),
    settleAt: timestamp('settle_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('commissions_order_kind_key').on(table.orderId, table.kind),
    index('commissions_beneficiary_idx').on(table.beneficiaryId, table.createdAt),
    index('commissions_due_idx')
      .on(table.settleAt)
      .where(sql`${table.status} = 'pending'`),
    check('commissions_amount_not_negative', sql`${table.amountMinor} >= 0`),
  ],
);

/** Invitees the anti-abuse rules flagged: their top-ups earn their inviters nothing. */
export const referralFlags = pgTable('referral_flags', {
  inviteeId: bigint('invitee_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  inviterId: bigint('inviter_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: varchar('reason', { length: 16 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
