import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a provider tells us about an order through its webhook. */
export interface PaymentEvent {
  orderNo: string;
  status: 'paid' | 'cancelled';
  /** The provider's own reference for the payment. */
  providerRef: string;
  /** What the provider collected, in fen: a paid event must match the order's price. */
  amountFen: number;
}

export interface CheckoutOrder {
  orderNo: string;
  moneyFen: number;
  diamonds: number;
}

/**
 * A payment provider behind the recharge dialog (architecture.md "payments"): the sandbox by
 * default, real providers later behind the same interface. A provider hands out the checkout
 * URL for an order and turns a signed webhook request into a `PaymentEvent`.
 */
export interface PaymentProvider {
  readonly name: string;
  checkoutUrl(order: CheckoutOrder): string;
  /** Throws `WebhookRejected` for a bad signature, an old timestamp or an unreadable body. */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): PaymentEvent;
}

export class WebhookRejected extends Error {
  constructor(readonly reason: 'signature' | 'stale' | 'body') {
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
