import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeVnpay,
  type FakeVnpay,
  type FakeVnpayTransaction,
} from '../../../../test-support/fake-vnpay.js';
import {
  VnpayCallbackRefused,
  VnpayClient,
  vnpayIpnAck,
  vnpayOutcome,
  VnpayQueryFailed,
  type VnpayPayment,
  type VnpayTransactionLookup,
  type VnpaySettings,
} from './vnpay-client.js';
import { hmacSha512Hex, vnpayHashData } from './vnpay-signing.js';

const TMN_CODE = 'TIFO0001';
const SECRET = 'TIFOTESTHASHSECRET0123456789ABCD';
const settings: VnpaySettings = {
  tmnCode: TMN_CODE,
  hashSecret: SECRET,
  returnUrl: 'https://tifo.example/wallet/vnpay-return',
};
const payment: VnpayPayment = {
  txnRef: 'TF20260102A',
  amountVnd: 60_000,
  orderInfo: 'Nap 60 kim cuong: don TF20260102A',
  ipAddr: '203.0.113.7',
  createdAt: new Date('2026-01-01T17:30:05Z'),
  expiresAt: new Date('2026-01-01T17:45:05Z'),
  locale: 'vn',
};
const paidFields = {
  vnp_Amount: '6000000',
  vnp_BankCode: 'NCB',
  vnp_BankTranNo: 'VNP14422574',
  vnp_CardType: 'ATM',
  vnp_OrderInfo: payment.orderInfo,
  vnp_PayDate: '20260102003100',
  vnp_ResponseCode: '00',
  vnp_TmnCode: TMN_CODE,
  vnp_TransactionNo: '14422574',
  vnp_TransactionStatus: '00',
  vnp_TxnRef: 'TF20260102A',
};

const query: VnpayTransactionLookup = {
  txnRef: 'TF1',
  transactionDate: payment.createdAt,
  ipAddr: '198.51.100.4',
};
const paidTransaction: FakeVnpayTransaction = {
  transactionNo: '14422574',
  amountVnd: 60_000,
  transactionStatus: '00',
  responseCode: '00',
  bankCode: 'NCB',
  payDate: '20260102003100',
  orderInfo: payment.orderInfo,
};

/** A client whose querydr always gets this answer. */
function answering(status: number, body: string): VnpayClient {
  return new VnpayClient(settings, {
    fetch: () => Promise.resolve(new Response(body, { status })),
  });
}

function refusal(client: VnpayClient, query: Record<string, unknown>): string {
  try {
    client.verifyCallback(query);
  } catch (error) {
    if (error instanceof VnpayCallbackRefused) return error.reason;
    throw error;
  }
  return 'accepted';
}

describe('paymentUrl', () => {
  const client = new VnpayClient(settings);

  it('signs the documented parameters over VNPay’s hash data', () => {
    const url = new URL(client.paymentUrl({ ...payment, bankCode: 'VNBANK' }));
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
    );
    const { vnp_SecureHash: hash, ...fields } = Object.fromEntries(url.searchParams);
    expect(fields).toEqual({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: TMN_CODE,
      vnp_Amount: '6000000',
      vnp_CurrCode: 'VND',
      vnp_TxnRef: 'TF20260102A',
      vnp_OrderInfo: payment.orderInfo,
      vnp_OrderType: 'other',
      vnp_Locale: 'vn',
      vnp_ReturnUrl: settings.returnUrl,
      vnp_IpAddr: '203.0.113.7',
      vnp_CreateDate: '20260102003005',
      vnp_ExpireDate: '20260102004505',
      vnp_BankCode: 'VNBANK',
    });
    expect(hash).toBe(hmacSha512Hex(vnpayHashData(fields), SECRET));
    // Spaces travel as "+", like PHP's urlencode; the hash is the last parameter.
    expect(url.search).toContain('vnp_OrderInfo=Nap+60+kim+cuong%3A+don+TF20260102A');
    expect(url.search).toMatch(/&vnp_SecureHash=[0-9a-f]{128}$/);
  });

  it('refuses what could not be signed the same way everywhere, or makes no sense', () => {
    const bad: Partial<VnpayPayment>[] = [
      { amountVnd: 0 },
      { amountVnd: 1000.5 },
      { txnRef: 'TF 1' },
      { txnRef: '' },
      { orderInfo: 'Nạp kim cương' },
      { orderInfo: 'Nap (60)' },
      { orderInfo: '' },
      { ipAddr: 'localhost' },
      { bankCode: 'NC' },
      { expiresAt: payment.createdAt },
    ];
    for (const change of bad) {
      expect(() => client.paymentUrl({ ...payment, ...change }), JSON.stringify(change)).toThrow(
        RangeError,
      );
    }
    expect(() => new VnpayClient({ ...settings, returnUrl: 'https://tifo.example/ví' })).toThrow(
      RangeError,
    );
  });
});

