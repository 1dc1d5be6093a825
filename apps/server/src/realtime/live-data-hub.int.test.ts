import type { AddressInfo } from 'node:net';
import { liveDataServerMessageSchema, type LiveDataServerMessage } from '@tifo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../test-support/test-app';
import {
  busKinds,
  openBusPair,
  openTestDatabase,
  type TestDatabase,
} from '../test-support/targets';
import type { Bus } from '../platform/bus/bus';
import { rawToText } from './raw-data';

/** A test client that records what the server sends and can wait for a message. */
async function connect(test: TestApp): Promise<{
  socket: WebSocket;
  next: (
    predicate?: (m: LiveDataServerMessage) => boolean,
    ms?: number,
  ) => Promise<LiveDataServerMessage>;
  send: (message: unknown) => void;
  closed: Promise<{ code: number; reason: string }>;
}> {
  const { port } = test.app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
  const inbox: LiveDataServerMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    inbox.push(liveDataServerMessageSchema.parse(JSON.parse(rawToText(data))));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const next = async (
    predicate: (m: LiveDataServerMessage) => boolean = () => true,
    ms = 2_000,
  ) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = inbox.findIndex(predicate);
      if (index >= 0) return inbox.splice(index, 1)[0] as LiveDataServerMessage;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no matching message');
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  };
  return { socket, next, send: (message) => socket.send(JSON.stringify(message)), closed };
}

describe('live-data socket', () => {
  let database: TestDatabase;
  let test: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    test = await buildTestApp({ database, liveDataIdleTimeoutMs: 1_500 });
    await test.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await test.close();
    await database.dispose();
  });

  it('registers, answers heartbeats and counts clients in health', async () => {
    const client = await connect(test);
    client.send({ type: 'register', info: 'web', protocol: 1 });
    const registered = await client.next();
    expect(registered).toMatchObject({ code: 101, data: { protocol: 1, heartbeat_ms: 30_000 } });
    client.send({ type: 'heartbeat' });
    expect(await client.next()).toMatchObject({ code: 102 });
    const health = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ data: { sockets: { live_data_clients: 1 } } });
    client.socket.close();
  });

  it('answers malformed messages with code 400 and stays open', async () => {
    const client = await connect(test);
    client.send('not json at all'.split(''));
    client.socket.send('{broken');
    expect(await client.next()).toMatchObject({ code: 400 });
    client.send({ type: 'eval', code: 'process.exit()' });
    expect(await client.next()).toMatchObject({ code: 400 });
    client.send({ type: 'heartbeat' });
    expect(await client.next((m) => m.code === 102)).toMatchObject({ code: 102 });
    client.socket.close();
  });

  it('delivers pushes to their audience only', async () => {
    const football = await connect(test);
    const basketball = await connect(test);
    const qrPage = await connect(test);
    football.send({ type: 'classify', classify_type: 0 });
    basketball.send({ type: 'classify', classify_type: 1 });
    qrPage.send({ type: 'login', code: 'qr-123' });
    // Let the server read the three messages before pushing.
    football.send({ type: 'heartbeat' });
    basketball.send({ type: 'heartbeat' });
    qrPage.send({ type: 'heartbeat' });
    await Promise.all([football.next(), basketball.next(), qrPage.next()]);

    const hub = test.parts.liveData;
    await hub.publish(
      { kind: 'sport', classify: 1 },
      { code: 100, data: { type: 'basketball_match', id: 7 } },
    );
    await hub.publish(
      { kind: 'login-code', code: 'qr-123' },
      { code: 200, type: 'scan', data: {} },
    );
    await hub.publish({ kind: 'all' }, { code: 200, type: 'notice', data: { text: 'hello' } });

    expect(await basketball.next()).toMatchObject({
      code: 100,
      data: { type: 'basketball_match', id: 7 },
    });
    expect(await qrPage.next()).toMatchObject({ code: 200, type: 'scan' });
    for (const client of [football, basketball, qrPage]) {
      expect(await client.next()).toMatchObject({ code: 200, type: 'notice' });
    }
    // Football followers got no basketball push, the QR page no sport push.
    await expect(football.next(() => true, 200)).rejects.toThrow('no matching message');
    for (const client of [football, basketball, qrPage]) client.socket.close();
  });

  it('closes a socket that stays silent past the idle timeout', async () => {
    const client = await connect(test);
    const { code, reason } = await client.closed;
    expect(code).toBe(4000);
    expect(reason).toBe('idle timeout');
  });
});

describe.each(busKinds)('live-data fan-out across instances (%s bus)', (kind) => {
  it('delivers a push published on one instance to a client of another', async () => {
    const database = await openTestDatabase('pglite');
    const [busA, busB] = await openBusPair(kind);
    const instances: TestApp[] = [];
    const buses: Bus[] = [busA, busB];
    for (const bus of buses) {
      const instance = await buildTestApp({ database, bus });
      await instance.app.listen({ host: '127.0.0.1', port: 0 });
      instances.push(instance);
    }
    const [first, second] = instances as [TestApp, TestApp];
    const client = await connect(second);
    client.send({ type: 'register', info: 'web' });
    await client.next();
    await first.parts.liveData.publish(
      { kind: 'all' },
      {
        code: 200,
        type: 'goal',
        data: { iszhu: 1, match_str: "23'", home_score: 1, away_score: 0 },
      },
    );
    expect(await client.next()).toMatchObject({ code: 200, type: 'goal', data: { iszhu: 1 } });
    client.socket.close();
    for (const instance of instances) await instance.close();
    for (const bus of buses) await bus.close();
    await database.dispose();
  });
});
