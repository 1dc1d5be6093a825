import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test-support/targets';
import { JobQueue } from './job-queue';

describe.each(databaseKinds)('job queue (%s)', (kind) => {
  const warnings: object[] = [];
  let database: TestDatabase;
  let queue: JobQueue;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    queue = new JobQueue(database, { warn: (details) => warnings.push(details) });
    await queue.start([
      {
        name: 'probe',
        retryLimit: 1,
        retryDelaySeconds: 1,
        expireInSeconds: 60,
        policy: 'stately',
      },
    ]);
  });
  afterAll(async () => {
    await queue.stop();
    await database.dispose();
  });

  const waiting = async () => {
    const result = await database.executeSql(
      `select data from pgboss.job where name = 'probe' and state = 'created'`,
    );
    return result.rows as { data: { n: number } }[];
  };

  it('keeps one waiting job per key, and runs it once', async () => {
    await queue.send('probe', { n: 1 }, 'video:1');
    await queue.send('probe', { n: 2 }, 'video:1');
    await queue.send('probe', { n: 3 }, 'video:2');
    expect((await waiting()).map((row) => row.data.n).sort()).toEqual([1, 3]);

    const ran: number[] = [];
    await queue.work<{ n: number }>('probe', (data) => {
      ran.push(data.n);
      return Promise.resolve();
    });
    await expect.poll(() => ran.sort(), { timeout: 10_000 }).toEqual([1, 3]);
    expect(warnings).toEqual([]);
  });
});