describe('verifyCallback', () => {
  let fake: FakeVnpay;
  let client: VnpayClient;
  beforeAll(async () => {
    fake = await startFakeVnpay({ tmnCode: TMN_CODE, hashSecret: SECRET });
    client = new VnpayClient(settings);
  });
  afterAll(() => fake.close());

  it('reads a signed IPN or return URL, ignoring our own parameters', () => {
    // A repeated parameter of our own return URL arrives as an array: not VNPay's concern.
    const query = { ...fake.signCallback(paidFields), lang: ['vi', 'en'] };
    expect(client.verifyCallback(query)).toEqual({
      txnRef: 'TF20260102A',
      amountVnd: 60_000,
      transactionNo: '14422574',
      responseCode: '00',
      transactionStatus: '00',
      bankCode: 'NCB',
      payDate: new Date('2026-01-01T17:31:00Z'),
      paid: true,
      outcome: 'success',
    });
  });

  it('counts as paid only when both the response code and the status say so', () => {
    const pending = client.verifyCallback(
      fake.signCallback({ ...paidFields, vnp_TransactionStatus: '01' }),
    );
    expect(pending).toMatchObject({ paid: false, outcome: 'success' });
    const cancelled = client.verifyCallback(
      fake.signCallback({
        ...paidFields,
        vnp_ResponseCode: '24',
        vnp_TransactionStatus: '02',
        vnp_TransactionNo: '0',
      }),
    );
    expect(cancelled).toMatchObject({ paid: false, outcome: 'cancelled', transactionNo: '0' });
  });

  it('refuses forged, foreign and unreadable callbacks', () => {
    const signed = fake.signCallback(paidFields);
    expect(refusal(client, { ...signed, vnp_Amount: '600000000' })).toBe('signature');
    const { vnp_SecureHash: _hash, ...unsigned } = signed;
    expect(refusal(client, unsigned)).toBe('signature');
    expect(refusal(client, { ...signed, vnp_SecureHash: 'not hex' })).toBe('signature');
    expect(refusal(new VnpayClient({ ...settings, hashSecret: 'OTHER' }), signed)).toBe(
      'signature',
    );
    // Signed with our secret, but for another terminal.
    expect(refusal(client, fake.signCallback({ ...paidFields, vnp_TmnCode: 'OTHER001' }))).toBe(
      'merchant',
    );
    // Signed, but unreadable.
    for (const change of [
      { vnp_Amount: '6000050' },
      { vnp_Amount: 'abc' },
      { vnp_Amount: '' },
      { vnp_TransactionNo: 'x1' },
      { vnp_ResponseCode: '0' },
      { vnp_TransactionStatus: 'ok' },
      { vnp_PayDate: '20260231000000' },
      { vnp_TxnRef: '' },
    ]) {
      expect(
        refusal(client, fake.signCallback({ ...paidFields, ...change })),
        JSON.stringify(change),
      ).toBe('body');
    }
    expect(refusal(client, { ...signed, vnp_TxnRef: ['a', 'b'] })).toBe('body');
  });
});

