import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Platform } from '../../platform/install-platform';
import { GiftRepository } from './gifts/gift.repository';
import { GiftService } from './gifts/gift.service';
import { LedgerRepository } from './ledger/ledger.repository';
import { LedgerService } from './ledger/ledger.service';
import { memberStanding } from './member-standing';
import { registerMoneyRoutes } from './money.routes';
import { NobleRepository } from './nobles/noble.repository';
import { NobleService } from './nobles/noble.service';
import { PaymentPasswordGuard } from './payout/payment-password';
import { PayoutRepository } from './payout/payout.repository';
import { PayoutService } from './payout/payout.service';
import { StatementReader } from './statement';
import { registerSandboxCheckout, type CheckoutVisitor } from './topup/sandbox-checkout.routes';
import { SandboxPaymentProvider } from './topup/sandbox-provider';
import { TopupRepository } from './topup/topup.repository';
import { TopupService } from './topup/topup.service';
import { registerWebhookRoutes } from './topup/webhook.routes';
import { WalletNotifier } from './wallet-notifier';

/** How often due gift income is settled (each instance; rows are locked, not shared). */
const SETTLEMENT_INTERVAL_MS = 30_000;

export interface MoneyDeps extends Pick<
  Platform,
  'config' | 'database' | 'liveData' | 'rateLimiter' | 'secrets' | 'events'
> {
  /** The member on a page outside /api (the sandbox checkout), or null. */
  checkoutVisitor: (request: FastifyRequest) => Promise<CheckoutVisitor | null>;
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
    onError: (error) => app.log.warn({ err: error }, 'wallet push failed'),
  });
  const sandbox = new SandboxPaymentProvider({ key: sandboxKey });
  const topup = new TopupService(new TopupRepository(db), {
    ledger,
    providers: sandboxCheckout === 'off' ? [] : [sandbox],
    notifier,
    rateLimiter: deps.rateLimiter,
    logger: app.log,
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
  const nobles = new NobleService(new NobleRepository(db), { ledger });
  const payout = new PayoutService(new PayoutRepository(db), {
    ledger,
    password: new PaymentPasswordGuard({ db: db }),
    withdrawalsEnabled: settings.withdrawalsEnabled,
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
  registerWebhookRoutes(app, topup);
  if (sandboxCheckout !== 'off') {
    registerSandboxCheckout(app, {
      topup,
      sandbox,
      audience: sandboxCheckout,
      visitor: deps.checkoutVisitor,
    });
  }

  let timer: NodeJS.Timeout | null = null;
  // Long-running servers settle in the background; tests settle by hand.
  if (deps.config.env !== 'test') {
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
