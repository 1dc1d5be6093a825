/**
 * Fan-out benchmark (live scores issue): 10,000 sockets on loopback in a separate process; one
 * goal through the real path (feed loop → bus → live-data hub) and, in the same run, a bare `ws`
 * broadcast of the same payload from the same server process. Prints p50/p99 until every client
 * has it, and the ratio. `BENCH_CLIENTS` changes the count; `BENCH_REDIS=1` (with REDIS_URL)
 * sends the push across Redis.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forkTs, nextEvent } from './child-processes';
import type { ClientsCommand, ClientsReply, ServerCommand, ServerReply } from './fanout/protocol';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);

const start = (file: string): ChildProcess => forkTs(path.join(here, 'fanout', file));
const next = nextEvent;

function summarize(name: string, t0: number, times: number[], missing: number) {
  const latencies = times.map((t) => t - t0).sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const figures = { p50: at(50), p99: at(99), max: latencies.at(-1) ?? NaN };
  console.log(
    `${name.padEnd(34)} ${latencies.length} clients: p50 ${figures.p50.toFixed(1)} ms, ` +
      `p99 ${figures.p99.toFixed(1)} ms, last ${figures.max.toFixed(1)} ms${missing ? `, MISSING ${missing}` : ''}`,
  );
  return figures;
}

async function measure(
  server: ChildProcess,
  url: string,
  command: ServerCommand,
  match: string,
): Promise<{ t0: number; times: number[]; sample: string; missing: number }> {
  const clients = start('clients-process.ts');
  clients.send({ cmd: 'connect', url, count: CLIENTS } satisfies ClientsCommand);
  const connected = await next<Extract<ClientsReply, { event: 'connected' }>>(clients, 'connected');
  console.log(`  ${connected.count} sockets connected in ${connected.ms} ms`);
  await new Promise((resolve) => setTimeout(resolve, 500)); // let the server settle
  const received = next<Extract<ClientsReply, { event: 'received' }>>(clients, 'received');
  clients.send({ cmd: 'arm', match } satisfies ClientsCommand);
  await new Promise((resolve) => setTimeout(resolve, 100));
  server.send(command);
  const sent = await next<Extract<ServerReply, { event: 'sent' }>>(server, 'sent');
  const result = await received;
  clients.send({ cmd: 'close' } satisfies ClientsCommand);
  await next(clients, 'closed');
  clients.kill();
  return { t0: sent.t0, ...result };
}

const server = start('server-process.ts');
const ready = await next<Extract<ServerReply, { event: 'ready' }>>(server, 'ready');

const real = await measure(
  server,
  `ws://127.0.0.1:${ready.hubPort}/ws`,
  { cmd: 'goal' },
  '"type":"goal"',
);
const ours = summarize(
  `goal: feed → ${process.env.BENCH_REDIS ? 'Redis' : 'in-process'} bus → hub`,
  real.t0,
  real.times,
  real.missing,
);
const bare = await measure(
  server,
  `ws://127.0.0.1:${ready.barePort}`,
  { cmd: 'bare', payload: real.sample },
  '"type":"goal"',
);
const baseline = summarize('bare ws broadcast, same payload', bare.t0, bare.times, bare.missing);
console.log(
  `ratio (ours / bare): p50 ${(ours.p50 / baseline.p50).toFixed(2)}×, p99 ${(ours.p99 / baseline.p99).toFixed(2)}× ` +
    `(target p99 ≤ 1.25×); payload ${real.sample.length} bytes`,
);
server.send({ cmd: 'stop' } satisfies ServerCommand);
