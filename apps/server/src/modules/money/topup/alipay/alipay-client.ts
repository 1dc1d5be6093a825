import {
  alipayPrivateKey,
  alipayPublicKey,
  alipaySignContent,
  signAlipayParams,
  verifyRsa2,
  type AlipayKey,
} from './alipay-signing.js';

/**
 * Alipay PC web pay over the classic OpenAPI gateway: the `alipay.trade.page.pay` form, the
 * asynchronous notify and `alipay.trade.query`. Amounts are integer fen here and yuan text
 * ("12.34") on the wire, converted without floating point.
 */
export const ALIPAY_GATEWAY_URL = 'https://openapi.alipay.com/gateway.do';
export const ALIPAY_TIMEOUT_MS = 10_000;

export interface AlipaySettings {
  appId: string;
  /** The application private key (PEM or the console's bare base64). */
  privateKey: AlipayKey;
  /** Alipay's public key, from the console (not the application's own public key). */
  alipayPublicKey: AlipayKey;
  /** Defaults to the production gateway; tests point it at a local fake. */
  gatewayUrl?: string;
  notifyUrl: string;
  returnUrl: string;
  /** The merchant's PID (2088…): when set, a notify for another seller is refused. */
  sellerId?: string;
}

export interface AlipayClientDeps {
  fetch?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
}

export interface AlipayOrder {
  outTradeNo: string;
  amountFen: number;
  subject: string;
  /** After this, Alipay refuses to take the payment (`time_expire`, Beijing time). */
  expiresAt?: Date;
}

/** What the browser needs: POST `fields` to `action` as a form, or open `url` (GET). */
export interface AlipayPagePay {
  action: string;
  fields: Record<string, string>;
  url: string;
}

export type AlipayTradeStatus =
  'WAIT_BUYER_PAY' | 'TRADE_CLOSED' | 'TRADE_SUCCESS' | 'TRADE_FINISHED';

const TRADE_STATUSES: readonly AlipayTradeStatus[] = [
  'WAIT_BUYER_PAY',
  'TRADE_CLOSED',
  'TRADE_SUCCESS',
  'TRADE_FINISHED',
];

function isTradeStatus(value: string | undefined): value is AlipayTradeStatus {
  return TRADE_STATUSES.some((status) => status === value);
}

export interface AlipayNotify {
  outTradeNo: string;
  tradeNo: string;
  tradeStatus: AlipayTradeStatus;
  amountFen: number;
  appId: string;
  sellerId: string | undefined;
}

export type AlipayTradeQuery =
  | { found: false }
  | {
      found: true;
      outTradeNo: string;
      tradeNo: string;
      tradeStatus: AlipayTradeStatus;
      amountFen: number;
    };

/** A notify we must not act on. Answer anything but `success` so Alipay does not stop retrying. */
export class AlipayNotifyRefused extends Error {
  constructor(readonly reason: 'signature' | 'merchant' | 'body') {
    super(`alipay notify refused: ${reason}`);
    this.name = 'AlipayNotifyRefused';
  }
}

/** `trade.query` gave no usable answer: unreachable, unsigned/forged, unreadable, or an error code. */
export class AlipayQueryFailed extends Error {
  constructor(
    readonly reason: 'http' | 'signature' | 'body' | 'gateway',
    readonly detail = '',
  ) {
    super(`alipay trade.query failed: ${reason}${detail === '' ? '' : ` (${detail})`}`);
    this.name = 'AlipayQueryFailed';
  }
}

export class AlipayClient {
  private readonly privateKey;
  private readonly publicKey;
  private readonly gatewayUrl: string;

  constructor(
    private readonly settings: AlipaySettings,
    private readonly deps: AlipayClientDeps = {},
  ) {
    // Parsed once, so a malformed key fails at start-up rather than at the first payment.
    this.privateKey = alipayPrivateKey(settings.privateKey);
    this.publicKey = alipayPublicKey(settings.alipayPublicKey);
    this.gatewayUrl = settings.gatewayUrl ?? ALIPAY_GATEWAY_URL;
  }

