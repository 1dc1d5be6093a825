/**
 * Fan-out benchmark, server side: the real app (feed → bus → socket hub) and, beside it, a bare
 * `ws` server that broadcasts the same payload. Driven by the orchestrator over IPC. With
 * BENCH_SHARED_DATABASE_URL and BENCH_BUS_PREFIX (bench/fanout-instances.ts) it is one of several
 * instances on one PostgreSQL database and one Redis.
 */
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { buildApp } from '../../apps/server/src/app';
import type { FootballEvent } from '../../apps/server/src/feeds/fixtures/feed-model';
import { manualClock } from '../../apps/server/src/feeds/simulator/simulator-clock';
import { MemoryBus } from '../../apps/server/src/platform/bus/memory-bus';
import { RedisBus } from '../../apps/server/src/platform/bus/redis-bus';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/platform/db/database';
import {
  makeTestConfig,
  openBusPair,
  openTestDatabase,
} from '../../apps/server/src/test-support/targets';
import { preciseNow, type ServerCommand, type ServerReply } from './protocol';

const reply = (message: ServerReply) => process.send?.(message);
const T0 = Date.UTC(2026, 2, 14, 15, 20);

const clock = manualClock(T0);
const sharedDatabase = process.env.BENCH_SHARED_DATABASE_URL;
const database: { dispose(): Promise<void> } & DatabaseHandle = sharedDatabase
  ? await openDatabase({ kind: 'postgres', url: sharedDatabase }).then((handle) => ({
      ...handle,
      dispose: () => handle.close(),
    }))
  : await openTestDatabase('pglite');
// Every client connects from 127.0.0.1: lift the per-address socket cap.
const { config } = await makeTestConfig({
  FEED_ENABLED: 'false',
  LOG_LEVEL: 'silent',
  SOCKET_MAX_PER_ADDRESS: '1000000',
});
// With BENCH_REDIS set, the push crosses Redis as it would between two instances.
const busPrefix = process.env.BENCH_BUS_PREFIX;
const bus =
  process.env.REDIS_URL && busPrefix
    ? await RedisBus.connect({ url: process.env.REDIS_URL, prefix: busPrefix })
    : process.env.REDIS_URL && process.env.BENCH_REDIS
      ? (await openBusPair('redis'))[0]
      : new MemoryBus();
const { app, parts } = await buildApp({ config, database, bus, feedClock: clock });
await app.listen({ host: '127.0.0.1', port: 0 });

const bare = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: 16 * 1024 });
const bareClients = new Set<WebSocket>();
bare.on('connection', (socket) => {
  bareClients.add(socket);
  socket.on('close', () => bareClients.delete(socket));
});
await new Promise((resolve) => bare.once('listening', resolve));

reply({
  event: 'ready',
  hubPort: (app.server.address() as AddressInfo).port,
  barePort: (bare.address() as AddressInfo).port,
});

process.on('message', (raw: ServerCommand) => {
  void (async () => {
    if (raw.cmd === 'goal') {
      const goal = parts.scoreFeed
        .eventsBetween(clock(), clock() + 6 * 3600_000)
        .find(
          (event): event is Extract<FootballEvent, { type: 'goal' }> =>
            event.type === 'goal' && 'kind' in event,
        );
      if (!goal) throw new Error('no goal in the next six hours');
      // Bring the feed loop up to just before the goal, so the measured tick carries the goal.
      clock.set(goal.at - 1_000);
      await parts.feedLoop.tick();
      clock.set(goal.at + 10);
      const t0 = preciseNow();
      await parts.feedLoop.tick();
      reply({ event: 'sent', t0, clients: parts.liveData.clientCount });
    } else if (raw.cmd === 'bare') {
      const t0 = preciseNow();
      for (const socket of bareClients) socket.send(raw.payload);
      reply({ event: 'sent', t0, clients: bareClients.size });
    } else {
      bare.close();
      await app.close();
      await bus.close();
      await database.dispose();
      process.exit(0);
    }
  })();
});
