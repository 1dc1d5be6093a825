import type { KeyObject } from 'node:crypto';
import {
  apiV3KeyBytes,
  authorizationHeader,
  checkWechatPaySignature,
  openNotifyResource,
  recordHeaders,
  requestSignString,
  signSha256Rsa,
  wechatPayNonce,
  wechatPayPrivateKey,
  wechatPayPublicKey,
  type HeaderLookup,
  type WechatPayKey,
} from './wechat-pay-signing.js';

/**
 * WeChat Pay API v3 Native pay (a QR code the payer scans) for a direct merchant: place, query
 * and close an order, and read the payment notify. Only the "WeChat Pay public key" mode is
 * supported (no platform certificates): every answer and notify must carry our public key's id
 * in `Wechatpay-Serial`. Amounts are integer fen, on the wire as well.
 */
export const WECHAT_PAY_BASE_URL = 'https://api.mch.weixin.qq.com';
export const WECHAT_PAY_TIMEOUT_MS = 10_000;

export interface WechatPaySettings {
  mchId: string;
  appId: string;
  /** Serial number of the merchant API certificate whose private key signs our requests. */
  merchantSerialNo: string;
  merchantPrivateKey: WechatPayKey;
  /** The 32-character APIv3 key that notify resources are encrypted with. */
  apiV3Key: string;
  /** The "WeChat Pay public key" (PEM) that answers and notifies are verified with… */
  platformPublicKey: WechatPayKey;
  /** …and its id (`PUB_KEY_ID_…`), which `Wechatpay-Serial` must equal. */
  platformPublicKeyId: string;
  notifyUrl: string;
  /** Defaults to the production host; tests point it at a local fake. */
  baseUrl?: string;
}

export interface WechatPayClientDeps {
  fetch?: typeof fetch;
  now?: () => Date;
  nonce?: () => string;
  timeoutMs?: number;
}

export interface WechatPayNativeOrder {
  outTradeNo: string;
  amountFen: number;
  /** At most 127 characters; no emoji: v3 accepts only 1-3 byte UTF-8 characters. */
  description: string;
  /** The last moment the payer can pay; WeChat Pay's default is 7 days. */
  timeExpire?: Date;
}

const TRADE_STATES = [
  'SUCCESS',
  'REFUND',
  'NOTPAY',
  'CLOSED',
  'REVOKED',
  'USERPAYING',
  'PAYERROR',
] as const;
export type WechatPayTradeState = (typeof TRADE_STATES)[number];

export interface WechatPayNotify {
  outTradeNo: string;
  transactionId: string;
  tradeState: WechatPayTradeState;
  amountFen: number;
  /** What the payer paid after WeChat-side discounts; absent from some notifies. */
  payerTotalFen?: number;
  currency: string;
  mchId: string;
  appId: string;
  successTime?: string;
}

export type WechatPayOrderQuery =
  | { found: false }
  | {
      found: true;
      outTradeNo: string;
      /** WeChat Pay's own number; only once the order was paid. */
      transactionId: string | undefined;
      tradeState: WechatPayTradeState;
      amountFen: number;
    };

/** Header names in any case, e.g. Node's `IncomingHttpHeaders`. */
export type WechatPayNotifyHeaders = Parameters<typeof recordHeaders>[0];

/** A notify we must not act on: answer with `wechatPayNotifyFailure` so that WeChat Pay retries. */
export class WechatPayNotifyRefused extends Error {
  constructor(
    readonly reason: 'signature' | 'stale' | 'merchant' | 'body',
    readonly detail = '',
  ) {
    super(`wechat pay notify refused: ${reason}${detail === '' ? '' : ` (${detail})`}`);
    this.name = 'WechatPayNotifyRefused';
  }
}

/** No usable answer: unreachable, unsigned or forged, unreadable, or a vendor error `code`. */
export class WechatPayRequestFailed extends Error {
  readonly code: string | undefined;
  readonly status: number | undefined;

  constructor(
    readonly reason: 'http' | 'signature' | 'body' | 'gateway',
    details: { code?: string; status?: number; message?: string } = {},
  ) {
    const parts = [details.status, details.code, details.message].filter((part) => part);
    super(`wechat pay request failed: ${reason}${parts.length ? ` (${parts.join(' ')})` : ''}`);
    this.name = 'WechatPayRequestFailed';
    this.code = details.code;
    this.status = details.status;
  }
}

/** The notify was recorded: WeChat Pay takes HTTP 200 or 204 as delivered; we answer 204, no body. */
export const WECHAT_PAY_NOTIFY_ACCEPTED = { status: 204 } as const;

