import { randomBytes } from 'node:crypto';
import type { Language } from '@tifo/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import { requestLanguage } from '../../../platform/http/request-language';
import { escapeHtml, formatPaymentAmount, sendPaymentPage } from './payment-page-shell';
import type { CheckoutStep } from './payment-provider';
import type { PaymentSettlementService } from './payment-settlement.service';
import type { OrderRow, TopupRepository } from './topup.repository';
import { PAY_PAGE_PATH } from './topup.service';

type PageText = Record<
  | 'title'
  | 'redirecting'
  | 'continue'
  | 'scanTitle'
  | 'scan'
  | 'amount'
  | 'order'
  | 'paid'
  | 'confirming'
  | 'cancelled'
  | 'expired'
  | 'missing',
  string
>;

const TEXT: Record<Language, PageText> = {
  zh: {
    title: 'Tifo 支付',
    redirecting: '正在前往支付页面…',
    continue: '继续支付',
    scanTitle: '微信扫码支付',
    scan: '请用微信扫描二维码完成支付。支付后钻石会自动到账，此页面也会更新。',
    amount: '金额',
    order: '订单号',
    paid: '支付成功！钻石已到账，可以关闭此页面回到 Tifo。',
    confirming: '正在向支付平台确认付款，钻石将在一分钟内到账。可以关闭此页面。',
    cancelled: '支付已取消。可以关闭此页面，回到 Tifo 重新下单。',
    expired: '订单已过期，请回到 Tifo 重新下单。',
    missing: '订单不存在。',
  },
  en: {
    title: 'Tifo payment',
    redirecting: 'Taking you to the payment page…',
    continue: 'Continue to payment',
    scanTitle: 'Pay with WeChat',
    scan: 'Scan the code with WeChat to pay. The diamonds arrive by themselves, and this page updates.',
    amount: 'Amount',
    order: 'Order',
    paid: 'Paid! The diamonds are in your wallet: close this tab and go back to Tifo.',
    confirming:
      'Confirming the payment with the payment service: your diamonds arrive within a minute. You can close this tab.',
    cancelled: 'Payment cancelled. Close this tab and order again on Tifo.',
    expired: 'This order has expired. Go back to Tifo and order again.',
    missing: 'No such order.',
  },
  vi: {
    title: 'Thanh toán Tifo',
    redirecting: 'Đang chuyển đến trang thanh toán…',
    continue: 'Tiếp tục thanh toán',
    scanTitle: 'Thanh toán bằng WeChat',
    scan: 'Quét mã bằng WeChat để thanh toán. Kim cương sẽ tự vào ví và trang này sẽ cập nhật.',
    amount: 'Số tiền',
    order: 'Mã đơn',
    paid: 'Đã thanh toán! Kim cương đã vào ví: đóng tab này và quay lại Tifo.',
    confirming:
      'Đang xác nhận với cổng thanh toán: kim cương sẽ vào ví trong vòng một phút. Bạn có thể đóng tab này.',
    cancelled: 'Đã hủy thanh toán. Đóng tab này và đặt lại trên Tifo.',
    expired: 'Đơn hàng đã hết hạn. Hãy quay lại Tifo và đặt lại.',
    missing: 'Không có đơn hàng này.',
  },
};

const ORDER_NO = /^[A-Za-z0-9]{1,64}$/;

function statusText(t: PageText, status: string): string {
  if (status === 'paid') return t.paid;
  if (status === 'cancelled') return t.cancelled;
  if (status === 'expired') return t.expired;
  return t.confirming;
}

export interface PaymentPagesDeps {
  orders: TopupRepository;
  settlement: PaymentSettlementService;
  now?: () => number;
}

/**
 * Our pages around a provider's checkout: `/payments/pay/:order` shows a step that is not a
 * plain redirect (Alipay's form, posted at once; WeChat's QR code), and
 * `/payments/return/:provider` is where the provider sends the member back. Neither credits
 * anything by itself: the return page asks the provider, and the answer goes through the same
 * settlement as a callback.
 */
