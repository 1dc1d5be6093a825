import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeWechatPay,
  type FakeWechatPay,
} from '../../../../test-support/fake-wechat-pay.js';
import {
  WECHAT_PAY_NOTIFY_ACCEPTED,
  WechatPayClient,
  WechatPayNotifyRefused,
  WechatPayRequestFailed,
  beijingRfc3339,
  wechatPayNotifyFailure,
  type WechatPaySettings,
} from './wechat-pay-client.js';
import { responseSignString, signSha256Rsa } from './wechat-pay-signing.js';

const MCH_ID = '1900009191';
const APP_ID = 'wxd678efh567hg6787';
const SERIAL = '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C';
const API_V3_KEY = 'Tifo0123456789abcdefghijklmnopqr';
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const settings: WechatPaySettings = {
  mchId: MCH_ID,
  appId: APP_ID,
  merchantSerialNo: SERIAL,
  merchantPrivateKey: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  apiV3Key: API_V3_KEY,
  platformPublicKey: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  platformPublicKeyId: 'PUB_KEY_ID_0114232019292024122400182043000000',
  notifyUrl: 'https://tifo.example/api/topup/wechat/notify',
};

const startFake = () =>
  startFakeWechatPay({
    mchId: MCH_ID,
    appId: APP_ID,
    merchantPublicKey: merchant.publicKey,
    merchantSerialNo: SERIAL,
  });

/** The reason a call was refused with, or 'accepted'. */
async function failure(call: () => unknown): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    if (error instanceof WechatPayRequestFailed) {
      return { reason: error.reason, code: error.code, status: error.status };
    }
    return error instanceof WechatPayNotifyRefused ? error.reason : error;
  }
  return 'accepted';
}

describe('settings', () => {
  it('fails at start-up on a bad key, APIv3 key or public key id', () => {
    expect(() => new WechatPayClient({ ...settings, merchantPrivateKey: 'nope' })).toThrow();
    expect(() => new WechatPayClient({ ...settings, platformPublicKey: 'nope' })).toThrow();
    expect(() => new WechatPayClient({ ...settings, apiV3Key: 'short' })).toThrow(RangeError);
    // A platform certificate serial instead of a public key id.
    expect(() => new WechatPayClient({ ...settings, platformPublicKeyId: SERIAL })).toThrow(
      RangeError,
    );
  });

  it('writes time_expire in Beijing time, RFC 3339', () => {
    expect(beijingRfc3339(new Date('2026-01-01T16:30:05.999Z'))).toBe('2026-01-02T00:30:05+08:00');
  });

  it('exports the documented notify answers', () => {
    expect(WECHAT_PAY_NOTIFY_ACCEPTED).toEqual({ status: 204 });
    expect(wechatPayNotifyFailure('busy')).toEqual({
      status: 500,
      body: { code: 'FAIL', message: 'busy' },
    });
  });
});

