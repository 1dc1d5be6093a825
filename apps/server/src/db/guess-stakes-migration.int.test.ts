import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from '../platform/db/database';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** A copy of the migrations folder whose journal stops after `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'tifo-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

describe('migration 0017 (one option per member and guess)', () => {
  it('builds its key on a database where a member already backed several options', async () => {
    const before = await migrationsUpTo('0016_seeded_accounts');
    const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
    try {
      await migrate(drizzle(client), { migrationsFolder: before });
      await client.exec(`
        insert into users (id, country_code, mobile, nickname, password_hash, invite_code)
          values (1, 86, '13900000001', 'streamer', 'x', 'A1'), (2, 86, '13900000002', 'fan', 'x', 'A2');
        insert into live_rooms (id, anchor_id, title, stream_key) values (1, 1, 'room', 'key');
        insert into guesses (id, room_id, created_by, match_id, kind, mode) values (1, 1, 1, 'm', 'winner', 'pool');
        insert into guess_stakes (guess_id, user_id, option, amount)
          values (1, 2, 'home', 10), (1, 2, 'draw', 20), (1, 2, 'away', 30);`);
      // Before the fix this failed: the unique key could not be built on those three rows.
      await migrate(drizzle(client), { migrationsFolder });
      const stakes = await client.query<{ option: string; stake_slot: number }>(
        'select option, stake_slot from guess_stakes order by id',
      );
      expect(stakes.rows).toEqual([
        { option: 'home', stake_slot: 0 },
        { option: 'draw', stake_slot: 1 },
        { option: 'away', stake_slot: 2 },
      ]);
      // A new stake row of the same member is refused: one option per member from now on.
      await expect(
        client.query(
          `insert into guess_stakes (guess_id, user_id, option, amount) values (1, 2, 'draw', 5)`,
        ),
      ).rejects.toThrow(/guess_stakes_member_key/);
    } finally {
      await client.close();
      await rm(before, { recursive: true, force: true });
    }
  });
});
