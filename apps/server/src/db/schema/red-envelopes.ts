import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { liveRooms } from './live';

/**
 * Red envelopes (spec §7): the diamonds wait in the platform's `envelopes` account until a
 * share is claimed or, at expiry, the unclaimed rest goes back to the sender (`refundedAt`).
 */
export const redEnvelopes = pgTable(
  'red_envelopes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    message: varchar('message', { length: 30 }).notNull().default(''),
    requestId: varchar('request_id', { length: 64 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundMinor: bigint('refund_minor', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('red_envelopes_request_key').on(table.senderId, table.requestId),
    index('red_envelopes_room_idx').on(table.roomId, table.expiresAt),
    index('red_envelopes_due_idx')
      .on(table.expiresAt)
      .where(sql`${table.refundedAt} IS NULL`),
    check('red_envelopes_total_check', sql`${table.totalMinor} >= ${table.count}`),
  ],
);

/**
 * The shares, split when the envelope is made (their sum is its total). A claim takes the first
 * free share; the unique key on (envelope, claimer) is what allows one claim per member.
 */
export const redEnvelopeShares = pgTable(
  'red_envelope_shares',
  {
    envelopeId: bigint('envelope_id', { mode: 'number' })
      .notNull()
      .references(() => redEnvelopes.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    claimedBy: bigint('claimed_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.envelopeId, table.seq] }),
    uniqueIndex('red_envelope_shares_claimer_key').on(table.envelopeId, table.claimedBy),
    check('red_envelope_shares_amount_check', sql`${table.amountMinor} > 0`),
  ],
);