describe('against the fake WeChat Pay', () => {
  let fake: FakeWechatPay;
  let client: WechatPayClient;
  beforeAll(async () => {
    fake = await startFake();
    client = new WechatPayClient({
      ...settings,
      baseUrl: fake.url,
      platformPublicKey: fake.platformPublicKey,
      platformPublicKeyId: fake.platformPublicKeyId,
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.tamper = false;
    fake.received.length = 0;
    fake.refused.length = 0;
    fake.orders.clear();
  });
  const order = { outTradeNo: 'TF20260101A', amountFen: 600, description: 'Tifo 60 钻石' };

  it('places a Native order the fake authenticates and reads the signed code_url', async () => {
    const timeExpire = new Date('2026-01-01T16:45:05Z');
    const { codeUrl } = await client.nativeOrder({ ...order, timeExpire });
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=\w{7}$/);
    expect(fake.refused).toEqual([]);
    expect(fake.received).toEqual([
      {
        method: 'POST',
        path: '/v3/pay/transactions/native',
        body: {
          appid: APP_ID,
          mchid: MCH_ID,
          description: 'Tifo 60 钻石',
          out_trade_no: 'TF20260101A',
          time_expire: '2026-01-02T00:45:05+08:00',
          notify_url: settings.notifyUrl,
          amount: { total: 600, currency: 'CNY' },
        },
      },
    ]);
    // Placing it again gives back the same code; without timeExpire none is sent.
    await expect(client.nativeOrder(order)).resolves.toEqual({ codeUrl });
    expect(fake.received[1]?.body).not.toHaveProperty('time_expire');
  });

  it('refuses amounts that are not positive integers of fen and bad order numbers', async () => {
    for (const amountFen of [0, -1, 1.5, 0.1 + 0.2, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      await expect(client.nativeOrder({ ...order, amountFen })).rejects.toThrow(RangeError);
    }
    for (const outTradeNo of ['TF1', 'TF/../../v3/x', 'TF 2026 0101', 'x'.repeat(33)]) {
      await expect(client.nativeOrder({ ...order, outTradeNo })).rejects.toThrow(RangeError);
      await expect(client.queryOrder(outTradeNo)).rejects.toThrow(RangeError);
    }
    expect(fake.received).toEqual([]);
  });

  it('is refused by WeChat Pay when signed with the wrong key or serial', async () => {
    const wrongKey = new WechatPayClient({
      ...settings,
      merchantPrivateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
      baseUrl: fake.url,
    });
    await expect(failure(() => wrongKey.nativeOrder(order))).resolves.toEqual({
      reason: 'gateway',
      code: 'SIGN_ERROR',
      status: 401,
    });
    const wrongSerial = new WechatPayClient({
      ...settings,
      merchantSerialNo: 'AB',
      baseUrl: fake.url,
    });
    await expect(failure(() => wrongSerial.queryOrder('TF20260101A'))).resolves.toMatchObject({
      code: 'SIGN_ERROR',
    });
    expect(fake.refused).toEqual(['signature', 'serial_no']);
    expect(fake.received).toEqual([]);
  });

  it('maps vendor errors to their codes', async () => {
    const cases = [
      ['ORDERPAID', 403],
      ['NOAUTH', 403],
      ['FREQUENCY_LIMITED', 429],
      ['SYSTEM_ERROR', 500],
    ] as const;
    for (const [code, status] of cases) {
      fake.failNext(code);
      await expect(failure(() => client.nativeOrder(order))).resolves.toEqual({
        reason: 'gateway',
        code,
        status,
      });
    }
    fake.orders.set('TF20260101A', { ...fakeOrder, tradeState: 'SUCCESS' });
    await expect(failure(() => client.nativeOrder(order))).resolves.toMatchObject({
      code: 'ORDERPAID',
    });
  });

  it('refuses tampered answers and answers signed with another key', async () => {
    fake.tamper = true;
    await expect(failure(() => client.nativeOrder(order))).resolves.toMatchObject({
      reason: 'signature',
    });
    fake.tamper = false;
    const otherKey = new WechatPayClient({
      ...settings,
      baseUrl: fake.url,
      platformPublicKeyId: fake.platformPublicKeyId,
    });
    await expect(failure(() => otherKey.nativeOrder(order))).resolves.toMatchObject({
      reason: 'signature',
    });
  });

  it('queries an order by out_trade_no and reads the signed transaction', async () => {
    fake.orders.set('TF20260101A', fakeOrder);
    await expect(client.queryOrder('TF20260101A')).resolves.toEqual({
      found: true,
      outTradeNo: 'TF20260101A',
      transactionId: undefined,
      tradeState: 'NOTPAY',
      amountFen: 600,
    });
    fake.orders.set('TF20260101A', { ...fakeOrder, tradeState: 'SUCCESS', transactionId: '42' });
    await expect(client.queryOrder('TF20260101A')).resolves.toMatchObject({
      transactionId: '42',
      tradeState: 'SUCCESS',
    });
    expect(fake.received[0]).toEqual({
      method: 'GET',
      path: `/v3/pay/transactions/out-trade-no/TF20260101A?mchid=${MCH_ID}`,
      body: undefined,
    });
    await expect(client.queryOrder('TF-none-1')).resolves.toEqual({ found: false });
    fake.tamper = true;
    await expect(failure(() => client.queryOrder('TF20260101A'))).resolves.toMatchObject({
      reason: 'signature',
    });
    expect(fake.refused).toEqual(['no such order']);
  });

  it('closes an unpaid order (a signed 204) and not a paid one', async () => {
    fake.orders.set('TF20260101A', { ...fakeOrder });
    await expect(client.closeOrder('TF20260101A')).resolves.toBeUndefined();
    expect(fake.orders.get('TF20260101A')?.tradeState).toBe('CLOSED');
    expect(fake.received).toEqual([
      {
        method: 'POST',
        path: '/v3/pay/transactions/out-trade-no/TF20260101A/close',
        body: { mchid: MCH_ID },
      },
    ]);
    fake.orders.set('TF20260101B', { ...fakeOrder, tradeState: 'SUCCESS' });
    await expect(failure(() => client.closeOrder('TF20260101B'))).resolves.toMatchObject({
      reason: 'gateway',
      code: 'ORDERPAID',
    });
    fake.orders.set('TF20260101C', { ...fakeOrder });
    fake.tamper = true;
    await expect(failure(() => client.closeOrder('TF20260101C'))).resolves.toMatchObject({
      reason: 'signature',
    });
  });

  it('fails cleanly when WeChat Pay is unreachable or slow', async () => {
    const unreachable = new WechatPayClient({ ...settings, baseUrl: 'http://127.0.0.1:1' });
    await expect(failure(() => unreachable.queryOrder('TF20260101A'))).resolves.toMatchObject({
      reason: 'http',
    });
    const hanging: typeof fetch = (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('timed out')));
      });
    const slow = new WechatPayClient(settings, { fetch: hanging, timeoutMs: 20 });
    await expect(slow.queryOrder('TF20260101A')).rejects.toThrow('timed out');
  });
});

