/** Fan-out measurement shared by bench/fanout.ts and bench/fanout-instances.ts. */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forkTs, nextEvent } from '../child-processes';
import { percentile } from '../results';
import type { ClientsCommand, ClientsReply, ServerCommand, ServerReply } from './protocol';

const here = path.dirname(fileURLToPath(import.meta.url));

/** One of the fan-out benchmark's processes (server-process.ts or clients-process.ts). */
export function startFanoutProcess(file: string, env: NodeJS.ProcessEnv = {}): ChildProcess {
  return forkTs(path.join(here, file), env);
}

export type Ready = Extract<ServerReply, { event: 'ready' }>;

export function serverReady(server: ChildProcess): Promise<Ready> {
  return nextEvent<Ready>(server, 'ready');
}

/** Has `server` send something and answers when it started sending (epoch ms). */
export async function trigger(server: ChildProcess, command: ServerCommand): Promise<number> {
  const sent = nextEvent<Extract<ServerReply, { event: 'sent' }>>(server, 'sent');
  server.send(command);
  return (await sent).t0;
}

export interface Delivery {
  t0: number;
  times: number[];
  sample: string;
  missing: number;
}

/**
 * Connects `count` sockets, spread evenly over `urls` with one client process per url, waits
 * for the server to settle, then measures how long `send` takes to reach every socket.
 */
export async function measureDelivery(options: {
  urls: string[];
  count: number;
  match: string;
  send: () => Promise<number>;
}): Promise<Delivery> {
  const share = Math.ceil(options.count / options.urls.length);
  const clients = options.urls.map(() => startFanoutProcess('clients-process.ts'));
  const connected = await Promise.all(
    clients.map((child, index) => {
      const done = nextEvent<Extract<ClientsReply, { event: 'connected' }>>(child, 'connected');
      const count = Math.min(share, options.count - index * share);
      child.send({ cmd: 'connect', url: options.urls[index]!, count } satisfies ClientsCommand);
      return done;
    }),
  );
  console.log(
    `  ${connected.reduce((sum, c) => sum + c.count, 0)} sockets connected in ` +
      `${Math.max(...connected.map((c) => c.ms))} ms`,
  );
  await new Promise((resolve) => setTimeout(resolve, 500)); // let the servers settle
  const received = clients.map((child) =>
    nextEvent<Extract<ClientsReply, { event: 'received' }>>(child, 'received'),
  );
  for (const child of clients)
    child.send({ cmd: 'arm', match: options.match } satisfies ClientsCommand);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const t0 = await options.send();
  const results = await Promise.all(received);
  for (const child of clients) child.send({ cmd: 'close' } satisfies ClientsCommand);
  await Promise.all(clients.map((child) => nextEvent(child, 'closed')));
  for (const child of clients) child.kill();
  return {
    t0,
    times: results.flatMap((result) => result.times),
    sample: results.find((result) => result.sample)?.sample ?? '',
    missing: results.reduce((sum, result) => sum + result.missing, 0),
  };
}

/** Prints p50/p99/last of a delivery and answers them. */
export function summarize(name: string, delivery: Delivery) {
  const latencies = delivery.times.map((t) => t - delivery.t0).sort((a, b) => a - b);
  const figures = {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
  };
  console.log(
    `${name.padEnd(34)} ${latencies.length} clients: p50 ${figures.p50.toFixed(1)} ms, ` +
      `p99 ${figures.p99.toFixed(1)} ms, last ${figures.max.toFixed(1)} ms` +
      (delivery.missing ? `, MISSING ${delivery.missing}` : ''),
  );
  return figures;
}
