import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/install-platform';
import { RecentRoomVisits } from '../../realtime/room-visits';
import type { Chat } from '../chat/chat-module';
import type { Live } from '../live/live-module';
import type { Matches } from '../matches/matches-module';
import type { Money } from '../money/money-module';
import { DailyTasksRepository } from './daily-tasks.repository';
import { DailyTasksService } from './daily-tasks.service';
import { registerEngagementRoutes } from './engagement.routes';
import { registerGuessRoutes } from './guess/guess.routes';
import { GuessRepository } from './guess/guess.repository';
import { GuessService } from './guess/guess.service';
import { HornRepository } from './horn/horn.repository';
import { registerHornRoutes } from './horn/horn.routes';
import { HornService } from './horn/horn.service';
import { PaidBarrageCharges } from './horn/paid-barrage-charges';
import { BackpackService } from './mall/backpack.service';
import { MallRepository } from './mall/mall.repository';
import { registerMallRoutes } from './mall/mall.routes';
import { MallService } from './mall/mall.service';
import { RedEnvelopeRepository } from './red-envelopes/red-envelope.repository';
import { registerRedEnvelopeRoutes } from './red-envelopes/red-envelope.routes';
import { RedEnvelopeService } from './red-envelopes/red-envelope.service';
import { SignInRepository } from './sign-in.repository';
import { SignInService } from './sign-in.service';

/**
 * How often expired red envelopes are refunded and finished matches settle their guesses (each
 * instance; rows are locked or moved conditionally, never done twice).
 */
const HOUSEKEEPING_INTERVAL_MS = 15_000;

export interface EngagementDeps extends Pick<
  Platform,
  'config' | 'database' | 'events' | 'liveData' | 'rateLimiter'
> {
  money: Money;
  /** The chat socket: its room members count as present in the room (red envelope claims). */
  chat: Pick<Chat, 'hub' | 'blockedWords' | 'siteMute'>;
  live: Pick<Live, 'repository'>;
  matches: Pick<Matches, 'scoreFeed' | 'matchLabel'>;
}

export type Engagement = ReturnType<typeof installEngagement>;

/**
 * Paid and advertising barrages, charged by the chat module (installed before this one) through
 * its `BarrageCharges` port.
 */
export function installBarrageCharges(
  app: FastifyInstance,
  deps: Pick<Platform, 'database' | 'liveData'> & { money: Pick<Money, 'ledger' | 'nobles'> },
): PaidBarrageCharges {
  return new PaidBarrageCharges(new HornRepository(deps.database.db), {
    ledger: deps.money.ledger,
    nobles: deps.money.nobles,
    liveData: deps.liveData,
    logger: app.log,
  });
}

/** Sign-in, tasks, the mall and backpack, red envelopes, the global horn and fun-guess. */
export function installEngagement(app: FastifyInstance, deps: EngagementDeps) {
  const { money } = deps;
  const { db } = deps.database;
  const tasks = new DailyTasksService(new DailyTasksRepository(db), {
    ledger: money.ledger,
    rules: money.rules,
    logger: app.log,
  });
  const stopCountingTasks = tasks.subscribe(deps.events);
  const signIn = new SignInService(new SignInRepository(db), {
    ledger: money.ledger,
    rules: money.rules,
  });
  const mallRepository = new MallRepository(db);
  const mall = new MallService(mallRepository, { ledger: money.ledger });
  const backpack = new BackpackService(mallRepository, {
    ledger: money.ledger,
    gifts: money.gifts,
    events: deps.events,
  });
  const roomVisits = new RecentRoomVisits({
    rateLimiter: deps.rateLimiter,
    sources: [deps.liveData, deps.chat.hub],
    entries: deps.liveData,
    onError: (error) => app.log.warn({ err: error }, 'could not record a room visit'),
  });
  roomVisits.start();
  const redEnvelopes = new RedEnvelopeService(new RedEnvelopeRepository(db), {
    ledger: money.ledger,
    liveData: deps.liveData,
    notifier: money.notifier,
    rateLimiter: deps.rateLimiter,
    visits: roomVisits,
    liveRepository: deps.live.repository,
    blockedWords: deps.chat.blockedWords,
    logger: app.log,
  });
  const horns = new HornService(new HornRepository(db), {
    db,
    ledger: money.ledger,
    nobles: money.nobles,
    notifier: money.notifier,
    liveData: deps.liveData,
    rateLimiter: deps.rateLimiter,
    blockedWords: deps.chat.blockedWords,
    siteMute: deps.chat.siteMute,
    logger: app.log,
  });
  const guesses = new GuessService(new GuessRepository(db), {
    ledger: money.ledger,
    liveRepository: deps.live.repository,
    liveData: deps.liveData,
    feed: deps.matches.scoreFeed,
    matchLabel: deps.matches.matchLabel,
    logger: app.log,
  });
  registerEngagementRoutes(app, { signIn, tasks });
  registerGuessRoutes(app, guesses);
  registerHornRoutes(app, horns);
  registerMallRoutes(app, { mall, backpack });
  registerRedEnvelopeRoutes(app, redEnvelopes);

  let timer: NodeJS.Timeout | null = null;
  // Long-running servers run them in the background; tests run them by hand.
  if (deps.config.env !== 'test') {
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
