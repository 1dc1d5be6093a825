import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database';
import type { AppEventBus } from '../../platform/events/app-event-bus';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { ImHub } from '../../realtime/im-hub';
import type { LiveDataHub } from '../../realtime/live-data-hub';
import { RecentRoomVisits } from '../../realtime/room-visits';
import type { BlockedWordsService } from '../chat/blocked-words.service';
import type { LiveRepository } from '../live/live.repository';
import type { installMoney } from '../money/money-module';
import { DailyTasksService } from './daily-tasks.service';
import { registerEngagementRoutes } from './engagement.routes';
import { registerGuessRoutes } from './guess/guess.routes';
import { GuessService, type GuessOptions } from './guess/guess.service';
import { registerHornRoutes } from './horn/horn.routes';
import { HornService } from './horn/horn.service';
import { BackpackService } from './mall/backpack.service';
import { registerMallRoutes } from './mall/mall.routes';
import { MallService } from './mall/mall.service';
import { registerRedEnvelopeRoutes } from './red-envelopes/red-envelope.routes';
import { RedEnvelopeService } from './red-envelopes/red-envelope.service';
import { SignInService } from './sign-in.service';

/**
 * How often expired red envelopes are refunded and finished matches settle their guesses (each
 * instance; rows are locked or moved conditionally, never done twice).
 */
const HOUSEKEEPING_INTERVAL_MS = 15_000;

export interface EngagementDeps {
  db: Database;
  money: ReturnType<typeof installMoney>;
  /** The task centre counts progress from these events (gifts, room chat, follows, watching). */
  events: AppEventBus;
  liveData: LiveDataHub;
  /** The chat socket: its room members count as present in the room (red envelope claims). */
  imHub: ImHub;
  rateLimiter: RateLimiter;
  blockedWords: Pick<BlockedWordsService, 'refuseIfBlocked'>;
  liveRepository: LiveRepository;
  feed: GuessOptions['feed'];
  matchLabel: GuessOptions['matchLabel'];
  /** Runs the refund and settlement timer (long-running servers; tests run them by hand). */
  housekeepingInBackground: boolean;
}

/** Sign-in, tasks, the mall and backpack, red envelopes, the global horn and fun-guess. */
export function installEngagement(app: FastifyInstance, deps: EngagementDeps) {
  const { db, money } = deps;
  const tasks = new DailyTasksService({ db, ledger: money.ledger, logger: app.log });
  const stopCountingTasks = tasks.subscribe(deps.events);
  const signIn = new SignInService({ db, ledger: money.ledger });
  const mall = new MallService({ db, ledger: money.ledger });
  const backpack = new BackpackService({
    db,
    ledger: money.ledger,
    gifts: money.gifts,
    events: deps.events,
  });
  const roomVisits = new RecentRoomVisits({
    rateLimiter: deps.rateLimiter,
    sources: [deps.liveData, deps.imHub],
    entries: deps.liveData,
    onError: (error) => app.log.warn({ err: error }, 'could not record a room visit'),
  });
  roomVisits.start();
  const redEnvelopes = new RedEnvelopeService({
    db,
    ledger: money.ledger,
    liveData: deps.liveData,
    notifier: money.notifier,
    rateLimiter: deps.rateLimiter,
    visits: roomVisits,
    liveRepository: deps.liveRepository,
    blockedWords: deps.blockedWords,
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
  const guesses = new GuessService({
    db,
    ledger: money.ledger,
    liveRepository: deps.liveRepository,
    liveData: deps.liveData,
    feed: deps.feed,
    matchLabel: deps.matchLabel,
    logger: app.log,
  });
  registerEngagementRoutes(app, { signIn, tasks });
  registerGuessRoutes(app, guesses);
  registerHornRoutes(app, horns);
  registerMallRoutes(app, { mall, backpack });
  registerRedEnvelopeRoutes(app, redEnvelopes);

  let timer: NodeJS.Timeout | null = null;
  if (deps.housekeepingInBackground) {
    timer = setInterval(() => {
      redEnvelopes
        .refundDue()
        .catch((error: unknown) => app.log.warn({ err: error }, 'red envelope refund failed'));
      guesses
        .settleFinished()
        .catch((error: unknown) => app.log.warn({ err: error }, 'guess settlement failed'));
    }, HOUSEKEEPING_INTERVAL_MS);
    timer.unref();
  }
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    stopCountingTasks();
    roomVisits.stop();
  });
  return { signIn, tasks, mall, backpack, redEnvelopes, horns, guesses, roomVisits };
}
