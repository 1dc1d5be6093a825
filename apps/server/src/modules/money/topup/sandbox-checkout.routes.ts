import type { Language } from '@tifo/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../../platform/http/request-language';
import {
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_WEBHOOK_PATH,
  type SandboxPaymentProvider,
} from './sandbox-provider';
import { escapeHtml, formatPaymentAmount, sendPaymentPage } from './payment-page-shell';
import type { TopupService } from './topup.service';

type CheckoutTextKey =
  | 'title'
  | 'note'
  | 'order'
  | 'amount'
  | 'diamonds'
  | 'pay'
  | 'cancel'
  | 'paid'
  | 'cancelled'
  | 'expired'
  | 'refunded'
  | 'missing'
  | 'login'
  | 'forbidden';

const TEXT: Record<Language, Record<CheckoutTextKey, string>> = {
  zh: {
    title: 'Tifo 沙盒收银台',
    note: '这是测试支付：不会扣除真实的钱。',
    order: '订单号',
    amount: '金额',
    diamonds: '钻石',
    pay: '确认支付',
    cancel: '取消支付',
    paid: '支付成功！钻石已到账，可以关闭此页面回到 Tifo。',
    cancelled: '已取消支付。可以关闭此页面。',
    expired: '订单已过期，请回到 Tifo 重新下单。',
    refunded: '该订单已退款。',
    missing: '订单不存在。',
    login: '请先在此浏览器登录下单的账号，再打开此页面。',
    forbidden: '只有下单的账号可以支付此订单。',
  },
  en: {
    title: 'Tifo sandbox checkout',
    note: 'This is a test payment: no real money is taken.',
    order: 'Order',
    amount: 'Amount',
    diamonds: 'Diamonds',
    pay: 'Pay now',
    cancel: 'Cancel',
    paid: 'Paid! The diamonds are in your wallet: close this tab and go back to Tifo.',
    cancelled: 'Payment cancelled. You can close this tab.',
    expired: 'This order has expired. Go back to Tifo and order again.',
    refunded: 'This order was refunded.',
    missing: 'No such order.',
    login:
      'Log in on Tifo in this browser with the account that placed the order, then open this page again.',
    forbidden: 'Only the account that placed this order can pay it.',
  },
  vi: {
    title: 'Trang thanh toán thử Tifo',
    note: 'Đây là thanh toán thử: không trừ tiền thật.',
    order: 'Mã đơn',
    amount: 'Số tiền',
    diamonds: 'Kim cương',
    pay: 'Thanh toán',
    cancel: 'Hủy',
    paid: 'Đã thanh toán! Kim cương đã vào ví: đóng tab này và quay lại Tifo.',
    cancelled: 'Đã hủy thanh toán. Bạn có thể đóng tab này.',
    expired: 'Đơn hàng đã hết hạn. Hãy quay lại Tifo và đặt lại.',
    refunded: 'Đơn hàng này đã được hoàn tiền.',
    missing: 'Không có đơn hàng này.',
    login:
      'Hãy đăng nhập Tifo trên trình duyệt này bằng tài khoản đã đặt đơn, rồi mở lại trang này.',
    forbidden: 'Chỉ tài khoản đã đặt đơn mới thanh toán được đơn này.',
  },
};

function page(reply: FastifyReply, language: Language, status: number, body: string) {
  const t = TEXT[language];
  return sendPaymentPage(reply, { language, status, title: t.title, note: t.note, body });
}

/** Who is on the checkout page: the page resolves the session itself (it is outside /api). */
export interface CheckoutVisitor {
  userId: number;
  sessionId: number;
  operator: boolean;
}

export interface SandboxCheckoutDeps {
  topup: TopupService;
  sandbox: SandboxPaymentProvider;
  /** `owner`: the demo, where members pay their own orders; `operators`: a production demo. */
  audience: 'owner' | 'operators';
  visitor: (request: FastifyRequest) => Promise<CheckoutVisitor | null>;
}

const ORDER_NO = /^[A-Za-z0-9]{1,64}$/;

/** A form or query field as text; anything else (repeated, missing) is no text. */
function formText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The sandbox provider's own pages: the checkout a member pays on, and the decision, which the
 * sandbox reports to our webhook signed exactly as a real provider would. Only the order's owner
 * (or, on a production demo deployment, an operator) may see and decide, and the form carries a
 * token bound to the order and the session, so another site cannot pay or cancel it
 * (security review C2).
 */
export function registerSandboxCheckout(app: FastifyInstance, deps: SandboxCheckoutDeps): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    registerPages(scope, app, deps);
  });
}

type Access =
  | {
      ok: true;
      found: NonNullable<Awaited<ReturnType<TopupService['orderForCheckout']>>>;
      visitor: CheckoutVisitor;
    }
  | { ok: false; status: number; text: CheckoutTextKey };

