import { randomBytes } from 'node:crypto';
import {
  hmacSha512Hex,
  parseVnpayTimestamp,
  signedVnpayQuery,
  verifyVnpayHash,
  vnpAmountToVnd,
  vndToVnpAmount,
  vnpayHashData,
  vnpayPipeData,
  vnpayTimestamp,
} from './vnpay-signing.js';

/**
 * VNPay (API 2.1.0) PAY: the signed redirect URL, the IPN / return-URL callback, and querydr.
 * Amounts are integer đồng here and đồng × 100 on the wire, converted by digits.
 */
export const VNPAY_SANDBOX_PAYMENT_URL = 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html';
export const VNPAY_SANDBOX_API_URL = 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction';
export const VNPAY_VERSION = '2.1.0';
export const VNPAY_TIMEOUT_MS = 10_000;

export interface VnpaySettings {
  tmnCode: string;
  hashSecret: string;
  /** Defaults to the sandbox; production has its own host. */
  paymentUrl?: string;
  /** The querydr endpoint; defaults to the sandbox. */
  apiUrl?: string;
  returnUrl: string;
}

export interface VnpayClientDeps {
  fetch?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
}

export interface VnpayPayment {
  txnRef: string;
  amountVnd: number;
  /** Vietnamese without diacritics, as VNPay asks (checked: see `signableText`). */
  orderInfo: string;
  ipAddr: string;
  createdAt: Date;
  expiresAt: Date;
  locale: 'vn' | 'en';
  bankCode?: string;
}

export interface VnpayCallback {
  txnRef: string;
  amountVnd: number;
  /** VNPay's number; "0" when the customer cancelled before paying. */
  transactionNo: string;
  responseCode: string;
  transactionStatus: string;
  bankCode: string | undefined;
  payDate: Date | undefined;
  /** Both codes say success: a '00' response with another status is not money received. */
  paid: boolean;
  outcome: VnpayOutcome;
}

export interface VnpayTransactionLookup {
  txnRef: string;
  /** The payment's `createdAt` (its vnp_CreateDate). */
  transactionDate: Date;
  /** The server's own address. */
  ipAddr: string;
  /** Unique per day; random when left out. */
  requestId?: string;
  now?: Date;
}

export type VnpayTransactionQuery =
  | { found: false }
  | {
      found: true;
      txnRef: string;
      transactionNo: string;
      transactionStatus: string;
      amountVnd: number;
      responseCode: string;
      paid: boolean;
    };

/** A callback we must not act on (answer the IPN with `vnpayIpnAck('invalid-signature')`). */
export class VnpayCallbackRefused extends Error {
  constructor(readonly reason: 'signature' | 'merchant' | 'body') {
    super(`vnpay callback refused: ${reason}`);
    this.name = 'VnpayCallbackRefused';
  }
}

/** querydr gave no usable answer: unreachable, unsigned/forged, unreadable, or an error code. */
export class VnpayQueryFailed extends Error {
  constructor(
    readonly reason: 'http' | 'signature' | 'body' | 'gateway',
    readonly detail = '',
  ) {
    super(`vnpay querydr failed: ${reason}${detail === '' ? '' : ` (${detail})`}`);
    this.name = 'VnpayQueryFailed';
  }
}

/** vnp_ResponseCode of a payment, grouped for what we tell the customer. */
const OUTCOMES = {
  '00': 'success',
  '07': 'suspected-fraud',
  '09': 'card-problem',
  '10': 'card-problem',
  '11': 'expired',
  '12': 'card-problem',
  '13': 'card-problem',
  // Not in the published table; read as a timeout rather than an unknown failure.
  '15': 'expired',
  '24': 'cancelled',
  '51': 'insufficient-funds',
  '65': 'limit-exceeded',
  '75': 'bank-maintenance',
  '79': 'too-many-attempts',
  '99': 'other',
} as const;
export type VnpayOutcome = (typeof OUTCOMES)[keyof typeof OUTCOMES];
const OUTCOME_BY_CODE = new Map<string, VnpayOutcome>(Object.entries(OUTCOMES));

export function vnpayOutcome(responseCode: string): VnpayOutcome {
  return OUTCOME_BY_CODE.get(responseCode) ?? 'other';
}

/** The IPN answer bodies as documented. 00 and 02 end VNPay's retries (PAY docs, IPN notes). */
export const VNPAY_IPN_ACKS = {
  confirmed: { RspCode: '00', Message: 'Confirm Success' },
  'order-not-found': { RspCode: '01', Message: 'Order not found' },
  'already-confirmed': { RspCode: '02', Message: 'Order already confirmed' },
  'invalid-amount': { RspCode: '04', Message: 'Invalid amount' },
  'invalid-signature': { RspCode: '97', Message: 'Invalid signature' },
  'unknown-error': { RspCode: '99', Message: 'Unknown error' },
} as const;
export type VnpayIpnAckKind = keyof typeof VNPAY_IPN_ACKS;

