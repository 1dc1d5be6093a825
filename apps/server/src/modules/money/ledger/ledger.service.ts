import {
  MONEY,
  minorToDiamonds,
  type LedgerReason,
  type Wallet,
  type WalletKind,
} from '@tifo/contract';
import type { Database } from '../../../platform/db/database';
import { kindInfo, type AccountRef } from './ledger-accounts';
import type { LedgerRepository } from './ledger.repository';
import { isOverdraft, isRetryable } from './pg-errors';

export interface Movement {
  from: AccountRef;
  to: AccountRef;
  /** Minor units: hundredths of a diamond, or whole gold coins. */
  amount: number;
}

export interface LedgerRecord {
  reason: LedgerReason;
  causeId?: number | null;
  memo?: string;
  /** A second record with the same key posts nothing (`post` returns null). */
  idempotencyKey?: string;
  movements: Movement[];
}

/** A debit would take a member's wallet below zero; the whole transaction was rolled back. */
export class InsufficientFundsError extends Error {
  constructor() {
    super('insufficient funds');
    this.name = 'InsufficientFundsError';
  }
}

const MAX_ATTEMPTS = 4;

export interface LedgerServiceDeps {
  db: Database;
}

/**
 * The only way money moves (architecture.md). `post` writes one ledger transaction inside the
 * caller's database transaction; the database applies each posting to both balances and refuses
 * overdrafts, so two concurrent spends can never both take the last diamond.
 */
export class LedgerService {
  /** Account ids never change once committed: looked up once per process. */
  private readonly accountIds = new Map<string, number>();
  /**
   * Ids looked up inside a transaction of ours, remembered only once it commits: the row may
   * have been created by that very transaction, and a rollback takes it away again.
   */
  private readonly idsSeenIn = new WeakMap<object, Map<string, number>>();

  constructor(
    private readonly repository: LedgerRepository,
    private readonly deps: LedgerServiceDeps,
  ) {}

  /**
   * Runs `work` in a transaction, again if the database chose it as a deadlock victim, and turns
   * an overdraft into `InsufficientFundsError`.
   */
  async transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const seen = new Map<string, number>();
      try {
        const result = await this.deps.db.transaction((tx) => {
          this.idsSeenIn.set(tx, seen);
          return work(tx);
        });
        for (const [key, id] of seen) this.accountIds.set(key, id);
        return result;
      } catch (error) {
        if (isOverdraft(error)) throw new InsufficientFundsError();
        if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      }
    }
  }

  /** Posts a record in `tx`; returns its transaction id, or null for a repeated idempotency key. */
  async post(tx: Database, record: LedgerRecord): Promise<number | null> {
    const postings = [];
    for (const movement of record.movements) {
      const currency = checkedCurrency(movement);
      if (movement.amount === 0) continue;
      postings.push({
        debitAccountId: await this.accountId(movement.from, tx),
        creditAccountId: await this.accountId(movement.to, tx),
        currency,
        amount: movement.amount,
      });
    }
    const transactionId = await this.repository.insertTransaction(tx, {
      reason: record.reason,
      causeId: record.causeId ?? null,
      memo: record.memo ?? '',
      idempotencyKey: record.idempotencyKey ?? null,
    });
    if (transactionId === null) return null;
    if (postings.length > 0) await this.repository.insertPostings(tx, transactionId, postings);
    return transactionId;
  }

  async wallet(userId: number, db: Database = this.deps.db): Promise<Wallet> {
    return (await this.wallets([userId], db)).get(userId) ?? toWallet(null);
  }

  /** Several members' wallets in one query (a batch of gifts answers each sender's). */
  async wallets(userIds: number[], db: Database = this.deps.db): Promise<Map<number, Wallet>> {
    const rows = await this.repository.walletsOf([...new Set(userIds)], db);
    const wallets = new Map(userIds.map((id) => [id, toWallet(null)]));
    for (const row of rows) wallets.set(row.holder, toWallet(row));
    return wallets;
  }

  /**
   * An account's id, created on first use in a statement of its own, so that hot paths writing
   * their postings in one statement (gift batches) know their accounts beforehand.
   */
  resolveAccount(ref: AccountRef): Promise<number> {
    return this.accountId(ref);
  }

  /** Minor units in one of a member's wallets. */
  async balance(userId: number, kind: WalletKind, db: Database = this.deps.db): Promise<number> {
    const rows = await this.repository.balances(userId, db);
    return rows.find((row) => row.kind === kind)?.balance ?? 0;
  }

  statement(...args: Parameters<LedgerRepository['statement']>) {
    return this.repository.statement(...args);
  }

  audit(db?: Database) {
    if (db) return this.repository.audit(db);
    // One snapshot: read while gifts are written, balances and postings taken at different
    // moments disagree by the sends in between (the chaos suite saw it; issue 27).
    return this.deps.db.transaction((tx) => this.repository.audit(tx), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
  }

  /**
   * The account's id, creating the row on first use. Inside a transaction (`tx`) the id is
   * remembered only once it commits (see `idsSeenIn`); without one the lookup runs on its own.
   */
  private async accountId(ref: AccountRef, tx?: Database): Promise<number> {
    const key = { holder: ref.holder, kind: ref.kind, slot: ref.slot ?? 0 };
    const cacheKey = `${key.holder}:${key.kind}:${key.slot}`;
    const cached = this.accountIds.get(cacheKey);
    if (cached !== undefined) return cached;
    let id = await this.repository.findAccountId(key, tx);
    if (id === null) {
      await this.repository.createAccount({ ...key, currency: kindInfo(ref.kind).currency }, tx);
      id = await this.repository.findAccountId(key, tx);
      if (id === null) throw new Error(`could not create account ${cacheKey}`);
    }
    if (tx) this.idsSeenIn.get(tx)?.set(cacheKey, id);
    else this.accountIds.set(cacheKey, id);
    return id;
  }
}

type WalletRow = Awaited<ReturnType<LedgerRepository['walletsOf']>>[number];

function toWallet(row: WalletRow | null): Wallet {
  return {
    diamonds: minorToDiamonds(Number(row?.diamonds ?? 0)),
    withdrawable: minorToDiamonds(Number(row?.withdrawable ?? 0)),
    pending: minorToDiamonds(Number(row?.pending ?? 0)),
    held: minorToDiamonds(Number(row?.held ?? 0)),
    accumulated: minorToDiamonds(Number(row?.accumulated ?? 0)),
    gold_coins: Number(row?.gold ?? 0),
  };
}

/** The movement's currency, refusing amounts that are not whole minor units or mixed currencies. */
export function checkedCurrency(movement: Movement): string {
  if (!Number.isSafeInteger(movement.amount) || movement.amount < 0) {
    throw new Error(`a ledger amount must be a whole number of minor units: ${movement.amount}`);
  }
  const currency = kindInfo(movement.from.kind).currency;
  if (kindInfo(movement.to.kind).currency !== currency) {
    throw new Error(`cannot move ${currency} into ${movement.to.kind}`);
  }
  return currency;
}

/** Whole diamonds to minor units, refusing what is not a whole, safe amount. */
export function wholeDiamondsToMinor(diamonds: number): number {
  const minor = diamonds * MONEY.diamondMinorUnits;
  if (!Number.isSafeInteger(minor)) throw new Error(`not a whole diamond amount: ${diamonds}`);
  return minor;
}
