import {
  WebhookRejected,
  type CallbackAnswer,
  type CallbackOutcome,
  type CallbackRequest,
  type CheckoutContext,
  type CheckoutStep,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderTradeState,
} from '../payment-provider';
import {
  VnpayCallbackRefused,
  vnpayIpnAck,
  type VnpayClient,
  type VnpayIpnAckKind,
} from './vnpay-client';

/** The IPN answers (always HTTP 200; VNPay reads `RspCode`): 00 and 02 stop its retries. */
const IPN_ACK: Record<CallbackOutcome, VnpayIpnAckKind> = {
  applied: 'confirmed',
  duplicate: 'already-confirmed',
  recorded: 'already-confirmed',
  notFound: 'order-not-found',
  amountMismatch: 'invalid-amount',
  signature: 'invalid-signature',
  stale: 'invalid-signature',
  merchant: 'invalid-signature',
  body: 'invalid-signature',
  error: 'unknown-error',
};

/** VNPay (API 2.1.0) behind `PaymentProvider` (docs/configuration.md "VNPay"). */
export class VnpayPaymentProvider implements PaymentProvider {
  readonly name = 'vnpay';
  readonly currency = 'VND';

  constructor(
    private readonly client: VnpayClient,
    /** Our own address, which querydr asks for. */
    private readonly serverIp: string,
  ) {}

  checkout(order: ProviderOrder, context: CheckoutContext): Promise<CheckoutStep> {
    const url = this.client.paymentUrl({
      txnRef: order.orderNo,
      amountVnd: order.amountMinor,
      // VNPay asks for Vietnamese without diacritics: plain ASCII.
      orderInfo: `Tifo ${order.diamonds} kim cuong ${order.orderNo}`,
      ipAddr: context.ip,
      createdAt: order.createdAt,
      expiresAt: order.expiresAt,
      locale: context.language === 'vi' ? 'vn' : 'en',
    });
    return Promise.resolve({ kind: 'redirect', url });
  }

  readCallback({ fields }: CallbackRequest): Promise<PaymentEvent> {
    let callback;
    try {
      callback = this.client.verifyCallback(fields);
    } catch (error) {
      if (error instanceof VnpayCallbackRefused) throw new WebhookRejected(error.reason);
      throw error;
    }
    return Promise.resolve({
      orderNo: callback.txnRef,
      status: callback.paid ? 'paid' : 'cancelled',
      providerRef: callback.transactionNo,
      amountMinor: callback.amountVnd,
    });
  }

  acknowledge(outcome: CallbackOutcome): CallbackAnswer {
    return {
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(vnpayIpnAck(IPN_ACK[outcome])),
    };
  }

  async query(order: ProviderOrder): Promise<ProviderTradeState> {
    const found = await this.client.queryTransaction({
      txnRef: order.orderNo,
      transactionDate: order.createdAt,
      ipAddr: this.serverIp,
    });
    if (!found.found) return { state: 'open' };
    if (found.paid) {
      return { state: 'paid', providerRef: found.transactionNo, amountMinor: found.amountVnd };
    }
    // '01': not finished yet; anything else failed or was cancelled.
    return found.transactionStatus === '01' ? { state: 'open' } : { state: 'closed' };
  }

  returnedOrderNo(query: Record<string, string>): string | undefined {
    return query.vnp_TxnRef;
  }
}