export function vnpayIpnAck(kind: VnpayIpnAckKind): { RspCode: string; Message: string } {
  return { ...VNPAY_IPN_ACKS[kind] };
}

/** querydr checksum layouts as documented: these fields' values joined with `|`. */
const QUERY_REQUEST_LAYOUT = (
  'vnp_RequestId|vnp_Version|vnp_Command|vnp_TmnCode|vnp_TxnRef|vnp_TransactionDate|' +
  'vnp_CreateDate|vnp_IpAddr|vnp_OrderInfo'
).split('|');
const QUERY_ANSWER_LAYOUT = (
  'vnp_ResponseId|vnp_Command|vnp_ResponseCode|vnp_Message|vnp_TmnCode|vnp_TxnRef|vnp_Amount|' +
  'vnp_BankCode|vnp_PayDate|vnp_TransactionNo|vnp_TransactionType|vnp_TransactionStatus|' +
  'vnp_OrderInfo|vnp_PromotionCode|vnp_PromotionAmount'
).split('|');

export class VnpayClient {
  private readonly paymentUrlBase: string;
  private readonly apiUrl: string;

  constructor(
    private readonly settings: VnpaySettings,
    private readonly deps: VnpayClientDeps = {},
  ) {
    // Checked once, so a bad setting fails at start-up rather than at the first payment.
    signableText('returnUrl', settings.returnUrl, 255);
    if (settings.hashSecret === '') throw new RangeError('vnpay hashSecret is empty');
    this.paymentUrlBase = settings.paymentUrl ?? VNPAY_SANDBOX_PAYMENT_URL;
    this.apiUrl = settings.apiUrl ?? VNPAY_SANDBOX_API_URL;
  }

  /** The signed URL to redirect the customer to. */
  paymentUrl(payment: VnpayPayment): string {
    if (!(payment.expiresAt.getTime() > payment.createdAt.getTime())) {
      throw new RangeError('vnpay payment must expire after it is created');
    }
    const query = signedVnpayQuery(
      {
        vnp_Version: VNPAY_VERSION,
        vnp_Command: 'pay',
        vnp_TmnCode: this.settings.tmnCode,
        vnp_Amount: vndToVnpAmount(payment.amountVnd),
        vnp_CurrCode: 'VND',
        vnp_TxnRef: matching('txnRef', payment.txnRef, /^[A-Za-z0-9_-]{1,100}$/),
        vnp_OrderInfo: signableText('orderInfo', payment.orderInfo, 255),
        vnp_OrderType: 'other',
        vnp_Locale: payment.locale,
        vnp_ReturnUrl: this.settings.returnUrl,
        vnp_IpAddr: matching('ipAddr', payment.ipAddr, /^[0-9A-Fa-f.:]{2,45}$/),
        vnp_CreateDate: vnpayTimestamp(payment.createdAt),
        vnp_ExpireDate: vnpayTimestamp(payment.expiresAt),
        vnp_BankCode:
          payment.bankCode === undefined
            ? undefined
            : matching('bankCode', payment.bankCode, /^[A-Za-z0-9]{3,20}$/),
      },
      this.settings.hashSecret,
    );
    return `${this.paymentUrlBase}?${query}`;
  }

