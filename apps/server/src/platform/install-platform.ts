import { readFileSync } from 'node:fs';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { seedDatabase } from '../db/seed/demo-seed';
import { writeInitialPasswords } from '../db/seed/initial-passwords';
import { LiveDataHub } from '../realtime/live-data-hub';
import {
  handleSocketError,
  installSocketBusGate,
  installSocketOriginCheck,
} from '../realtime/socket-guards';
import type { Bus } from './bus/bus';
import { createBus } from './bus/create-bus';
import { smsProvidersInUse, type Config } from './config/config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { AppEventBus } from './events/app-event-bus';
import { answerClientError, answerFrameworkError } from './http/client-errors';
import { installCsrfGuard } from './http/csrf';
import { installErrorHandler } from './http/error-handler';
import { installOpenApi } from './http/openapi';
import { generateRequestId } from './http/request-id';
import { installCompression } from './http/compression';
import { installSecurityHeaders } from './http/security-headers';
import { fastifyTrustProxy } from './http/trust-proxy';
import { installShutdownDrain, ShutdownDrain } from './http/shutdown-drain';
import { createRateLimiter } from './rate-limit/create-rate-limiter';
import type { RateLimiter } from './rate-limit/rate-limiter';
import { loadSecrets, type Secrets } from './secrets/secrets';
import { serverPath } from './server-root';

const VERSION = (
  JSON.parse(readFileSync(serverPath('package.json'), 'utf8')) as {
    version: string;
  }
).version;

export interface PlatformDeps {
  config: Config;
  /** Injected parts (tests share them) are not closed with the app. */
  database?: DatabaseHandle;
  bus?: Bus;
  rateLimiter?: RateLimiter;
  liveDataIdleTimeoutMs?: number;
  /** How often room viewer counts are shared and pushed (tests shorten it). */
  presenceIntervalMs?: number;
}

/** A socket hub that says goodbye (1001) to its clients when the app shuts down. */
interface SocketHub {
  close(): Promise<void>;
}

export interface Platform {
  config: Config;
  version: string;
  database: DatabaseHandle;
  bus: Bus;
  rateLimiter: RateLimiter;
  /** Modules announce what happens here; others (the task centre) subscribe (CONTRIBUTING). */
  events: AppEventBus;
  secrets: Secrets;
  liveData: LiveDataHub;
  /** How long a silent socket (`/ws`, `/im`) lives; the hubs' default unless tests shorten it. */
  socketIdleTimeoutMs: number | undefined;
  /** How often room counts are shared and pushed; the default unless tests shorten it. */
  presenceIntervalMs: number | undefined;
  /** Hubs of modules' own sockets (`/im`), closed with `/ws` before the socket server. */
  closeOnShutdown(hub: SocketHub): void;
  /** Begun on SIGTERM before the app closes (server.ts). */
  drain: ShutdownDrain;
}

/** The Fastify instance: logging, request ids, proxies, routing and body rules, zod schemas. */
export function createFastify(options: {
  config: Config;
  logger?: FastifyServerOptions['logger'];
}): FastifyInstance {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.token', 'req.headers.authorization'],
      // A person at a terminal reads lines; log collectors (stdout to a file or a pipe) get JSON.
      ...(process.stdout.isTTY && {
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
        },
      }),
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
  return app;
}

/**
 * The platform every module stands on: the database (migrated and seeded), bus, rate limiter,
 * secrets, the in-process event bus, the live-data hub, the shared HTTP plugins and the
 * websocket plugin. Closes what it opened (not injected parts) after every module's `onClose`.
 */
export async function installPlatform(app: FastifyInstance, deps: PlatformDeps): Promise<Platform> {
  const { config } = deps;
  const database =
    deps.database ??
    (await openDatabase(
      config.databaseUrl
        ? {
            kind: 'postgres',
            url: config.databaseUrl,
            onError: (error) => app.log.error({ err: error }, 'database pool error'),
          }
        : { kind: 'pglite', dataDir: config.dataDir },
    ));
  if (!deps.database) {
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
    deps.bus ??
    (await createBus({
      redisUrl: config.redisUrl,
      onError: (error) => app.log.error({ err: error }, 'bus error'),
    }));
  const rateLimiter =
    deps.rateLimiter ??
    (await createRateLimiter({
      redisUrl: config.redisUrl,
      onError: (error) => app.log.error({ err: error }, 'rate limiter error'),
    }));
  const events = new AppEventBus({ logger: app.log });
  const secrets = await loadSecrets({ appSecret: config.appSecret, dataDir: config.dataDir });
  const liveData = new LiveDataHub({
    bus,
    logger: app.log,
    connectionCaps: config.sockets,
    ...(deps.liveDataIdleTimeoutMs ? { idleTimeoutMs: deps.liveDataIdleTimeoutMs } : {}),
  });
  await liveData.start();
  // Registered first, so it runs last: every module has stopped using these by then.
  app.addHook('onClose', async () => {
    if (!deps.rateLimiter) await rateLimiter.close();
    if (!deps.bus) await bus.close();
    if (!deps.database) await database.close();
  });

  if (config.demo.providersInProduction) {
    // Every start, so nobody forgets a production site runs on stand-ins (DEMO_PROVIDERS=allow).
    const smsIsDemo = smsProvidersInUse(config.sms).includes('outbox');
    app.log.warn(
      { sms: smsProvidersInUse(config.sms), payments: config.money.payments.providers },
      `DEMO PROVIDERS IN PRODUCTION: ${smsIsDemo ? 'no real SMS is sent and ' : ''}no real ` +
        `money is taken; ${smsIsDemo ? 'the SMS outbox and ' : ''}the sandbox checkout ` +
        `answer${smsIsDemo ? '' : 's'} operators only, withdrawals are off. ` +
        'Configure real providers and remove DEMO_PROVIDERS=allow before opening to the public.',
    );
  }
  installErrorHandler(app);
  await installCompression(app);
  await installSecurityHeaders(app, {
    analyticsScriptUrl: config.analyticsScriptUrl,
    mediaUrlTemplates: [config.media.flvUrlTemplate, config.media.hlsUrlTemplate],
    uploadsUrl: config.s3?.publicUrl,
    publicUrl: config.publicUrl,
    https: config.publicUrl?.startsWith('https:') ?? false,
  });
  installCsrfGuard(app);
  if (config.apiDocs) await installOpenApi(app, VERSION);
  const socketHubs: SocketHub[] = [liveData];
  const drain = new ShutdownDrain();
  // Sockets move to other instances at once; closing a hub twice is harmless.
  drain.onBegin(() => {
    for (const hub of socketHubs) void hub.close();
  });
  await app.register(websocket, {
    options: { maxPayload: 16 * 1024 },
    errorHandler: handleSocketError,
    // Say goodbye with 1001 ("going away") so clients reconnect to another instance at once.
    preClose: async () => {
      for (const hub of socketHubs) await hub.close();
      await new Promise<void>((resolve) => app.websocketServer.close(() => resolve()));
    },
  });
  // After the plugin: its own hook must mark upgrades first, so a refused one is cleaned up.
  installSocketOriginCheck(app, config.publicUrl);
  installSocketBusGate(app, bus);
  installShutdownDrain(app, drain);

  return {
    config,
    version: VERSION,
    database,
    bus,
    rateLimiter,
    events,
    secrets,
    liveData,
    socketIdleTimeoutMs: deps.liveDataIdleTimeoutMs,
    presenceIntervalMs: deps.presenceIntervalMs,
    closeOnShutdown: (hub) => void socketHubs.push(hub),
    drain,
  };
}
