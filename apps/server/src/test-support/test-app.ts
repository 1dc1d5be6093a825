import type { FastifyInstance } from 'fastify';
import { buildApp, type AppParts, type BuildOptions } from '../app';
import type { Bus } from '../platform/bus/bus';
import { MemoryBus } from '../platform/bus/memory-bus';
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../feeds/simulator/simulator-clock';
import { makeTestConfig, openTestDatabase, type TestDatabase } from './targets';

export interface TestApp {
  app: FastifyInstance;
  parts: AppParts;
  close(): Promise<void>;
}

/** Builds the real app on a shared test database; every other part is fresh. */
export async function buildTestApp(options: {
  database: TestDatabase;
  bus?: Bus;
  env?: NodeJS.ProcessEnv;
  /** The app's logger (a captured stream, see `captureLog`); silent otherwise. */
  logger?: BuildOptions['logger'];
  beforeReady?: (app: FastifyInstance) => void;
  liveDataIdleTimeoutMs?: BuildOptions['liveDataIdleTimeoutMs'];
  presenceIntervalMs?: number;
}): Promise<TestApp> {
  const { config, cleanup } = await makeTestConfig(options.env);
  const bus = options.bus ?? new MemoryBus();
  const { app, parts } = await buildApp({
    config,
    database: options.database,
    bus,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.liveDataIdleTimeoutMs
      ? { liveDataIdleTimeoutMs: options.liveDataIdleTimeoutMs }
      : {}),
    ...(options.presenceIntervalMs ? { presenceIntervalMs: options.presenceIntervalMs } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    parts,
    async close() {
      await app.close();
      if (!options.bus) await bus.close();
      await cleanup();
    },
  };
}

/** Headers a browser page of ours sends on a POST. */
export const browserPostHeaders = { 'x-tifo-client': 'web', 'content-type': 'application/json' };

/**
 * One database and one app for a whole test file (PGlite costs seconds per instance), built
 * before its tests and closed after them. Read `ctx.test` and `ctx.database` inside tests.
 */
export function useAppForFile(
  kind: 'pglite' | 'postgres',
  options: {
    listen?: boolean;
    env?: NodeJS.ProcessEnv;
    presenceIntervalMs?: number;
    logger?: BuildOptions['logger'];
  } = {},
): { readonly test: TestApp; readonly database: TestDatabase } {
  const ctx = {} as { test: TestApp; database: TestDatabase };
  beforeAll(async () => {
    ctx.database = await openTestDatabase(kind);
    ctx.test = await buildTestApp({
      database: ctx.database,
      ...(options.env ? { env: options.env } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
      ...(options.presenceIntervalMs ? { presenceIntervalMs: options.presenceIntervalMs } : {}),
    });
    if (options.listen) await ctx.test.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await ctx.test.close();
    await ctx.database.dispose();
  });
  return ctx;
}

/**
 * Like `useAppForFile`, for the score feed: the feed runs on `clock` (a manual clock the test
 * moves) and its loop is off, so tests call `parts.feedLoop.tick()` themselves.
 */
export function useFeedAppForFile(
  kind: 'pglite' | 'postgres',
  clock: Clock,
  options: {
    listen?: boolean;
    env?: NodeJS.ProcessEnv;
    /** How long closing the app may take (the hook timeout otherwise). */
    closeTimeoutMs?: number;
  } = {},
): { readonly test: TestApp; readonly database: TestDatabase } {
  const ctx = {} as { test: TestApp; database: TestDatabase };
  beforeAll(async () => {
    ctx.database = await openTestDatabase(kind);
    const { config, cleanup } = await makeTestConfig({ ...options.env, FEED_ENABLED: 'false' });
    const bus = new MemoryBus();
    const { app, parts } = await buildApp({
      config,
      database: ctx.database,
      bus,
      feedClock: clock,
    });
    if (options.listen) await app.listen({ host: '127.0.0.1', port: 0 });
    else await app.ready();
    ctx.test = {
      app,
      parts,
      async close() {
        await app.close();
        await bus.close();
        await cleanup();
      },
    };
  });
  afterAll(async () => {
    await ctx.test.close();
    await ctx.database.dispose();
  }, options.closeTimeoutMs);
  return ctx;
}