  pagePay(order: AlipayOrder): AlipayPagePay {
    const fields = this.signedRequest('alipay.trade.page.pay', {
      out_trade_no: order.outTradeNo,
      product_code: 'FAST_INSTANT_TRADE_PAY',
      total_amount: fenToYuan(order.amountFen),
      subject: order.subject,
      ...(order.expiresAt === undefined ? {} : { time_expire: beijingTimestamp(order.expiresAt) }),
    });
    const query = Object.entries(fields)
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
      .join('&');
    return { action: this.withCharset(), fields, url: `${this.gatewayUrl}?${query}` };
  }

  /** The notify's form fields (an `application/x-www-form-urlencoded` POST body, decoded). */
  verifyNotify(form: Readonly<Record<string, unknown>>): AlipayNotify {
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      if (typeof value !== 'string') throw new AlipayNotifyRefused('body');
      fields[key] = value;
    }
    const { sign, sign_type: signType } = fields;
    if (sign === undefined || (signType !== undefined && signType !== 'RSA2')) {
      throw new AlipayNotifyRefused('signature');
    }
    const content = alipaySignContent(fields, { excludeSignType: true });
    if (!verifyRsa2(content, sign, this.publicKey)) throw new AlipayNotifyRefused('signature');
    if (fields.app_id !== this.settings.appId) throw new AlipayNotifyRefused('merchant');
    if (this.settings.sellerId !== undefined && fields.seller_id !== this.settings.sellerId) {
      throw new AlipayNotifyRefused('merchant');
    }
    const trade = readTrade(fields);
    if (trade === undefined) throw new AlipayNotifyRefused('body');
    return { ...trade, appId: fields.app_id, sellerId: fields.seller_id };
  }

  async queryTrade(outTradeNo: string): Promise<AlipayTradeQuery> {
    const fields = this.signedRequest('alipay.trade.query', { out_trade_no: outTradeNo });
    let text: string;
    try {
      const response = await (this.deps.fetch ?? fetch)(this.withCharset(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(this.deps.timeoutMs ?? ALIPAY_TIMEOUT_MS),
      });
      text = await response.text();
      if (!response.ok) throw new AlipayQueryFailed('http', String(response.status));
    } catch (error) {
      if (error instanceof AlipayQueryFailed) throw error;
      throw new AlipayQueryFailed('http', error instanceof Error ? error.message : '');
    }
    return this.readQueryAnswer(text, outTradeNo);
  }

  private readQueryAnswer(text: string, outTradeNo: string): AlipayTradeQuery {
    const node = rawJsonMember(text, 'alipay_trade_query_response');
    if (node === undefined) {
      // A method-independent gateway error (`error_response`), or not Alipay's JSON at all.
      const error = rawJsonMember(text, 'error_response');
      throw error === undefined
        ? new AlipayQueryFailed('body')
        : new AlipayQueryFailed('gateway', error);
    }
    let sign: unknown;
    let answer: Record<string, unknown>;
    try {
      sign = (JSON.parse(text) as Record<string, unknown>).sign;
      answer = JSON.parse(node) as Record<string, unknown>;
    } catch {
      throw new AlipayQueryFailed('body');
    }
    if (typeof answer !== 'object' || answer === null) {
      throw new AlipayQueryFailed('body');
    }
    const code = stringField(answer, 'code');
    const subCode = stringField(answer, 'sub_code');
    // Alipay leaves some gateway errors (an unknown app_id, our own bad signature) unsigned:
    // those can only fail. Anything we act on, success or "no such trade", must be signed.
    if (typeof sign !== 'string') {
      if (code !== '10000' && subCode !== 'ACQ.TRADE_NOT_EXIST') {
        throw new AlipayQueryFailed('gateway', `${code ?? ''} ${subCode ?? ''}`.trim());
      }
      throw new AlipayQueryFailed('signature');
    }
    // The signed content is the member's JSON text exactly as sent, not a re-serialisation.
    if (!verifyRsa2(node, sign, this.publicKey)) throw new AlipayQueryFailed('signature');
    if (subCode === 'ACQ.TRADE_NOT_EXIST') return { found: false };
    if (code !== '10000') {
      throw new AlipayQueryFailed('gateway', `${code ?? ''} ${subCode ?? ''}`.trim());
    }
    const trade = readTrade({
      out_trade_no: stringField(answer, 'out_trade_no'),
      trade_no: stringField(answer, 'trade_no'),
      trade_status: stringField(answer, 'trade_status'),
      total_amount: stringField(answer, 'total_amount'),
    });
    if (trade === undefined || trade.outTradeNo !== outTradeNo) {
      throw new AlipayQueryFailed('body');
    }
    return { found: true, ...trade };
  }

  private signedRequest(method: string, bizContent: Record<string, string>) {
    const page = method === 'alipay.trade.page.pay';
    return signAlipayParams(
      {
        app_id: this.settings.appId,
        method,
        format: 'JSON',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: beijingTimestamp((this.deps.now ?? (() => new Date()))()),
        version: '1.0',
        ...(page
          ? { notify_url: this.settings.notifyUrl, return_url: this.settings.returnUrl }
          : {}),
        biz_content: JSON.stringify(bizContent),
      },
      this.privateKey,
    );
  }

  /** The gateway reads `charset` from the query string before it decodes the form body. */
  private withCharset(): string {
    const url = new URL(this.gatewayUrl);
    url.searchParams.set('charset', 'utf-8');
    return url.toString();
  }
}