describe('codes', () => {
  it('groups response codes into outcomes for the customer', () => {
    const expected = {
      '00': 'success',
      '24': 'cancelled',
      '11': 'expired',
      '15': 'expired',
      '51': 'insufficient-funds',
      '65': 'limit-exceeded',
      '75': 'bank-maintenance',
      '79': 'too-many-attempts',
      '09': 'card-problem',
      '10': 'card-problem',
      '12': 'card-problem',
      '13': 'card-problem',
      '07': 'suspected-fraud',
      '99': 'other',
      '42': 'other',
      toString: 'other',
    };
    for (const [code, outcome] of Object.entries(expected)) {
      expect(vnpayOutcome(code), code).toBe(outcome);
    }
  });

  it('answers the IPN with the documented bodies', () => {
    expect(vnpayIpnAck('confirmed')).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(vnpayIpnAck('order-not-found')).toEqual({ RspCode: '01', Message: 'Order not found' });
    expect(vnpayIpnAck('already-confirmed')).toEqual({
      RspCode: '02',
      Message: 'Order already confirmed',
    });
    expect(vnpayIpnAck('invalid-amount')).toEqual({ RspCode: '04', Message: 'Invalid amount' });
    expect(vnpayIpnAck('invalid-signature')).toEqual({
      RspCode: '97',
      Message: 'Invalid signature',
    });
    expect(vnpayIpnAck('unknown-error')).toEqual({ RspCode: '99', Message: 'Unknown error' });
  });
});

describe('a payment through the fake gateway', () => {
  let fake: FakeVnpay;
  let client: VnpayClient;
  let ipn: Server;
  beforeAll(async () => {
    fake = await startFakeVnpay({ tmnCode: TMN_CODE, hashSecret: SECRET });
    client = new VnpayClient({ ...settings, paymentUrl: fake.paymentUrl });
    // Our IPN as the app would answer it: verify, then acknowledge.
    ipn = createServer((request, response) => {
      const query = Object.fromEntries(new URL(request.url ?? '/', 'http://ipn').searchParams);
      let ack = vnpayIpnAck('confirmed');
      try {
        client.verifyCallback(query);
      } catch {
        ack = vnpayIpnAck('invalid-signature');
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(ack));
    });
    await new Promise<void>((resolve) => ipn.listen(0, '127.0.0.1', resolve));
    fake.ipnUrl = `http://127.0.0.1:${(ipn.address() as AddressInfo).port}/api/topup/vnpay/ipn`;
  });
  afterAll(async () => {
    await fake.close();
    await new Promise<void>((resolve) => ipn.close(() => resolve()));
  });
  beforeEach(() => {
    fake.received.length = 0;
    fake.refused.length = 0;
    fake.ipnResults.length = 0;
  });

  const press = async (button: 'pay' | 'cancel', txnRef: string) => {
    const page = await fetch(client.paymentUrl({ ...payment, txnRef }));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(`id="vnpay-${button}"`);
    const session = /name="session" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
    return fetch(fake.paymentUrl, {
      method: 'POST',
      body: new URLSearchParams({ session, choice: button }),
      redirect: 'manual',
    });
  };

  it('accepts our URL, tells our IPN and sends the browser back paid', async () => {
    const back = await press('pay', 'TF-PAY-1');
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(settings.returnUrl);
    const result = client.verifyCallback(Object.fromEntries(location.searchParams));
    expect(result).toMatchObject({ txnRef: 'TF-PAY-1', amountVnd: 60_000, paid: true });
    expect(fake.ipnResults).toEqual([
      { txnRef: 'TF-PAY-1', status: 200, body: { RspCode: '00', Message: 'Confirm Success' } },
    ]);
    expect(fake.transactions.get('TF-PAY-1')).toMatchObject({ transactionStatus: '00' });
    expect(fake.refused).toEqual([]);
  });

  it('reports a cancel as response code 24', async () => {
    const back = await press('cancel', 'TF-CANCEL-1');
    const location = new URL(back.headers.get('location') ?? '');
    expect(client.verifyCallback(Object.fromEntries(location.searchParams))).toMatchObject({
      responseCode: '24',
      outcome: 'cancelled',
      paid: false,
    });
    expect(fake.ipnResults[0]?.body).toEqual({ RspCode: '00', Message: 'Confirm Success' });
  });

  it('is refused when the URL was changed or signed with another secret', async () => {
    const url = client.paymentUrl(payment).replace('vnp_Amount=6000000', 'vnp_Amount=100');
    const changed = await fetch(url);
    expect(changed.status).toBe(400);
    const other = new VnpayClient({
      ...settings,
      hashSecret: 'OTHER',
      paymentUrl: fake.paymentUrl,
    });
    expect((await fetch(other.paymentUrl(payment))).status).toBe(400);
    expect(fake.refused).toEqual(['signature', 'signature']);
    expect(fake.received).toEqual([]);
  });
});

