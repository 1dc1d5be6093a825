import {
  createCipheriv,
  createPublicKey,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for WeChat Pay's API v3 host, for Native pay in the "WeChat Pay public key"
 * mode. It checks each request's `Authorization` by recomputing the documented sign string
 * itself (not with our client's code), answers Native orders, queries and closes from `orders`,
 * signs every answer with its own key pair, and builds notifies as WeChat Pay POSTs them.
 */
export interface FakeWechatPayOrder {
  appId: string;
  description: string;
  amountFen: number;
  tradeState: 'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'REVOKED' | 'USERPAYING' | 'PAYERROR';
  /** Set once paid, as WeChat Pay does. */
  transactionId?: string;
  codeUrl?: string;
  timeExpire?: string;
}

/** A notify exactly as WeChat Pay POSTs it: pass `headers` and the raw `body` to the client. */
export interface FakeWechatPayNotify {
  headers: Record<string, string>;
  body: string;
}

export interface FakeWechatPay {
  /** The host to configure as `baseUrl`. */
  url: string;
  /** The "WeChat Pay public key" of this fake (PEM) and its id, to configure in the client. */
  platformPublicKey: string;
  platformPublicKeyId: string;
  orders: Map<string, FakeWechatPayOrder>;
  /** Change each answer after signing it, as a man in the middle would. */
  tamper: boolean;
  /** Requests that passed the signature check: method, path with query, parsed JSON body. */
  received: { method: string; path: string; body: unknown }[];
  /** Why requests were refused (should stay empty in a good run). */
  refused: string[];
  /** The next authenticated request gets this vendor error (status from the docs by default). */
  failNext(code: string, status?: number): void;
  /** Encrypts `transaction` as the resource with `apiV3Key` and signs the body; `nonce` and
   * `timestamp` are the signature headers' (the resource gets its own nonce). */
  signNotify(
    transaction: Record<string, unknown>,
    options: { apiV3Key: string; timestamp?: number; nonce?: string },
  ): FakeWechatPayNotify;
  /** Signs any body as a notify, to build well-signed but broken ones. */
  signNotifyBody(
    body: string,
    options?: { timestamp?: number; nonce?: string },
  ): FakeWechatPayNotify;
  close(): Promise<void>;
}

/** HTTP statuses the documentation gives for the vendor codes tests use. */
const VENDOR_STATUS: Readonly<Record<string, number>> = {
  PARAM_ERROR: 400,
  INVALID_REQUEST: 400,
  ORDER_CLOSED: 400,
  SIGN_ERROR: 401,
  NOAUTH: 403,
  ORDERPAID: 403,
  OUT_TRADE_NO_USED: 403,
  ORDER_NOT_EXIST: 404,
  FREQUENCY_LIMITED: 429,
  SYSTEM_ERROR: 500,
  BANKERROR: 500,
};

const SCHEME = 'WECHATPAY2-SHA256-RSA2048';
const ORDER_PATH = /^\/v3\/pay\/transactions\/out-trade-no\/([^/?]+)(\/close)?$/;

interface Reply {
  status: number;
  payload?: Record<string, unknown>;
  /** Refusals of our own signature are sent unsigned: WeChat Pay does not know who asked. */
  unsigned?: boolean;
}

export async function startFakeWechatPay(options: {
  mchId: string;
  appId: string;
  /** The merchant API certificate's public key (PEM or KeyObject). */
  merchantPublicKey: string | KeyObject;
  merchantSerialNo: string;
}): Promise<FakeWechatPay> {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchantKey =
    typeof options.merchantPublicKey === 'string'
      ? createPublicKey(options.merchantPublicKey)
      : options.merchantPublicKey;
  const platformPublicKeyId = `PUB_KEY_ID_01${randomDigits(30)}`;
  // The documented sign strings: one line per part, each ending in \n.
  const lines = (...parts: string[]) => parts.map((part) => `${part}\n`).join('');
  const sign = (...parts: string[]) =>
    createSign('sha256')
      .update(lines(...parts), 'utf8')
      .sign(pair.privateKey, 'base64');
  const signedHeaders = (body: string, timestamp: number, nonce: string) => ({
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Serial': platformPublicKeyId,
    'Wechatpay-Signature': sign(String(timestamp), nonce, body),
    'Wechatpay-Signature-Type': SCHEME,
    'Wechatpay-Timestamp': String(timestamp),
  });
  let pendingFailure: Reply | undefined;

  const fake: FakeWechatPay = {
    url: '',
    platformPublicKey: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    platformPublicKeyId,
    orders: new Map(),
    tamper: false,
    received: [],
    refused: [],
    failNext(code, status = VENDOR_STATUS[code] ?? 500) {
      pendingFailure = { status, payload: { code, message: `fake ${code}` } };
    },
    signNotify(transaction, { apiV3Key, ...rest }) {
      const nonce = randomAlphanumeric(12);
      const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), nonce);
      cipher.setAAD(Buffer.from('transaction', 'utf8'));
      const sealed = Buffer.concat([
        cipher.update(JSON.stringify(transaction), 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      const timestamp = rest.timestamp ?? nowSeconds();
      const body = JSON.stringify({
        id: `EV-${randomDigits(20)}`,
        create_time: new Date(timestamp * 1000 + 8 * 3600_000)
          .toISOString()
          .replace(/\.\d+Z$/, '+08:00'),
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: {
          original_type: 'transaction',
          algorithm: 'AEAD_AES_256_GCM',
          ciphertext: sealed.toString('base64'),
          associated_data: 'transaction',
          nonce,
        },
      });
      return fake.signNotifyBody(body, { ...rest, timestamp });
    },
    signNotifyBody(body, { timestamp = nowSeconds(), nonce = randomHex(16) } = {}) {
      return {
        headers: { 'Content-Type': 'application/json', ...signedHeaders(body, timestamp, nonce) },
        body,
      };
    },
    close: async () => undefined,
  };

  const refuse = (why: string, code = 'SIGN_ERROR'): Reply => {
    fake.refused.push(why);
    const status = VENDOR_STATUS[code] ?? 400;
    return { status, payload: { code, message: why }, unsigned: status === 401 };
  };

  const authenticate = (request: IncomingMessage, path: string, body: string) => {
    const match = new RegExp(`^${SCHEME} (.+)$`).exec(request.headers.authorization ?? '');
    if (match === null) return 'scheme';
    const fields = new Map(
      [...(match[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    const timestamp = fields.get('timestamp') ?? '';
    const nonce = fields.get('nonce_str') ?? '';
    if (fields.get('mchid') !== options.mchId) return 'mchid';
    if (fields.get('serial_no') !== options.merchantSerialNo) return 'serial_no';
    if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds() - Number(timestamp)) > 300) {
      return 'timestamp';
    }
    if (!/^[0-9A-Za-z]{1,32}$/.test(nonce)) return 'nonce_str';
    const content = lines(request.method ?? '', path, timestamp, nonce, body);
    const valid = createVerify('sha256')
      .update(content, 'utf8')
      .verify(merchantKey, fields.get('signature') ?? '', 'base64');
    return valid ? undefined : 'signature';
  };

  const answer = (request: IncomingMessage, body: string): Reply => {
    const path = request.url ?? '/';
    const notAuthentic = authenticate(request, path, body);
    if (notAuthentic !== undefined) return refuse(notAuthentic);
    if (request.headers['wechatpay-serial'] !== platformPublicKeyId) {
      return refuse('wechatpay-serial', 'INVALID_REQUEST');
    }
    let json: Record<string, unknown> = {};
    try {
      if (body !== '') json = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return refuse('json', 'PARAM_ERROR');
    }
    fake.received.push({
      method: request.method ?? '',
      path,
      body: body === '' ? undefined : json,
    });
    const failure = pendingFailure;
    pendingFailure = undefined;
    if (failure !== undefined) return failure;

    const url = new URL(path, 'http://fake');
    if (request.method === 'POST' && url.pathname === '/v3/pay/transactions/native') {
      return placeNativeOrder(json);
    }
    const [, outTradeNo = '', close] = ORDER_PATH.exec(url.pathname) ?? [];
    const order = fake.orders.get(decodeURIComponent(outTradeNo));
    if (request.method === 'GET' && outTradeNo !== '' && close === undefined) {
      if (url.searchParams.get('mchid') !== options.mchId) return refuse('mchid', 'PARAM_ERROR');
      if (order === undefined) return refuse('no such order', 'ORDER_NOT_EXIST');
      return { status: 200, payload: transactionJson(decodeURIComponent(outTradeNo), order) };
    }
    if (request.method === 'POST' && close !== undefined) {
      if (json.mchid !== options.mchId) return refuse('mchid', 'PARAM_ERROR');
      if (order === undefined) return refuse('no such order', 'ORDER_NOT_EXIST');
      if (order.tradeState === 'SUCCESS') return refuse('paid', 'ORDERPAID');
      order.tradeState = 'CLOSED';
      return { status: 204 };
    }
    return refuse(`route ${request.method ?? ''} ${url.pathname}`, 'PARAM_ERROR');
  };

  const placeNativeOrder = (json: Record<string, unknown>): Reply => {
    const amount = json.amount as { total?: unknown; currency?: unknown } | undefined;
    const total = amount?.total;
    const timeExpire = json.time_expire;
    if (
      json.appid !== options.appId ||
      json.mchid !== options.mchId ||
      typeof json.description !== 'string' ||
      typeof json.out_trade_no !== 'string' ||
      typeof json.notify_url !== 'string' ||
      typeof total !== 'number' ||
      !Number.isSafeInteger(total) ||
      total <= 0 ||
      amount?.currency !== 'CNY' ||
      (timeExpire !== undefined &&
        (typeof timeExpire !== 'string' ||
          !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/.test(timeExpire)))
    ) {
      return refuse('native order fields', 'PARAM_ERROR');
    }
    const existing = fake.orders.get(json.out_trade_no);
    if (existing?.tradeState === 'SUCCESS') return refuse('paid', 'ORDERPAID');
    if (existing !== undefined && existing.tradeState !== 'NOTPAY') {
      return refuse('closed', 'ORDER_CLOSED');
    }
    // Placing the same order again gives back its code, as WeChat Pay does.
    const order = existing ?? {
      appId: options.appId,
      description: json.description,
      amountFen: total,
      tradeState: 'NOTPAY' as const,
      codeUrl: `weixin://wxpay/bizpayurl?pr=${randomAlphanumeric(7)}`,
      ...(typeof timeExpire === 'string' ? { timeExpire } : {}),
    };
    fake.orders.set(json.out_trade_no, order);
    return { status: 200, payload: { code_url: order.codeUrl } };
  };

  const transactionJson = (outTradeNo: string, order: FakeWechatPayOrder) => ({
    amount: {
      currency: 'CNY',
      payer_currency: 'CNY',
      total: order.amountFen,
      ...(order.tradeState === 'SUCCESS' ? { payer_total: order.amountFen } : {}),
    },
    appid: order.appId,
    mchid: options.mchId,
    out_trade_no: outTradeNo,
    // Quotes and braces inside strings: the client must verify the text exactly as sent.
    attach: '测试 "附加" {}',
    ...(order.transactionId === undefined ? {} : { transaction_id: order.transactionId }),
    trade_type: 'NATIVE',
    trade_state: order.tradeState,
    trade_state_desc: order.tradeState === 'SUCCESS' ? '支付成功' : '订单未支付',
  });

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const reply = answer(request, Buffer.concat(chunks).toString('utf8'));
      let text = reply.payload === undefined ? '' : JSON.stringify(reply.payload);
      const headers: Record<string, string> = {
        'Content-Type': 'application/json; charset=utf-8',
        'Request-ID': randomHex(16),
        ...(reply.unsigned === true ? {} : signedHeaders(text, nowSeconds(), randomHex(16))),
      };
      if (fake.tamper) {
        const changed = text.replace(/"total":\d+/, '"total":1').replace(/pr=\w+/, 'pr=forged');
        // An empty 204 answer has only its headers to change.
        if (changed === text) headers['Wechatpay-Nonce'] = randomHex(16);
        text = changed;
      }
      response.writeHead(reply.status, headers);
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

function randomDigits(count: number): string {
  return Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');
}

function randomAlphanumeric(count: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(count), (byte) => alphabet[byte % alphabet.length]).join('');
}
