import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Every operator action (an operator call that changes something), who, what, with which
 * input, how it ended, from where and when. Append-only: a trigger (migration 0029) refuses
 * updates and deletes. No foreign key: the trail outlives the accounts it names.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
    /** The call's path, e.g. `Admin/reviewLivePlan`. */
    action: varchar('action', { length: 80 }).notNull(),
    /** The request body, secrets removed. */
    input: jsonb('input').$type<unknown>().notNull(),
    /** What the call answered (its data, cut to a few KB), null when refused. */
    result: jsonb('result').$type<unknown>(),
    /** 0: done; else the envelope's code of the refusal. */
    outcome: smallint('outcome').notNull(),
    message: varchar('message', { length: 300 }).notNull().default(''),
    clientAddress: varchar('client_address', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('operator_audit_time_idx').on(table.createdAt),
    index('operator_audit_operator_idx').on(table.operatorId, table.createdAt),
    index('operator_audit_action_idx').on(table.action, table.createdAt),
  ],
);
