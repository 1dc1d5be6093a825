import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../test-support/targets';
import { member, platform } from './ledger-accounts';
import { LedgerRepository } from './ledger.repository';
import { InsufficientFundsError, LedgerService } from './ledger.service';

describe.each(databaseKinds)('the ledger database rules (%s)', (kind) => {
  let database: TestDatabase;
  let ledger: LedgerService;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ledger = new LedgerService(new LedgerRepository(database.db), { db: database.db });
  });
  afterAll(async () => database.dispose());

  const fund = (userId: number, minor: number, key?: string) =>
    ledger.transaction((tx) =>
      ledger.post(tx, {
        reason: 'adjustment',
        ...(key ? { idempotencyKey: key } : {}),
        movements: [{ from: platform('payments'), to: member(userId, 'diamonds'), amount: minor }],
      }),
    );

  it('applies postings to both balances and refuses an overdraft as a whole', async () => {
    await fund(9001, 500);
    await expect(
      ledger.transaction((tx) =>
        ledger.post(tx, {
          reason: 'gift',
          movements: [
            { from: member(9001, 'diamonds'), to: member(9002, 'pending', 3), amount: 400 },
            { from: member(9001, 'diamonds'), to: platform('revenue'), amount: 200 },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await ledger.balance(9001, 'diamonds')).toBe(500);
    expect(await ledger.balance(9002, 'pending')).toBe(0);
  });

  it('forgets an account created by a transaction that rolled back', async () => {
    // 9010 has no account yet: the refused spend creates its diamonds account, then rolls back.
    const spend = () =>
      ledger.transaction((tx) =>
        ledger.post(tx, {
          reason: 'gift',
          movements: [
            { from: member(9010, 'diamonds'), to: member(9011, 'pending', 1), amount: 1 },
            { from: member(9010, 'diamonds'), to: platform('revenue'), amount: 1 },
          ],
        }),
      );
    await expect(spend()).rejects.toBeInstanceOf(InsufficientFundsError);
    await fund(9010, 10);
    expect(await ledger.balance(9010, 'diamonds')).toBe(10);
    await spend();
    expect(await ledger.balance(9010, 'diamonds')).toBe(8);
  });

  it('posts an idempotency key once', async () => {
    expect(await fund(9003, 100, 'once-only')).not.toBeNull();
    expect(await fund(9003, 100, 'once-only')).toBeNull();
    expect(await ledger.balance(9003, 'diamonds')).toBe(100);
  });

  it('refuses direct balance writes, edits and deletes of postings, and mixed currencies', async () => {
    await fund(9004, 100);
    const db = database.db;
    await expect(
      db.execute(sql`update wallet_accounts set balance = 1000000 where holder = 9004`),
    ).rejects.toThrow();
    await expect(db.execute(sql`update ledger_postings set amount = 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_postings`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
    await expect(
      ledger.transaction((tx) =>
        ledger.post(tx, {
          reason: 'adjustment',
          movements: [{ from: member(9004, 'diamonds'), to: member(9004, 'gold'), amount: 1 }],
        }),
      ),
    ).rejects.toThrow(/cannot move/);
    // Even a hand-written posting across currencies is refused by the foreign keys.
    await ledger.transaction((tx) =>
      ledger.post(tx, {
        reason: 'task',
        movements: [{ from: platform('goldIssued'), to: member(9004, 'gold'), amount: 5 }],
      }),
    );
    await expect(
      db.execute(sql`
        insert into ledger_postings (transaction_id, debit_account_id, credit_account_id, currency, amount)
        select (select max(id) from ledger_transactions), d.id, g.id, 'diamond', 1
        from wallet_accounts d, wallet_accounts g
        where d.holder = 9004 and d.kind = 'diamonds' and g.holder = 9004 and g.kind = 'gold'`),
    ).rejects.toThrow();
    expect(await ledger.balance(9004, 'gold')).toBe(5);
    expect(await ledger.balance(9004, 'diamonds')).toBe(100);
  });
});
