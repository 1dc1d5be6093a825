import {
  WebhookRejected,
  type CallbackAnswer,
  type CallbackOutcome,
  type CallbackRequest,
  type CheckoutStep,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderTradeState,
} from '../payment-provider';
import { AlipayNotifyRefused, type AlipayClient, type AlipayTradeStatus } from './alipay-client';

const PAID: readonly AlipayTradeStatus[] = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

/** Alipay retries a notify until it reads exactly `success` (up to 8 times over 25 hours). */
function answer(body: 'success' | 'fail'): CallbackAnswer {
  return { status: 200, contentType: 'text/plain; charset=utf-8', body };
}

/** Alipay PC web pay behind `PaymentProvider` (docs/configuration.md "Alipay"). */
export class AlipayPaymentProvider implements PaymentProvider {
  readonly name = 'alipay';
  readonly currency = 'CNY';

  constructor(
    private readonly client: AlipayClient,
    private readonly subject: (order: ProviderOrder) => string,
  ) {}

  checkout(order: ProviderOrder): Promise<CheckoutStep> {
    const form = this.client.pagePay({
      outTradeNo: order.orderNo,
      amountFen: order.amountMinor,
      subject: this.subject(order),
      expiresAt: order.expiresAt,
    });
    return Promise.resolve({ kind: 'form', action: form.action, fields: form.fields });
  }

  readCallback({ fields }: CallbackRequest): Promise<PaymentEvent | null> {
    let notify;
    try {
      notify = this.client.verifyNotify(fields);
    } catch (error) {
      if (error instanceof AlipayNotifyRefused) throw new WebhookRejected(error.reason);
      throw error;
    }
    // Alipay tells of a trade being created too (WAIT_BUYER_PAY): nothing to do yet.
    if (notify.tradeStatus === 'WAIT_BUYER_PAY') return Promise.resolve(null);
    return Promise.resolve({
      orderNo: notify.outTradeNo,
      status: PAID.includes(notify.tradeStatus) ? 'paid' : 'cancelled',
      providerRef: notify.tradeNo,
      amountMinor: notify.amountFen,
    });
  }

  acknowledge(outcome: CallbackOutcome): CallbackAnswer {
    const done = outcome === 'applied' || outcome === 'duplicate' || outcome === 'recorded';
    return answer(done ? 'success' : 'fail');
  }

  async query(order: ProviderOrder): Promise<ProviderTradeState> {
    const trade = await this.client.queryTrade(order.orderNo);
    // The trade exists only once the buyer opened the cashier: until then it is still open.
    if (!trade.found || trade.tradeStatus === 'WAIT_BUYER_PAY') return { state: 'open' };
    if (trade.tradeStatus === 'TRADE_CLOSED') return { state: 'closed' };
    return { state: 'paid', providerRef: trade.tradeNo, amountMinor: trade.amountFen };
  }

  returnedOrderNo(query: Record<string, string>): string | undefined {
    return query.out_trade_no;
  }
}
