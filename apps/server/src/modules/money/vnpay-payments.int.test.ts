import { moneyCalls } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIncidents, paymentOrders } from '../../db/schema/index';
import { registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { startFakeVnpay, type FakeVnpay } from '../../test-support/fake-vnpay';
import { ledgerProblems, walletOf } from '../../test-support/money';
import { openTestDatabase, type TestDatabase } from '../../test-support/targets';
import { buildTestApp, type TestApp } from '../../test-support/test-app';

/**
 * Recharge through VNPay in đồng, end to end against the local fake: the signed redirect, the
 * fake's payment page, the IPN it sends to our listening server, and the return page.
 */
describe('recharge through VNPay', () => {
  const tmnCode = 'TIFO0001';
  const hashSecret = 'TESTSECRETTESTSECRETTESTSECRET12';
  let vnpay: FakeVnpay;
  let database: TestDatabase;
  let test: TestApp;
  const call = contractCaller(() => test.app);

  const ipn = (fields: Record<string, string>) =>
    test.app.inject({
      method: 'GET',
      url: `/payments/webhook/vnpay?${new URLSearchParams(fields).toString()}`,
    });
  const rspCode = async (fields: Record<string, string>) =>
    (await ipn(fields)).json<{ RspCode: string }>().RspCode;

  async function newOrder(token: string, packageId = 2) {
    const body = await call(moneyCalls.payUrl, {
      body: { id: packageId, type: 0 },
      token,
      lang: 'vi',
    });
    expect(body.code).toBe(0);
    return body.data;
  }

  /** The IPN of a payment as VNPay sends it, signed; `amountVnd` as collected. */
  function paidFields(orderNo: string, amountVnd: number, transactionNo = '14999001') {
    return vnpay.signCallback({
      vnp_Amount: String(amountVnd * 100),
      vnp_BankCode: 'NCB',
      vnp_OrderInfo: 'Tifo',
      vnp_PayDate: '20261125120000',
      vnp_ResponseCode: '00',
      vnp_TmnCode: tmnCode,
      vnp_TransactionNo: transactionNo,
      vnp_TransactionStatus: '00',
      vnp_TxnRef: orderNo,
    });
  }

  beforeAll(async () => {
    vnpay = await startFakeVnpay({ tmnCode, hashSecret });
    database = await openTestDatabase('pglite');
    test = await buildTestApp({
      database,
      env: {
        PUBLIC_URL: 'https://tifo.test',
        PAYMENT_PROVIDERS: 'vnpay',
        VNPAY_TMN_CODE: tmnCode,
        VNPAY_HASH_SECRET: hashSecret,
        VNPAY_PAYMENT_URL: vnpay.paymentUrl,
        VNPAY_API_URL: vnpay.apiUrl,
      },
    });
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    // VNPay's IPN address is registered in its merchant portal, not sent per payment.
    const { port } = test.app.server.address() as AddressInfo;
    vnpay.ipnUrl = `http://127.0.0.1:${port}/payments/webhook/vnpay`;
  });
  afterAll(async () => {
    await test.close();
    await database.dispose();
    await vnpay.close();
  });

  it('pays in đồng: signed redirect, payment page, IPN, return page', async () => {
    const offer = await call(moneyCalls.chargePackages);
    expect(offer.data.payment_methods).toEqual([{ type: 0, provider: 'vnpay', currency: 'VND' }]);
    const member = await registerMember(test.app, database.db);
    const order = await newOrder(member.token);
    expect(order.url.startsWith(vnpay.paymentUrl)).toBe(true);

    const page = await fetch(order.url);
    expect(page.status).toBe(200);
    expect(vnpay.refused).toEqual([]);
    expect(vnpay.received.at(-1)?.params).toMatchObject({
      vnp_Amount: '10900000',
      vnp_TxnRef: order.order_no,
      vnp_Locale: 'vn',
      vnp_ReturnUrl: 'https://tifo.test/payments/return/vnpay',
    });
    const session = /name="session" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const paid = await fetch(vnpay.paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session, choice: 'pay' }).toString(),
      redirect: 'manual',
    });
    expect(vnpay.ipnResults.at(-1)).toMatchObject({ status: 200, body: { RspCode: '00' } });
    expect((await walletOf(test.app, member.token)).diamonds).toBe(315);

    const back = new URL(paid.headers.get('location') ?? '');
    const returned = await test.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { lang: 'vi' },
    });
    expect(returned.body).toContain('data-status="paid"');
    expect(returned.body).toContain('109.000 ₫');
    const status = await call(moneyCalls.orderStatus, {
      query: { order_no: order.order_no },
      token: member.token,
    });
    expect(status.data).toMatchObject({ status: 'paid', currency: 'VND', amount: 109_000 });
  });

  it('cancels when the buyer cancels on the payment page', async () => {
    const member = await registerMember(test.app, database.db);
    const order = await newOrder(member.token, 1);
    const session = /name="session" value="([^"]+)"/.exec(
      await (await fetch(order.url)).text(),
    )?.[1];
    await fetch(vnpay.paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session: session ?? '', choice: 'cancel' }).toString(),
      redirect: 'manual',
    });
    expect(vnpay.ipnResults.at(-1)).toMatchObject({ body: { RspCode: '00' } });
    const status = await call(moneyCalls.orderStatus, {
      query: { order_no: order.order_no },
      token: member.token,
    });
    expect(status.data.status).toBe('cancelled');
    expect((await walletOf(test.app, member.token)).diamonds).toBe(0);
  });

  it('refuses forged, foreign, short and unknown IPNs; credits a duplicated one once', async () => {
    const member = await registerMember(test.app, database.db);
    const order = await newOrder(member.token, 1);
    const good = paidFields(order.order_no, 22_000);

    expect(await rspCode({ ...good, vnp_Amount: '2200000000' })).toBe('97');
    expect(await rspCode({ ...good, vnp_SecureHash: 'ab'.repeat(64) })).toBe('97');
    const { vnp_SecureHash: _hash, ...unsigned } = good;
    expect(await rspCode(unsigned)).toBe('97');
    expect(await rspCode(vnpay.signCallback({ ...unsigned, vnp_TmnCode: 'OTHER001' }))).toBe('97');
    expect(await rspCode(paidFields('TF0000000000000000000000', 22_000))).toBe('01');
    expect((await walletOf(test.app, member.token)).diamonds).toBe(0);

    const answers = await Promise.all(Array.from({ length: 20 }, () => rspCode(good)));
    expect(answers.filter((answer) => answer === '00')).toHaveLength(1);
    expect(answers.filter((answer) => answer === '02')).toHaveLength(19);
    expect((await walletOf(test.app, member.token)).diamonds).toBe(60);

    const short = await newOrder(member.token, 1);
    expect(await rspCode(paidFields(short.order_no, 5_000, '14999002'))).toBe('04');
    expect((await walletOf(test.app, member.token)).diamonds).toBe(60);
    const [shortOrder] = await database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.orderNo, short.order_no));
    const incidents = await database.db
      .select()
      .from(paymentIncidents)
      .where(eq(paymentIncidents.orderId, shortOrder?.id ?? 0));
    expect(incidents.map((incident) => [incident.kind, incident.amountMinor])).toEqual([
      ['amount_mismatch', 5_000],
    ]);
    expect(await ledgerProblems(test.parts.money.ledger)).toEqual([]);
  });

  it('refuses a package without a đồng price, and reconciles a paid transaction by querydr', async () => {
    const member = await registerMember(test.app, database.db);
    await database.db.execute(`update charge_packages set price_vnd = null where id = 6`);
    const unpriced = await call(moneyCalls.payUrl, {
      body: { id: 6, type: 0 },
      token: member.token,
    });
    expect(unpriced).toMatchObject({ code: 1 });
    expect(unpriced.msg).toMatch(/cannot be paid with that method/);

    const order = await newOrder(member.token, 1);
    vnpay.transactions.set(order.order_no, {
      transactionNo: '14999003',
      amountVnd: 22_000,
      transactionStatus: '00',
      responseCode: '00',
      bankCode: 'NCB',
      payDate: '20261125120000',
      orderInfo: 'Tifo',
    });
    await database.db
      .update(paymentOrders)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(paymentOrders.orderNo, order.order_no));
    const report = await test.parts.money.settlement.reconcile();
    expect(report).toMatchObject({ paid: 1, failed: 0 });
    expect(vnpay.received.at(-1)?.command).toBe('querydr');
    expect((await walletOf(test.app, member.token)).diamonds).toBe(60);
  });
});
