import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAlipay, type FakeAlipay } from '../../../../test-support/fake-alipay.js';
import {
  AlipayClient,
  AlipayNotifyRefused,
  AlipayQueryFailed,
  beijingTimestamp,
  fenToYuan,
  rawJsonMember,
  yuanToFen,
  type AlipaySettings,
} from './alipay-client.js';
import { alipaySignContent, verifyRsa2 } from './alipay-signing.js';

const APP_ID = '2021000000000001';
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
const settings: AlipaySettings = {
  appId: APP_ID,
  privateKey: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  alipayPublicKey: alipay.publicKey,
  gatewayUrl: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do',
  notifyUrl: 'https://tifo.example/api/topup/alipay/notify',
  returnUrl: 'https://tifo.example/wallet/return',
  sellerId: '2088000000000002',
};
const now = () => new Date('2026-01-01T16:30:05Z');

describe('amounts', () => {
  it('turns integer fen into yuan text exactly, from 1 fen to the largest safe integer', () => {
    expect(fenToYuan(1)).toBe('0.01');
    expect(fenToYuan(10)).toBe('0.10');
    expect(fenToYuan(99)).toBe('0.99');
    expect(fenToYuan(100)).toBe('1.00');
    expect(fenToYuan(1999)).toBe('19.99');
    expect(fenToYuan(10_000_000_000)).toBe('100000000.00');
    expect(fenToYuan(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    for (const fen of [0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => fenToYuan(fen)).toThrow(RangeError);
    }
  });

  it('reads yuan text back into fen without floating point', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    for (const fen of [1, 7, 29, 1999, 123_456_789, 4_503_599_627_370_497]) {
      expect(yuanToFen(fenToYuan(fen))).toBe(fen);
    }
    for (const text of ['', '1.001', '-1', '1e3', ' 1', '1.', '.5', '90071992547409.92']) {
      expect(yuanToFen(text)).toBeUndefined();
    }
  });

  it('stamps requests in Beijing time', () => {
    expect(beijingTimestamp(now())).toBe('2026-01-02 00:30:05');
    expect(beijingTimestamp(new Date('2026-03-08T01:02:03Z'))).toBe('2026-03-08 09:02:03');
  });
});

describe('pagePay', () => {
  const client = new AlipayClient(settings, { now });

  it('builds a signed alipay.trade.page.pay form', () => {
    const pay = client.pagePay({ outTradeNo: 'TF20260101A', amountFen: 600, subject: '60 钻石' });
    expect(pay.action).toBe(`${settings.gatewayUrl}?charset=utf-8`);
    const { sign, ...unsigned } = pay.fields;
    expect(unsigned).toEqual({
      app_id: APP_ID,
      method: 'alipay.trade.page.pay',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: '2026-01-02 00:30:05',
      version: '1.0',
      notify_url: settings.notifyUrl,
      return_url: settings.returnUrl,
      biz_content: expect.any(String) as string,
    });
    expect(JSON.parse(unsigned.biz_content ?? '')).toEqual({
      out_trade_no: 'TF20260101A',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      total_amount: '6.00',
      subject: '60 钻石',
    });
    // Signed over everything but sign (sign_type included), checked with the merchant's public key.
    expect(verifyRsa2(alipaySignContent(unsigned), sign ?? '', merchant.publicKey)).toBe(true);
  });

  it('gives the same fields as a GET URL', () => {
    const pay = client.pagePay({ outTradeNo: 'TF2', amountFen: 1, subject: 'a&b=c 钻' });
    const url = new URL(pay.url);
    expect(`${url.origin}${url.pathname}`).toBe(settings.gatewayUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual(pay.fields);
  });
});

describe('verifyNotify', () => {
  const client = new AlipayClient(settings);
  const fields = {
    notify_time: '2026-01-02 00:31:00',
    notify_type: 'trade_status_sync',
    notify_id: 'ac05099524730693a8b330c5ecf72da9786',
    app_id: APP_ID,
    charset: 'utf-8',
    version: '1.0',
    trade_no: '2026010222001400000000000001',
    out_trade_no: 'TF20260101A',
    trade_status: 'TRADE_SUCCESS',
    total_amount: '6.00',
    seller_id: '2088000000000002',
    buyer_logon_id: '',
  };
  let fake: FakeAlipay;
  beforeAll(async () => {
    fake = await startFakeAlipay({ appId: APP_ID, merchantPublicKey: merchant.publicKey });
  });
  afterAll(() => fake.close());
  const withFake = () => new AlipayClient({ ...settings, alipayPublicKey: fake.alipayPublicKey });

  it('reads a notify signed by Alipay', () => {
    expect(withFake().verifyNotify(fake.signNotify(fields))).toEqual({
      outTradeNo: 'TF20260101A',
      tradeNo: '2026010222001400000000000001',
      tradeStatus: 'TRADE_SUCCESS',
      amountFen: 600,
      appId: APP_ID,
      sellerId: '2088000000000002',
    });
  });

  it('refuses a changed amount, a missing signature and another signer', () => {
    const signed = fake.signNotify(fields);
    const refusal = (form: Record<string, unknown>, target = withFake()) => {
      try {
        target.verifyNotify(form);
      } catch (error) {
        return error instanceof AlipayNotifyRefused ? error.reason : error;
      }
      return 'accepted';
    };
    expect(refusal({ ...signed, total_amount: '600.00' })).toBe('signature');
    const { sign: _sign, ...unsigned } = signed;
    expect(refusal(unsigned)).toBe('signature');
    expect(refusal({ ...signed, sign_type: 'RSA' })).toBe('signature');
    expect(refusal(signed, client)).toBe('signature');
    // Properly signed, but for another application or seller.
    expect(refusal(fake.signNotify({ ...fields, app_id: '2021000000000999' }))).toBe('merchant');
    expect(refusal(fake.signNotify({ ...fields, seller_id: '2088999999999999' }))).toBe('merchant');
    // Properly signed, but unreadable.
    expect(refusal(fake.signNotify({ ...fields, total_amount: '6.001' }))).toBe('body');
    expect(refusal(fake.signNotify({ ...fields, trade_status: 'PAID' }))).toBe('body');
    const { trade_no: _tradeNo, ...noTradeNo } = fields;
    expect(refusal(fake.signNotify(noTradeNo))).toBe('body');
    expect(refusal({ ...signed, out_trade_no: ['a', 'b'] })).toBe('body');
  });
});

describe('queryTrade against the fake gateway', () => {
  let fake: FakeAlipay;
  let client: AlipayClient;
  beforeAll(async () => {
    fake = await startFakeAlipay({ appId: APP_ID, merchantPublicKey: merchant.publicKey });
    client = new AlipayClient({
      ...settings,
      gatewayUrl: fake.url,
      alipayPublicKey: fake.alipayPublicKey,
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.tamper = false;
    fake.received.length = 0;
    fake.refused.length = 0;
    fake.trades.clear();
  });

  it('sends a request the gateway authenticates and reads the signed answer', async () => {
    fake.trades.set('TF1', { tradeNo: '2026A', tradeStatus: 'TRADE_SUCCESS', totalAmount: '0.29' });
    await expect(client.queryTrade('TF1')).resolves.toEqual({
      found: true,
      outTradeNo: 'TF1',
      tradeNo: '2026A',
      tradeStatus: 'TRADE_SUCCESS',
      amountFen: 29,
    });
    expect(fake.refused).toEqual([]);
    expect(fake.received).toEqual([
      { method: 'alipay.trade.query', bizContent: { out_trade_no: 'TF1' } },
    ]);
  });

  it('reports an unknown trade only when the answer is signed', async () => {
    await expect(client.queryTrade('TF-none')).resolves.toEqual({ found: false });
  });

  it('refuses a tampered answer', async () => {
    fake.trades.set('TF1', {
      tradeNo: '2026A',
      tradeStatus: 'TRADE_SUCCESS',
      totalAmount: '60.00',
    });
    fake.tamper = true;
    await expect(client.queryTrade('TF1')).rejects.toMatchObject({ reason: 'signature' });
  });

  it('refuses an answer signed by someone else', async () => {
    fake.trades.set('TF1', { tradeNo: '2026A', tradeStatus: 'TRADE_SUCCESS', totalAmount: '6.00' });
    const other = new AlipayClient({ ...settings, gatewayUrl: fake.url });
    await expect(other.queryTrade('TF1')).rejects.toMatchObject({ reason: 'signature' });
  });

  it('is refused by the gateway when signed with the wrong key', async () => {
    const wrongKey = new AlipayClient({
      ...settings,
      privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
      gatewayUrl: fake.url,
      alipayPublicKey: fake.alipayPublicKey,
    });
    const failure = await wrongKey.queryTrade('TF1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AlipayQueryFailed);
    expect(failure).toMatchObject({ reason: 'gateway', detail: '40002 isv.invalid-signature' });
    expect(fake.refused).toEqual(['isv.invalid-signature']);
  });

  it('fails cleanly when the gateway is unreachable or slow', async () => {
    const unreachable = new AlipayClient({
      ...settings,
      gatewayUrl: 'http://127.0.0.1:1/gateway.do',
    });
    await expect(unreachable.queryTrade('TF1')).rejects.toMatchObject({ reason: 'http' });
    // A gateway that never answers: the request's own timeout signal must end it.
    const hanging: typeof fetch = (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('timed out')));
      });
    const slow = new AlipayClient(
      { ...settings, gatewayUrl: fake.url },
      { fetch: hanging, timeoutMs: 20 },
    );
    await expect(slow.queryTrade('TF1')).rejects.toMatchObject({
      reason: 'http',
      detail: 'timed out',
    });
  });
});

describe('queryTrade answers that cannot be trusted', () => {
  const answering = (status: number, body: string) =>
    new AlipayClient(settings, { fetch: () => Promise.resolve(new Response(body, { status })) });
  const failure = (client: AlipayClient) =>
    client.queryTrade('TF1').catch((error: unknown) => error);

  it('refuses an unsigned success, reports gateway errors and unreadable bodies', async () => {
    const success =
      '{"code":"10000","msg":"Success","out_trade_no":"TF1","trade_no":"2026A",' +
      '"trade_status":"TRADE_SUCCESS","total_amount":"6.00"}';
    await expect(
      failure(answering(200, `{"alipay_trade_query_response":${success}}`)),
    ).resolves.toMatchObject({ reason: 'signature' });
    await expect(
      failure(answering(200, '{"error_response":{"code":"40001","msg":"Missing Required"}}')),
    ).resolves.toMatchObject({ reason: 'gateway' });
    await expect(failure(answering(200, '<html>busy</html>'))).resolves.toMatchObject({
      reason: 'body',
    });
    await expect(failure(answering(502, 'bad gateway'))).resolves.toMatchObject({
      reason: 'http',
      detail: '502',
    });
  });
});

describe('rawJsonMember', () => {
  it('takes the member’s text as sent, braces and escapes in strings included', () => {
    const node = '{"a":"}\\"{","b":{"c":[1,{"d":"\\\\"}]}}';
    expect(rawJsonMember(`{"x_response" :  ${node},"sign":"s"}`, 'x_response')).toBe(node);
    expect(rawJsonMember('{"sign":"s"}', 'x_response')).toBeUndefined();
    expect(rawJsonMember('{"x_response":"text"}', 'x_response')).toBeUndefined();
    expect(rawJsonMember('{"x_response":{"a":1', 'x_response')).toBeUndefined();
  });
});
