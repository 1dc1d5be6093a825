import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
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
import { registerSandboxCheckout } from './topup/sandbox-checkout.routes';
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
  /** Signs the sandbox provider's webhooks. */
  sandboxKey: Buffer;
  /** Runs the settlement timer (long-running servers; tests settle by hand). */
  settleInBackground: boolean;
  /** Tells the task centre a member sent a gift. */
  onGiftSent?: (senderId: number) => void;
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
    providers: [sandbox],
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
    ...(deps.onGiftSent ? { onSent: deps.onGiftSent } : {}),
  });
  const nobles = new NobleService({ db: deps.db, ledger });
  const payout = new PayoutService({
    db: deps.db,
    ledger,
    password: new PaymentPasswordGuard({ db: deps.db }),
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
  registerSandboxCheckout(app, { topup, sandbox });

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
