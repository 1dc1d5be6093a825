import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump } from '../platform/db/database';

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
  const file = path.join(tmpdir(), `tifo-pglite-${await migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const dump = await migratedPgliteDump();
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  project.provide('pgliteDump', file);
}
