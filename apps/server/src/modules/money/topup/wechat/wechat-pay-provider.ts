import {
  ProviderRefused,
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
import {
  WECHAT_PAY_NOTIFY_ACCEPTED,
  WechatPayNotifyRefused,
  WechatPayRequestFailed,
  wechatPayNotifyFailure,
  type WechatPayClient,
} from './wechat-pay-client';

/** Vendor codes that mean "try again in a minute" rather than "cannot pay here". */
const BUSY_CODES = new Set(['FREQUENCY_LIMITED', 'SYSTEM_ERROR', 'BANKERROR']);

/** WeChat Pay Native (API v3) behind `PaymentProvider` (docs/configuration.md "WeChat Pay"). */
export class WechatPaymentProvider implements PaymentProvider {
  readonly name = 'wechat';
  readonly currency = 'CNY';

  constructor(
    private readonly client: WechatPayClient,
    private readonly description: (order: ProviderOrder) => string,
  ) {}

  /** Asks WeChat for the order's QR code now, so a refusal shows in the recharge dialog. */
  async checkout(order: ProviderOrder): Promise<CheckoutStep> {
    try {
      const { codeUrl } = await this.client.nativeOrder({
        outTradeNo: order.orderNo,
        amountFen: order.amountMinor,
        description: this.description(order),
        timeExpire: order.expiresAt,
      });
      return { kind: 'qr', codeUrl };
    } catch (error) {
      if (!(error instanceof WechatPayRequestFailed)) throw error;
      const busy = error.status === 429 || BUSY_CODES.has(error.code ?? '');
      throw new ProviderRefused(busy ? 'busy' : 'unavailable', error.message);
    }
  }

  readCallback({ headers, rawBody }: CallbackRequest): Promise<PaymentEvent | null> {
    let notify;
    try {
      notify = this.client.verifyNotify(headers, rawBody);
    } catch (error) {
      if (error instanceof WechatPayNotifyRefused) throw new WebhookRejected(error.reason);
      throw error;
    }
    // WeChat notifies successful payments; anything else changes nothing here.
    if (notify.tradeState !== 'SUCCESS') return Promise.resolve(null);
    return Promise.resolve({
      orderNo: notify.outTradeNo,
      status: 'paid',
      providerRef: notify.transactionId,
      amountMinor: notify.amountFen,
    });
  }

  acknowledge(outcome: CallbackOutcome): CallbackAnswer {
    if (outcome === 'applied' || outcome === 'duplicate' || outcome === 'recorded') {
      return { status: WECHAT_PAY_NOTIFY_ACCEPTED.status, contentType: 'text/plain', body: '' };
    }
    const failure = wechatPayNotifyFailure(outcome);
    return {
      status: failure.status,
      contentType: 'application/json',
      body: JSON.stringify(failure.body),
    };
  }

  async query(order: ProviderOrder): Promise<ProviderTradeState> {
    const found = await this.client.queryOrder(order.orderNo);
    if (!found.found) return { state: 'open' };
    if (found.tradeState === 'SUCCESS' || found.tradeState === 'REFUND') {
      return {
        state: 'paid',
        providerRef: found.transactionId ?? order.orderNo,
        amountMinor: found.amountFen,
      };
    }
    if (found.tradeState === 'CLOSED' || found.tradeState === 'REVOKED') return { state: 'closed' };
    return { state: 'open' };
  }

  /** Native pay has no return page: the member stays on our QR page. */
  returnedOrderNo(): string | undefined {
    return undefined;
  }
}
