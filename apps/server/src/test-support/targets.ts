import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { Bus } from '../platform/bus/bus';
import { MemoryBus, MemoryHub } from '../platform/bus/memory-bus';
import { RedisBus } from '../platform/bus/redis-bus';
import { loadConfig, type Config } from '../platform/config/config';
import { migratedPgliteDump, openDatabase, type DatabaseHandle } from '../platform/db/database';

/**
 * The databases and buses integration tests run against: the embedded defaults always, the
 * real services when DATABASE_URL / REDIS_URL are set (CI sets them when they answer).
 */
export const databaseKinds = (['pglite', 'postgres'] as const).filter(
  (kind) => kind === 'pglite' || Boolean(process.env.DATABASE_URL),
);
export const busKinds = (['memory', 'redis'] as const).filter(
  (kind) => kind === 'memory' || Boolean(process.env.REDIS_URL),
);

export type TestDatabase = DatabaseHandle & {
  dispose(): Promise<void>;
  /** Where a PostgreSQL test database is, for other processes to open (benchmarks). */
  url?: string;
};

/**
 * A migrated database of its own: PGlite in memory, or a fresh PostgreSQL database created on
 * the server DATABASE_URL points to (dropped again by `dispose`), so test files never share rows.
 */
/** The migrated database the global setup dumped, read once per test file. */
let migratedDump: Promise<Blob> | null = null;

async function readMigratedDump(): Promise<Blob> {
  let file: string | undefined;
  try {
    file = inject('pgliteDump');
  } catch {
    // Outside vitest (the benchmarks): migrate here.
  }
  return file ? new Blob([await readFile(file)]) : migratedPgliteDump();
}

/** Creating from the global setup's migrated template; outside vitest, an empty database. */
function postgresTemplateClause(): string {
  try {
    const template = inject('postgresTemplate');
    return template ? ` template ${template}` : '';
  } catch {
    return '';
  }
}

export async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    // Migrating takes seconds; a copy of a migrated database takes a fraction of that.
    migratedDump ??= readMigratedDump();
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: 'memory',
      loadDataDir: await migratedDump,
    });
    await handle.migrate();
    return { ...handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `tifo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${postgresTemplateClause()}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Two buses that see each other's messages, as two server instances would. */
export async function openBusPair(kind: 'memory' | 'redis'): Promise<[Bus, Bus]> {
  if (kind === 'memory') {
    const hub = new MemoryHub();
    return [new MemoryBus(hub), new MemoryBus(hub)];
  }
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('REDIS_URL is not set');
  // A prefix of its own keeps parallel test files from hearing each other.
  const prefix = `tifo-test-${randomBytes(4).toString('hex')}:`;
  return Promise.all([RedisBus.connect({ url, prefix }), RedisBus.connect({ url, prefix })]);
}

/** A configuration for tests: silent logs and a temporary data folder. */
export async function makeTestConfig(overrides: NodeJS.ProcessEnv = {}): Promise<{
  config: Config;
  cleanup: () => Promise<void>;
}> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tifo-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...overrides,
  });
  return { config, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
}
