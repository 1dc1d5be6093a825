import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { FeedLoop } from './feeds/feed-loop';
import type { ScoreFeed } from './feeds/score-feed';
import type { Clock } from './feeds/simulator/simulator-clock';
import type { MediaServer } from './media/media-server';
import { installAccounts } from './modules/accounts/accounts-module';
import { installSessions } from './modules/accounts/sessions-module';
import { installBlockedWords, installChat } from './modules/chat/chat-module';
import { installEngagement } from './modules/engagement/engagement-module';
import { PaidBarrageCharges } from './modules/engagement/horn/paid-barrage-charges';
import { installFeedback } from './modules/feedback/feedback-module';
import { installLive } from './modules/live/live-module';
import type { LiveService } from './modules/live/live.service';
import { installMatches } from './modules/matches/matches-module';
import type { ReservationReminders } from './modules/matches/reservation-reminders';
import { installMoney } from './modules/money/money-module';
import { installProfile } from './modules/profile/profile-module';
import { installSystem } from './modules/system/system-module';
import { installUploads } from './modules/uploads/uploads-module';
import type { Bus } from './platform/bus/bus';
import type { Config } from './platform/config/config';
import type { DatabaseHandle } from './platform/db/database';
import { answerClientError, answerFrameworkError } from './platform/http/client-errors';
import { generateRequestId } from './platform/http/request-id';
import { installSpa } from './platform/http/spa';
import { fastifyTrustProxy } from './platform/http/trust-proxy';
import { installPlatform } from './platform/install-platform';
import type { RateLimiter } from './platform/rate-limit/rate-limiter';
import type { Secrets } from './platform/secrets/secrets';
import type { ImHub } from './realtime/im-hub';
import type { LiveDataHub } from './realtime/live-data-hub';
import type { RoomPresence } from './realtime/room-presence';

export interface AppParts {
  database: DatabaseHandle;
  bus: Bus;
  secrets: Secrets;
  liveData: LiveDataHub;
  rateLimiter: RateLimiter;
  scoreFeed: ScoreFeed;
  /** Pushes score changes; started unless FEED_ENABLED=false (tests call `tick()` by hand). */
  feedLoop: FeedLoop;
  reminders: ReservationReminders;
  media: MediaServer;
  live: LiveService;
  presence: RoomPresence;
  im: ImHub;
  imPresence: RoomPresence;
  money: ReturnType<typeof installMoney>;
  engagement: ReturnType<typeof installEngagement>;
}

export interface BuildOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Tests inject a shared database or bus; injected parts are not closed with the app. */
  database?: DatabaseHandle;
  bus?: Bus;
  rateLimiter?: RateLimiter;
  liveDataIdleTimeoutMs?: number;
  /** The score feed's clock (tests pass a manual clock); FEED_SPEED decides otherwise. */
  feedClock?: Clock;
  /** How often room viewer counts are shared and pushed (tests shorten it). */
  presenceIntervalMs?: number;
}

/**
 * Builds the whole server: the platform (database migrated and seeded, bus, secrets, shared
 * HTTP and socket plugins), then the feature modules, each installing itself (CONTRIBUTING),
 * then the SPA. `server.ts` only listens.
 */
export async function buildApp(
  options: BuildOptions,
): Promise<{ app: FastifyInstance; parts: AppParts }> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.token', 'req.headers.authorization'],
    },
    genReqId: generateRequestId,
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Over-long URLs and other requests refused before routing get the envelope too (L10).
    clientErrorHandler: answerClientError,
    frameworkErrors: (_error, request, reply) => answerFrameworkError(request, reply),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const platform = await installPlatform(app, options);
  const { database, events, liveData, rateLimiter } = platform;
  const { db } = database;
  const sessions = await installSessions(app, platform);
  installSystem(app, platform);
  const money = installMoney(app, {
    events,
    db,
    liveData,
    rateLimiter,
    money: config.money,
    sandboxKey: platform.secrets.keyFor('payments-sandbox'),
    sandboxCheckout: config.demo.sandboxCheckout,
    checkoutVisitor: sessions.pageVisitor,
    settleInBackground: config.env !== 'test',
  });
  const accounts = installAccounts(app, { ...platform, sessions, standing: money.standing });
  const blockedWords = await installBlockedWords(app, { db, bus: platform.bus });
  installProfile(app, { ...platform, sessions, accounts, blockedWords });
  await installUploads(app, platform);
  installFeedback(app, platform);
  const matches = await installMatches(app, { ...platform, feedClock: options.feedClock });
  const { presenceIntervalMs } = options;
  const live = await installLive(app, {
    ...platform,
    matches,
    money,
    blockedWords,
    presenceIntervalMs,
  });
  const chat = await installChat(app, {
    events,
    barrageCharges: new PaidBarrageCharges({
      db,
      ledger: money.ledger,
      nobles: money.nobles,
      liveData,
      logger: app.log,
    }),
    db,
    bus: platform.bus,
    rateLimiter,
    imKey: platform.secrets.keyFor('im-user-sig'),
    live: live.live,
    liveRepository: live.repository,
    blockedWords,
    connectionCaps: config.sockets,
    closeOnShutdown: platform.closeOnShutdown,
    ...(options.liveDataIdleTimeoutMs ? { idleTimeoutMs: options.liveDataIdleTimeoutMs } : {}),
    ...(presenceIntervalMs ? { presenceIntervalMs } : {}),
  });
  const engagement = installEngagement(app, {
    db,
    money,
    events,
    liveData,
    imHub: chat.hub,
    rateLimiter,
    blockedWords: chat.blockedWords,
    liveRepository: live.repository,
    feed: matches.scoreFeed,
    matchLabel: matches.matchLabel,
    housekeepingInBackground: config.env !== 'test',
  });

  await installSpa(app, config.webDistDir);
  return {
    app,
    parts: {
      ...platform,
      scoreFeed: matches.scoreFeed,
      feedLoop: matches.feedLoop,
      reminders: matches.reminders,
      media: live.media,
      live: live.live,
      presence: live.presence,
      im: chat.hub,
      imPresence: chat.presence,
      money,
      engagement,
    },
  };
}
