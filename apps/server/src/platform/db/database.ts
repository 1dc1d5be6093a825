import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '../../db/schema/index';
import { serverPath } from '../server-root';

export type Schema = typeof schema;
/** The Drizzle database every repository takes; the same type for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Applies pending migrations, then runs `afterMigrate` under the same lock. */
  migrate(afterMigrate?: (db: Database) => Promise<void>): Promise<void>;
  /** Round-trip time of a trivial query in ms; throws when the database is unreachable. */
  ping(): Promise<number>;
  /**
   * Raw SQL for a library that writes its own (the job queue, pg-boss's `db` option): the same
   * connection (PGlite) or pool (PostgreSQL) as everything else. Never call it inside a
   * transaction of `db` on PGlite: its single connection waits for that transaction (deadlock).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

const migrationsFolder = serverPath('src', 'db', 'migrations');

/** Extensions the migrations create (search: trigrams over accent-folded names). */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export type DatabaseTarget =
  /**
   * `dataDir: 'memory'` keeps everything in memory (tests); `loadDataDir` starts it from a dump
   * (`dumpPglite`) instead of empty, which tests use to skip migrating every database.
   */
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; onError?: (error: Error) => void };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'pglite'
    ? openPglite(target.dataDir, target.loadDataDir)
    : openPostgres(target);
}

/** An in-memory PGlite database with every migration applied, as a dump to start others from. */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let location = 'memory://';
  if (dataDir !== 'memory') {
    // PGlite creates only the last folder of its path.
    await mkdir(dataDir, { recursive: true });
    location = path.join(dataDir, 'pglite');
  }
  const client = await PGlite.create(location, {
    extensions: PGLITE_EXTENSIONS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    // PGlite is a single connection inside this process: nobody else can migrate at once.
    async migrate(afterMigrate) {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await afterMigrate?.(db);
    },
    ping: () => timeQuery(db),
    executeSql: (text, values) => executeOnPglite(client, text, values),
    close: () => client.close(),
  };
}

/** pg-boss's locking scripts: `BEGIN; …; COMMIT;` with no values, several statements. */
const LOCKED_SCRIPT = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/;

/**
 * PGlite's `query` takes one statement; pg-boss also sends `BEGIN; …; COMMIT;` scripts (schema,
 * maintenance). Those run as one PGlite transaction of simple-protocol statements, so a failing
 * one (pg-boss swallows some on purpose) rolls back without leaving the only connection in an
 * aborted transaction for others.
 */
async function executeOnPglite(
  client: PGlite,
  text: string,
  values: unknown[] | undefined,
): Promise<{ rows: unknown[] }> {
  const locked = (values === undefined || values.length === 0) && LOCKED_SCRIPT.exec(text);
  if (locked) {
    const results = await client.transaction((tx) => tx.exec(locked[1] ?? ''));
    return results.at(-1) ?? { rows: [] };
  }
  return client.query(text, values);
}

async function openPostgres(target: {
  url: string;
  onError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: target.url,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    max: 10,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => target.onError?.(error));
  // Nor one checked out (a transaction in progress) when PostgreSQL restarts: the pool listens
  // only to idle clients, and an 'error' nobody hears ends the process. Its query fails with
  // the same error, and the pool drops it when it is released (found by the chaos suite).
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    async migrate(afterMigrate) {
      // Several instances may start together: one migrates and seeds while the others wait.
      const client = await pool.connect();
      try {
        await client.query(`select pg_advisory_lock(hashtext('tifo:migrate'))`);
        const locked = drizzlePostgres(client, { schema });
        await migratePostgres(locked, { migrationsFolder });
        await afterMigrate?.(locked);
      } finally {
        await client.query(`select pg_advisory_unlock(hashtext('tifo:migrate'))`).catch(() => {});
        client.release();
      }
    },
    ping: () => timeQuery(db),
    executeSql: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}

async function timeQuery(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 100) / 100;
}