/** Integer fen → yuan with two decimals, by digits (1 → "0.01", 123456 → "1234.56"). */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen <= 0) {
    throw new RangeError(`amount must be a positive integer of fen: ${fen}`);
  }
  const digits = String(fen).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Yuan text ("12", "12.3", "12.34") → integer fen; undefined for anything else. */
export function yuanToFen(yuan: string): number | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(yuan);
  if (match === null) return undefined;
  const fen = BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return fen > BigInt(Number.MAX_SAFE_INTEGER) ? undefined : Number(fen);
}

/** `yyyy-MM-dd HH:mm:ss` in Beijing time (UTC+8, no daylight saving), as the gateway expects. */
export function beijingTimestamp(at: Date): string {
  const beijing = new Date(at.getTime() + 8 * 3600_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${beijing.getUTCFullYear()}-${two(beijing.getUTCMonth() + 1)}-${two(beijing.getUTCDate())} ` +
    `${two(beijing.getUTCHours())}:${two(beijing.getUTCMinutes())}:${two(beijing.getUTCSeconds())}`
  );
}

/**
 * The JSON text of a top-level object member, exactly as it appears in `json`, or undefined.
 * Scans from the key to its object's closing brace, skipping braces inside strings.
 */
export function rawJsonMember(json: string, key: string): string | undefined {
  const keyAt = json.indexOf(`"${key}"`);
  if (keyAt === -1) return undefined;
  const start = json.indexOf('{', keyAt + key.length + 2);
  if (start === -1 || json.slice(keyAt + key.length + 2, start).trim() !== ':') return undefined;
  let depth = 0;
  let inString = false;
  for (let index = start; index < json.length; index += 1) {
    const char = json[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return json.slice(start, index + 1);
    }
  }
  return undefined;
}

function readTrade(fields: Readonly<Record<string, string | undefined>>) {
  const { out_trade_no: outTradeNo, trade_no: tradeNo, trade_status: status } = fields;
  const amountFen = yuanToFen(fields.total_amount ?? '');
  if (
    outTradeNo === undefined ||
    outTradeNo === '' ||
    tradeNo === undefined ||
    tradeNo === '' ||
    !isTradeStatus(status) ||
    amountFen === undefined
  ) {
    return undefined;
  }
  return { outTradeNo, tradeNo, tradeStatus: status, amountFen };
}

function stringField(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' ? value : undefined;
}