describe('queryTransaction', () => {
  let fake: FakeVnpay;
  let client: VnpayClient;
  beforeAll(async () => {
    fake = await startFakeVnpay({ tmnCode: TMN_CODE, hashSecret: SECRET });
    client = new VnpayClient(
      { ...settings, apiUrl: fake.apiUrl },
      { now: () => new Date('2026-01-01T18:00:00Z') },
    );
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.tamper = false;
    fake.received.length = 0;
    fake.refused.length = 0;
    fake.transactions.clear();
  });
  const failure = (target: VnpayClient, request: VnpayTransactionLookup = query) =>
    target.queryTransaction(request).catch((error: unknown) => error);

  it('sends a request the gateway authenticates and reads the signed answer', async () => {
    fake.transactions.set('TF1', paidTransaction);
    await expect(client.queryTransaction({ ...query, requestId: 'R1' })).resolves.toEqual({
      found: true,
      txnRef: 'TF1',
      transactionNo: '14422574',
      transactionStatus: '00',
      amountVnd: 60_000,
      responseCode: '00',
      paid: true,
    });
    expect(fake.refused).toEqual([]);
    expect(fake.received).toEqual([
      {
        command: 'querydr',
        params: {
          vnp_RequestId: 'R1',
          vnp_Version: '2.1.0',
          vnp_Command: 'querydr',
          vnp_TmnCode: TMN_CODE,
          vnp_TxnRef: 'TF1',
          vnp_TransactionDate: '20260102003005',
          vnp_CreateDate: '20260102010000',
          vnp_IpAddr: '198.51.100.4',
          vnp_OrderInfo: 'Query TF1',
        },
      },
    ]);
  });

  it('reports an unknown transaction (91) when the answer is signed', async () => {
    await expect(client.queryTransaction(query)).resolves.toEqual({ found: false });
  });

  it('refuses a tampered answer and one signed with another secret', async () => {
    fake.transactions.set('TF1', { ...paidTransaction, amountVnd: 10 });
    fake.tamper = true;
    await expect(failure(client)).resolves.toMatchObject({ reason: 'signature' });
    fake.tamper = false;
    // Our checksum fails at the gateway: its answer is an error code, whatever its signature.
    const other = new VnpayClient({ ...settings, hashSecret: 'OTHER', apiUrl: fake.apiUrl });
    await expect(failure(other)).resolves.toMatchObject({
      reason: 'gateway',
      detail: '97 signature',
    });
    expect(fake.refused).toEqual(['signature']);
  });

  it('reports gateway errors such as a repeated request id', async () => {
    await client.queryTransaction({ ...query, requestId: 'SAME' });
    const again = await failure(client, { ...query, requestId: 'SAME' });
    expect(again).toBeInstanceOf(VnpayQueryFailed);
    expect(again).toMatchObject({ reason: 'gateway', detail: '94 duplicate-request' });
  });

  it('fails cleanly when the gateway is unreachable, slow, failing or not VNPay', async () => {
    const unreachable = new VnpayClient({ ...settings, apiUrl: 'http://127.0.0.1:1/api' });
    await expect(failure(unreachable)).resolves.toMatchObject({ reason: 'http' });
    const hanging: typeof fetch = (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('timed out')));
      });
    const slow = new VnpayClient(settings, { fetch: hanging, timeoutMs: 20 });
    await expect(failure(slow)).resolves.toMatchObject({ reason: 'http', detail: 'timed out' });
    await expect(failure(answering(502, 'bad gateway'))).resolves.toMatchObject({
      reason: 'http',
      detail: '502',
    });
    await expect(failure(answering(200, '<html>busy</html>'))).resolves.toMatchObject({
      reason: 'body',
    });
    await expect(failure(answering(200, 'null'))).resolves.toMatchObject({ reason: 'body' });
  });
});

