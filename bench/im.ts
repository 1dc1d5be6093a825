/**
 * Chat-room benchmark (messaging issue): one room with BENCH_MEMBERS (2,000) members logged in
 * on `/im`, BENCH_SENDERS members sending at a steady BENCH_RATE messages per second for
 * BENCH_SECONDS, through the real path (validation, rules, PostgreSQL write, bus, fan-out).
 * In the same run, a bare `ws` relay (no login, rules or storage: every message straight to
 * every socket) carries the same load. Prints delivery p50/p99 and deliveries per second, and
 * first each side's knee: the highest of BENCH_KNEE_RATES (5,10,20,40 msg/s) delivered with p99
 * under a second (at 100 msg/s to 5,000 members both sides saturate this 2-core machine).
 * BENCH_REDIS=1 (with REDIS_URL) sends room messages across Redis.
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forkTs, nextEvent } from './child-processes';
import type { ClientsCommand, ClientsReply, ServerCommand, ServerReply } from './im/protocol';
import { percentile, recordFigures } from './results';

const here = path.dirname(fileURLToPath(import.meta.url));
const RATE = Number(process.env.BENCH_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? Math.min(4, os.cpus().length));

const start = (file: string): ChildProcess => forkTs(path.join(here, 'im', file));
const next = nextEvent;

type Done = Extract<ClientsReply, { event: 'done' }>;

/**
 * Rates run before the main one, lowest first, each for KNEE_SECONDS on the same connections:
 * the highest with delivery p99 under a second is the room's knee, beside the bare relay's.
 * They stop at the first rate past it, so no backlog of a saturated run spills into the next.
 */
const KNEE_RATES = (process.env.BENCH_KNEE_RATES ?? '5,10,20,40')
  .split(',')
  .map(Number)
  .filter((rate) => rate > 0 && rate < RATE);
const KNEE_SECONDS = 5;
const KNEE_P99_MS = 1_000;

async function measure(mode: 'im' | 'relay', url: string, ready: ServerReply) {
  const clients = Array.from({ length: PROCESSES }, () => start('clients-process.ts'));
  const share = Math.ceil(ready.listeners.length / PROCESSES);
  const connecting = clients.map((child, index) => {
    const done = next<Extract<ClientsReply, { event: 'connected' }>>(child, 'connected');
    child.send({
      cmd: 'connect',
      mode,
      url,
      roomId: ready.roomId,
      listeners: ready.listeners.slice(index * share, (index + 1) * share),
      senders: index === 0 ? ready.senders : [],
    } satisfies ClientsCommand);
    return done;
  });
  const connected = await Promise.all(connecting);
  const members = connected.reduce((sum, c) => sum + c.count, 0);
  console.log(`  ${members} members connected in ${Math.max(...connected.map((c) => c.ms))} ms`);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const runAt = async (ratePerSecond: number, seconds: number) => {
    const finished = clients.map((child) => next<Done>(child, 'done'));
    for (const child of clients) {
      child.send({ cmd: 'run', ratePerSecond, seconds } satisfies ClientsCommand);
    }
    return { members, results: await Promise.all(finished) };
  };
  let knee = 0;
  for (const rate of KNEE_RATES) {
    const p99 = percentile(deliveries(await runAt(rate, KNEE_SECONDS)), 99);
    console.log(`    ${mode} at ${rate} msg/s: delivery p99 ${p99.toFixed(1)} ms`);
    if (!(p99 < KNEE_P99_MS)) break;
    knee = rate;
  }
  const main = await runAt(RATE, SECONDS);
  for (const child of clients) child.send({ cmd: 'close' } satisfies ClientsCommand);
  await Promise.all(clients.map((child) => next(child, 'closed')));
  for (const child of clients) child.kill();
  return { ...main, knee };
}

function deliveries(run: { results: Done[] }): number[] {
  return run.results.flatMap((r) => r.latencies).sort((a, b) => a - b);
}

function summarize(name: string, run: Awaited<ReturnType<typeof measure>>) {
  const latencies = deliveries(run);
  const sent = run.results.reduce((sum, r) => sum + r.sent, 0);
  const refused = run.results.reduce((sum, r) => sum + r.refused, 0);
  const firstAt = Math.min(...run.results.map((r) => r.firstAt).filter((t) => t > 0));
  const lastAt = Math.max(...run.results.map((r) => r.lastAt));
  const at = (p: number) => percentile(latencies, p);
  const expected = (sent - refused) * run.members;
  const perSecond = latencies.length / Math.max(0.001, (lastAt - firstAt) / 1000);
  console.log(
    `${name.padEnd(30)} ${sent} sent (${refused} refused), ${latencies.length}/${expected} deliveries: ` +
      `p50 ${at(50).toFixed(1)} ms, p99 ${at(99).toFixed(1)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms, ` +
      `${Math.round(perSecond).toLocaleString('en')} deliveries/s`,
  );
  return { p50: at(50), p99: at(99), knee: run.knee };
}

const server = start('server-process.ts');
const ready = await next<ServerReply>(server, 'ready');
console.log(
  `chat room: ${ready.listeners.length} tourists + ${ready.senders.length} senders, ` +
    `${RATE} messages/s for ${SECONDS} s, ${PROCESSES} client processes`,
);
const ours = summarize(
  `/im room (${process.env.BENCH_REDIS ? 'Redis' : 'in-process'} bus)`,
  await measure('im', `ws://127.0.0.1:${ready.imPort}/im`, ready),
);
const bare = summarize(
  'bare ws relay, same load',
  await measure('relay', `ws://127.0.0.1:${ready.relayPort}`, ready),
);
console.log(
  `ratio (ours / bare): p50 ${(ours.p50 / bare.p50).toFixed(2)}×, p99 ${(ours.p99 / bare.p99).toFixed(2)}×`,
);
recordFigures([
  {
    bench: 'im',
    name: `chat delivery p99, ${ready.listeners.length + ready.senders.length} members, ${RATE} msg/s`,
    value: Math.round(ours.p99 * 10) / 10,
    unit: 'ms',
    baseline: { name: 'bare ws relay', value: Math.round(bare.p99 * 10) / 10 },
    goal: { op: '≤', timesBaseline: 2 },
    note: `${ready.database}, ${process.env.BENCH_REDIS ? 'Redis' : 'in-process'} bus`,
  },
  ...(KNEE_RATES.length > 0
    ? [
        {
          bench: 'im',
          name: `chat knee: highest rate of ${KNEE_RATES.join(', ')} msg/s with p99 < 1 s`,
          value: ours.knee,
          unit: 'msg/s',
          baseline: { name: 'bare ws relay', value: bare.knee },
          note: `${ready.listeners.length + ready.senders.length} members, ${KNEE_SECONDS} s a rate`,
        },
      ]
    : []),
]);
server.send({ cmd: 'stop' } satisfies ServerCommand);
