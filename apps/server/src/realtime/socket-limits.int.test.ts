import type { AddressInfo } from 'node:net';
import { imServerMessageSchema, liveDataServerMessageSchema } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { MemoryBus } from '../platform/bus/memory-bus';
import { callerFrom, registerMember } from '../test-support/accounts';
import { connectIm } from '../test-support/im-client';
import { connectJsonSocket, type JsonSocketClient } from '../test-support/json-socket-client';
import { connectLiveData } from '../test-support/live-data-client';
import { registerStreamer } from '../test-support/live';
import { databaseKinds, makeTestConfig } from '../test-support/targets';
import { buildTestApp, useAppForFile } from '../test-support/test-app';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function portOf(app: { server: { address(): unknown } }): number {
  return (app.server.address() as AddressInfo).port;
}

/** Sockets the server has not closed (a refused one is accepted, then closed with a reason). */
const stillOpen = (clients: JsonSocketClient<unknown>[]) =>
  clients.filter((client) => client.socket.readyState === client.socket.OPEN);

async function closeAll(clients: JsonSocketClient<unknown>[]) {
  for (const client of clients) client.socket.close();
  // The server releases their slots when it hears the close.
  await pause(150);
}

describe.each(databaseKinds)('socket limits (%s)', (kind) => {
  const ctx = useAppForFile(kind, { listen: true });

  async function liveRoomWithObserver() {
    const { app } = ctx.test;
    const streamer = await registerStreamer(app, ctx.database.db);
    await callerFrom(app).post('/api/Live/startRoom', {}, { token: streamer.token });
    const observer = await connectLiveData(ctx.test);
    observer.send({ type: 'enterRoom', room_id: streamer.roomId });
    await pause(100);
    return { streamer, observer };
  }

  const entries = (client: JsonSocketClient<{ code: number; type?: string }>) => async () => {
    let count = 0;
    for (;;) {
      try {
        await client.next((m) => m.code === 200 && m.type === 'enterRoom', 300);
        count += 1;
      } catch {
        return count;
      }
    }
  };

  // Security review M6: every enterRoom frame looked the member up and pushed to the room.
  it('announces a member at most once per room however often the socket enters and leaves', async () => {
    const { streamer, observer } = await liveRoomWithObserver();
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const page = await connectLiveData(ctx.test, { token: member.token });
    await pause(100);
    for (let round = 0; round < 8; round += 1) {
      page.send({ type: 'enterRoom', room_id: streamer.roomId });
      page.send({ type: 'leaveRoom' });
    }
    page.send({ type: 'enterRoom', room_id: streamer.roomId });
    await pause(300);
    expect(await entries(observer)()).toBe(1);
    expect(page.socket.readyState).toBe(page.socket.OPEN);
    await closeAll([observer, page]);
  });

  it('pushes at most one entry for 200 enterRoom frames and closes the flooding socket (1008)', async () => {
    const { streamer, observer } = await liveRoomWithObserver();
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const page = await connectLiveData(ctx.test, { token: member.token });
    await pause(100);
    for (let frame = 0; frame < 200; frame += 1) {
      if (page.socket.readyState !== page.socket.OPEN) break;
      page.send({ type: 'enterRoom', room_id: streamer.roomId });
    }
    expect(await page.closed).toMatchObject({ code: 1008 });
    expect(await entries(observer)()).toBeLessThanOrEqual(1);
    await closeAll([observer]);
  });

  // Security review M7: 150 sockets from one address were all accepted and counted 150 viewers.
  it('accepts at most 20 sockets from one address, and they count as one viewer', async () => {
    const { app } = ctx.test;
    const { streamer, observer } = await liveRoomWithObserver();
    const sockets = [];
    for (let index = 0; index < 150; index += 1) sockets.push(await connectLiveData(ctx.test));
    await pause(200);
    const open = stillOpen([observer, ...sockets]);
    expect(open.length).toBeLessThanOrEqual(20);
    expect(open.length).toBeGreaterThan(0);
    const refused = await sockets[sockets.length - 1]?.closed;
    expect(refused).toMatchObject({ code: 1008, reason: 'too many connections' });
    for (const socket of open) socket.send({ type: 'enterRoom', room_id: streamer.roomId });
    await pause(200);
    const info = (
      await callerFrom(app).get(`/api/live_streaming/getRoomInfo?room_id=${streamer.roomId}`)
    ).json<{ data: { online: number } }>();
    expect(info.data.online).toBe(1);
    await closeAll([observer, ...sockets]);
  });

  it('accepts at most 20 chat connections from one address', async () => {
    const clients = [];
    for (let index = 0; index < 30; index += 1) clients.push(await connectIm(ctx.test.app));
    await pause(200);
    expect(stillOpen(clients).length).toBeLessThanOrEqual(20);
    await closeAll(clients);
  });

  it('keeps a member to 10 live-data sockets', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const pages = [];
    for (let index = 0; index < 12; index += 1) {
      pages.push(await connectLiveData(ctx.test, { token: member.token }));
    }
    await pause(200);
    expect(stillOpen(pages)).toHaveLength(10);
    await closeAll(pages);
  });

  it('ignores enterRoom for a room that does not exist', async () => {
    const page = await connectLiveData(ctx.test);
    const missing = 2_000_000_000;
    page.send({ type: 'enterRoom', room_id: missing });
    page.send({ type: 'heartbeat' });
    await page.next((m) => m.code === 102);
    await pause(100);
    expect(ctx.test.parts.liveData.localRoomCounts().has(missing)).toBe(false);
    expect(ctx.test.parts.presence.total(missing)).toBe(0);
    await closeAll([page]);
  });

  // Security review L8: `/ws` did not check Origin.
  it('refuses upgrades from another site, allows our own pages and clients without Origin', async () => {
    const port = portOf(ctx.test.app);
    const parse = (json: unknown) => liveDataServerMessageSchema.parse(json);
    for (const path of ['/ws', '/im']) {
      const url = `ws://127.0.0.1:${port}${path}`;
      await expect(
        connectJsonSocket(url, parse, { origin: 'http://evil.example' }),
      ).rejects.toThrow('403');
      const own = await connectJsonSocket(url, parse, { origin: `http://127.0.0.1:${port}` });
      const bare = await connectJsonSocket(url, parse);
      await closeAll([own, bare]);
    }
  });
});

