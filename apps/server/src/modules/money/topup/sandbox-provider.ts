import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  SIGNATURE_HEADER,
  signWebhook,
  verifyWebhookSignature,
  WebhookRejected,
  type CallbackAnswer,
  type CallbackOutcome,
  type CallbackRequest,
  type CheckoutStep,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderTradeState,
} from './payment-provider';

const sandboxEventSchema = z.object({
  order_no: z.string().min(1).max(64),
  status: z.enum(['paid', 'cancelled']),
  payment_id: z.string().min(1).max(96),
  amount_fen: z.number().int().nonnegative(),
});

const SANDBOX_ANSWERS: Record<CallbackOutcome, CallbackAnswer> = {
  applied: { status: 200, envelope: { changed: true } },
  duplicate: { status: 200, envelope: { changed: false } },
  recorded: { status: 200, envelope: { changed: false } },
  notFound: { status: 404, envelope: 'money.orderNotFound' },
  amountMismatch: { status: 409, envelope: 'money.webhookAmount' },
  signature: { status: 401, envelope: 'money.webhookSignature' },
  merchant: { status: 401, envelope: 'money.webhookSignature' },
  stale: { status: 401, envelope: 'money.webhookStale' },
  body: { status: 400, envelope: 'money.webhookSignature' },
  error: { status: 500, envelope: 'money.providerUnavailable' },
};

export const SANDBOX_CHECKOUT_PATH = '/payments/sandbox/checkout';
export const SANDBOX_WEBHOOK_PATH = '/payments/webhook/sandbox';

/**
 * The default provider: a checkout page on this server that pays or cancels without real money
 * and then calls our webhook exactly as an outside provider would, signed with its own key.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly currency = 'CNY';

  constructor(private readonly options: { key: Buffer; nowSeconds?: () => number }) {}

  checkout(order: ProviderOrder): Promise<CheckoutStep> {
    return Promise.resolve({
      kind: 'redirect',
      url: `${SANDBOX_CHECKOUT_PATH}?order=${encodeURIComponent(order.orderNo)}`,
    });
  }

  /** The sandbox keeps no state of its own: an order is open until its page decides. */
  query(): Promise<ProviderTradeState> {
    return Promise.resolve({ state: 'open' });
  }

  returnedOrderNo(): string | undefined {
    return undefined;
  }

  /** Our own envelope: the sandbox reads the code, and tests read the messages. */
  acknowledge(outcome: CallbackOutcome): CallbackAnswer {
    return SANDBOX_ANSWERS[outcome];
  }

  /** The webhook request the sandbox sends for a decision on the checkout page. */
  webhookRequest(event: { orderNo: string; status: 'paid' | 'cancelled'; amountFen: number }) {
    const body = JSON.stringify({
      order_no: event.orderNo,
      status: event.status,
      payment_id: `sandbox-${event.orderNo}`,
      amount_fen: event.amountFen,
    });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(this.options.key, body, this.nowSeconds()),
      },
    };
  }

  /** The checkout form's token: bound to the order and the session that opened the page. */
  formToken(orderNo: string, sessionId: number): string {
    return createHmac('sha256', this.options.key)
      .update(`checkout-form:${orderNo}:${sessionId}`)
      .digest('base64url');
  }

  formTokenMatches(given: string, orderNo: string, sessionId: number): boolean {
    const expected = Buffer.from(this.formToken(orderNo, sessionId));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  readCallback({ headers, rawBody }: CallbackRequest): Promise<PaymentEvent> {
    return Promise.resolve(this.readSigned(headers, rawBody));
  }

  private readSigned(headers: CallbackRequest['headers'], rawBody: string): PaymentEvent {
    const header = headers[SIGNATURE_HEADER];
    verifyWebhookSignature(
      this.options.key,
      Array.isArray(header) ? header[0] : header,
      rawBody,
      this.nowSeconds(),
    );
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw new WebhookRejected('body');
    }
    const event = sandboxEventSchema.safeParse(parsed);
    if (!event.success) throw new WebhookRejected('body');
    return {
      orderNo: event.data.order_no,
      status: event.data.status,
      providerRef: event.data.payment_id,
      amountMinor: event.data.amount_fen,
    };
  }

  private nowSeconds(): number {
    return this.options.nowSeconds?.() ?? Math.floor(Date.now() / 1000);
  }
}
