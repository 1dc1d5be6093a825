import { LIMITS, MONEY, moneyCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../../platform/http/auth-context';
import { registerCall } from '../../platform/http/register-call';
import type { GiftService } from './gifts/gift.service';
import type { LedgerService } from './ledger/ledger.service';
import { pageWindow, statementRange } from './money-dates';
import type { NobleService } from './nobles/noble.service';
import type { PayoutService } from './payout/payout.service';
import type { StatementReader } from './statement';
import type { TopupService } from './topup/topup.service';

export interface MoneyServices {
  ledger: LedgerService;
  topup: TopupService;
  gifts: GiftService;
  nobles: NobleService;
  payout: PayoutService;
  statements: StatementReader;
}

/**
 * Money calls. The member is always the session's: no call takes a user id, so nobody can
 * read or spend another member's wallet.
 */
export function registerMoneyRoutes(app: FastifyInstance, services: MoneyServices): void {
  const { ledger, topup, gifts, nobles, payout, statements } = services;
  const memberId = (request: Parameters<typeof requireMember>[0]) => requireMember(request).userId;

  registerCall(app, moneyCalls.wallet, ({ request }) => ledger.wallet(memberId(request)));
  registerCall(app, moneyCalls.chargePackages, async () => ({
    list: await topup.packages(),
    payment_methods: topup.paymentMethods(),
    diamonds_per_yuan: LIMITS.diamondsPerYuan,
  }));
  registerCall(app, moneyCalls.payUrl, ({ request, body, language }) =>
    topup.createOrder(memberId(request), body.id, body.type, { ip: request.ip, language }),
  );
  registerCall(app, moneyCalls.orderStatus, ({ request, query }) =>
    topup.orderOf(memberId(request), query.order_no),
  );
  registerCall(app, moneyCalls.orderList, async ({ request, query, language }) => {
    const userId = memberId(request);
    const range = statementRange(query, Date.now());
    if (query.type === 'ledger') {
      const page = await statements.page(
        userId,
        { wallet: query.wallet, reason: query.reason, ...range, page: query.page },
        language,
      );
      return { type: 'ledger' as const, orders: [], ...page };
    }
    const window = pageWindow(query.page, MONEY.pageSize);
    const orders = await topup.orders(userId, { status: query.status, ...range, ...window });
    return {
      type: 'order' as const,
      orders: orders.slice(0, MONEY.pageSize),
      entries: [],
      has_more: orders.length > MONEY.pageSize,
    };
  });

  registerCall(app, moneyCalls.giftList, async ({ language }) => ({
    list: await gifts.list(language),
  }));
  registerCall(
    app,
    moneyCalls.handselGift,
    ({ request, body, language }) => gifts.send(memberId(request), body, language),
    { successMessage: 'money.giftSent' },
  );

  registerCall(app, moneyCalls.nobleList, async ({ request, language }) => ({
    tiers: nobles.tiers(language),
    mine: request.auth.kind === 'member' ? await nobles.mine(request.auth.userId) : null,
  }));
  registerCall(
    app,
    moneyCalls.buyNoble,
    ({ request, body }) => nobles.buy(memberId(request), body),
    {
      successMessage: 'money.nobleBought',
    },
  );

  registerCall(app, moneyCalls.payoutAccounts, ({ request }) => payout.accounts(memberId(request)));
  registerCall(
    app,
    moneyCalls.bindBankCard,
    ({ request, body }) =>
      payout.bind(memberId(request), 'bank', { ...body, account: body.card_number }),
    { successMessage: 'money.bound' },
  );
  registerCall(
    app,
    moneyCalls.bindAliPay,
    ({ request, body }) => payout.bind(memberId(request), 'alipay', body),
    { successMessage: 'money.bound' },
  );
  registerCall(
    app,
    moneyCalls.applyForWithdrawal,
    ({ request, body }) => payout.apply(memberId(request), body),
    { successMessage: 'money.withdrawalSubmitted' },
  );
  registerCall(app, moneyCalls.withdrawalList, ({ request, query }) =>
    payout.list(memberId(request), query),
  );
  registerCall(
    app,
    moneyCalls.conversionBalance,
    ({ request, body }) => payout.convert(memberId(request), body),
    { successMessage: 'money.converted' },
  );
  registerCall(app, moneyCalls.adminWithdrawalList, ({ request, query }) =>
    payout.adminList(memberId(request), query),
  );
  registerCall(app, moneyCalls.reviewWithdrawal, ({ request, body }) =>
    payout.review(memberId(request), body),
  );
}