describe('socket origin with PUBLIC_URL', () => {
  it('accepts only the public origin', async () => {
    const { openTestDatabase } = await import('../test-support/targets');
    const database = await openTestDatabase('pglite');
    const test = await buildTestApp({ database, env: { PUBLIC_URL: 'https://tifo.example.com' } });
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const url = `ws://127.0.0.1:${portOf(test.app)}/ws`;
      const parse = (json: unknown) => liveDataServerMessageSchema.parse(json);
      const own = await connectJsonSocket(url, parse, { origin: 'https://tifo.example.com' });
      await expect(
        connectJsonSocket(url, parse, { origin: `http://127.0.0.1:${portOf(test.app)}` }),
      ).rejects.toThrow('403');
      own.socket.close();
    } finally {
      await test.close();
      await database.dispose();
    }
  });
});

describe('oversized frames', () => {
  it('closes with 1009 and logs at debug level, not as an error', async () => {
    const { openTestDatabase } = await import('../test-support/targets');
    const database = await openTestDatabase('pglite');
    const { config, cleanup } = await makeTestConfig();
    const lines: { level: number; msg?: string; err?: { message?: string } }[] = [];
    const bus = new MemoryBus();
    const { app } = await buildApp({
      config,
      database,
      bus,
      logger: {
        level: 'debug',
        stream: { write: (line: string) => void lines.push(JSON.parse(line) as never) },
      },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const big = 'x'.repeat(17 * 1024);
      const page = await connectLiveData({ app });
      page.socket.send(big);
      expect((await page.closed).code).toBe(1009);
      const chat = await connectJsonSocket(`ws://127.0.0.1:${portOf(app)}/im`, (json) =>
        imServerMessageSchema.parse(json),
      );
      chat.socket.send(big);
      expect((await chat.closed).code).toBe(1009);
      await pause(50);
      const mentions = lines.filter((line) =>
        JSON.stringify(line).includes('Max payload size exceeded'),
      );
      expect(mentions.length).toBeGreaterThan(0);
      expect(mentions.every((line) => line.level <= 20)).toBe(true);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await app.close();
      await bus.close();
      await cleanup();
      await database.dispose();
    }
  });
});
