import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { liveRooms } from './live';

/**
 * The ledger (architecture.md "Money moves only through the ledger service"). Every balance is a
 * row here; it changes only through `ledger_postings`, whose insert trigger (migration
 * 0007_money_ledger_rules) moves the amount from one account to the other. Postings are
 * append-only. Amounts are minor units: hundredths of a diamond, or whole gold coins.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The user who owns it; 0 for the platform's own accounts (payments, revenue, payouts). */
    holder: bigint('holder', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 24 }).notNull(),
    /**
     * Hot accounts (a streamer's pending income, the platform's revenue) are split over several
     * rows so that concurrent gifts do not queue on one row lock; the balance is their sum.
     */
    slot: smallint('slot').notNull().default(0),
    currency: varchar('currency', { length: 8 }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wallet_accounts_holder_kind_slot_key').on(table.holder, table.kind, table.slot),
    unique('wallet_accounts_id_currency_key').on(table.id, table.currency),
    // Users' wallets never go negative; the platform's clearing accounts mirror money that came
    // in from outside (payments) and may.
    check('wallet_accounts_balance_check', sql`${table.balance} >= 0 OR ${table.holder} = 0`),
    check('wallet_accounts_currency_check', sql`${table.currency} IN ('diamond', 'gold')`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reason: varchar('reason', { length: 24 }).notNull(),
    /** The row that caused it: an order, a gift send, a noble purchase, a withdrawal… */
    causeId: bigint('cause_id', { mode: 'number' }),
    /** Set for externally triggered or retried work: a second attempt cannot post twice. */
    idempotencyKey: varchar('idempotency_key', { length: 96 }),
    memo: varchar('memo', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('ledger_transactions_idempotency_key').on(table.idempotencyKey)],
);

/** One posting = one debit and one credit of the same amount: balanced by construction. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    debitAccountId: bigint('debit_account_id', { mode: 'number' }).notNull(),
    creditAccountId: bigint('credit_account_id', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Both sides in the posting's currency: no posting turns gold into diamonds.
    foreignKey({
      name: 'ledger_postings_debit_fk',
      columns: [table.debitAccountId, table.currency],
      foreignColumns: [walletAccounts.id, walletAccounts.currency],
    }),
    foreignKey({
      name: 'ledger_postings_credit_fk',
      columns: [table.creditAccountId, table.currency],
      foreignColumns: [walletAccounts.id, walletAccounts.currency],
    }),
    check('ledger_postings_amount_check', sql`${table.amount} > 0`),
    check('ledger_postings_sides_check', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
    index('ledger_postings_debit_idx').on(table.debitAccountId, table.id),
    index('ledger_postings_credit_idx').on(table.creditAccountId, table.id),
    index('ledger_postings_transaction_idx').on(table.transactionId),
  ],
);

/**
 * Recharge packages (spec §3): price in fen, diamonds bought and bonus. `priceVnd` is the
 * operator's price in đồng for VNPay (not a conversion of the yuan price); a package without one
 * is not sold through VNPay.
 */
export const chargePackages = pgTable('charge_packages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  coin: integer('coin').notNull(),
  give: integer('give').notNull().default(0),
  moneyFen: integer('money_fen').notNull(),
  priceVnd: bigint('price_vnd', { mode: 'number' }),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: bigint('package_id', { mode: 'number' }).notNull(),
    coin: integer('coin').notNull(),
    give: integer('give').notNull(),
    moneyFen: integer('money_fen').notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    /** What the provider collects: `amountMinor` in `currency`'s minor unit (fen; đồng). */
    currency: varchar('currency', { length: 3 }).notNull().default('CNY'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The provider's checkout step (form, redirect or QR code), shown by our payment page. */
    checkout: jsonb('checkout'),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    providerRef: varchar('provider_ref', { length: 96 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When an operator recorded the provider's refund (status `refunded`). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** When reconciliation last asked the provider about this pending order. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_orders_order_no_key').on(table.orderNo),
    index('payment_orders_user_idx').on(table.userId, table.id),
    index('payment_orders_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Payments an operator must look at (docs/operators.md "Payment incidents"): recorded once per
 * order, kind and provider reference, whoever reports them (callback or reconciliation).
 */
export const paymentIncidents = pgTable(
  'payment_incidents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    /** `late_payment`, `amount_mismatch` or `second_payment` (contract: PAYMENT_INCIDENT_KINDS). */
    kind: varchar('kind', { length: 20 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerRef: varchar('provider_ref', { length: 96 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** What the provider says it collected. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: bigint('resolved_by', { mode: 'number' }).references(() => users.id),
    /** `credited` (late payments only) or `dismissed` (refunded or settled outside Tifo). */
    resolution: varchar('resolution', { length: 12 }),
    note: varchar('note', { length: 200 }),
  },
  (table) => [
    uniqueIndex('payment_incidents_once_key').on(table.orderId, table.kind, table.providerRef),
    index('payment_incidents_open_idx').on(table.resolvedAt, table.id),
  ],
);

export const gifts = pgTable('gifts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  nameZh: varchar('name_zh', { length: 24 }).notNull(),
  nameEn: varchar('name_en', { length: 24 }).notNull(),
  nameVi: varchar('name_vi', { length: 24 }).notNull(),
  /** Whole diamonds per gift. */
  price: integer('price').notNull(),
  image: varchar('image', { length: 200 }).notNull(),
  animation: varchar('animation', { length: 12 }).notNull().default('none'),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** `normal`, or `fan_light`: sending it joins the streamer's gift-mode fan group. */
  kind: varchar('kind', { length: 12 }).notNull().default('normal'),
});

/** Every send of gifts: the contribution and streamer rankings and the settlement read it. */
export const giftSends = pgTable(
  'gift_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    anchorId: bigint('anchor_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    giftId: bigint('gift_id', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    anchorIncomeMinor: bigint('anchor_income_minor', { mode: 'number' }).notNull(),
    /** Which slot of the streamer's pending income it went to (settlement takes it back out). */
    incomeSlot: smallint('income_slot').notNull(),
    requestId: varchar('request_id', { length: 64 }),
    settlesAt: timestamp('settles_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('gift_sends_request_key').on(table.senderId, table.requestId),
    index('gift_sends_room_idx').on(table.roomId, table.createdAt),
    index('gift_sends_anchor_idx').on(table.anchorId, table.createdAt),
    index('gift_sends_due_idx')
      .on(table.settlesAt)
      .where(sql`${table.settledAt} IS NULL`),
    check('gift_sends_count_check', sql`${table.count} > 0`),
  ],
);

/** A member's noble rank (spec §6): one row, extended by renewals. */
export const nobles = pgTable('nobles', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tier: smallint('tier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Free advertising barrages used in `barrageMonth` (YYYY-MM, China time). */
  barrageMonth: varchar('barrage_month', { length: 7 }).notNull().default(''),
  barragesUsed: integer('barrages_used').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const noblePurchases = pgTable(
  'noble_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: smallint('tier').notNull(),
    months: smallint('months').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    /** The unused time of a lower tier, credited on an upgrade. */
    creditMinor: bigint('credit_minor', { mode: 'number' }).notNull().default(0),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('noble_purchases_user_idx').on(table.userId, table.id)],
);

/** Where withdrawals go: one bank card and one Alipay account per member. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 8 }).notNull(),
    realName: varchar('real_name', { length: 32 }).notNull(),
    bankName: varchar('bank_name', { length: 40 }).notNull().default(''),
    account: varchar('account', { length: 64 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.method] })],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    /** The payout account as it was when applying (a later re-binding does not redirect it). */
    realName: varchar('real_name', { length: 32 }).notNull(),
    bankName: varchar('bank_name', { length: 40 }).notNull().default(''),
    account: varchar('account', { length: 64 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('waiting'),
    reviewNote: varchar('review_note', { length: 200 }).notNull().default(''),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    index('withdrawals_user_idx').on(table.userId, table.id),
    index('withdrawals_status_idx').on(table.status, table.id),
    check('withdrawals_amount_check', sql`${table.amountMinor} > 0`),
  ],
);