const fakeOrder = {
  appId: APP_ID,
  description: 'Tifo 60 钻石',
  amountFen: 600,
  tradeState: 'NOTPAY',
} as const;

describe('answers that cannot be trusted', () => {
  const now = new Date('2026-01-01T16:30:05Z');
  const seconds = String(now.getTime() / 1000);
  /** A client whose fetch answers `body`, signed with the platform key unless told otherwise. */
  const answering = (status: number, body: string, change: Record<string, string> = {}) => {
    const headers = {
      'wechatpay-serial': settings.platformPublicKeyId,
      'wechatpay-timestamp': seconds,
      'wechatpay-nonce': 'n0nce',
      'wechatpay-signature': signSha256Rsa(
        responseSignString(change['wechatpay-timestamp'] ?? seconds, 'n0nce', body),
        platform.privateKey,
      ),
      ...change,
    };
    const reply = () =>
      Promise.resolve(new Response(status === 204 ? null : body, { status, headers }));
    return new WechatPayClient(settings, { fetch: reply, now: () => now });
  };
  const query = (client: WechatPayClient) => failure(() => client.queryOrder('TF20260101A'));
  const paid = JSON.stringify({
    mchid: MCH_ID,
    appid: APP_ID,
    out_trade_no: 'TF20260101A',
    transaction_id: '42',
    trade_state: 'SUCCESS',
    amount: { total: 600, currency: 'CNY' },
  });

  it('accepts a signed answer and refuses it unsigned, stale or under another serial', async () => {
    await expect(answering(200, paid).queryOrder('TF20260101A')).resolves.toMatchObject({
      amountFen: 600,
    });
    const unsigned = { 'wechatpay-signature': '' };
    await expect(query(answering(200, paid, unsigned))).resolves.toMatchObject({
      reason: 'signature',
    });
    const stale = { 'wechatpay-timestamp': String(Number(seconds) - 301) };
    await expect(query(answering(200, paid, stale))).resolves.toMatchObject({
      reason: 'signature',
    });
    const certificate = { 'wechatpay-serial': '5157F09EFDC096DE15EBE81A47057A7232F1B8E1' };
    await expect(query(answering(200, paid, certificate))).resolves.toMatchObject({
      reason: 'signature',
    });
  });

  it('trusts "no such order" only when signed', async () => {
    const notFound = '{"code":"ORDER_NOT_EXIST","message":"订单不存在"}';
    await expect(answering(404, notFound).queryOrder('TF20260101A')).resolves.toEqual({
      found: false,
    });
    await expect(
      query(answering(404, notFound, { 'wechatpay-signature': '' })),
    ).resolves.toMatchObject({ reason: 'signature' });
  });

  it('refuses another order’s or merchant’s transaction and unreadable bodies', async () => {
    const other = (change: Record<string, unknown>) =>
      JSON.stringify({ ...(JSON.parse(paid) as object), ...change });
    for (const body of [
      other({ out_trade_no: 'TF20260101B' }),
      other({ mchid: '1900000000' }),
      other({ appid: 'wx0000000000000000' }),
      other({ amount: { total: 6.5, currency: 'CNY' } }),
      other({ trade_state: 'PAID' }),
      '<html>busy</html>',
    ]) {
      await expect(query(answering(200, body))).resolves.toMatchObject({ reason: 'body' });
    }
    await expect(
      failure(() => answering(200, '{}').nativeOrder({ ...nativeOrder })),
    ).resolves.toMatchObject({ reason: 'body' });
    await expect(query(answering(502, 'bad gateway'))).resolves.toEqual({
      reason: 'http',
      code: undefined,
      status: 502,
    });
  });
});

const nativeOrder = { outTradeNo: 'TF20260101A', amountFen: 600, description: 'x' };

