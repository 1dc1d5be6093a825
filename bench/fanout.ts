/**
 * Fan-out benchmark (live scores issue): 10,000 sockets on loopback in a separate process; one
 * goal through the real path (feed loop → bus → live-data hub) and, in the same run, a bare `ws`
 * broadcast of the same payload from the same server process. Prints p50/p99 until every client
 * has it, and the ratio. `BENCH_CLIENTS` changes the count; `BENCH_REDIS=1` (with REDIS_URL)
 * sends the push across Redis. bench/fanout-instances.ts measures two instances.
 */
import type { ServerCommand } from './fanout/protocol';
import {
  measureDelivery,
  serverReady,
  startFanoutProcess,
  summarize,
  trigger,
} from './fanout/measure';
import { recordFigures } from './results';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);
const GOAL = '"type":"goal"';

const server = startFanoutProcess('server-process.ts');
const ready = await serverReady(server);

const real = await measureDelivery({
  urls: [`ws://127.0.0.1:${ready.hubPort}/ws`],
  count: CLIENTS,
  match: GOAL,
  send: () => trigger(server, { cmd: 'goal' }),
});
const ours = summarize(
  `goal: feed → ${process.env.BENCH_REDIS ? 'Redis' : 'in-process'} bus → hub`,
  real,
);
const bare = await measureDelivery({
  urls: [`ws://127.0.0.1:${ready.barePort}`],
  count: CLIENTS,
  match: GOAL,
  send: () => trigger(server, { cmd: 'bare', payload: real.sample }),
});
const baseline = summarize('bare ws broadcast, same payload', bare);
console.log(
  `ratio (ours / bare): p50 ${(ours.p50 / baseline.p50).toFixed(2)}×, p99 ${(ours.p99 / baseline.p99).toFixed(2)}× ` +
    `(target p99 ≤ 1.25×); payload ${real.sample.length} bytes`,
);
recordFigures([
  {
    bench: 'fanout',
    name: `goal alert to ${CLIENTS.toLocaleString('en')} sockets, p99`,
    value: Math.round(ours.p99 * 10) / 10,
    unit: 'ms',
    baseline: { name: 'bare ws broadcast', value: Math.round(baseline.p99 * 10) / 10 },
    goal: { op: '≤', timesBaseline: 1.25 },
    note: `one instance, ${process.env.BENCH_REDIS ? 'Redis' : 'in-process'} bus${real.missing ? `, ${real.missing} MISSING` : ''}`,
  },
]);
server.send({ cmd: 'stop' } satisfies ServerCommand);