  /** The IPN's or the return URL's decoded query parameters. */
  verifyCallback(query: Readonly<Record<string, unknown>>): VnpayCallback {
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(query)) {
      // Parameters of our own return URL ride along unsigned; only vnp_* are VNPay's.
      if (!key.startsWith('vnp_')) continue;
      if (typeof value !== 'string') throw new VnpayCallbackRefused('body');
      fields[key] = value;
    }
    const hash = fields.vnp_SecureHash ?? '';
    if (!verifyVnpayHash(vnpayHashData(fields), hash, this.settings.hashSecret)) {
      throw new VnpayCallbackRefused('signature');
    }
    if (fields.vnp_TmnCode !== this.settings.tmnCode) throw new VnpayCallbackRefused('merchant');
    const amountVnd = vnpAmountToVnd(fields.vnp_Amount);
    const payDate =
      fields.vnp_PayDate === undefined ? undefined : parseVnpayTimestamp(fields.vnp_PayDate);
    const { vnp_TxnRef: txnRef, vnp_TransactionNo: transactionNo } = fields;
    const { vnp_ResponseCode: responseCode, vnp_TransactionStatus: status } = fields;
    if (
      txnRef === undefined ||
      txnRef === '' ||
      amountVnd === undefined ||
      !/^\d+$/.test(transactionNo ?? '') ||
      !isTwoDigits(responseCode) ||
      !isTwoDigits(status) ||
      (fields.vnp_PayDate !== undefined && payDate === undefined)
    ) {
      throw new VnpayCallbackRefused('body');
    }
    return {
      txnRef,
      amountVnd,
      transactionNo: transactionNo ?? '',
      responseCode,
      transactionStatus: status,
      bankCode: fields.vnp_BankCode === '' ? undefined : fields.vnp_BankCode,
      payDate,
      paid: responseCode === '00' && status === '00',
      outcome: vnpayOutcome(responseCode),
    };
  }

  /** querydr: what VNPay knows of one of our payments. */
  async queryTransaction(query: VnpayTransactionLookup): Promise<VnpayTransactionQuery> {
    const now = query.now ?? (this.deps.now ?? (() => new Date()))();
    const request: Record<string, string> = {
      // Alphanumeric[1,32], unique per day.
      vnp_RequestId: query.requestId ?? randomBytes(16).toString('hex'),
      vnp_Version: VNPAY_VERSION,
      vnp_Command: 'querydr',
      vnp_TmnCode: this.settings.tmnCode,
      vnp_TxnRef: query.txnRef,
      vnp_TransactionDate: vnpayTimestamp(query.transactionDate),
      vnp_CreateDate: vnpayTimestamp(now),
      vnp_IpAddr: query.ipAddr,
      vnp_OrderInfo: `Query ${query.txnRef}`,
    };
    const data = vnpayPipeData(QUERY_REQUEST_LAYOUT.map((key) => request[key]));
    request.vnp_SecureHash = hmacSha512Hex(data, this.settings.hashSecret);
    let text: string;
    try {
      const response = await (this.deps.fetch ?? fetch)(this.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(this.deps.timeoutMs ?? VNPAY_TIMEOUT_MS),
      });
      text = await response.text();
      if (!response.ok) throw new VnpayQueryFailed('http', String(response.status));
    } catch (error) {
      if (error instanceof VnpayQueryFailed) throw error;
      throw new VnpayQueryFailed('http', error instanceof Error ? error.message : '');
    }
    return this.readQueryAnswer(text, query.txnRef);
  }

  private readQueryAnswer(text: string, txnRef: string): VnpayTransactionQuery {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new VnpayQueryFailed('body');
    }
    if (typeof parsed !== 'object' || parsed === null) throw new VnpayQueryFailed('body');
    const answer = parsed as Record<string, unknown>;
    const field = (key: string) => textField(answer, key);
    const code = field('vnp_ResponseCode');
    // Errors (bad checksum, unknown terminal, duplicate request…) can only fail, signed or not.
    // What we act on, a transaction or "no such transaction", must carry VNPay's checksum.
    if (code !== '00' && code !== '91') {
      throw new VnpayQueryFailed('gateway', `${code ?? ''} ${field('vnp_Message') ?? ''}`.trim());
    }
    // Our own terminal code in the checksum: an answer about another terminal cannot pass.
    const data = vnpayPipeData(
      QUERY_ANSWER_LAYOUT.map((key) =>
        key === 'vnp_TmnCode' ? this.settings.tmnCode : field(key),
      ),
    );
    if (!verifyVnpayHash(data, field('vnp_SecureHash') ?? '', this.settings.hashSecret)) {
      throw new VnpayQueryFailed('signature');
    }
    if (code === '91') return { found: false };
    const amountVnd = vnpAmountToVnd(field('vnp_Amount'));
    const transactionNo = field('vnp_TransactionNo') ?? '';
    const status = field('vnp_TransactionStatus');
    if (
      field('vnp_TxnRef') !== txnRef ||
      amountVnd === undefined ||
      !/^\d+$/.test(transactionNo) ||
      !isTwoDigits(status)
    ) {
      throw new VnpayQueryFailed('body');
    }
    return {
      found: true,
      txnRef,
      transactionNo,
      transactionStatus: status,
      amountVnd,
      responseCode: code,
      paid: status === '00',
    };
  }
}

/**
 * Text we sign: printable ASCII without `!'()*~`. VNPay's own samples URL-encode those (and
 * any non-ASCII) differently from one language to the next, so a checksum over them would
 * depend on which sample VNPay's server agrees with.
 */
function signableText(name: string, value: string, maxLength: number): string {
  if (value.length > maxLength || !/^[\x20-\x7E]+$/.test(value) || /[!'()*~]/.test(value)) {
    throw new RangeError(`vnpay ${name} must be 1-${maxLength} ASCII characters without !'()*~`);
  }
  return value;
}

function matching(name: string, value: string, pattern: RegExp): string {
  if (!pattern.test(value)) throw new RangeError(`vnpay ${name} is malformed: ${value}`);
  return value;
}

function isTwoDigits(value: string | undefined): value is string {
  return value !== undefined && /^\d\d$/.test(value);
}

/** A JSON member as text: strings as sent, integers as their digits. */
function textField(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  if (typeof value === 'string') return value;
  return Number.isSafeInteger(value) ? String(value) : undefined;
}
