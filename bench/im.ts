/**
 * Chat-room benchmark (messaging issue): one room with BENCH_MEMBERS (2,000) members logged in
 * on `/im`, BENCH_SENDERS members sending at a steady BENCH_RATE messages per second for
 * BENCH_SECONDS, through the real path (validation, rules, PostgreSQL write, bus, fan-out).
 * In the same run, a bare `ws` relay (no login, rules or storage: every message straight to
 * every socket) carries the same load. Prints delivery p50/p99 and deliveries per second.
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
  const finished = clients.map((child) => next<Done>(child, 'done'));
  for (const child of clients) {
    child.send({ cmd: 'run', ratePerSecond: RATE, seconds: SECONDS } satisfies ClientsCommand);
  }
  const results = await Promise.all(finished);
  for (const child of clients) child.send({ cmd: 'close' } satisfies ClientsCommand);
  await Promise.all(clients.map((child) => next(child, 'closed')));
  for (const child of clients) child.kill();
  return { members, results };
}

function summarize(name: string, run: Awaited<ReturnType<typeof measure>>) {
  const latencies = run.results.flatMap((r) => r.latencies).sort((a, b) => a - b);
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
  return { p50: at(50), p99: at(99) };
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
]);
server.send({ cmd: 'stop' } satisfies ServerCommand);
