import { generateKeyPairSync } from 'node:crypto';
import { moneyCalls } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders } from '../../db/schema/index';
import { registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { startFakeWechatPay, type FakeWechatPay } from '../../test-support/fake-wechat-pay';
import { ledgerProblems, walletOf } from '../../test-support/money';
import { openTestDatabase, type TestDatabase } from '../../test-support/targets';
import { buildTestApp, type TestApp } from '../../test-support/test-app';

/**
 * Recharge through WeChat Pay Native (API v3) against the local fake: the QR code on our pay
 * page, notifies with an AES-256-GCM resource signed by the platform key, vendor errors.
 */
describe('recharge through WeChat Pay', () => {
  const mchId = '1900000109';
  const appId = 'wxd678efh567hg6787';
  const serialNo = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
  const apiV3Key = 'a'.repeat(16) + 'B'.repeat(16);
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let wechat: FakeWechatPay;
  let database: TestDatabase;
  let test: TestApp;
  const call = contractCaller(() => test.app);

  const notify = ({ headers, body }: { headers: Record<string, string>; body: string }) =>
    test.app.inject({
      method: 'POST',
      url: '/payments/webhook/wechat',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: body,
    });

  function transaction(orderNo: string, amountFen: number, transactionId = '4200000000000001') {
    return {
      mchid: mchId,
      appid: appId,
      out_trade_no: orderNo,
      transaction_id: transactionId,
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      success_time: '2026-11-25T12:00:00+08:00',
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      amount: { total: amountFen, payer_total: amountFen, currency: 'CNY', payer_currency: 'CNY' },
    };
  }

  async function newOrder(token: string, packageId = 2) {
    const body = await call(moneyCalls.payUrl, { body: { id: packageId, type: 0 }, token });
    expect(body.code).toBe(0);
    return body.data;
  }

  beforeAll(async () => {
    wechat = await startFakeWechatPay({
      mchId,
      appId,
      merchantPublicKey: merchant.publicKey,
      merchantSerialNo: serialNo,
    });
    database = await openTestDatabase('pglite');
    test = await buildTestApp({
      database,
      env: {
        PUBLIC_URL: 'https://tifo.test',
        PAYMENT_PROVIDERS: 'wechat',
        WECHAT_PAY_MCH_ID: mchId,
        WECHAT_PAY_APP_ID: appId,
        WECHAT_PAY_SERIAL_NO: serialNo,
        WECHAT_PAY_PRIVATE_KEY: merchant.privateKey
          .export({ type: 'pkcs8', format: 'pem' })
          .toString(),
        WECHAT_PAY_API_V3_KEY: apiV3Key,
        WECHAT_PAY_PUBLIC_KEY: wechat.platformPublicKey,
        WECHAT_PAY_PUBLIC_KEY_ID: wechat.platformPublicKeyId,
        WECHAT_PAY_BASE_URL: wechat.url,
      },
    });
  });
  afterAll(async () => {
    await test.close();
    await database.dispose();
    await wechat.close();
  });

  it('shows the QR code of a Native order and credits the signed notify once', async () => {
    const member = await registerMember(test.app, database.db);
    const order = await newOrder(member.token);
    expect(order.url).toBe(`/payments/pay/${order.order_no}`);
    expect(wechat.refused).toEqual([]);
    expect(wechat.received.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v3/pay/transactions/native',
      body: {
        mchid: mchId,
        appid: appId,
        out_trade_no: order.order_no,
        notify_url: 'https://tifo.test/payments/webhook/wechat',
        amount: { total: 3000, currency: 'CNY' },
      },
    });
    const page = await test.app.inject({ method: 'GET', url: order.url, headers: { lang: 'en' } });
    expect(page.body).toContain('data-testid="payment-qr"');
    expect(page.body).toContain('<svg');
    expect(page.body).toContain('Scan the code with WeChat');

    const signed = wechat.signNotify(transaction(order.order_no, 3000), { apiV3Key });
    const replies = await Promise.all(Array.from({ length: 10 }, () => notify(signed)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(204));
    expect((await walletOf(test.app, member.token)).diamonds).toBe(315);
    const again = await test.app.inject({ method: 'GET', url: order.url, headers: { lang: 'en' } });
    expect(again.body).toContain('data-status="paid"');
  });

  it('refuses forged, stale, foreign and short notifies with nothing credited', async () => {
    const member = await registerMember(test.app, database.db);
    const order = await newOrder(member.token, 1);
    const good = wechat.signNotify(transaction(order.order_no, 600), { apiV3Key });
    const refusedWith = async (signed: { headers: Record<string, string>; body: string }) => {
      const reply = await notify(signed);
      expect(reply.statusCode).toBeGreaterThanOrEqual(400);
      return reply.json<{ code: string; message: string }>();
    };
    const forged = { ...good, body: good.body.replace('"id":"EV-', '"id":"EV-9') };
    expect(await refusedWith(forged)).toEqual({ code: 'FAIL', message: 'signature' });
    const stale = wechat.signNotify(transaction(order.order_no, 600), {
      apiV3Key,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(await refusedWith(stale)).toEqual({ code: 'FAIL', message: 'stale' });
    const otherMerchant = wechat.signNotify(
      { ...transaction(order.order_no, 600), mchid: '1900000999' },
      { apiV3Key },
    );
    expect((await refusedWith(otherMerchant)).message).toBe('merchant');
    const wrongKey = wechat.signNotify(transaction(order.order_no, 600), {
      apiV3Key: 'c'.repeat(32),
    });
    expect((await refusedWith(wrongKey)).message).toBe('body');
    const short = wechat.signNotify(transaction(order.order_no, 1, '4200000000000002'), {
      apiV3Key,
    });
    expect((await refusedWith(short)).message).toBe('amountMismatch');
    expect((await walletOf(test.app, member.token)).diamonds).toBe(0);
    expect(await ledgerProblems(test.parts.money.ledger)).toEqual([]);
  });

  it('tells the member when WeChat Pay is busy or refuses, in their language', async () => {
    const member = await registerMember(test.app, database.db);
    wechat.failNext('FREQUENCY_LIMITED');
    const busy = await call(moneyCalls.payUrl, {
      body: { id: 1, type: 0 },
      token: member.token,
      lang: 'vi',
    });
    expect(busy).toMatchObject({ status: 503, code: 1 });
    expect(busy.msg).toBe('Cổng thanh toán đang bận. Hãy thử lại sau một phút.');
    wechat.failNext('NOAUTH');
    const refused = await call(moneyCalls.payUrl, {
      body: { id: 1, type: 0 },
      token: member.token,
      lang: 'zh',
    });
    expect(refused.msg).toBe('暂时无法连接支付渠道，请稍后再试或换一种支付方式');
    expect((await newOrder(member.token, 1)).url).toMatch(/^\/payments\/pay\/TF/);
  });

  it('reconciles a paid order whose notify never came', async () => {
    const member = await registerMember(test.app, database.db);
    const order = await newOrder(member.token, 1);
    const placed = wechat.orders.get(order.order_no);
    if (!placed) throw new Error('the fake has no such order');
    placed.tradeState = 'SUCCESS';
    placed.transactionId = '4200000000000003';
    await database.db
      .update(paymentOrders)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(paymentOrders.orderNo, order.order_no));
    const report = await test.parts.money.settlement.reconcile();
    expect(report).toMatchObject({ paid: 1, failed: 0 });
    expect((await walletOf(test.app, member.token)).diamonds).toBe(60);
  });
});
