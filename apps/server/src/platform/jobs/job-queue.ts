import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/database';

export interface QueueSettings {
  retryLimit: number;
  retryDelaySeconds: number;
  /** Longest a job may run before it counts as lost (its instance died) and is retried. */
  expireInSeconds: number;
  /** Where jobs go when their retries are spent. */
  deadLetter?: string;
  /**
   * `stately`: one waiting and one running job per `send` key, so a repeated send is dropped
   * (pg-boss's default `standard` policy ignores keys). Set at creation: an existing queue keeps
   * its policy, so changing it later needs pg-boss's `updateQueue`.
   */
  policy?: 'standard' | 'stately';
}

/**
 * Jobs in PostgreSQL through pg-boss (10.4, the last major on Node 20), on the same database as
 * everything else: PGlite's single connection (through `executeSql`) or the PostgreSQL pool. A
 * job runs on one instance at a time; one whose instance dies is retried once it expires.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private started = false;

  constructor(
    database: Pick<DatabaseHandle, 'executeSql'>,
    logger: { warn(details: object, message: string): void },
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schema: 'pgboss',
    });
    this.boss.on('error', (error) => logger.warn({ err: error }, 'job queue error'));
  }

  /** Starts the queue and creates `queues` in order (a dead-letter queue before its users). */
  async start(queues: readonly (QueueSettings & { name: string })[]): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const queue of queues) {
      await createdOnce(() =>
        this.boss.createQueue(queue.name, {
          name: queue.name,
          retryLimit: queue.retryLimit,
          retryDelay: queue.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: queue.expireInSeconds,
          ...(queue.deadLetter ? { deadLetter: queue.deadLetter } : {}),
          ...(queue.policy ? { policy: queue.policy } : {}),
        }),
      );
    }
  }

  /** Queues a job; on a `stately` queue, a second send of the same `key` while it waits is dropped. */
  async send(name: string, data: object, key: string): Promise<void> {
    await this.boss.send(name, data, { singletonKey: key });
  }

  /** Runs jobs of a queue on this instance, one at a time. */
  async work<Data extends object>(name: string, handler: (data: Data) => Promise<void>) {
    await this.boss.work<Data>(name, { pollingIntervalSeconds: 1 }, async ([job]) => {
      if (job) await handler(job.data);
    });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // Graceful: a running job may finish (up to the timeout), else pg-boss fails it and it is
    // retried later, using one of its retries (hence a queue's retries cover a few deploys).
    await this.boss.stop({ graceful: true, timeout: 10_000, wait: true });
  }
}

/** A deadlock, or the other instance's row winning the race to create the same queue. */
const CREATE_RACE_CODES = new Set(['40P01', '23505']);

/**
 * Instances starting together create the same queues at once, and pg-boss's creation can then
 * deadlock in PostgreSQL (found by the chaos suite, issue 27). Trying again finds the queue
 * made by the other instance, which pg-boss then leaves alone.
 */
async function createdOnce(create: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (attempt >= attempts || typeof code !== 'string' || !CREATE_RACE_CODES.has(code)) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}
