import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { ledgerPostings, ledgerTransactions, walletAccounts } from '../../../db/schema/index';
import type { Database } from '../../../platform/db/database';

export interface PostingRow {
  debitAccountId: number;
  creditAccountId: number;
  currency: string;
  amount: number;
}

/** SQL of the ledger: accounts, transactions, postings and the reads over them. */
export class LedgerRepository {
  constructor(private readonly db: Database) {}

  async findAccountId(
    key: { holder: number; kind: string; slot: number },
    db: Database = this.db,
  ): Promise<number | null> {
    const [row] = await db
      .select({ id: walletAccounts.id })
      .from(walletAccounts)
      .where(
        and(
          eq(walletAccounts.holder, key.holder),
          eq(walletAccounts.kind, key.kind),
          eq(walletAccounts.slot, key.slot),
        ),
      );
    return row?.id ?? null;
  }

  async createAccount(
    key: { holder: number; kind: string; slot: number; currency: string },
    db: Database = this.db,
  ): Promise<void> {
    await db.insert(walletAccounts).values(key).onConflictDoNothing();
  }

  /** Inserts the transaction, or returns null when its idempotency key was used already. */
  async insertTransaction(
    tx: Database,
    values: { reason: string; causeId: number | null; memo: string; idempotencyKey: string | null },
  ): Promise<number | null> {
    const rows = await tx
      .insert(ledgerTransactions)
      .values(values)
      .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
      .returning({ id: ledgerTransactions.id });
    return rows[0]?.id ?? null;
  }

  async insertPostings(tx: Database, transactionId: number, postings: PostingRow[]) {
    await tx.insert(ledgerPostings).values(postings.map((row) => ({ ...row, transactionId })));
  }

  /** Members' wallets in one query: balances by kind, and income ever received, by holder. */
  async walletsOf(holders: number[], db: Database = this.db) {
    if (holders.length === 0) return [];
    const balance = (kind: string) =>
      sql<number>`coalesce(sum(${walletAccounts.balance}) filter (where ${walletAccounts.kind} = ${kind}), 0)::float8`;
    return db
      .select({
        holder: walletAccounts.holder,
        diamonds: balance('diamonds'),
        withdrawable: balance('withdrawable'),
        pending: balance('pending'),
        held: balance('held'),
        gold: balance('gold'),
        accumulated: sql<number>`(
          select coalesce(sum(p.amount), 0)::float8 from ${ledgerPostings} p
          join ${walletAccounts} a on a.id = p.credit_account_id
          where a.holder = ${walletAccounts.holder} and a.kind = 'pending')`,
      })
      .from(walletAccounts)
      .where(inArray(walletAccounts.holder, holders))
      .groupBy(walletAccounts.holder);
  }

  /** A holder's balances by account kind (slots summed). */
  async balances(holder: number, db: Database = this.db) {
    return db
      .select({
        kind: walletAccounts.kind,
        balance: sql<number>`coalesce(sum(${walletAccounts.balance}), 0)::float8`,
      })
      .from(walletAccounts)
      .where(eq(walletAccounts.holder, holder))
      .groupBy(walletAccounts.kind);
  }

  /**
   * A holder's statement: one line per side of a posting that touches one of their accounts,
   * newest first. A move between two of their own accounts shows both sides.
   */
  async statement(
    holder: number,
    filters: {
      kind?: string;
      reason?: string;
      from?: Date;
      to?: Date;
      offset: number;
      limit: number;
    },
  ) {
    const accountFilter = and(
      eq(walletAccounts.holder, holder),
      filters.kind ? eq(walletAccounts.kind, filters.kind) : undefined,
    );
    const transactionFilter = and(
      filters.reason ? eq(ledgerTransactions.reason, filters.reason) : undefined,
      filters.from ? gte(ledgerTransactions.createdAt, filters.from) : undefined,
      filters.to ? lt(ledgerTransactions.createdAt, filters.to) : undefined,
    );
    const side = (
      column: typeof ledgerPostings.debitAccountId | typeof ledgerPostings.creditAccountId,
      sign: 1 | -1,
    ) =>
      this.db
        .select({
          id: ledgerPostings.id,
          side: sql<number>`${sign}`.as('side'),
          transactionId: ledgerPostings.transactionId,
          kind: walletAccounts.kind,
          amount: sql<number>`(${ledgerPostings.amount} * ${sign})::float8`.as('signed_amount'),
          reason: ledgerTransactions.reason,
          causeId: ledgerTransactions.causeId,
          createdAt: ledgerTransactions.createdAt,
        })
        .from(ledgerPostings)
        .innerJoin(walletAccounts, eq(walletAccounts.id, column))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
        .where(and(accountFilter, transactionFilter));
    const union = side(ledgerPostings.debitAccountId, -1)
      .unionAll(side(ledgerPostings.creditAccountId, 1))
      .as('lines');
    return this.db
      .select()
      .from(union)
      .orderBy(desc(union.id), desc(union.side))
      .offset(filters.offset)
      .limit(filters.limit);
  }

  /** Sum of every account per currency, and per-account drift from its postings (audits). */
  async audit(db: Database = this.db) {
    const totals = await db
      .select({
        currency: walletAccounts.currency,
        total: sql<number>`sum(${walletAccounts.balance})::float8`,
      })
      .from(walletAccounts)
      .groupBy(walletAccounts.currency);
    const sums = (
      column: typeof ledgerPostings.debitAccountId | typeof ledgerPostings.creditAccountId,
    ) =>
      db
        .select({ id: column, total: sql<number>`sum(${ledgerPostings.amount})::float8` })
        .from(ledgerPostings)
        .groupBy(column);
    // One after another: inside the audit's transaction they share one connection.
    const accounts = await db
      .select({ id: walletAccounts.id, balance: walletAccounts.balance })
      .from(walletAccounts);
    const credited = await sums(ledgerPostings.creditAccountId);
    const debited = await sums(ledgerPostings.debitAccountId);
    const creditOf = new Map(credited.map((row) => [row.id, Number(row.total)]));
    const debitOf = new Map(debited.map((row) => [row.id, Number(row.total)]));
    return {
      totals,
      accounts: accounts.map((account) => ({
        id: account.id,
        balance: account.balance,
        fromPostings: (creditOf.get(account.id) ?? 0) - (debitOf.get(account.id) ?? 0),
      })),
    };
  }

  transactionsByIds(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.select().from(ledgerTransactions).where(inArray(ledgerTransactions.id, ids));
  }
}
