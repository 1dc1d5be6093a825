import { moneyCalls, type CallData } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentOrders } from '../../db/schema/index';
import { callerFrom, registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import {
  decideOnSandboxPage,
  ledgerProblems,
  topUpThroughSandbox,
  walletOf,
} from '../../test-support/money';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';
import { signWebhook } from './topup/payment-provider';
import type { Envelope } from '../../test-support/envelope';

describe.each(databaseKinds)('recharge through the sandbox provider (%s)', (kind) => {
  const ctx = useAppForFile(kind);
  const call = contractCaller(() => ctx.test.app);

  const webhook = (body: string, signature: string) =>
    ctx.test.app.inject({
      method: 'POST',
      url: '/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json', 'x-tifo-signature': signature },
      payload: body,
    });

  async function newOrder(token: string, packageId = 2) {
    const body = await call(moneyCalls.payUrl, { body: { id: packageId, type: 0 }, token });
    expect(body.code).toBe(0);
    return body.data;
  }

  it('lists the packages with coin, give, money, give_rate and the VNPay price', async () => {
    const body = await call(moneyCalls.chargePackages);
    expect(body.data.diamonds_per_yuan).toBe(10);
    expect(body.data.list[1]).toEqual({
      id: 2,
      coin: 300,
      give: 15,
      money: 30,
      give_rate: 5,
      price_vnd: 109_000,
    });
    expect(body.data.payment_methods).toEqual([{ type: 0, provider: 'sandbox', currency: 'CNY' }]);
    for (const pack of body.data.list) expect(pack.coin).toBe(pack.money * 10);
  });

  it('pays an order on the checkout page: pending → paid, diamonds credited once', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const order = await newOrder(member.token);
    expect(order.url).toBe(`/payments/sandbox/checkout?order=${order.order_no}`);
    const page = await ctx.test.app.inject({
      method: 'GET',
      url: order.url,
      headers: { lang: 'en', cookie: `token=${member.token}` },
    });
    expect(page.body).toContain('¥30.00');
    expect(page.body).toContain('data-action="pay"');

    const status = async () =>
      (
        await call(moneyCalls.orderStatus, {
          query: { order_no: order.order_no },
          token: member.token,
        })
      ).data.status;
    expect(await status()).toBe('pending');
    const paid = await decideOnSandboxPage(ctx.test.app, member.token, order.order_no, 'pay');
    expect(paid.body).toContain('data-status="paid"');
    expect(await status()).toBe('paid');
    expect((await walletOf(ctx.test.app, member.token)).diamonds).toBe(315);

    // Paying again on the page is refused; the wallet does not move.
    const again = await decideOnSandboxPage(ctx.test.app, member.token, order.order_no, 'pay');
    expect(again.statusCode).toBe(409);
    expect((await walletOf(ctx.test.app, member.token)).diamonds).toBe(315);
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });

  it('refuses a bad signature and an old timestamp, and credits once when replayed 100 times at once', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const order = await newOrder(member.token, 1);
    const key = ctx.test.parts.secrets.keyFor('payments-sandbox');
    const body = JSON.stringify({
      order_no: order.order_no,
      status: 'paid',
      payment_id: 'replayed-1',
      amount_fen: 600,
    });
    const now = Math.floor(Date.now() / 1000);

    const forged = await webhook(body, signWebhook(Buffer.from('not the key'), body, now));
    expect(forged.statusCode).toBe(401);
    const tampered = await webhook(
      body.replace('"amount_fen":600', '"amount_fen":60000'),
      signWebhook(key, body, now),
    );
    expect(tampered.statusCode).toBe(401);
    const stale = await webhook(body, signWebhook(key, body, now - 301));
    expect(stale.statusCode).toBe(401);
    expect(stale.json<Envelope>().msg).toMatch(/old|过期|cũ/);
    const unsigned = await webhook(body, '');
    expect(unsigned.statusCode).toBe(401);
    expect((await walletOf(ctx.test.app, member.token)).diamonds).toBe(0);

    const signature = signWebhook(key, body, now);
    const replies = await Promise.all(Array.from({ length: 100 }, () => webhook(body, signature)));
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    const changed = replies.filter(
      (reply) => reply.json<Envelope<{ changed: boolean }>>().data.changed,
    );
    expect(changed).toHaveLength(1);
    expect((await walletOf(ctx.test.app, member.token)).diamonds).toBe(60);
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });

  // Security review C2: the review paid a stranger's order with a bare form POST.
  it('lets only the order owner pay or cancel, with the form token of their own page', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const stranger = await registerMember(ctx.test.app, ctx.database.db);
    const order = await newOrder(member.token, 6);
    const form = (extra: Record<string, string>, cookie?: string) =>
      ctx.test.app.inject({
        method: 'POST',
        url: '/payments/sandbox/checkout',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(cookie ? { cookie: `token=${cookie}` } : {}),
        },
        payload: new URLSearchParams({ order: order.order_no, action: 'pay', ...extra }).toString(),
      });
    // The review's request: no cookie, no header.
    expect((await form({})).statusCode).toBe(401);
    // Someone else's session, even with a token from their own page, cannot see or pay it.
    const strangersPage = await ctx.test.app.inject({
      method: 'GET',
      url: `/payments/sandbox/checkout?order=${order.order_no}`,
      headers: { cookie: `token=${stranger.token}` },
    });
    expect(strangersPage.statusCode).toBe(404);
    expect((await form({}, stranger.token)).statusCode).toBe(404);
    expect((await form({ action: 'cancel' }, stranger.token)).statusCode).toBe(404);
    // The owner's cookie alone (a cross-site form would carry it) lacks the page's token.
    expect((await form({}, member.token)).statusCode).toBe(403);
    expect((await form({ form_token: 'forged' }, member.token)).statusCode).toBe(403);
    // A NUL in the order number is a missing order, not a database error.
    expect((await form({ order: `${order.order_no}\u0000` }, member.token)).statusCode).toBe(404);
    expect((await walletOf(ctx.test.app, member.token)).diamonds).toBe(0);
    const paid = await decideOnSandboxPage(ctx.test.app, member.token, order.order_no, 'pay');
    expect(paid.statusCode).toBe(200);
    expect((await walletOf(ctx.test.app, member.token)).diamonds).toBe(7480);
  });

  it('never credits an amount the provider did not collect', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const order = await newOrder(member.token, 3);
    const key = ctx.test.parts.secrets.keyFor('payments-sandbox');
    const body = JSON.stringify({
      order_no: order.order_no,
      status: 'paid',
      payment_id: 'short',
      amount_fen: 1,
    });
    const reply = await webhook(body, signWebhook(key, body, Math.floor(Date.now() / 1000)));
    expect(reply.statusCode).toBe(409);
    expect((await walletOf(ctx.test.app, member.token)).diamonds).toBe(0);
  });

  it('cancels on the checkout page; lists orders and statements of the member only', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const other = await registerMember(ctx.test.app, ctx.database.db);
    const cancelled = await newOrder(member.token, 1);
    await decideOnSandboxPage(ctx.test.app, member.token, cancelled.order_no, 'cancel');
    const { orderNo } = await topUpThroughSandbox(ctx.test.app, member.token, 2);
    await topUpThroughSandbox(ctx.test.app, other.token, 1);

    const orders = (
      await call(moneyCalls.orderList, { query: { type: 'order' }, token: member.token })
    ).data.orders;
    expect(orders.map((order) => [order.order_no, order.status])).toEqual([
      [orderNo, 'paid'],
      [cancelled.order_no, 'cancelled'],
    ]);
    const paidOnly = (
      await call(moneyCalls.orderList, {
        query: { type: 'order', status: 'paid' },
        token: member.token,
      })
    ).data.orders;
    expect(paidOnly).toHaveLength(1);

    const entries = (
      await call(moneyCalls.orderList, { query: { type: 'ledger' }, token: member.token })
    ).data.entries;
    expect(entries).toEqual([
      expect.objectContaining({ wallet: 'diamonds', amount: 315, reason: 'topup', memo: orderNo }),
    ]);
    // Someone else's order is not found; a user_id in the query changes nothing.
    const foreign = await call(moneyCalls.orderStatus, {
      query: { order_no: orderNo },
      token: other.token,
    });
    expect(foreign.status).toBe(404);
    // A field the contract does not have: around its types.
    const sneaky = (
      await callerFrom(ctx.test.app).get(`/api/Order/getList?type=order&user_id=${member.userId}`, {
        token: other.token,
      })
    ).json<Envelope<CallData<typeof moneyCalls.orderList>>>().data.orders;
    expect(sneaky.map((order) => order.order_no)).not.toContain(orderNo);
    const rows = await ctx.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.orderNo, orderNo));
    expect(rows[0]?.status).toBe('paid');
  });

  it('refuses visitors and cross-site requests', async () => {
    const visitor = await call(moneyCalls.payUrl, { body: { id: 1 } });
    expect(visitor.code).toBe(700);
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const login = await callerFrom(ctx.test.app).post('/api/user/login', {
      mobile: member.mobile,
      password: member.password,
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    const crossSite = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/chargerules/payUrl',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 1, type: 0 }),
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
