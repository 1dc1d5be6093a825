import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLiveData as connect } from '../test-support/live-data-client';
import { buildTestApp, type TestApp } from '../test-support/test-app';
import {
  busKinds,
  openBusPair,
  openTestDatabase,
  type TestDatabase,
} from '../test-support/targets';
import type { Bus } from '../platform/bus/bus';

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
      { code: 200, type: 'scan', data: { nickname: '', avatar: '' } },
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

  it('sends index pushes only to the clients whose bookmaker they are', async () => {
    const chosen = await connect(test);
    const untoggled = await connect(test);
    chosen.send({ type: 'classify', classify_type: 0 });
    chosen.send({ type: 'toggle', company_id: 3 });
    untoggled.send({ type: 'classify', classify_type: 0 });
    chosen.send({ type: 'heartbeat' });
    untoggled.send({ type: 'heartbeat' });
    await Promise.all([chosen.next(), untoggled.next()]);

    const hub = test.parts.liveData;
    for (const companyId of [1, 3]) {
      await hub.publish(
        { kind: 'sport', classify: 0, companyId },
        { code: 100, data: { type: 'football_exponent', company_id: companyId } },
      );
    }
    // A sport push without a bookmaker still reaches both.
    await hub.publish(
      { kind: 'sport', classify: 0 },
      { code: 100, data: { type: 'football_match' } },
    );

    expect(await chosen.next()).toMatchObject({
      data: { type: 'football_exponent', company_id: 3 },
    });
    expect(await chosen.next()).toMatchObject({ data: { type: 'football_match' } });
    // Until it picks one, a client sees the default bookmaker's lines.
    expect(await untoggled.next()).toMatchObject({
      data: { type: 'football_exponent', company_id: 1 },
    });
    expect(await untoggled.next()).toMatchObject({ data: { type: 'football_match' } });
    await expect(chosen.next(() => true, 200)).rejects.toThrow('no matching message');
    await expect(untoggled.next(() => true, 50)).rejects.toThrow('no matching message');
    for (const client of [chosen, untoggled]) client.socket.close();
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
        data: {
          iszhu: 1,
          match_str: "23'",
          home_team_name_zh: '主队',
          away_team_name_zh: '客队',
          home_score: 1,
          away_score: 0,
          match_id: '1',
          competition_id: '1',
          competition_name: 'League',
          competition_name_zh: '联赛',
          home_team_id: '1',
          away_team_id: '2',
          home_team_name: 'Home',
          away_team_name: 'Away',
          home_team_name_vi: 'Chủ nhà',
          away_team_name_vi: 'Đội khách',
          kind: 'normal',
          player: null,
        },
      },
    );
    expect(await client.next()).toMatchObject({ code: 200, type: 'goal', data: { iszhu: 1 } });
    client.socket.close();
    for (const instance of instances) await instance.close();
    for (const bus of buses) await bus.close();
    await database.dispose();
  }, 60_000);
});