/** Any 4xx or 5xx makes WeChat Pay send the notify again later; this is the documented body. */
export function wechatPayNotifyFailure(message: string, status = 500) {
  return { status, body: { code: 'FAIL', message } } as const;
}

interface Answer {
  status: number;
  text: string;
  check: ReturnType<typeof checkWechatPaySignature>;
}

export class WechatPayClient {
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private readonly baseUrl: string;

  constructor(
    private readonly settings: WechatPaySettings,
    private readonly deps: WechatPayClientDeps = {},
  ) {
    // Parsed and checked once, so a bad key fails at start-up rather than at the first payment.
    this.privateKey = wechatPayPrivateKey(settings.merchantPrivateKey);
    this.publicKey = wechatPayPublicKey(settings.platformPublicKey);
    apiV3KeyBytes(settings.apiV3Key);
    if (!settings.platformPublicKeyId.startsWith('PUB_KEY_ID_')) {
      throw new RangeError('platformPublicKeyId must be a WeChat Pay public key id (PUB_KEY_ID_…)');
    }
    this.baseUrl = (settings.baseUrl ?? WECHAT_PAY_BASE_URL).replace(/\/+$/, '');
  }

  /** Places the order; `codeUrl` (weixin://…) is what the QR code shows. */
  async nativeOrder(order: WechatPayNativeOrder): Promise<{ codeUrl: string }> {
    requireOutTradeNo(order.outTradeNo);
    if (!Number.isSafeInteger(order.amountFen) || order.amountFen <= 0) {
      throw new RangeError(`amount must be a positive integer of fen: ${order.amountFen}`);
    }
    const answer = await this.call('POST', '/v3/pay/transactions/native', {
      appid: this.settings.appId,
      mchid: this.settings.mchId,
      description: order.description,
      out_trade_no: order.outTradeNo,
      ...(order.timeExpire === undefined ? {} : { time_expire: beijingRfc3339(order.timeExpire) }),
      notify_url: this.settings.notifyUrl,
      amount: { total: order.amountFen, currency: 'CNY' },
    });
    const codeUrl = stringField(accept(answer) ?? {}, 'code_url');
    if (codeUrl === undefined) throw new WechatPayRequestFailed('body', { status: answer.status });
    return { codeUrl };
  }

  async queryOrder(outTradeNo: string): Promise<WechatPayOrderQuery> {
    requireOutTradeNo(outTradeNo);
    const answer = await this.call(
      'GET',
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}` +
        `?mchid=${encodeURIComponent(this.settings.mchId)}`,
    );
    if (answer.status === 404) {
      const failure = vendorFailure(answer);
      if (failure.code !== 'ORDER_NOT_EXIST') throw failure;
      // "No such order" may make the caller give up on a payment: only WeChat Pay may say so.
      if (answer.check !== 'valid') throw new WechatPayRequestFailed('signature', { status: 404 });
      return { found: false };
    }
    const order = readTransaction(accept(answer));
    if (
      order === undefined ||
      order.outTradeNo !== outTradeNo ||
      order.mchId !== this.settings.mchId ||
      (order.appId !== undefined && order.appId !== this.settings.appId)
    ) {
      throw new WechatPayRequestFailed('body', { status: answer.status });
    }
    const { transactionId, tradeState, amountFen } = order;
    return { found: true, outTradeNo, transactionId, tradeState, amountFen };
  }

  /** Closes an unpaid order (answered 204), so a late scan of its code cannot pay it. */
  async closeOrder(outTradeNo: string): Promise<void> {
    requireOutTradeNo(outTradeNo);
    accept(
      await this.call(
        'POST',
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`,
        { mchid: this.settings.mchId },
      ),
    );
  }

  /** `rawBody` must be the bytes as received: the signature covers the exact text. */
  verifyNotify(headers: WechatPayNotifyHeaders, rawBody: string | Buffer): WechatPayNotify {
    const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
    const check = this.signatureCheck(recordHeaders(headers), body);
    if (check !== 'valid') throw new WechatPayNotifyRefused(check);
    let plain: string;
    try {
      plain = openNotifyResource(body, this.settings.apiV3Key);
    } catch (error) {
      // A resource that does not open although WeChat Pay signed it: most likely our APIv3 key
      // is not the one set in the merchant platform.
      throw new WechatPayNotifyRefused('body', error instanceof Error ? error.message : '');
    }
    const paid = readTransaction(parseJson(plain));
    const { transactionId, currency, appId } = paid ?? {};
    if (paid === undefined || transactionId === undefined || currency === undefined) {
      throw new WechatPayNotifyRefused('body', 'transaction');
    }
    if (paid.mchId !== this.settings.mchId || appId !== this.settings.appId) {
      throw new WechatPayNotifyRefused('merchant');
    }
    return { ...paid, transactionId, currency, appId };
  }

  private async call(method: 'GET' | 'POST', path: string, payload?: object): Promise<Answer> {
    const url = new URL(`${this.baseUrl}${path}`);
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = String(Math.floor(this.now().getTime() / 1000));
    const nonce = (this.deps.nonce ?? wechatPayNonce)();
    // Signed over the URL exactly as fetch will send it, query string included.
    const content = requestSignString(method, url.pathname + url.search, timestamp, nonce, body);
    const authorization = authorizationHeader({
      mchId: this.settings.mchId,
      nonce,
      signature: signSha256Rsa(content, this.privateKey),
      timestamp,
      serialNo: this.settings.merchantSerialNo,
    });
    try {
      const response = await (this.deps.fetch ?? fetch)(url, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          // WeChat Pay refuses requests without a User-Agent.
          'user-agent': 'tifo-server',
          // Asks for answers signed with the public key even while certificates are being retired.
          'wechatpay-serial': this.settings.platformPublicKeyId,
        },
        ...(payload === undefined ? {} : { body }),
        signal: AbortSignal.timeout(this.deps.timeoutMs ?? WECHAT_PAY_TIMEOUT_MS),
      });
      const text = await response.text();
      const check = this.signatureCheck((name) => response.headers.get(name) ?? undefined, text);
      return { status: response.status, text, check };
    } catch (error) {
      throw new WechatPayRequestFailed('http', {
        message: error instanceof Error ? error.message : '',
      });
    }
  }

  private signatureCheck(header: HeaderLookup, body: string) {
    return checkWechatPaySignature(header, body, {
      publicKey: this.publicKey,
      publicKeyId: this.settings.platformPublicKeyId,
      nowSeconds: this.now().getTime() / 1000,
    });
  }

  private now(): Date {
    return (this.deps.now ?? (() => new Date()))();
  }
}

