import type { ServerMessageKey } from '../../../platform/i18n/server-messages';
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PAYMENT_PROVIDER_NAMES = ['sandbox', 'alipay', 'wechat', 'vnpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/** The currency a provider collects in; amounts are integers of its minor unit (fen, đồng). */
export type PaymentCurrency = 'CNY' | 'VND';

/** Minor units in the currency's usual figure: fen → yuan; đồng stay whole. */
export function majorAmount(currency: string, amountMinor: number): number {
  return currency === 'VND' ? amountMinor : amountMinor / 100;
}

/** What a provider tells us about an order, through its callback or a query. */
export interface PaymentEvent {
  orderNo: string;
  status: 'paid' | 'cancelled';
  /** The provider's own reference for the payment. */
  providerRef: string;
  /** What the provider collected, in the order's minor unit: a paid event must match. */
  amountMinor: number;
}

/** An order as a provider sees it. */
export interface ProviderOrder {
  orderNo: string;
  amountMinor: number;
  currency: PaymentCurrency;
  diamonds: number;
  createdAt: Date;
  expiresAt: Date;
}

/** Where the member goes to pay: a redirect, a form posted to the provider, or a QR code. */
export type CheckoutStep =
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; action: string; fields: Record<string, string> }
  | { kind: 'qr'; codeUrl: string };

/** The member's side of opening a checkout (VNPay wants the buyer's address and language). */
export interface CheckoutContext {
  ip: string;
  language: 'zh' | 'en' | 'vi';
}

/** A provider's callback as our route received it. */
export interface CallbackRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  /** The query string (VNPay's IPN is a GET) or the decoded form body (Alipay's notify). */
  fields: Record<string, string>;
}

/** What we did with a callback; each provider words its answer (`acknowledge`). */
export type CallbackOutcome =
  | 'applied'
  | 'duplicate'
  /** Not credited, recorded as an incident for operators (the provider may stop retrying). */
  | 'recorded'
  | 'notFound'
  | 'amountMismatch'
  | 'signature'
  | 'stale'
  | 'body'
  | 'merchant'
  | 'error';

/**
 * A provider's own answer (`body`), or our `{code, msg, data}` envelope (the sandbox): `OK` with
 * whether anything changed, or an error message key, translated for the caller.
 */
export type CallbackAnswer =
  | { status: number; contentType: string; body: string }
  | { status: number; envelope: { changed: boolean } | ServerMessageKey };

/** The provider's view of an order, for reconciliation. */
export type ProviderTradeState =
  | { state: 'paid'; providerRef: string; amountMinor: number }
  | { state: 'open' }
  | { state: 'closed' };

/**
 * A payment provider behind the recharge dialog (architecture.md "payments"): the sandbox in the
 * demo, Alipay, WeChat Pay and VNPay in a deployment (docs/configuration.md "Payments").
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly currency: PaymentCurrency;
  /**
   * Prepares the payment when the order is created (WeChat asks for its QR code here); a vendor
   * refusal is an `AppError` the recharge dialog shows.
   */
  checkout(order: ProviderOrder, context: CheckoutContext): Promise<CheckoutStep>;
  /**
   * Throws `WebhookRejected` for a forged, stale, unreadable or foreign callback; null for a
   * genuine one that changes nothing (a trade created, not yet paid).
   */
  readCallback(request: CallbackRequest): Promise<PaymentEvent | null>;
  /** The answer the provider expects for an outcome (it retries until it reads a success). */
  acknowledge(outcome: CallbackOutcome): CallbackAnswer;
  /** The order at the provider; throws when the provider cannot say (reconciliation retries). */
  query(order: ProviderOrder): Promise<ProviderTradeState>;
  /** The order number in the return page's query (after the member paid), if any. */
  returnedOrderNo(query: Record<string, string>): string | undefined;
}

/**
 * The provider would not open a checkout: `busy` (throttled, try again in a minute) or
 * `unavailable` (unreachable, misconfigured, refused). The order is left for reconciliation.
 */
export class ProviderRefused extends Error {
  constructor(
    readonly reason: 'busy' | 'unavailable',
    readonly detail = '',
  ) {
    super(`payment provider refused: ${reason}${detail === '' ? '' : ` (${detail})`}`);
    this.name = 'ProviderRefused';
  }
}

export class WebhookRejected extends Error {
  constructor(readonly reason: 'signature' | 'stale' | 'body' | 'merchant') {
    super(`webhook rejected: ${reason}`);
    this.name = 'WebhookRejected';
  }
}

/** Webhooks older (or newer) than this are refused, so a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const SIGNATURE_HEADER = 'x-tifo-signature';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, the scheme of common providers. */
export function signWebhook(key: Buffer, body: string, timestampSeconds: number): string {
  const mac = createHmac('sha256', key).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${mac}`;
}

export function verifyWebhookSignature(
  key: Buffer,
  header: string | undefined,
  body: string,
  nowSeconds: number,
): void {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', value = ''] = part.trim().split('=', 2);
      return [name, value] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isInteger(timestamp) || given.length === 0) throw new WebhookRejected('signature');
  const expected = createHmac('sha256', key).update(`${timestamp}.${body}`).digest();
  // Constant time: the comparison does not reveal how much of a forged signature was right.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new WebhookRejected('signature');
  }
  if (Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookRejected('stale');
  }
}