async function checkAccess(
  deps: SandboxCheckoutDeps,
  request: FastifyRequest,
  orderNo: string,
): Promise<Access> {
  const visitor = await deps.visitor(request);
  if (!visitor) return { ok: false, status: 401, text: 'login' };
  if (deps.audience === 'operators' && !visitor.operator) {
    return { ok: false, status: 403, text: 'forbidden' };
  }
  const found = ORDER_NO.test(orderNo) ? await deps.topup.orderForCheckout(orderNo) : null;
  if (!found) return { ok: false, status: 404, text: 'missing' };
  if (deps.audience === 'owner' && found.row.userId !== visitor.userId) {
    // Not "forbidden": whether someone else's order number exists is not this visitor's business.
    return { ok: false, status: 404, text: 'missing' };
  }
  return { ok: true, found, visitor };
}

function registerPages(
  scope: FastifyInstance,
  app: FastifyInstance,
  deps: SandboxCheckoutDeps,
): void {
  const { sandbox } = deps;
  scope.get<{ Querystring: { order?: unknown } }>(SANDBOX_CHECKOUT_PATH, async (request, reply) => {
    const language = requestLanguage(request);
    const t = TEXT[language];
    const access = await checkAccess(deps, request, formText(request.query.order));
    if (!access.ok) return page(reply, language, access.status, `<p>${t[access.text]}</p>`);
    const { order, row } = access.found;
    if (order.status !== 'pending') {
      return page(reply, language, 200, `<p data-status="${order.status}">${t[order.status]}</p>`);
    }
    const orderNo = escapeHtml(order.order_no);
    const formToken = sandbox.formToken(order.order_no, access.visitor.sessionId);
    const button = (action: string, label: string, colour: string) =>
      `<button name="action" value="${action}" data-action="${action}" style="flex:1;padding:.75rem;border:0;border-radius:8px;font-size:1rem;background:${colour};color:#fff;cursor:pointer">${label}</button>`;
    return page(
      reply,
      language,
      200,
      `<dl style="display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem">` +
        `<dt>${t.order}</dt><dd style="margin:0;font-family:monospace">${orderNo}</dd>` +
        `<dt>${t.amount}</dt><dd style="margin:0" data-testid="sandbox-amount">${formatPaymentAmount(row.currency, row.amountMinor)}</dd>` +
        `<dt>${t.diamonds}</dt><dd style="margin:0">${order.coin + order.give}</dd></dl>` +
        `<form method="post" action="${SANDBOX_CHECKOUT_PATH}" style="display:flex;gap:.75rem;margin-top:1rem">` +
        `<input type="hidden" name="order" value="${orderNo}">` +
        `<input type="hidden" name="form_token" value="${formToken}">` +
        button('pay', t.pay, '#16a34a') +
        button('cancel', t.cancel, '#64748b') +
        `</form>`,
    );
  });

  scope.post<{ Body: { order?: unknown; action?: unknown; form_token?: unknown } | undefined }>(
    SANDBOX_CHECKOUT_PATH,
    async (request, reply) => {
      const language = requestLanguage(request);
      const t = TEXT[language];
      const orderNo = formText(request.body?.order);
      const access = await checkAccess(deps, request, orderNo);
      if (!access.ok) return page(reply, language, access.status, `<p>${t[access.text]}</p>`);
      const { found } = access;
      if (found.order.status !== 'pending') {
        return page(
          reply,
          language,
          409,
          `<p data-status="${found.order.status}">${t[found.order.status]}</p>`,
        );
      }
      // A form another site posts carries no token of this session: refused like a stranger.
      if (
        !sandbox.formTokenMatches(
          formText(request.body?.form_token),
          orderNo,
          access.visitor.sessionId,
        )
      ) {
        return page(reply, language, 403, `<p>${t.forbidden}</p>`);
      }
      const status = request.body?.action === 'pay' ? 'paid' : 'cancelled';
      // The sandbox plays the outside provider: it calls our webhook like one would.
      const webhook = sandbox.webhookRequest({
        orderNo: found.row.orderNo,
        status,
        amountFen: found.row.amountMinor,
      });
      const response = await app.inject({
        method: 'POST',
        url: SANDBOX_WEBHOOK_PATH,
        headers: webhook.headers,
        payload: webhook.body,
      });
      if (response.statusCode !== 200) {
        request.log.error({ status: response.statusCode }, 'sandbox webhook failed');
        return page(reply, language, 502, `<p>${t.missing}</p>`);
      }
      return page(reply, language, 200, `<p data-status="${status}">${t[status]}</p>`);
    },
  );
}
