import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Platform } from '../../platform/install-platform';
import { GiftRepository } from './gifts/gift.repository';
import { GiftService } from './gifts/gift.service';
import { installGiftCatalogue } from './gifts/gift-catalogue';
import { LedgerRepository } from './ledger/ledger.repository';
import { LedgerService } from './ledger/ledger.service';
import type { RewardRulesService } from '../rewards/reward-rules';
import { memberStanding } from './member-standing';
import { registerMoneyRoutes } from './money.routes';
import { NobleRepository } from './nobles/noble.repository';
import { NobleService } from './nobles/noble.service';
import { PaymentPasswordGuard } from './payout/payment-password';
import { PayoutRepository } from './payout/payout.repository';
import { PayoutService } from './payout/payout.service';
import { StatementReader } from './statement';
import { registerSandboxCheckout, type CheckoutVisitor } from './topup/sandbox-checkout.routes';
import { PaymentIncidentRepository } from './topup/payment-incident.repository';
import { PaymentIncidentsService } from './topup/payment-incidents.service';
import { registerPaymentPages } from './topup/payment-pages.routes';
import { createPaymentProviders } from './topup/payment-providers';
import { PaymentSettlementService, type OrderListener } from './topup/payment-settlement.service';
import { TopupRefunds } from './topup/topup-refunds';
import { registerPaymentAdminRoutes } from './topup/payments-admin.routes';
import { SandboxPaymentProvider } from './topup/sandbox-provider';
import { TopupRepository } from './topup/topup.repository';
import { TopupService } from './topup/topup.service';
import { registerWebhookRoutes } from './topup/webhook.routes';
import { WalletNotifier } from './wallet-notifier';
import { warnThrottled } from '../../platform/logging/throttled-warn';

/** How often due gift income is settled (each instance; rows are locked, not shared). */
const SETTLEMENT_INTERVAL_MS = 30_000;
/** How often pending orders are reconciled with their providers (each instance claims its own). */
const RECONCILE_INTERVAL_MS = 60_000;

export interface MoneyDeps extends Pick<
  Platform,
  'config' | 'database' | 'liveData' | 'rateLimiter' | 'secrets' | 'events' | 'bus'
> {
  /** The member on a page outside /api (the sandbox checkout), or null. */
  checkoutVisitor: (request: FastifyRequest) => Promise<CheckoutVisitor | null>;
  /** The reward rules in force: noble prices and the level ladders. */
  rules: RewardRulesService;
}

export type Money = ReturnType<typeof installMoney>;

/** Builds the money services, registers their routes and starts the settlement timer. */
export function installMoney(app: FastifyInstance, deps: MoneyDeps) {
  const { db } = deps.database;
  const settings = deps.config.money;
  // Who may pay on the sandbox checkout (`off`: not mounted, not offered).
  const { sandboxCheckout } = deps.config.demo;
  // Signs the sandbox provider's webhooks and checkout forms.
  const sandboxKey = deps.secrets.keyFor('payments-sandbox');
  const ledger = new LedgerService(new LedgerRepository(db), { db });
  const notifier = new WalletNotifier({
    ledger,
    liveData: deps.liveData,
    onError: (error) => warnThrottled(app.log, 'wallet push failed', error),
  });
  const sandbox = new SandboxPaymentProvider({ key: sandboxKey });
  const providers = createPaymentProviders(settings.payments, {
    publicUrl: deps.config.publicUrl,
    sandbox,
  });
  const orders = new TopupRepository(db);
  const topup = new TopupService(orders, {
    providers,
    rateLimiter: deps.rateLimiter,
    logger: app.log,
  });
  const incidentRepository = new PaymentIncidentRepository(db);
  // Filled by later modules (the distribution centre): run where an order is first credited.
  const creditListeners: OrderListener[] = [];
  const settlement = new PaymentSettlementService(orders, {
    db,
    ledger,
    incidents: incidentRepository,
    providers,
    notifier,
    logger: app.log,
    creditListeners,
  });
  const incidents = new PaymentIncidentsService(incidentRepository, {
    orders,
    ledger,
    notifier,
    creditListeners,
  });
  const refunds = new TopupRefunds({
    db,
    ledger,
    orders,
    notifier,
    refundWindowDays: settings.topupRefundDays,
  });
  const gifts = new GiftService(new GiftRepository(db), {
    ledger,
    liveData: deps.liveData,
    notifier,
    logger: app.log,
    platformSharePercent: settings.giftPlatformSharePercent,
    settlementDelayMs: settings.giftSettlementDelaySeconds * 1000,
    events: deps.events,
  });
  const nobles = new NobleService(new NobleRepository(db), { ledger, rules: deps.rules });
  const payout = new PayoutService(new PayoutRepository(db), {
    ledger,
    password: new PaymentPasswordGuard({ db: db }),
    withdrawalsEnabled: settings.withdrawalsEnabled,
    refuseAfterSandboxPayments: deps.config.env === 'production',
    notifier,
  });
  const services = {
    ledger,
    topup,
    gifts,
    nobles,
    payout,
    statements: new StatementReader({ db: db, ledger }),
  };
  registerMoneyRoutes(app, services);
  installGiftCatalogue(app, { db, bus: deps.bus, liveData: deps.liveData, gifts });
  registerWebhookRoutes(app, settlement);
  registerPaymentPages(app, { orders, settlement });
  registerPaymentAdminRoutes(app, { incidents, topup });
  if (sandboxCheckout !== 'off') {
    registerSandboxCheckout(app, {
      topup,
      sandbox,
      audience: sandboxCheckout,
      visitor: deps.checkoutVisitor,
    });
  }

  const timers: NodeJS.Timeout[] = [];
  // Long-running servers settle and reconcile in the background; tests do it by hand.
  if (deps.config.env !== 'test') {
    const every = (ms: number, work: () => Promise<unknown>, what: string) => {
      const timer = setInterval(() => {
        work().catch((error: unknown) => app.log.warn({ err: error }, `${what} failed`));
      }, ms);
      timer.unref();
      timers.push(timer);
    };
    every(SETTLEMENT_INTERVAL_MS, () => gifts.settleDue(), 'settlement');
    every(RECONCILE_INTERVAL_MS, () => settlement.reconcile(), 'payment reconciliation');
  }
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
  return {
    ...services,
    refunds,
    onOrderCredited: (listener: OrderListener) => void creditListeners.push(listener),
    sandbox,
    settlement,
    incidents,
    notifier,
    standing: memberStanding(ledger, nobles, deps.rules),
    rules: deps.rules,
  };
}
