import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { seedDatabase } from './db/seed/demo-seed';
import { writeInitialPasswords } from './db/seed/initial-passwords';
import { AccountsRepository } from './modules/accounts/accounts.repository';
import { registerAccountRoutes } from './modules/accounts/accounts.routes';
import { AccountsService } from './modules/accounts/accounts.service';
import { startAccountsHousekeeping } from './modules/accounts/accounts-housekeeping';
import { installAuth, requestToken } from './modules/accounts/auth.hook';
import { databaseAccessPolicy } from './modules/accounts/database-access-policy';
import { isOperator } from './modules/accounts/require-operator';
import { QrLoginRepository } from './modules/accounts/qr-login.repository';
import { QrLoginService } from './modules/accounts/qr-login.service';
import { onSessionsRevoked, SessionService } from './modules/accounts/session.service';
import { registerSmsOutboxRoutes } from './modules/accounts/sms-outbox.routes';
import { VerificationCodeService } from './modules/accounts/verification-code.service';
import { ProfileRepository } from './modules/profile/profile.repository';
import { registerProfileRoutes } from './modules/profile/profile.routes';
import { BlockedWordsService } from './modules/chat/blocked-words.service';
import { ChatRepository } from './modules/chat/chat.repository';
import { ProfileService } from './modules/profile/profile.service';
import { registerUploadRoutes } from './modules/uploads/uploads.routes';
import { UploadsService } from './modules/uploads/uploads.service';
import { FeedbackRepository } from './modules/feedback/feedback.repository';
import { registerFeedbackRoutes } from './modules/feedback/feedback.routes';
import { FeedbackService } from './modules/feedback/feedback.service';
import { SystemRepository } from './modules/system/system.repository';
import { registerSystemRoutes } from './modules/system/system.routes';
import { SystemService } from './modules/system/system.service';
import { BusChannel, type Bus } from './platform/bus/bus';
import { createBus } from './platform/bus/create-bus';
import { AppEventBus } from './platform/events/app-event-bus';
import type { Config } from './platform/config/config';
import { fastifyTrustProxy } from './platform/http/trust-proxy';
import { openDatabase, type DatabaseHandle } from './platform/db/database';
import { installAccessPolicy } from './platform/http/access-policy';
import { installCsrfGuard } from './platform/http/csrf';
import { installErrorHandler } from './platform/http/error-handler';
import { answerClientError, answerFrameworkError } from './platform/http/client-errors';
import { installOpenApi } from './platform/http/openapi';
import { generateRequestId } from './platform/http/request-id';
import { installSecurityHeaders } from './platform/http/security-headers';
import { installSpa } from './platform/http/spa';
import { createRateLimiter } from './platform/rate-limit/create-rate-limiter';
import type { RateLimiter } from './platform/rate-limit/rate-limiter';
import { loadSecrets, type Secrets } from './platform/secrets/secrets';
import { OutboxSmsProvider } from './platform/sms/sms-provider';
import { createStorage } from './platform/storage/create-storage';
import { LiveDataHub } from './realtime/live-data-hub';
import { createFeedLeadership } from './feeds/feed-leader';
import { FeedLoop } from './feeds/feed-loop';
import type { ScoreFeed } from './feeds/score-feed';
import { createScoreFeed } from './feeds/create-score-feed';
import type { Clock } from './feeds/simulator/simulator-clock';
import { MatchesRepository } from './modules/matches/matches.repository';
import { ReservationReminders } from './modules/matches/reservation-reminders';
import { registerMatchRoutes } from './modules/matches/matches.routes';
import { MatchesService } from './modules/matches/matches.service';
import { demoRoomId } from './db/seed/live-seed';
import { createMediaServer } from './media/create-media-server';
import { DemoBroadcaster } from './media/demo-broadcaster';
import { ffmpegAvailable } from './media/hls-writer';
import type { MediaServer } from './media/media-server';
import { LiveRepository } from './modules/live/live.repository';
import { registerLiveRoutes } from './modules/live/live.routes';
import { LiveService } from './modules/live/live.service';
import { ModerationService } from './modules/live/moderation.service';
import { matchLabelOf } from './modules/live/match-label';
import { RoomPresence } from './realtime/room-presence';
import type { ImHub } from './realtime/im-hub';
import { handleSocketError, installSocketOriginCheck } from './realtime/socket-guards';
import { installRoomAudience } from './modules/live/room-audience';
import { installChat } from './modules/chat/chat-module';
import { installMoney } from './modules/money/money-module';
import { installEngagement } from './modules/engagement/engagement-module';
import { PaidBarrageCharges } from './modules/engagement/horn/paid-barrage-charges';

const VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

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
 * Builds the whole server: platform parts first (database migrated and seeded, bus, secrets),
 * then shared HTTP plugins, then feature modules, then the SPA. `server.ts` only listens.
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

  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? {
            kind: 'postgres',
            url: config.databaseUrl,
            onError: (error) => app.log.error({ err: error }, 'database pool error'),
          }
        : { kind: 'pglite', dataDir: config.dataDir },
    ));
  if (!options.database) {
    await database.migrate(async (db) => {
      const { applied, credentials } = await seedDatabase(db, {
        operator: config.operator,
        demo: config.seedDemoData,
      });
      if (applied.length > 0) app.log.info({ seeds: applied }, 'seeded the database');
      const file = await writeInitialPasswords(config.dataDir, credentials);
      if (file) {
        app.log.warn(
          { file, accounts: credentials.map((credential) => credential.label) },
          'passwords of the seeded accounts are in this file (readable by its owner only): ' +
            'log in, change them, then delete it',
        );
      }
    });
  }
  const bus =
    options.bus ??
    (await createBus({
      redisUrl: config.redisUrl,
      onError: (error) => app.log.error({ err: error }, 'bus error'),
    }));
  const rateLimiter =
    options.rateLimiter ??
    (await createRateLimiter({
      redisUrl: config.redisUrl,
      onError: (error) => app.log.error({ err: error }, 'rate limiter error'),
    }));
  // Modules announce what happens here; others (the task centre) subscribe (CONTRIBUTING).
  const events = new AppEventBus({ logger: app.log });
  const secrets = await loadSecrets({ appSecret: config.appSecret, dataDir: config.dataDir });
  const liveData = new LiveDataHub({
    bus,
    logger: app.log,
    connectionCaps: config.sockets,
    ...(options.liveDataIdleTimeoutMs ? { idleTimeoutMs: options.liveDataIdleTimeoutMs } : {}),
  });
  await liveData.start();

  const feedSource = createScoreFeed(config, {
    clock: options.feedClock,
    onPollError: (error) => app.log.warn({ err: error }, 'score provider poll failed'),
  });
  const scoreFeed = feedSource.feed;
  const feedLoop = new FeedLoop({
    feed: scoreFeed,
    publish: (audience, message) => liveData.publish(audience, message),
    logger: app.log,
    ...(config.feedEnabled
      ? {
          leadership: await createFeedLeadership({
            redisUrl: config.redisUrl,
            onError: (error) => app.log.error({ err: error }, 'feed leader lease error'),
          }),
        }
      : {}),
  });

  const accountsRepository = new AccountsRepository(database.db);
  const sessions = new SessionService({ repository: accountsRepository, bus });
  await sessions.start();

  // Tests build many short-lived apps on one database: only long-running servers purge.
  const stopHousekeeping =
    config.env === 'test'
      ? () => {}
      : startAccountsHousekeeping({ db: database.db, logger: app.log });

  app.addHook('onClose', async () => {
    stopHousekeeping();
    feedSource.stop();
    await feedLoop.stop();
    await sessions.stop();
    if (!options.rateLimiter) await rateLimiter.close();
    if (!options.bus) await bus.close();
    if (!options.database) await database.close();
  });

  if (config.demo.providersInProduction) {
    // Every start, so nobody forgets a production site runs on stand-ins (DEMO_PROVIDERS=allow).
    app.log.warn(
      { sms: config.sms.provider, payments: config.money.paymentProvider },
      'DEMO PROVIDERS IN PRODUCTION: no real SMS is sent and no real money is taken; the SMS ' +
        'outbox and the sandbox checkout answer operators only, withdrawals are off. ' +
        'Configure real providers and remove DEMO_PROVIDERS=allow before opening to the public.',
    );
  }
  installErrorHandler(app);
  await installSecurityHeaders(app, {
    analyticsScriptUrl: config.analyticsScriptUrl,
    mediaUrlTemplates: [config.media.flvUrlTemplate, config.media.hlsUrlTemplate],
    uploadsUrl: config.s3?.publicUrl,
    publicUrl: config.publicUrl,
    https: config.publicUrl?.startsWith('https:') ?? false,
  });
  installCsrfGuard(app);
  installAuth(app, sessions);
  installAccessPolicy(app, databaseAccessPolicy(database.db));
  if (config.apiDocs) await installOpenApi(app, VERSION);
  // Created with the chat module below; closed here with the other sockets.
  let imHubForShutdown: ImHub | null = null;
  await app.register(websocket, {
    options: { maxPayload: 16 * 1024 },
    errorHandler: handleSocketError,
    // Say goodbye with 1001 ("going away") so clients reconnect to another instance at once.
    preClose: async () => {
      await liveData.close();
      await imHubForShutdown?.close();
      await new Promise<void>((resolve) => app.websocketServer.close(() => resolve()));
    },
  });

  // After the plugin: its own hook must mark upgrades first, so a refused one is cleaned up.
  installSocketOriginCheck(app, config.publicUrl);
  app.get('/ws', { websocket: true }, (socket, request) => {
    const clientId = liveData.attach(socket, request.ip);
    if (clientId === null) return; // the address holds too many sockets: closed with 1008
    // The upgrade request carries the session cookie: members get their personal pushes while
    // that session lives.
    void sessions.resolve(requestToken(request)).then(
      (auth) => {
        if (auth.kind === 'member') liveData.identify(clientId, auth.userId, auth.tokenHash);
      },
      (error: unknown) => app.log.warn({ err: error }, 'could not resolve a socket session'),
    );
  });
  const stopForgettingSessions = await onSessionsRevoked(bus, (hashes) =>
    liveData.forgetSessions(hashes),
  );
  app.addHook('onClose', stopForgettingSessions);

  const systemService = new SystemService({
    repository: new SystemRepository(database.db),
    settings: {
      publicUrl: config.publicUrl,
      analyticsScriptUrl: config.analyticsScriptUrl,
      androidDownloadUrl: config.androidDownloadUrl,
      smsOutboxApi: config.demo.smsOutbox === 'public',
    },
    version: VERSION,
    startedAt: Date.now(),
    probes: {
      database,
      bus,
      liveDataClients: () => liveData.clientCount,
    },
  });
  registerSystemRoutes(app, systemService, config.publicUrl);
  const codes = new VerificationCodeService({
    repository: accountsRepository,
    sms: new OutboxSmsProvider(database.db, app.log),
    rateLimiter,
    key: secrets.keyFor('verification-code'),
  });
  const money = installMoney(app, {
    events,
    db: database.db,
    liveData,
    rateLimiter,
    money: config.money,
    sandboxKey: secrets.keyFor('payments-sandbox'),
    sandboxCheckout: config.demo.sandboxCheckout,
    checkoutVisitor: async (request) => {
      const auth = await sessions.resolve(requestToken(request));
      if (auth.kind !== 'member') return null;
      return {
        userId: auth.userId,
        sessionId: auth.sessionId,
        operator: await isOperator(database.db, auth.userId),
      };
    },
    settleInBackground: config.env !== 'test',
  });
  const accounts = new AccountsService({
    repository: accountsRepository,
    sessions,
    rateLimiter,
    codes,
    imKey: secrets.keyFor('im-user-sig'),
    standing: money.standing,
  });
  registerAccountRoutes(app, {
    accounts,
    sessions,
    qrLogin: new QrLoginService({
      repository: new QrLoginRepository(database.db),
      accounts,
      accountsRepository,
      liveData,
      rateLimiter,
    }),
    secureCookies: config.publicUrl?.startsWith('https:') ?? false,
    publicUrl: config.publicUrl,
  });
  // The operators' blocked words: refused in chat and in every public text (names, titles, …).
  const blockedWords = new BlockedWordsService({
    repository: new ChatRepository(database.db),
    bus,
  });
  await blockedWords.start();
  app.addHook('onClose', async () => blockedWords.stop());
  registerProfileRoutes(
    app,
    new ProfileService({
      repository: new ProfileRepository(database.db),
      accountsRepository,
      accounts,
      sessions,
      codes,
      imKey: secrets.keyFor('im-user-sig'),
      events,
      blockedWords,
    }),
  );
  const uploadsDir = path.join(config.dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  await registerUploadRoutes(app, {
    uploads: new UploadsService({
      db: database.db,
      storage: createStorage(config, uploadsDir),
      key: secrets.keyFor('upload-token'),
      rateLimiter,
    }),
    uploadsDir,
  });
  if (config.demo.smsOutbox !== 'off') {
    registerSmsOutboxRoutes(app, {
      db: database.db,
      rateLimiter,
      audience: config.demo.smsOutbox,
    });
  }
  registerFeedbackRoutes(app, new FeedbackService(new FeedbackRepository(database.db)));
  const matchesRepository = new MatchesRepository(database.db);
  registerMatchRoutes(app, new MatchesService({ feed: scoreFeed, repository: matchesRepository }));
  const reminders = new ReservationReminders({
    feed: scoreFeed,
    repository: matchesRepository,
    liveData,
    logger: app.log,
  });
  if (config.feedEnabled) {
    feedSource.start();
    feedLoop.start();
    reminders.start();
  }
  app.addHook('onClose', async () => reminders.stop());

  const liveRepository = new LiveRepository(database.db);
  const viewerSecondsOwed = new Map<number, number>();
  const presence = new RoomPresence({
    bus,
    channel: BusChannel.roomPresence,
    localCounts: () => liveData.localRoomCounts(),
    onTotalChanged: (roomId, online) =>
      liveData.sendLocal(
        { kind: 'room', roomId },
        { code: 200, type: 'roomOnline', data: { room_id: roomId, online } },
      ),
    ...(options.presenceIntervalMs ? { intervalMs: options.presenceIntervalMs } : {}),
    onTick: ({ local, totals, seconds }) => {
      events.emit('presence.tick', { memberIds: liveData.localRoomMembers(), seconds });
      const samples = [...local.entries()].map(([roomId, count]) => {
        // Whole seconds go to the database; fractions wait for the next tick.
        const owed = (viewerSecondsOwed.get(roomId) ?? 0) + count * seconds;
        viewerSecondsOwed.set(roomId, owed - Math.floor(owed));
        return { roomId, viewerSeconds: Math.floor(owed), online: totals.get(roomId) ?? count };
      });
      if (samples.length === 0) return;
      void liveRepository
        .recordViewers(samples)
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not record viewers'));
    },
  });
  await presence.start();
  const pushSecret = secrets.keyFor('media-push').toString('hex');
  const media = createMediaServer(app, config, { pushSecret, logger: app.log });
  const live = new LiveService({
    db: database.db,
    repository: liveRepository,
    media,
    liveData,
    presence,
    pushSecret,
    pushUrlTtlDays: config.media.pushUrlTtlDays,
    matchLabel: (matchId, language) => matchLabelOf(scoreFeed, matchId, language),
    logger: app.log,
    blockedWords,
  });
  registerLiveRoutes(app, {
    live,
    contributionRanking: (roomId, from, limit) =>
      money.gifts.contributionRanking(roomId, from, limit),
    moderation: new ModerationService({
      db: database.db,
      repository: liveRepository,
      live,
      liveData,
      rateLimiter,
    }),
  });
  await media.start(live);
  const chat = await installChat(app, {
    events,
    barrageCharges: new PaidBarrageCharges({
      db: database.db,
      ledger: money.ledger,
      nobles: money.nobles,
      liveData,
      logger: app.log,
    }),
    db: database.db,
    bus,
    rateLimiter,
    imKey: secrets.keyFor('im-user-sig'),
    live,
    liveRepository,
    blockedWords,
    connectionCaps: config.sockets,
    ...(options.liveDataIdleTimeoutMs ? { idleTimeoutMs: options.liveDataIdleTimeoutMs } : {}),
    ...(options.presenceIntervalMs ? { presenceIntervalMs: options.presenceIntervalMs } : {}),
  });
  imHubForShutdown = chat.hub;
  const engagement = installEngagement(app, {
    db: database.db,
    money,
    events,
    liveData,
    imHub: chat.hub,
    rateLimiter,
    blockedWords: chat.blockedWords,
    liveRepository,
    feed: scoreFeed,
    matchLabel: (matchId, language) => matchLabelOf(scoreFeed, matchId, language),
    housekeepingInBackground: config.env !== 'test',
  });
  const stopEntryAnnouncements = installRoomAudience({
    liveData,
    live,
    liveRepository,
    rateLimiter,
    logger: app.log,
  });
  let demoBroadcaster: DemoBroadcaster | null = null;
  if (config.media.demoBroadcast && media.kind === 'embedded') {
    const roomId = await demoRoomId(database.db);
    if (roomId !== null && ffmpegAvailable(config.media.ffmpegPath)) {
      demoBroadcaster = new DemoBroadcaster({
        ffmpegPath: config.media.ffmpegPath,
        logger: app.log,
        pushUrl: async () => {
          const room = await liveRepository.roomById(roomId);
          return room ? live.pushSettings(room, '127.0.0.1').push_url : '';
        },
      });
      app.addHook('onReady', async () => demoBroadcaster?.start());
    }
  }
  app.addHook('onClose', async () => {
    stopEntryAnnouncements();
    await demoBroadcaster?.stop();
    await presence.stop();
    await chat.stop();
    await media.close();
  });

  await installSpa(app, config.webDistDir);
  return {
    app,
    parts: {
      database,
      bus,
      secrets,
      liveData,
      rateLimiter,
      scoreFeed,
      feedLoop,
      reminders,
      media,
      live,
      presence,
      im: chat.hub,
      imPresence: chat.presence,
      money,
      engagement,
    },
  };
}
