import { generateKeyPairSync } from 'node:crypto';
import { moneyCalls, paymentAdminCalls } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders } from '../../db/schema/index';
import { registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { startFakeAlipay, type FakeAlipay } from '../../test-support/fake-alipay';
import { makeOperator } from '../../test-support/live';
import { ledgerProblems, walletOf } from '../../test-support/money';
import { openTestDatabase, type TestDatabase } from '../../test-support/targets';
import { buildTestApp, type TestApp } from '../../test-support/test-app';

/**
 * Recharge through Alipay PC web pay, end to end against the local fake gateway: our pay page
 * posts the signed form, the fake's cashier pays, notifies and sends the member back. Forged,
 * foreign, short and replayed notifies credit nothing; a duplicated one credits once.
 */
describe('recharge through Alipay', () => {
  const appId = '2021000000000001';
  const sellerId = '2088000000000001';
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let alipay: FakeAlipay;
  let database: TestDatabase;
  let test: TestApp;
  const call = contractCaller(() => test.app);

  const notify = (fields: Record<string, string>) =>
    test.app.inject({
      method: 'POST',
      url: '/payments/webhook/alipay',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payload: new URLSearchParams(fields).toString(),
    });

  async function newOrder(token: string, packageId = 2) {
    const body = await call(moneyCalls.payUrl, { body: { id: packageId, type: 0 }, token });
    expect(body.code).toBe(0);
    return body.data;
  }

  beforeAll(async () => {
    alipay = await startFakeAlipay({ appId, merchantPublicKey: merchant.publicKey, sellerId });
    // The cashier's notify goes into the app without a listening port.
    alipay.deliverNotify = async (url, fields) => {
      const reply = await notify(fields);
      expect(url).toBe('https://tifo.test/payments/webhook/alipay');
      return reply.body;
    };
    database = await openTestDatabase('pglite');
    test = await buildTestApp({
      database,
      env: {
        PUBLIC_URL: 'https://tifo.test',
        PAYMENT_PROVIDERS: 'alipay',
        ALIPAY_APP_ID: appId,
        // As an env file holds it: one line, line breaks written as \n.
        ALIPAY_PRIVATE_KEY: merchant.privateKey
          .export({ type: 'pkcs8', format: 'pem' })
          .toString()
          .replace(/\n/g, '\\n'),
        ALIPAY_PUBLIC_KEY: alipay.alipayPublicKey,
        ALIPAY_SELLER_ID: sellerId,
        ALIPAY_GATEWAY_URL: alipay.url,
      },
    });
  });
  afterAll(async () => {
    await test.close();
    await database.dispose();
    await alipay.close();
  });

  it('offers Alipay in yuan and pays through the form, the cashier, the notify and the return page', async () => {
    const offer = await call(moneyCalls.chargePackages);
    expect(offer.data.payment_methods).toEqual([{ type: 0, provider: 'alipay', currency: 'CNY' }]);
    const member = await registerMember(test.app, database.db);
    const order = await newOrder(member.token);
    expect(order.url).toBe(`/payments/pay/${order.order_no}`);

    const page = await test.app.inject({ method: 'GET', url: order.url });
    expect(page.statusCode).toBe(200);
    // Its own policy: one script by nonce, and forms only to Alipay's gateway.
    expect(page.headers['content-security-policy']).toContain(
      `form-action ${new URL(alipay.url).origin}`,
    );
    const action = /<form id="provider-form" method="post" action="([^"]+)"/.exec(page.body)?.[1];
    const fields = Object.fromEntries(
      [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
        ([, name = '', value = '']) => [
          name,
          value.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code))),
        ],
      ),
    );
    const cashier = await fetch(action?.replace(/&#38;/g, '&') ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    expect(alipay.refused).toEqual([]);
    expect(alipay.received.at(-1)?.bizContent).toMatchObject({
      out_trade_no: order.order_no,
      total_amount: '30.00',
      product_code: 'FAST_INSTANT_TRADE_PAY',
    });
    expect(await cashier.text()).toContain('¥30.00');

    const paid = await fetch(`${new URL(alipay.url).origin}/cashier/c1`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(alipay.notifyAnswers).toEqual(['success']);
    expect((await walletOf(test.app, member.token)).diamonds).toBe(315);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('https://tifo.test/payments/return/alipay');
    const returned = await test.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { lang: 'en' },
    });
    expect(returned.body).toContain('data-status="paid"');
    const status = await call(moneyCalls.orderStatus, {
      query: { order_no: order.order_no },
      token: member.token,
    });
    expect(status.data).toMatchObject({ status: 'paid', currency: 'CNY', amount: 30 });
  });

  it('refuses forged, foreign and unreadable notifies; credits a duplicated one once', async () => {
    const member = await registerMember(test.app, database.db);
    const order = await newOrder(member.token, 1);
    const trade = { outTradeNo: order.order_no, tradeNo: '2026112522009999', totalAmount: '6.00' };
    const good = alipay.paidNotify(trade);

    const forged = { ...good, total_amount: '600.00' };
    const otherApp = alipay.paidNotify(trade);
    otherApp.app_id = '2021000000000999';
    const resignedForeign = alipay.signNotify({ ...withoutSign(good), app_id: '2021000000000999' });
    const foreignSeller = alipay.signNotify({
      ...withoutSign(good),
      seller_id: '2088000000000999',
    });
    const unsigned = withoutSign(good);
    for (const bad of [forged, otherApp, resignedForeign, foreignSeller, unsigned]) {
      const reply = await notify(bad);
      expect(reply.body).toBe('fail');
    }
    // The same name twice: never pick one of two values.
    const doubled = await test.app.inject({
      method: 'POST',
      url: '/payments/webhook/alipay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${new URLSearchParams(good).toString()}&total_amount=600.00`,
    });
    expect(doubled.body).toBe('fail');
    expect((await walletOf(test.app, member.token)).diamonds).toBe(0);

    const replies = await Promise.all(Array.from({ length: 20 }, () => notify(good)));
    expect(replies.map((reply) => reply.body)).toEqual(Array(20).fill('success'));
    expect((await walletOf(test.app, member.token)).diamonds).toBe(60);
    // Replayed later: answered, nothing more credited.
    expect((await notify(good)).body).toBe('success');
    expect((await walletOf(test.app, member.token)).diamonds).toBe(60);
    expect(await ledgerProblems(test.parts.money.ledger)).toEqual([]);
  });

  it('records a short payment and a late one for operators, and credits the late one once', async () => {
    const member = await registerMember(test.app, database.db);
    const operator = await registerMember(test.app, database.db);
    await makeOperator(database.db, operator.userId);
    const short = await newOrder(member.token, 2);
    const shortReply = await notify(
      alipay.paidNotify({ outTradeNo: short.order_no, tradeNo: 'T-SHORT', totalAmount: '0.01' }),
    );
    expect(shortReply.body).toBe('fail');

    const late = await newOrder(member.token, 1);
    await database.db
      .update(paymentOrders)
      .set({ status: 'expired' })
      .where(eq(paymentOrders.orderNo, late.order_no));
    const lateNotify = alipay.paidNotify({
      outTradeNo: late.order_no,
      tradeNo: 'T-LATE',
      totalAmount: '6.00',
    });
    expect((await notify(lateNotify)).body).toBe('success');
    expect((await notify(lateNotify)).body).toBe('success');
    expect((await walletOf(test.app, member.token)).diamonds).toBe(0);

    const listed = await call(paymentAdminCalls.paymentIncidents, {
      query: { state: 'open' },
      token: operator.token,
    });
    const mine = listed.data.list.filter((incident) =>
      [short.order_no, late.order_no].includes(incident.order_no),
    );
    expect(mine.map((incident) => [incident.kind, incident.amount, incident.order_amount])).toEqual(
      [
        ['late_payment', 6, 6],
        ['amount_mismatch', 0.01, 30],
      ],
    );
    const [lateIncident, shortIncident] = mine;
    const notCreditable = await call(paymentAdminCalls.resolvePaymentIncident, {
      body: { id: shortIncident?.id ?? 0, action: 'credit', note: 'refund instead' },
      token: operator.token,
    });
    expect(notCreditable.code).toBe(1);
    const credit = (note: string) =>
      call(paymentAdminCalls.resolvePaymentIncident, {
        body: { id: lateIncident?.id ?? 0, action: 'credit', note },
        token: operator.token,
      });
    const [first, second] = await Promise.all([credit('paid late'), credit('again')]);
    expect([first.code, second.code].sort()).toEqual([0, 1]);
    expect((await walletOf(test.app, member.token)).diamonds).toBe(60);
    // Members cannot see or resolve incidents.
    const asMember = await call(paymentAdminCalls.paymentIncidents, {
      query: { state: 'all' },
      token: member.token,
    });
    expect(asMember.status).toBe(403);
    expect(await ledgerProblems(test.parts.money.ledger)).toEqual([]);
  });

  it('reconciles: a paid trade without a notify is credited; an old unpaid order expires', async () => {
    const member = await registerMember(test.app, database.db);
    const paid = await newOrder(member.token, 1);
    const unpaid = await newOrder(member.token, 1);
    alipay.trades.set(paid.order_no, {
      tradeNo: 'T-RECONCILED',
      tradeStatus: 'TRADE_SUCCESS',
      totalAmount: '6.00',
    });
    const longAgo = new Date(Date.now() - 60 * 60_000);
    for (const orderNo of [paid.order_no, unpaid.order_no]) {
      await database.db
        .update(paymentOrders)
        .set({ createdAt: longAgo, expiresAt: new Date(longAgo.getTime() + 30 * 60_000) })
        .where(eq(paymentOrders.orderNo, orderNo));
    }
    const report = await test.parts.money.settlement.reconcile();
    expect(report).toMatchObject({ paid: 1, failed: 0 });
    expect(report.closed).toBeGreaterThanOrEqual(1);
    expect((await walletOf(test.app, member.token)).diamonds).toBe(60);
    const statuses = await Promise.all(
      [paid, unpaid].map(
        async (order) =>
          (
            await call(moneyCalls.orderStatus, {
              query: { order_no: order.order_no },
              token: member.token,
            })
          ).data.status,
      ),
    );
    expect(statuses).toEqual(['paid', 'expired']);
    // A second run finds nothing left to ask about for these two.
    const again = await test.parts.money.settlement.reconcile();
    expect(again.paid).toBe(0);
  });
});

function withoutSign(fields: Record<string, string>): Record<string, string> {
  const { sign: _sign, sign_type: _type, ...rest } = fields;
  return rest;
}