/** The body of a 2xx answer we can act on (undefined for 204); anything else throws. */
function accept(answer: Answer): Record<string, unknown> | undefined {
  const { status } = answer;
  if (status < 200 || status > 299) throw vendorFailure(answer);
  if (answer.check !== 'valid') {
    throw new WechatPayRequestFailed('signature', { status, message: answer.check });
  }
  if (answer.text === '') return undefined;
  const json = parseJson(answer.text);
  if (json === undefined) throw new WechatPayRequestFailed('body', { status });
  return json;
}

/** An error answer only ever makes us fail, so its signature is not required. */
function vendorFailure({ status, text }: Answer): WechatPayRequestFailed {
  const error = parseJson(text);
  const code = error === undefined ? undefined : stringField(error, 'code');
  if (code === undefined) return new WechatPayRequestFailed('http', { status });
  return new WechatPayRequestFailed('gateway', {
    code,
    status,
    message: stringField(error ?? {}, 'message'),
  });
}

/** `yyyy-MM-ddTHH:mm:ss+08:00`, Beijing time (no daylight saving) as the documentation writes it. */
export function beijingRfc3339(at: Date): string {
  return `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

/** WeChat Pay's rule for out_trade_no; it also keeps the number safe inside a URL path. */
function requireOutTradeNo(outTradeNo: string): void {
  if (!/^[0-9A-Za-z_*-]{6,32}$/.test(outTradeNo)) {
    throw new RangeError(`out_trade_no must be 6-32 of [0-9A-Za-z_-*]: ${outTradeNo}`);
  }
}

function readTransaction(value: Record<string, unknown> | undefined) {
  if (value === undefined || !isRecord(value.amount)) return undefined;
  const { amount } = value;
  const outTradeNo = stringField(value, 'out_trade_no');
  const tradeState = stringField(value, 'trade_state');
  const mchId = stringField(value, 'mchid');
  const payerTotal = amount.payer_total;
  if (
    outTradeNo === undefined ||
    mchId === undefined ||
    !isTradeState(tradeState) ||
    !isFen(amount.total) ||
    (payerTotal !== undefined && !isFen(payerTotal))
  ) {
    return undefined;
  }
  return {
    outTradeNo,
    transactionId: stringField(value, 'transaction_id'),
    tradeState,
    amountFen: amount.total,
    payerTotalFen: payerTotal,
    currency: stringField(amount, 'currency'),
    mchId,
    appId: stringField(value, 'appid'),
    successTime: stringField(value, 'success_time'),
  };
}

function isTradeState(value: string | undefined): value is WechatPayTradeState {
  return TRADE_STATES.some((state) => state === value);
}

function isFen(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-empty string field, or undefined. */
function stringField(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
