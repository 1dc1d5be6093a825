/**
 * The soak's server: the whole app as `npm start` builds it (demo data, score feed), on the
 * embedded defaults, or on PostgreSQL and Redis with SOAK_SERVICES=1. Measures itself on
 * request (after a full garbage collection, so the heap figure is what is still held).
 */
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/platform/config/config';
import { registerMember } from '../../apps/server/src/test-support/accounts';
import { userSigOf } from '../../apps/server/src/test-support/im-client';
import { grantDiamonds, registerLiveStreamer } from '../../apps/server/src/test-support/money';
import { openTestDatabase } from '../../apps/server/src/test-support/targets';
import type { SoakCommand, SoakReply } from './protocol';

const reply = (message: SoakReply) => process.send?.(message);
const services = process.env.SOAK_SERVICES === '1';
if (services && (!process.env.DATABASE_URL || !process.env.REDIS_URL)) {
  throw new Error('SOAK_SERVICES=1 needs DATABASE_URL and REDIS_URL');
}
const fresh = services ? await openTestDatabase('postgres') : null;
await fresh?.close();
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'tifo-soak-')),
  DATABASE_URL: fresh?.url ?? '',
  REDIS_URL: services ? process.env.REDIS_URL : '',
  MEDIA_SERVER: 'off',
  LOG_LEVEL: 'warn',
  SOCKET_MAX_PER_ADDRESS: '1000000',
});
const { app, parts } = await buildApp({ config });
await app.listen({ host: '127.0.0.1', port: 0 });
const db = parts.database.db;

const streamer = await registerLiveStreamer(app, db);
const chatters = [];
for (let index = 0; index < Number(process.env.SOAK_CHATTERS ?? 10); index += 1) {
  const member = await registerMember(app, db);
  chatters.push({
    userId: member.userId,
    userID: String(member.userId),
    userSig: await userSigOf(app, member.token),
  });
}
const senders = [];
for (let index = 0; index < Number(process.env.SOAK_SENDERS ?? 5); index += 1) {
  const member = await registerMember(app, db);
  await grantDiamonds(parts.money.ledger, member.userId, 10_000_000);
  senders.push({ userId: member.userId, token: member.token });
}
reply({
  event: 'ready',
  port: (app.server.address() as AddressInfo).port,
  roomId: streamer.roomId,
  chatters,
  senders,
  mode: services ? 'PostgreSQL + Redis' : 'embedded (PGlite, in-process bus)',
});

process.on('message', (command: SoakCommand) => {
  if (command.cmd === 'sample') {
    (globalThis as { gc?: () => void }).gc?.();
    const memory = process.memoryUsage();
    const resources: Record<string, number> = {};
    for (const kind of process.getActiveResourcesInfo())
      resources[kind] = (resources[kind] ?? 0) + 1;
    reply({
      event: 'sample',
      rssMb: memory.rss / 2 ** 20,
      heapUsedMb: memory.heapUsed / 2 ** 20,
      resources,
      liveDataSockets: parts.liveData.clientCount,
      imSockets: parts.im.clientCount,
    });
    return;
  }
  void app.close().then(async () => {
    // Its pool was closed above: dispose only drops the database.
    await fresh?.dispose().catch(() => undefined);
    reply({ event: 'stopped' });
    process.exit(0);
  });
});
