import { z } from 'zod';
import { defineCall } from './define-call';
import { ORDER_STATUSES, orderSchema } from './money';
import { pageNumberSchema, pageOf } from './paging';

/**
 * The console's Money pages (issue: operator console, item 6): order search, the ledger
 * explorer (a transaction with its postings, an account with its history), the platform's
 * accounts and the books' checks. Read-only: money moves only through the features' calls.
 * Amounts are in the ledger's minor units (diamonds × 100; gold coins whole), with `currency`.
 */

export const consoleOrderSchema = orderSchema.extend({
  id: z.number().int(),
  user_id: z.number().int(),
  nickname: z.string(),
  provider_ref: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type ConsoleOrder = z.infer<typeof consoleOrderSchema>;

export const ledgerAccountSchema = z.object({
  id: z.number().int(),
  /** 0: the platform; else the member's id. */
  holder: z.number().int(),
  holder_nickname: z.string(),
  kind: z.string(),
  slot: z.number().int(),
  currency: z.string(),
  balance: z.number().int(),
});
export type LedgerAccount = z.infer<typeof ledgerAccountSchema>;

export const ledgerPostingSchema = z.object({
  id: z.number().int(),
  transaction_id: z.number().int(),
  debit: ledgerAccountSchema,
  credit: ledgerAccountSchema,
  currency: z.string(),
  amount: z.number().int(),
  created_at: z.string(),
});
export type LedgerPosting = z.infer<typeof ledgerPostingSchema>;

export const ledgerTransactionSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  cause_id: z.number().int().nullable(),
  memo: z.string(),
  created_at: z.string(),
  postings: z.array(ledgerPostingSchema),
});
export type LedgerTransaction = z.infer<typeof ledgerTransactionSchema>;

export const bookCheckSchema = z.object({
  /** `sumsZero`, `accountsMatchPostings`, `noNegativeMembers`, `paymentsMatchOrders`. */
  name: z.string(),
  ok: z.boolean(),
  /** The figures compared, by name (e.g. `diamond: 0`). */
  figures: z.record(z.string(), z.number()),
});
export type BookCheck = z.infer<typeof bookCheckSchema>;

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const consoleMoneyCalls = {
  orders: defineCall({
    method: 'GET',
    path: 'Admin/orders',
    audience: 'operator',
    summary: 'Top-up orders by number, member or status, newest first',
    tag: 'admin',
    query: z.object({
      order_no: z.string().trim().max(64).optional(),
      user_id: idSchema.optional(),
      status: z.enum(ORDER_STATUSES).optional(),
      page: pageNumberSchema,
    }),
    data: pageOf(consoleOrderSchema),
  }),
  transaction: defineCall({
    method: 'GET',
    path: 'Admin/ledgerTransaction',
    audience: 'operator',
    summary: 'A ledger transaction with its reason, cause and postings',
    tag: 'admin',
    query: z.object({ id: idSchema }),
    data: ledgerTransactionSchema,
  }),
  account: defineCall({
    method: 'GET',
    path: 'Admin/ledgerAccount',
    audience: 'operator',
    summary: "A ledger account's balance and its postings, newest first",
    tag: 'admin',
    query: z.object({ id: idSchema, page: pageNumberSchema }),
    data: z.object({
      account: ledgerAccountSchema,
      postings: z.array(ledgerPostingSchema.extend({ reason: z.string() })),
      has_more: z.boolean(),
    }),
  }),
  platformAccounts: defineCall({
    method: 'GET',
    path: 'Admin/platformAccounts',
    audience: 'operator',
    summary: "The platform's ledger accounts, summed over their slots",
    tag: 'admin',
    data: z.object({
      list: z.array(
        z.object({
          kind: z.string(),
          currency: z.string(),
          balance: z.number().int(),
          /** The account rows (slots) it is spread over, for the explorer. */
          account_ids: z.array(z.number().int()),
        }),
      ),
    }),
  }),
  books: defineCall({
    method: 'GET',
    path: 'Admin/bookChecks',
    audience: 'operator',
    summary: "The books' checks of docs/operators.md, computed now",
    tag: 'admin',
    data: z.object({ checks: z.array(bookCheckSchema), checked_at: z.string() }),
  }),
} as const;