export function registerPaymentPages(app: FastifyInstance, deps: PaymentPagesDeps): void {
  app.get<{ Params: { orderNo: string } }>(`${PAY_PAGE_PATH}/:orderNo`, async (request, reply) => {
    const language = requestLanguage(request);
    const t = TEXT[language];
    const { orderNo } = request.params;
    const order = ORDER_NO.test(orderNo) ? await deps.orders.orderByNo(orderNo) : null;
    const step = order?.checkout as CheckoutStep | null | undefined;
    if (!order || !step) {
      return sendPaymentPage(reply, {
        language,
        status: 404,
        title: t.title,
        body: `<p>${t.missing}</p>`,
      });
    }
    const expired = order.expiresAt.getTime() < (deps.now?.() ?? Date.now());
    if (order.status !== 'pending' || expired) {
      const status = order.status === 'pending' ? 'expired' : order.status;
      return statusPage(reply, language, order, status);
    }
    if (step.kind === 'redirect') return reply.redirect(step.url);
    if (step.kind === 'form') return formPage(reply, language, step);
    const svg = await QRCode.toString(step.codeUrl, { type: 'svg', margin: 1, width: 220 });
    return sendPaymentPage(reply, {
      language,
      status: 200,
      title: t.scanTitle,
      refreshSeconds: 5,
      body:
        `<div data-testid="payment-qr" style="display:flex;justify-content:center">${svg}</div>` +
        `<p>${t.scan}</p>${orderFacts(t, order)}`,
    });
  });

  app.get<{ Params: { provider: string }; Querystring: Record<string, unknown> }>(
    '/payments/return/:provider',
    async (request, reply) => {
      const language = requestLanguage(request);
      const t = TEXT[language];
      const provider = deps.settlement.provider(request.params.provider);
      const query = Object.fromEntries(
        Object.entries(request.query).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      const orderNo = provider?.returnedOrderNo(query);
      let order = orderNo && ORDER_NO.test(orderNo) ? await deps.orders.orderByNo(orderNo) : null;
      if (!order || order.provider !== provider?.name) {
        return sendPaymentPage(reply, {
          language,
          status: 404,
          title: t.title,
          body: `<p>${t.missing}</p>`,
        });
      }
      if (order.status === 'pending') {
        // The member is back before the callback: ask the provider now rather than wait for it.
        await deps.settlement.settleFromProvider(order).catch((error: unknown) => {
          request.log.warn(
            { err: error, order: order?.orderNo },
            'return page could not ask the provider',
          );
        });
        order = (await deps.orders.orderByNo(order.orderNo)) ?? order;
      }
      return statusPage(reply, language, order, order.status);
    },
  );
}

function orderFacts(t: PageText, order: OrderRow): string {
  return (
    `<dl style="display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem">` +
    `<dt>${t.order}</dt><dd style="margin:0;font-family:monospace">${escapeHtml(order.orderNo)}</dd>` +
    `<dt>${t.amount}</dt><dd style="margin:0">${formatPaymentAmount(order.currency, order.amountMinor)}</dd></dl>`
  );
}

function statusPage(reply: FastifyReply, language: Language, order: OrderRow, status: string) {
  const t = TEXT[language];
  return sendPaymentPage(reply, {
    language,
    status: 200,
    title: t.title,
    refreshSeconds: status === 'pending' ? 5 : undefined,
    body: `<p data-status="${escapeHtml(status)}">${statusText(t, status)}</p>${orderFacts(t, order)}`,
  });
}

/**
 * Posts the provider's signed form at once. The page's own policy allows that one script (by
 * nonce) and a form to the provider's origin only; without script the button does the same.
 */
function formPage(
  reply: FastifyReply,
  language: Language,
  step: Extract<CheckoutStep, { kind: 'form' }>,
) {
  const t = TEXT[language];
  const nonce = randomBytes(16).toString('base64');
  const inputs = Object.entries(step.fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return sendPaymentPage(reply, {
    language,
    status: 200,
    title: t.title,
    contentSecurityPolicy:
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; ` +
      `img-src data:; form-action ${new URL(step.action).origin}; base-uri 'none'; frame-ancestors 'none'`,
    body:
      `<p>${t.redirecting}</p>` +
      `<form id="provider-form" method="post" action="${escapeHtml(step.action)}" accept-charset="utf-8">${inputs}` +
      `<button type="submit" style="padding:.75rem 1rem;border:0;border-radius:8px;font-size:1rem;background:#1677ff;color:#fff">${t.continue}</button></form>` +
      `<script nonce="${nonce}">document.getElementById('provider-form').submit();</script>`,
  });
}
