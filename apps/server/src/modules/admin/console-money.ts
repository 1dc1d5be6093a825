import { consoleMoneyCalls, type BookCheck, type LedgerAccount } from '@tifo/contract';
import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ledgerPostings,
  ledgerTransactions,
  paymentOrders,
  users,
  walletAccounts,
} from '../../db/schema/index';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { registerCall } from '../../platform/http/register-call';
import type { LedgerService } from '../money/ledger/ledger.service';
import { PLATFORM } from '../money/ledger/ledger-accounts';
import { toOrder } from '../money/topup/topup.service';

const PAGE_SIZE = 30;

type AccountRow = typeof walletAccounts.$inferSelect;

export interface ConsoleMoneyDeps {
  db: Database;
  ledger: Pick<LedgerService, 'audit'>;
  now?: () => number;
}

/**
 * The console's Money pages: orders, the ledger explorer, the platform's accounts and the
 * books' checks. Read-only, like the ledger itself to everyone (balances change only by
 * postings, which the database refuses to edit).
 */
export function installConsoleMoney(app: FastifyInstance, deps: ConsoleMoneyDeps): void {
  const { db } = deps;
  const now = () => deps.now?.() ?? Date.now();

  /** Accounts by id with their holders' nicknames (the platform is holder 0). */
  async function accountsById(ids: number[]): Promise<Map<number, LedgerAccount>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ account: walletAccounts, nickname: users.nickname })
      .from(walletAccounts)
      .leftJoin(users, eq(users.id, walletAccounts.holder))
      .where(inArray(walletAccounts.id, [...new Set(ids)]));
    return new Map(
      rows.map(({ account, nickname }) => [account.id, accountView(account, nickname)]),
    );
  }

  function accountView(account: AccountRow, nickname: string | null): LedgerAccount {
    return {
      id: account.id,
      holder: account.holder,
      holder_nickname: account.holder === PLATFORM ? '' : (nickname ?? ''),
      kind: account.kind,
      slot: account.slot,
      currency: account.currency,
      balance: account.balance,
    };
  }

  async function postingsView<Row extends typeof ledgerPostings.$inferSelect>(rows: Row[]) {
    const accounts = await accountsById(
      rows.flatMap((row) => [row.debitAccountId, row.creditAccountId]),
    );
    return rows.map((row) => ({
      row,
      view: {
        id: row.id,
        transaction_id: row.transactionId,
        debit: accounts.get(row.debitAccountId)!,
        credit: accounts.get(row.creditAccountId)!,
        currency: row.currency,
        amount: row.amount,
        created_at: row.createdAt.toISOString(),
      },
    }));
  }

  registerCall(app, consoleMoneyCalls.orders, async ({ query }) => {
    const conditions: SQL[] = [];
    if (query.order_no) conditions.push(eq(paymentOrders.orderNo, query.order_no));
    if (query.user_id !== undefined) conditions.push(eq(paymentOrders.userId, query.user_id));
    if (query.status === 'expired') {
      // Pending orders past their time read as expired (as members see them).
      conditions.push(
        or(
          eq(paymentOrders.status, 'expired'),
          and(eq(paymentOrders.status, 'pending'), lt(paymentOrders.expiresAt, new Date(now()))),
        )!,
      );
    } else if (query.status) {
      conditions.push(eq(paymentOrders.status, query.status));
    }
    const rows = await db
      .select({ order: paymentOrders, nickname: users.nickname })
      .from(paymentOrders)
      .innerJoin(users, eq(users.id, paymentOrders.userId))
      .where(and(...conditions))
      .orderBy(desc(paymentOrders.id))
      .limit(PAGE_SIZE + 1)
      .offset((query.page - 1) * PAGE_SIZE);
    return {
      list: rows.slice(0, PAGE_SIZE).map(({ order, nickname }) => ({
        ...toOrder(order, now()),
        id: order.id,
        user_id: order.userId,
        nickname,
        provider_ref: order.providerRef,
        refunded_at: order.refundedAt?.toISOString() ?? null,
      })),
      has_more: rows.length > PAGE_SIZE,
    };
  });

  registerCall(app, consoleMoneyCalls.transaction, async ({ query }) => {
    const [transaction] = await db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, query.id));
    if (!transaction) throw new AppError('admin.ledgerNotFound', { httpStatus: 404 });
    const postings = await db
      .select()
      .from(ledgerPostings)
      .where(eq(ledgerPostings.transactionId, query.id))
      .orderBy(ledgerPostings.id);
    return {
      id: transaction.id,
      reason: transaction.reason,
      cause_id: transaction.causeId,
      memo: transaction.memo,
      created_at: transaction.createdAt.toISOString(),
      postings: (await postingsView(postings)).map(({ view }) => view),
    };
  });

  registerCall(app, consoleMoneyCalls.account, async ({ query }) => {
    const account = (await accountsById([query.id])).get(query.id);
    if (!account) throw new AppError('admin.ledgerNotFound', { httpStatus: 404 });
    const rows = await db
      .select({ posting: ledgerPostings, reason: ledgerTransactions.reason })
      .from(ledgerPostings)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
      .where(
        or(
          eq(ledgerPostings.debitAccountId, query.id),
          eq(ledgerPostings.creditAccountId, query.id),
        ),
      )
      .orderBy(desc(ledgerPostings.id))
      .limit(PAGE_SIZE + 1)
      .offset((query.page - 1) * PAGE_SIZE);
    const page = rows.slice(0, PAGE_SIZE);
    const views = await postingsView(page.map((row) => row.posting));
    return {
      account,
      postings: views.map(({ view }, index) => ({ ...view, reason: page[index]!.reason })),
      has_more: rows.length > PAGE_SIZE,
    };
  });

  registerCall(app, consoleMoneyCalls.platformAccounts, async () => {
    const rows = await db
      .select({
        kind: walletAccounts.kind,
        currency: walletAccounts.currency,
        balance: sql<number>`sum(${walletAccounts.balance})::bigint`.mapWith(Number),
        ids: sql<number[]>`array_agg(${walletAccounts.id} order by ${walletAccounts.slot})`,
      })
      .from(walletAccounts)
      .where(eq(walletAccounts.holder, PLATFORM))
      .groupBy(walletAccounts.kind, walletAccounts.currency)
      .orderBy(walletAccounts.kind);
    return {
      list: rows.map((row) => ({
        kind: row.kind,
        currency: row.currency,
        balance: row.balance,
        account_ids: row.ids.map(Number),
      })),
    };
  });

  registerCall(app, consoleMoneyCalls.books, async () => {
    const audit = await deps.ledger.audit();
    const mismatched = audit.accounts.filter(
      (account) => Number(account.balance) !== Number(account.fromPostings),
    );
    const [negative] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(walletAccounts)
      .where(and(sql`${walletAccounts.holder} <> ${PLATFORM}`, lt(walletAccounts.balance, 0)));
    const [payments] = await db
      .select({
        minor: sql<number>`coalesce(-sum(${walletAccounts.balance}), 0)::bigint`.mapWith(Number),
      })
      .from(walletAccounts)
      .where(and(eq(walletAccounts.holder, PLATFORM), eq(walletAccounts.kind, 'payments')));
    const [paid] = await db
      .select({
        diamonds:
          sql<number>`coalesce(sum(${paymentOrders.coin} + ${paymentOrders.give}), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(paymentOrders)
      .where(eq(paymentOrders.status, 'paid'));
    const issued = (payments?.minor ?? 0) / 100;
    const checks: BookCheck[] = [
      {
        name: 'sumsZero',
        ok: audit.totals.every((total) => Number(total.total) === 0),
        figures: Object.fromEntries(
          audit.totals.map((total) => [total.currency, Number(total.total)]),
        ),
      },
      {
        name: 'accountsMatchPostings',
        ok: mismatched.length === 0,
        figures: { accounts: audit.accounts.length, mismatched: mismatched.length },
      },
      {
        name: 'noNegativeMembers',
        ok: (negative?.n ?? 0) === 0,
        figures: { negative: negative?.n ?? 0 },
      },
      {
        name: 'paymentsMatchOrders',
        ok: issued === (paid?.diamonds ?? 0),
        figures: { issued, paid_orders: paid?.diamonds ?? 0 },
      },
    ];
    return { checks, checked_at: new Date(now()).toISOString() };
  });
}
