import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { LiveDataHub } from '../../realtime/live-data-hub';
import type { BlockedWordsService } from '../chat/blocked-words.service';
import type { installMoney } from '../money/money-module';
import type { DailyTasksService } from './daily-tasks.service';
import { registerEngagementRoutes } from './engagement.routes';
import { registerHornRoutes } from './horn/horn.routes';
import { HornService } from './horn/horn.service';
import { BackpackService } from './mall/backpack.service';
import { registerMallRoutes } from './mall/mall.routes';
import { MallService } from './mall/mall.service';
import { registerRedEnvelopeRoutes } from './red-envelopes/red-envelope.routes';
import { RedEnvelopeService } from './red-envelopes/red-envelope.service';
import { SignInService } from './sign-in.service';

/** How often expired red envelopes are refunded (each instance; rows are locked, not shared). */
const REFUND_INTERVAL_MS = 15_000;

export interface EngagementDeps {
  db: Database;
  money: ReturnType<typeof installMoney>;
  tasks: DailyTasksService;
  liveData: LiveDataHub;
  rateLimiter: RateLimiter;
  blockedWords: Pick<BlockedWordsService, 'refuseIfBlocked'>;
  /** Runs the refund timer (long-running servers; tests refund by hand). */
  refundInBackground: boolean;
}

/** Sign-in, tasks, the exchange mall, the backpack, red envelopes and the global horn. */
export function installEngagement(app: FastifyInstance, deps: EngagementDeps) {
  const { db, money, tasks } = deps;
  const signIn = new SignInService({ db, ledger: money.ledger });
  const mall = new MallService({ db, ledger: money.ledger });
  const backpack = new BackpackService({
    db,
    ledger: money.ledger,
    gifts: money.gifts,
    onSent: (senderId) => tasks.record(senderId, 'gift'),
  });
  const redEnvelopes = new RedEnvelopeService({
    db,
    ledger: money.ledger,
    liveData: deps.liveData,
    notifier: money.notifier,
    rateLimiter: deps.rateLimiter,
    logger: app.log,
  });
  const horns = new HornService({
    db,
    ledger: money.ledger,
    nobles: money.nobles,
    notifier: money.notifier,
    liveData: deps.liveData,
    rateLimiter: deps.rateLimiter,
    blockedWords: deps.blockedWords,
    logger: app.log,
  });
  registerEngagementRoutes(app, { signIn, tasks });
  registerHornRoutes(app, horns);
  registerMallRoutes(app, { mall, backpack });
  registerRedEnvelopeRoutes(app, redEnvelopes);

  let timer: NodeJS.Timeout | null = null;
  if (deps.refundInBackground) {
    timer = setInterval(() => {
      redEnvelopes
        .refundDue()
        .catch((error: unknown) => app.log.warn({ err: error }, 'red envelope refund failed'));
    }, REFUND_INTERVAL_MS);
    timer.unref();
  }
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
  return { signIn, tasks, mall, backpack, redEnvelopes, horns };
}
