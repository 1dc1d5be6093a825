import { consoleMoneyCalls, moneyCalls } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerTransactions, paymentOrders, users } from '../../db/schema/index';
import { registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { topUpThroughSandbox } from '../../test-support/money';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

describe.each(databaseKinds)('console money pages (%s)', (kind) => {
  const ctx = useAppForFile(kind);
  const call = contractCaller(() => ctx.test.app, { lang: 'en' });

  async function moderator() {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    await ctx.database.db
      .update(users)
      .set({ role: 'moderator' })
      .where(eq(users.id, member.userId));
    return member;
  }

  it('finds an order and follows it through the ledger to the accounts it moved', async () => {
    const staff = await moderator();
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const { orderNo } = await topUpThroughSandbox(ctx.test.app, member.token);

    const byNumber = await call(consoleMoneyCalls.orders, {
      query: { order_no: orderNo },
      token: staff.token,
    });
    expect(byNumber.data.list).toEqual([
      expect.objectContaining({ order_no: orderNo, user_id: member.userId, status: 'paid' }),
    ]);
    const byMember = await call(consoleMoneyCalls.orders, {
      query: { user_id: member.userId, status: 'paid' },
      token: staff.token,
    });
    expect(byMember.data.list).toHaveLength(1);
    const none = await call(consoleMoneyCalls.orders, {
      query: { user_id: member.userId, status: 'refunded' },
      token: staff.token,
    });
    expect(none.data.list).toEqual([]);

    const [transaction] = await ctx.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.causeId, byNumber.data.list[0]!.id));
    const shown = await call(consoleMoneyCalls.transaction, {
      query: { id: transaction!.id },
      token: staff.token,
    });
    // Package 1: 60 diamonds from the platform's payments account to the member's wallet.
    expect(shown.data).toMatchObject({ reason: 'topup' });
    expect(shown.data.postings).toEqual([
      expect.objectContaining({
        amount: 6000,
        currency: 'diamond',
        debit: expect.objectContaining({ holder: 0, kind: 'payments' }) as unknown,
        credit: expect.objectContaining({ holder: member.userId, kind: 'diamonds' }) as unknown,
      }),
    ]);
    const walletAccount = shown.data.postings[0]!.credit;
    const history = await call(consoleMoneyCalls.account, {
      query: { id: walletAccount.id },
      token: staff.token,
    });
    expect(history.data.account).toMatchObject({
      balance: 6000,
      holder_nickname: expect.any(String) as unknown,
    });
    expect(history.data.postings.map((posting) => posting.reason)).toEqual(['topup']);

    const platform = await call(consoleMoneyCalls.platformAccounts, { token: staff.token });
    const payments = platform.data.list.find((account) => account.kind === 'payments');
    expect(payments?.balance).toBeLessThanOrEqual(-6000);
    const missing = await call(consoleMoneyCalls.transaction, {
      query: { id: 999_999_999 },
      token: staff.token,
    });
    expect(missing.status).toBe(404);
    const asMember = await call(consoleMoneyCalls.books, { token: member.token });
    expect(asMember.status).toBe(403);
  });

  it('checks the books, and a paid order the ledger never saw fails the payments check', async () => {
    const staff = await moderator();
    const healthy = await call(consoleMoneyCalls.books, { token: staff.token });
    expect(healthy.data.checks.map((check) => [check.name, check.ok])).toEqual([
      ['sumsZero', true],
      ['accountsMatchPostings', true],
      ['noNegativeMembers', true],
      ['paymentsMatchOrders', true],
    ]);
    // An order marked paid by hand, without its diamonds being issued through the ledger.
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const order = await call(moneyCalls.payUrl, { body: { id: 1, type: 0 }, token: member.token });
    await ctx.database.db
      .update(paymentOrders)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(paymentOrders.orderNo, order.data.order_no));
    const broken = await call(consoleMoneyCalls.books, { token: staff.token });
    const payments = broken.data.checks.find((check) => check.name === 'paymentsMatchOrders');
    expect(payments).toMatchObject({ ok: false });
    const { paid_orders: paidOrders = 0, issued = 0 } = payments!.figures;
    expect(paidOrders - issued).toBe(60);
  });
});