describe('queryTransaction answers that cannot be trusted', () => {
  /** An answer signed with our secret over the documented layout (written out here again). */
  const signedAnswer = (fields: Record<string, string>) => {
    const layout = [
      ['vnp_ResponseId', 'vnp_Command', 'vnp_ResponseCode', 'vnp_Message', 'vnp_TmnCode'],
      ['vnp_TxnRef', 'vnp_Amount', 'vnp_BankCode', 'vnp_PayDate', 'vnp_TransactionNo'],
      ['vnp_TransactionType', 'vnp_TransactionStatus', 'vnp_OrderInfo', 'vnp_PromotionCode'],
      ['vnp_PromotionAmount'],
    ].flat();
    const data = layout.map((key) => fields[key] ?? '').join('|');
    return JSON.stringify({ ...fields, vnp_SecureHash: hmacSha512Hex(data, SECRET) });
  };
  const found = {
    vnp_ResponseId: 'X1',
    vnp_Command: 'querydr',
    vnp_ResponseCode: '00',
    vnp_Message: 'QueryDR Success',
    vnp_TmnCode: TMN_CODE,
    vnp_TxnRef: 'TF1',
    vnp_Amount: '6000000',
    vnp_TransactionNo: '14422574',
    vnp_TransactionStatus: '00',
  };

  it('reads a well-signed answer (the helper below is right)', async () => {
    await expect(
      answering(200, signedAnswer(found)).queryTransaction(query),
    ).resolves.toMatchObject({
      found: true,
      amountVnd: 60_000,
    });
  });

  it('refuses answers about another terminal or another payment, or without a checksum', async () => {
    const failure = (body: string) =>
      answering(200, body)
        .queryTransaction(query)
        .catch((error: unknown) => error);
    // Signed with our secret, but about another terminal or another transaction.
    const otherTerminal = signedAnswer({
      ...found,
      vnp_ResponseCode: '91',
      vnp_TmnCode: 'OTHER001',
    });
    await expect(failure(otherTerminal)).resolves.toMatchObject({ reason: 'signature' });
    const otherPayment = signedAnswer({ ...found, vnp_TxnRef: 'TF2' });
    await expect(failure(otherPayment)).resolves.toMatchObject({ reason: 'body' });
    const oddAmount = signedAnswer({ ...found, vnp_Amount: '6000050' });
    await expect(failure(oddAmount)).resolves.toMatchObject({ reason: 'body' });
    // A success or a "not found" without VNPay's checksum is never acted on.
    for (const code of ['00', '91']) {
      const unsigned = JSON.stringify({ ...found, vnp_ResponseCode: code });
      await expect(failure(unsigned)).resolves.toMatchObject({ reason: 'signature' });
    }
  });
});
