import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { migratedPgliteDump, openDatabase } from '../platform/db/database';

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../db/migrations',
);

/** A hash of every migration: a new or changed one makes a new dump. */
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (folder: string): Promise<void> => {
    for (const entry of (await readdir(folder, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else hash.update(entry.name).update(await readFile(full));
    }
  };
  await walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Migrating a PGlite database takes seconds and most test files open several: migrate once per
 * run (or once per set of migrations, as the dump is kept) and let every test database start
 * from the dump.
 */
export default async function setup(project: TestProject): Promise<void> {
  const hash = await migrationsHash();
  const file = path.join(tmpdir(), `tifo-pglite-${hash}.tar`);
  if (!existsSync(file)) {
    const dump = await migratedPgliteDump();
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  project.provide('pgliteDump', file);
  if (process.env.DATABASE_URL) {
    project.provide(
      'postgresTemplate',
      await migratedPostgresTemplate(process.env.DATABASE_URL, hash),
    );
  }
}

/**
 * The same on PostgreSQL: one migrated database per set of migrations, which every test database
 * is created from (`create database … template …` copies it in a fraction of a migration's
 * time). Built under a temporary name and renamed when complete, so a run that dies half-way
 * leaves no half-migrated template behind.
 */
async function migratedPostgresTemplate(adminUrl: string, hash: string): Promise<string> {
  const name = `tifo_template_${hash}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_${process.pid}`;
    await admin.query(`create database ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    await handle.migrate();
    await handle.close();
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      // Another run finished the same template first: use theirs.
      await admin.query(`drop database if exists ${building}`);
      const now = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!now.rowCount) throw error;
      return name;
    }
    // Templates of older migration sets are of no more use.
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'tifo\\_template\\_%' and datname <> $1",
      [name],
    );
    for (const { datname } of stale.rows) {
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
    return name;
  } finally {
    await admin.end();
  }
}
