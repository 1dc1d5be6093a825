/**
 * The viewers and the balancer, each big part in a process of its own: a reconnect storm of
 * thousands of pages in the suite's one process measured the suite, not the server.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forkTs, nextEvent } from '../child-processes';
import type { OutcomeLog } from './clients';
import { waitFor } from './services';
import type { ProxyCommand, ProxyReply, ViewersCommand, ViewersReply } from './worker-protocol';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Pages per viewers' process. */
const PER_PROCESS = 2_500;

export class Crowd {
  private readonly processes: {
    child: ChildProcess;
    size: number;
    ready: number;
    closes: Record<string, number>;
  }[] = [];
  private poller: NodeJS.Timeout | null = null;

  constructor(
    private readonly options: {
      baseUrl: string;
      roomId: number;
      /** Every Nth page watches the live room; the others are score pages. */
      roomEvery: number;
      log: OutcomeLog;
    },
  ) {}

  get size(): number {
    return this.processes.reduce((sum, process) => sum + process.size, 0);
  }

  /** Pages not connected (and re-synced) right now, as last reported (twice a second). */
  get away(): number {
    return this.processes.reduce((sum, process) => sum + process.size - process.ready, 0);
  }

  /** Why the crowd's sockets closed, summed over its processes. */
  closes(): Record<string, number> {
    const sum: Record<string, number> = {};
    for (const { closes } of this.processes) {
      for (const [reason, count] of Object.entries(closes))
        sum[reason] = (sum[reason] ?? 0) + count;
    }
    return sum;
  }

  /** Adds pages until there are `total`, and waits until they are all connected. */
  async upTo(total: number): Promise<void> {
    while (this.size < total) {
      const size = Math.min(PER_PROCESS, total - this.size);
      const child = forkTs(path.join(here, 'viewers-process.ts'), {
        CHAOS_URL: this.options.baseUrl,
        CHAOS_VIEWERS: String(size),
        CHAOS_ROOM: String(this.options.roomId),
        CHAOS_ROOM_EVERY: String(this.options.roomEvery),
      });
      const entry = { child, size, ready: 0, closes: {} as Record<string, number> };
      child.on('message', (message: ViewersReply) => {
        if (message.event !== 'status') return;
        entry.ready = message.ready;
        entry.closes = message.closes;
        this.options.log.entries.push(...message.outcomes);
      });
      this.processes.push(entry);
    }
    this.poller ??= setInterval(() => {
      for (const { child } of this.processes)
        child.send({ cmd: 'status' } satisfies ViewersCommand);
    }, 500);
    await waitFor('viewers connected', async () => this.away === 0, 180_000).catch(
      (error: Error) => {
        const closes = this.processes.map((process) => JSON.stringify(process.closes)).join(' ');
        throw new Error(`${error.message}: ${this.away} of ${this.size} away; closes ${closes}`);
      },
    );
  }

  async stop(): Promise<void> {
    if (this.poller) clearInterval(this.poller);
    await Promise.all(
      this.processes.map(async ({ child }) => {
        const stopped = nextEvent(child, 'stopped');
        child.send({ cmd: 'stop' } satisfies ViewersCommand);
        await stopped;
      }),
    );
  }
}

/** The balancer's process: its port, cutting every connection, stopping. */
export async function startBalancer(ports: number[]) {
  const child = forkTs(path.join(here, 'proxy-process.ts'), { CHAOS_BACKENDS: ports.join(',') });
  const ready = await nextEvent<Extract<ProxyReply, { event: 'ready' }>>(child, 'ready');
  return {
    port: ready.port,
    async dropAll(): Promise<number> {
      const dropped = nextEvent<Extract<ProxyReply, { event: 'dropped' }>>(child, 'dropped');
      child.send({ cmd: 'dropAll' } satisfies ProxyCommand);
      return (await dropped).count;
    },
    stop(): void {
      child.send({ cmd: 'stop' } satisfies ProxyCommand);
    },
    killNow(): void {
      child.kill('SIGKILL');
    },
  };
}