describe('verifyNotify', () => {
  const timestamp = 1_767_285_005;
  const now = () => new Date(timestamp * 1000);
  const transaction = {
    mchid: MCH_ID,
    appid: APP_ID,
    out_trade_no: 'TF20260101A',
    transaction_id: '4200000000202601020000000001',
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    attach: '',
    success_time: '2026-01-02T00:31:00+08:00',
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: 600, payer_total: 590, currency: 'CNY', payer_currency: 'CNY' },
  };
  let fake: FakeWechatPay;
  let client: WechatPayClient;
  beforeAll(async () => {
    fake = await startFake();
    const { platformPublicKey, platformPublicKeyId } = fake;
    client = new WechatPayClient({ ...settings, platformPublicKey, platformPublicKeyId }, { now });
  });
  afterAll(() => fake.close());
  const notify = (change: Record<string, unknown> = {}, at = timestamp, apiV3Key = API_V3_KEY) =>
    fake.signNotify({ ...transaction, ...change }, { apiV3Key, timestamp: at });
  const refusal = ({ headers, body }: { headers: Record<string, string>; body: string }) =>
    failure(() => client.verifyNotify(headers, body));

  it('reads a notify as WeChat Pay POSTs it, with Node’s lower-case headers or a Buffer', () => {
    const { headers, body } = notify();
    const expected = {
      outTradeNo: 'TF20260101A',
      transactionId: '4200000000202601020000000001',
      tradeState: 'SUCCESS',
      amountFen: 600,
      payerTotalFen: 590,
      currency: 'CNY',
      mchId: MCH_ID,
      appId: APP_ID,
      successTime: '2026-01-02T00:31:00+08:00',
    };
    expect(client.verifyNotify(headers, body)).toEqual(expected);
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    expect(client.verifyNotify(lower, Buffer.from(body, 'utf8'))).toEqual(expected);
  });

  it('refuses a forged signature, another serial and a replay', async () => {
    const good = notify();
    await expect(
      refusal({ ...good, body: good.body.replace('支付成功', '支付失败') }),
    ).resolves.toBe('signature');
    const otherSignature = notify({ out_trade_no: 'TF20260101B' }).headers['Wechatpay-Signature'];
    const forged = { ...good.headers, 'Wechatpay-Signature': otherSignature ?? '' };
    await expect(refusal({ ...good, headers: forged })).resolves.toBe('signature');
    const withOurKey = new WechatPayClient(
      { ...settings, platformPublicKeyId: fake.platformPublicKeyId },
      { now },
    );
    await expect(failure(() => withOurKey.verifyNotify(good.headers, good.body))).resolves.toBe(
      'signature',
    );
    const serial = {
      ...good.headers,
      'Wechatpay-Serial': '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    };
    await expect(refusal({ ...good, headers: serial })).resolves.toBe('signature');
    await expect(refusal({ ...good, headers: {} })).resolves.toBe('signature');
    await expect(refusal(notify({}, timestamp - 301))).resolves.toBe('stale');
    await expect(refusal(notify({}, timestamp + 301))).resolves.toBe('stale');
    await expect(refusal(notify({}, timestamp - 300))).resolves.toBe('accepted');
  });

  it('refuses a well-signed notify for another merchant or application', async () => {
    await expect(refusal(notify({ mchid: '1900000000' }))).resolves.toBe('merchant');
    await expect(refusal(notify({ appid: 'wx0000000000000000' }))).resolves.toBe('merchant');
    const { appid: _appid, ...noAppId } = transaction;
    await expect(
      refusal(fake.signNotify(noAppId, { apiV3Key: API_V3_KEY, timestamp })),
    ).resolves.toBe('merchant');
  });

  it('refuses a well-signed notify that does not decrypt or read', async () => {
    const reason = (body: string) => {
      try {
        client.verifyNotify(fake.signNotifyBody(body, { timestamp }).headers, body);
      } catch (error) {
        return error instanceof WechatPayNotifyRefused ? `${error.reason} ${error.detail}` : error;
      }
      return 'accepted';
    };
    const good = JSON.parse(notify().body) as { resource: Record<string, string> };
    const withResource = (change: Record<string, string>) =>
      JSON.stringify({ ...good, resource: { ...good.resource, ...change } });
    const sealed = Buffer.from(good.resource.ciphertext ?? '', 'base64');
    const flipped = Buffer.from(sealed);
    flipped[3] = (flipped[3] ?? 0) ^ 0x80;
    const noTag = sealed.subarray(0, sealed.length - 16).toString('base64');
    expect(reason(withResource({}))).toBe('accepted');
    expect(reason(withResource({ ciphertext: flipped.toString('base64') }))).toBe('body decrypt');
    expect(reason(withResource({ ciphertext: noTag }))).toBe('body decrypt');
    expect(reason(withResource({ associated_data: 'certificate' }))).toBe('body decrypt');
    expect(reason(withResource({ algorithm: 'AEAD_SM4_GCM' }))).toBe('body resource');
    expect(reason('success')).toBe('body resource');
    expect(reason('{"resource":null}')).toBe('body resource');
    await expect(refusal(notify({}, timestamp, 'Tifo0123456789abcdefghijklmnopqR'))).resolves.toBe(
      'body',
    );
    await expect(refusal(notify({ amount: { total: 6.5, currency: 'CNY' } }))).resolves.toBe(
      'body',
    );
    await expect(refusal(notify({ trade_state: 'PAID' }))).resolves.toBe('body');
    await expect(refusal(notify({ transaction_id: '' }))).resolves.toBe('body');
  });
});
