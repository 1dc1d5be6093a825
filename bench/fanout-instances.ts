/**
 * Scale-out benchmark (issue 22): two server instances on one PostgreSQL database and one Redis,
 * 10,000 sockets split evenly between them. The score feed's goal is pushed on the first
 * instance; it reaches the second's sockets across Redis. Baseline, in the same run: a bare `ws`
 * broadcast of the same payload from one process to all 10,000. Goal: p99 ≤ 1.25× the bare one.
 * Needs DATABASE_URL and REDIS_URL; `BENCH_CLIENTS` changes the count.
 */
import { randomBytes } from 'node:crypto';
import { openTestDatabase } from '../apps/server/src/test-support/targets';
import {
  measureDelivery,
  serverReady,
  startFanoutProcess,
  summarize,
  trigger,
} from './fanout/measure';
import type { ServerCommand } from './fanout/protocol';
import { recordFigures } from './results';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);
const GOAL = '"type":"goal"';

if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  throw new Error('two instances need PostgreSQL and Redis: set DATABASE_URL and REDIS_URL');
}
const database = await openTestDatabase('postgres');
await database.close(); // the instances open it themselves
const shared = {
  BENCH_SHARED_DATABASE_URL: database.url,
  BENCH_BUS_PREFIX: `tifo-bench-${randomBytes(4).toString('hex')}:`,
};
const instances = [startFanoutProcess('server-process.ts', shared)];
const first = await serverReady(instances[0]!);
instances.push(startFanoutProcess('server-process.ts', shared));
const second = await serverReady(instances[1]!);
console.log('two instances up, one PostgreSQL database, one Redis');

try {
  const real = await measureDelivery({
    urls: [first, second].map((ready) => `ws://127.0.0.1:${ready.hubPort}/ws`),
    count: CLIENTS,
    match: GOAL,
    send: () => trigger(instances[0]!, { cmd: 'goal' }),
  });
  const ours = summarize('goal: feed → Redis → two hubs', real);
  // The same client processes and split, all on one process's bare broadcast.
  const bare = await measureDelivery({
    urls: [first, first].map((ready) => `ws://127.0.0.1:${ready.barePort}`),
    count: CLIENTS,
    match: GOAL,
    send: () => trigger(instances[0]!, { cmd: 'bare', payload: real.sample }),
  });
  const baseline = summarize('bare ws broadcast, one process', bare);
  console.log(
    `ratio (two instances / bare): p50 ${(ours.p50 / baseline.p50).toFixed(2)}×, ` +
      `p99 ${(ours.p99 / baseline.p99).toFixed(2)}× (target p99 ≤ 1.25×)`,
  );
  recordFigures([
    {
      bench: 'fanout-instances',
      name: `goal alert to ${CLIENTS.toLocaleString('en')} sockets on two instances, p99`,
      value: Math.round(ours.p99 * 10) / 10,
      unit: 'ms',
      baseline: { name: 'bare ws, one process', value: Math.round(baseline.p99 * 10) / 10 },
      goal: { op: '≤', timesBaseline: 1.25 },
      note: `PostgreSQL and Redis${real.missing ? `, ${real.missing} MISSING` : ''}`,
    },
  ]);
} finally {
  for (const instance of instances) instance.send({ cmd: 'stop' } satisfies ServerCommand);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  // The instances are gone: the database can be dropped.
  await database.dispose().catch(() => undefined);
}
