/**
 * Chat benchmark, server side: the real app (PGlite, in-process bus, or Redis with
 * BENCH_REDIS=1) with one live room, and beside it a bare `ws` relay that sends every message
 * it receives to every socket. Hands out chat credentials for listeners (tourists) and senders
 * (members, so they may speak).
 */
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { buildApp } from '../../apps/server/src/app';
import { rawToText } from '../../apps/server/src/realtime/raw-data';
import { signUserSig } from '../../apps/server/src/modules/chat/user-sig';
import { MemoryBus } from '../../apps/server/src/platform/bus/memory-bus';
import { registerMember } from '../../apps/server/src/test-support/accounts';
import { userSigOf } from '../../apps/server/src/test-support/im-client';
import { registerStreamer } from '../../apps/server/src/test-support/live';
import {
  makeTestConfig,
  openBusPair,
  openTestDatabase,
} from '../../apps/server/src/test-support/targets';
import type { Credentials, ServerCommand, ServerReply } from './protocol';

const reply = (message: ServerReply) => process.send?.(message);
const LISTENERS = Number(process.env.BENCH_MEMBERS ?? 2_000);
// Members may send one message a second: enough senders that none comes near that.
const SENDERS = Number(process.env.BENCH_SENDERS ?? 60);

// BENCH_DATABASE=postgres (with DATABASE_URL) measures on PostgreSQL instead of PGlite.
const databaseKind = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const database = await openTestDatabase(databaseKind);
// Every client connects from 127.0.0.1: lift the per-address socket cap.
const { config } = await makeTestConfig({
  FEED_ENABLED: 'false',
  LOG_LEVEL: 'silent',
  SOCKET_MAX_PER_ADDRESS: '1000000',
});
const bus =
  process.env.REDIS_URL && process.env.BENCH_REDIS
    ? (await openBusPair('redis'))[0]
    : new MemoryBus();
const { app, parts } = await buildApp({ config, database, bus });
await app.listen({ host: '127.0.0.1', port: 0 });

const key = parts.secrets.keyFor('im-user-sig');
const expires = Math.floor(Date.now() / 1000) + 3600;
const streamer = await registerStreamer(app, database.db);
const senders: Credentials[] = [];
for (let index = 0; index < SENDERS; index += 1) {
  // A member's userSig is bound to their login session: take it from user info, as pages do.
  const member = await registerMember(app, database.db);
  senders.push({ userID: String(member.userId), userSig: await userSigOf(app, member.token) });
}
const listeners = Array.from({ length: LISTENERS }, (_, index): Credentials => {
  const userID = `guest${10_000_000 + index}`;
  return { userID, userSig: signUserSig(key, userID, expires) };
});

const relay = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: 16 * 1024 });
const relayClients = new Set<WebSocket>();
relay.on('connection', (socket) => {
  relayClients.add(socket);
  socket.on('message', (data) => {
    const text = rawToText(data);
    for (const client of relayClients) client.send(text);
  });
  socket.on('close', () => relayClients.delete(socket));
});
await new Promise((resolve) => relay.once('listening', resolve));

reply({
  event: 'ready',
  imPort: (app.server.address() as AddressInfo).port,
  relayPort: (relay.address() as AddressInfo).port,
  roomId: streamer.roomId,
  listeners,
  senders,
  database: databaseKind,
});

process.on('message', (command: ServerCommand) => {
  if (command.cmd !== 'stop') return;
  void (async () => {
    relay.close();
    await app.close();
    await bus.close();
    await database.dispose();
    process.exit(0);
  })();
});
