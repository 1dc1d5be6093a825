import { randomBytes } from 'node:crypto';
import { accountCalls, moneyCalls } from '@tifo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders } from '../../db/schema/index';
import { newAddress, newMobile } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { type FakeSmsVendor, startFakeTencent } from '../../test-support/fake-sms-vendors';
import { openTestDatabase, type TestDatabase } from '../../test-support/targets';
import { buildTestApp, type TestApp } from '../../test-support/test-app';

/**
 * A production deployment on real providers, without DEMO_PROVIDERS: members register with a
 * code sent through Tencent Cloud SMS (its local fake), VNPay takes payments (never called
 * here). Withdrawals are open, unless the database holds an order the sandbox paid, as a demo
 * deployment that went live on its old data would (sandbox diamonds never become money).
 */
describe('production on real providers', () => {
  const keys = {
    secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
    secretKey: 'Gu5t9xGARNpq86cd98j',
  };
  let tencent: FakeSmsVendor;
  let database: TestDatabase;
  let test: TestApp;
  const call = contractCaller(() => test.app);

  beforeAll(async () => {
    tencent = await startFakeTencent(keys);
    database = await openTestDatabase('pglite');
    test = await buildTestApp({
      database,
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://tifo.example.com',
        OPERATOR_MOBILE: '+86 13912340001',
        FEED_ENABLED: 'false',
        MEDIA_SERVER: 'off',
        SMS_PROVIDER: 'tencent',
        TENCENT_SMS_SECRET_ID: keys.secretId,
        TENCENT_SMS_SECRET_KEY: keys.secretKey,
        TENCENT_SMS_SDK_APP_ID: '1400006666',
        TENCENT_SMS_SIGN_NAME: 'Tifo',
        TENCENT_SMS_TEMPLATE_ID: '449739',
        TENCENT_SMS_NOTICE_TEMPLATE_ID: '449740',
        TENCENT_SMS_ENDPOINT: tencent.url,
        PAYMENT_PROVIDERS: 'vnpay',
        VNPAY_TMN_CODE: 'TIFO0001',
        VNPAY_HASH_SECRET: 'secret',
        VNPAY_PAYMENT_URL: 'http://127.0.0.1:9/paymentv2/vpcpay.html',
        VNPAY_API_URL: 'http://127.0.0.1:9/merchant_webapi/api/transaction',
      },
    });
  });
  afterAll(async () => {
    await test.close();
    await database.dispose();
    await tencent.close();
  });

  /** Registers with the code Tencent delivered: the only way in on this deployment. */
  async function registerThroughTencent() {
    const mobile = newMobile();
    tencent.answer = 'ok';
    const sent = await call(accountCalls.getCode, { body: { mobile, scene: 'register' } });
    expect(sent).toMatchObject({ status: 200, code: 0 });
    const received = tencent.received.at(-1);
    expect(received).toMatchObject({ to: `+86${mobile}`, template: 'Tifo/449739' });
    const password = 'secret123';
    const registered = await call(accountCalls.register, {
      body: { mobile, code: received?.code ?? '', password, repassword: password },
    });
    expect(registered).toMatchObject({ status: 200, code: 0 });
    return { token: registered.data.token, userId: registered.data.user.id };
  }

  it('sends codes through Tencent, translates its refusals, and has no outbox', async () => {
    await registerThroughTencent();
    expect(tencent.refused).toEqual([]);
    tencent.answer = 'no-balance';
    const refused = await call(accountCalls.getCode, {
      body: { mobile: newMobile(), scene: 'register' },
      lang: 'vi',
      remoteAddress: newAddress(),
    });
    tencent.answer = 'ok';
    expect(refused).toMatchObject({
      status: 503,
      code: 1,
      msg: 'Dịch vụ tin nhắn tạm thời không khả dụng. Vui lòng thử lại sau; nếu vẫn lỗi, hãy liên hệ hỗ trợ.',
    });
    expect((await test.app.inject({ method: 'GET', url: '/api/Dev/smsOutbox' })).statusCode).toBe(
      404,
    );
  });

  it('opens withdrawals, and closes them once the database shows a sandbox payment', async () => {
    const member = await registerThroughTencent();
    const withdraw = () =>
      call(moneyCalls.applyForWithdrawal, {
        body: { amount: 3000, method: 'bank', payment_password: '123456' },
        token: member.token,
      });
    // Open: the member is turned away only for their own reasons (no payment password yet).
    const open = await withdraw();
    expect(open.code).toBe(1);
    expect(open.msg).not.toMatch(/test payments/);

    await database.db.insert(paymentOrders).values({
      orderNo: `TF${randomBytes(10).toString('hex')}`,
      userId: member.userId,
      packageId: 1,
      coin: 60,
      give: 0,
      moneyFen: 600,
      amountMinor: 600,
      provider: 'sandbox',
      status: 'paid',
      expiresAt: new Date(),
      paidAt: new Date(),
    });
    const refused = await withdraw();
    expect(refused).toMatchObject({ status: 403, code: 1 });
    expect(refused.msg).toMatch(/took test payments before it went live/);
  });
});
