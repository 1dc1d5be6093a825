import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedSeeds, seedDemoData } from '../../db/seed/demo-seed';
import { systemSettings } from '../../db/schema/index';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test-support/targets';

describe.each(databaseKinds)('database: %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  it('answers a ping after migrating', async () => {
    expect(database.driver).toBe(kind);
    expect(await database.ping()).toBeGreaterThanOrEqual(0);
  });

  it('applies every migration, and a second run changes nothing', async () => {
    const tables = async () => {
      const result = await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      // Both drivers answer { rows }; the shared Database type cannot say so.
      return (result as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
    };
    const before = await tables();
    expect(before).toEqual(expect.arrayContaining(['feedback', 'seed_runs', 'system_settings']));
    await database.migrate();
    expect(await tables()).toEqual(before);
  });

  it('seeds demo data once, however often it runs, also concurrently', async () => {
    const first = await seedDemoData(database.db);
    expect(first.applied).toEqual([
      '0001-system-settings',
      '0002-operator-account',
      '0005-video-categories',
      '0007-circles',
      '0003-live-rooms',
      '0004-news-articles',
      '0006-banners',
      '0008-circle-posts',
      '0009-demo-experts',
    ]);
    // Passwords are handed over, never part of a log line (security review M9).
    expect(
      first.credentials.map(({ label, countryCode, mobile }) => ({ label, countryCode, mobile })),
    ).toEqual([
      { label: 'operator', countryCode: 86, mobile: '13800000000' },
      { label: 'demo streamer', countryCode: 86, mobile: '13800000001' },
    ]);
    for (const credential of first.credentials) expect(credential.password).toMatch(/^[\w-]{12}$/);
    const again = await Promise.all([seedDemoData(database.db), seedDemoData(database.db)]);
    expect(again.flatMap((run) => run.applied)).toEqual([]);
    // Recorded by name; platform seeds run before the demo's whatever their numbers.
    expect(await appliedSeeds(database.db)).toEqual([...first.applied].sort());
    const rows = await database.db.select().from(systemSettings);
    expect(rows.find((row) => row.key === 'site_name')?.value).toBe('Tifo');
  });

  it('keeps an operator edit when seeding runs again', async () => {
    await database.db
      .update(systemSettings)
      .set({ value: 'Tifo Việt Nam' })
      .where(sql`${systemSettings.key} = 'site_name'`);
    await seedDemoData(database.db);
    const [row] = await database.db
      .select()
      .from(systemSettings)
      .where(sql`${systemSettings.key} = 'site_name'`);
    expect(row?.value).toBe('Tifo Việt Nam');
  });
});

describe.runIf(process.env.DATABASE_URL)('a PostgreSQL connection lost mid-transaction', () => {
  it('fails that transaction and leaves the process running', async () => {
    const database = await openTestDatabase('postgres');
    try {
      const pid = new Promise<number>((resolve, reject) => {
        const held = database.db.transaction(async (tx) => {
          const result = await tx.execute(sql`select pg_backend_pid() as pid`);
          resolve(Number((result as { rows: { pid: number }[] }).rows[0]?.pid));
          await tx.execute(sql`select pg_sleep(5)`);
        });
        // The outcome the caller sees: an error, not a crashed process (issue 27's restarts).
        void held.then(
          () => reject(new Error('the transaction survived its connection')),
          () => undefined,
        );
      });
      const backend = await pid;
      await database.executeSql('select pg_terminate_backend($1)', [backend]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The pool goes on with a new connection.
      expect(await database.ping()).toBeGreaterThanOrEqual(0);
    } finally {
      await database.dispose();
    }
  }, 30_000);
});
