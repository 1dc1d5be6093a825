import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import type { AppEventBus } from '../../platform/events/app-event-bus';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { LiveDataHub } from '../../realtime/live-data-hub';
import { GiftService } from './gifts/gift.service';
import { LedgerService } from './ledger/ledger.service';
import { memberStanding } from './member-standing';
import { registerMoneyRoutes } from './money.routes';
import { NobleService } from './nobles/noble.service';
import { PaymentPasswordGuard } from './payout/payment-password';
import { PayoutService } from './payout/payout.service';
import { StatementReader } from './statement';
import { registerSandboxCheckout, type CheckoutVisitor } from './topup/sandbox-checkout.routes';
import { SandboxPaymentProvider } from './topup/sandbox-provider';
import { TopupService } from './topup/topup.service';
import { registerWebhookRoutes } from './topup/webhook.routes';
import { WalletNotifier } from './wallet-notifier';

/** How often due gift income is settled (each instance; rows are locked, not shared). */
const SETTLEMENT_INTERVAL_MS = 30_000;

export interface MoneyDeps {
  db: Database;
  liveData: LiveDataHub;
  rateLimiter: RateLimiter;
  money: Config['money'];
  /** Signs the sandbox provider's webhooks and checkout forms. */
  sandboxKey: Buffer;
  /** Who may pay on the sandbox checkout (`off`: not mounted, not offered). */
  sandboxCheckout: 'off' | 'owner' | 'operators';
  /** The member on a page outside /api (the sandbox checkout), or null. */
  checkoutVisitor: (request: FastifyRequest) => Promise<CheckoutVisitor | null>;
  /** Runs the settlement timer (long-running servers; tests settle by hand). */
  settleInBackground: boolean;
  /** Where gift sends are announced (`gift.sent`). */
  events: AppEventBus;
}

/** Builds the money services, registers their routes and starts the settlement timer. */
export function installMoney(app: FastifyInstance, deps: MoneyDeps) {
  const ledger = new LedgerService(deps.db);
  const notifier = new WalletNotifier({
    ledger,
    liveData: deps.liveData,
    onError: (error) => app.log.warn({ err: error }, 'wallet push failed'),
  });
  const sandbox = new SandboxPaymentProvider({ key: deps.sandboxKey });
  const topup = new TopupService({
    db: deps.db,
    ledger,
    providers: deps.sandboxCheckout === 'off' ? [] : [sandbox],
    notifier,
    rateLimiter: deps.rateLimiter,
    logger: app.log,
  });
  const gifts = new GiftService({
    db: deps.db,
    ledger,
    liveData: deps.liveData,
    notifier,
    logger: app.log,
    platformSharePercent: deps.money.giftPlatformSharePercent,
    settlementDelayMs: deps.money.giftSettlementDelaySeconds * 1000,
    events: deps.events,
  });
  const nobles = new NobleService({ db: deps.db, ledger });
  const payout = new PayoutService({
    db: deps.db,
    ledger,
    password: new PaymentPasswordGuard({ db: deps.db }),
    withdrawalsEnabled: deps.money.withdrawalsEnabled,
    notifier,
  });
  const services = {
    ledger,
    topup,
    gifts,
    nobles,
    payout,
    statements: new StatementReader({ db: deps.db, ledger }),
  };
  registerMoneyRoutes(app, services);
  registerWebhookRoutes(app, topup);
  if (deps.sandboxCheckout !== 'off') {
    registerSandboxCheckout(app, {
      topup,
      sandbox,
      audience: deps.sandboxCheckout,
      visitor: deps.checkoutVisitor,
    });
  }

  let timer: NodeJS.Timeout | null = null;
  if (deps.settleInBackground) {
    timer = setInterval(() => {
      gifts
        .settleDue()
        .catch((error: unknown) => app.log.warn({ err: error }, 'settlement failed'));
    }, SETTLEMENT_INTERVAL_MS);
    timer.unref();
  }
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
  return { ...services, sandbox, notifier, standing: memberStanding(ledger, nobles) };
}
