/** The faults, one at a time: each breaks something, holds it broken, then heals it. */
import type { ServerInstance } from './instances';
import type { OwnPostgres, OwnRedis } from './services';

export interface FaultContext {
  redis: OwnRedis;
  postgres: OwnPostgres;
  instances: ServerInstance[];
  /** Cuts every connection at the balancer (a network blip); how many there were. */
  dropAllConnections: () => Promise<number>;
  /** Adds viewers until `total` are on the site, and waits until they are all connected. */
  viewersUpTo: (total: number) => Promise<void>;
}

export interface Fault {
  name: string;
  /** Breaks, holds and heals; resolves when the healing step is done (the fault's end). */
  run(context: FaultContext): Promise<string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function faults(options: { outageMs: number; stormSockets: number }): Fault[] {
  const seconds = `${options.outageMs / 1000} s`;
  return [
    {
      name: `Redis killed for ${seconds}`,
      async run({ redis }) {
        await redis.kill();
        await sleep(options.outageMs);
        await redis.up();
        return 'SIGKILL to redis-server, then started again on the same port (empty)';
      },
    },
    {
      name: 'PostgreSQL fast restart',
      async run({ postgres }) {
        postgres.down();
        await postgres.up();
        return 'pg_ctl stop -m fast, then start';
      },
    },
    {
      name: `PostgreSQL down for ${seconds}`,
      async run({ postgres }) {
        postgres.down();
        await sleep(options.outageMs);
        await postgres.up();
        return `pg_ctl stop -m fast, ${seconds} down, then start`;
      },
    },
    {
      name: 'one instance SIGKILLed',
      async run({ instances }) {
        const victim = instances[0]!;
        await victim.kill();
        await sleep(5_000);
        await victim.start();
        return 'SIGKILL, 5 s later started again (as a supervisor would)';
      },
    },
    {
      name: 'rolling restart (SIGTERM)',
      async run({ instances }) {
        for (const instance of instances) {
          await instance.terminate();
          await instance.start();
        }
        return 'each instance in turn: SIGTERM, wait for exit, start, wait for health';
      },
    },
    {
      name: `${options.stormSockets.toLocaleString('en')} sockets dropped at once`,
      async run({ dropAllConnections, viewersUpTo }) {
        await viewersUpTo(options.stormSockets);
        const dropped = await dropAllConnections();
        return `${dropped.toLocaleString('en')} connections cut by the balancer; every page reconnects with its backoff and re-reads the scores`;
      },
    },
  ];
}
