import { LANGUAGES, systemConfigSchema, healthSchema } from '@tifo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryBus } from '../../platform/bus/memory-bus';
import { buildTestApp, type TestApp } from '../../test-support/test-app';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test-support/targets';
import { seedDemoData } from '../../db/seed/demo-seed';

describe.each(databaseKinds)('system calls on %s', (kind) => {
  let database: TestDatabase;
  let test: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDemoData(database.db);
    test = await buildTestApp({ database });
  });
  afterAll(async () => {
    await test.close();
    await database.dispose();
  });

  it('answers the settings the client loads at start-up', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/System/getConfig' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ code: number; msg: string; data: unknown }>();
    expect(body.code).toBe(0);
    const data = systemConfigSchema.parse(body.data);
    expect(data.site_name).toBe('Tifo');
    expect(data.CountryCode).toEqual([86, 84]);
    expect(data.default_country_code).toBe(86);
    expect(data.socket_url).toBe('/ws');
    expect(data.android_qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    // Without PUBLIC_URL the QR code points back to the host the request reached.
    expect(data.android_download_url).toBe('http://localhost:80/downLoad');
  });

  it('matches /api paths case-insensitively', async () => {
    for (const url of [
      '/api/system/getconfig',
      '/API/SYSTEM/GETCONFIG',
      '/api/System/getConfig/',
    ]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.json<{ code: number }>().code, url).toBe(0);
    }
  });

  it('reports healthy database and bus', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const health = healthSchema.parse(response.json<{ data: unknown }>().data);
    expect(health).toMatchObject({
      status: 'ok',
      database: { status: 'up', driver: kind },
      bus: { status: 'up', driver: 'memory' },
    });
  });

  it('answers an unknown /api path with the envelope, translated', async () => {
    const expected = { zh: '接口不存在', en: 'There is no such API call', vi: 'Không có API này' };
    for (const lang of LANGUAGES) {
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/Nothing/here',
        headers: { 'accept-language': lang },
      });
      expect(response.statusCode).toBe(404);
      const body = response.json<{ code: number; msg: string }>();
      expect(body.code).toBe(1);
      expect(body.msg).toContain(expected[lang]);
    }
  });
});

describe('settings from the environment', () => {
  it('use PUBLIC_URL and ANALYTICS_SCRIPT_URL when set', async () => {
    const database = await openTestDatabase('pglite');
    await seedDemoData(database.db);
    const test = await buildTestApp({
      database,
      env: {
        PUBLIC_URL: 'https://tifo.example.com',
        ANALYTICS_SCRIPT_URL: 'https://stats.example.com/a.js',
      },
    });
    const response = await test.app.inject({ method: 'GET', url: '/api/System/getConfig' });
    expect(response.json()).toMatchObject({
      code: 0,
      data: {
        android_download_url: 'https://tifo.example.com/downLoad',
        analytics_script_url: 'https://stats.example.com/a.js',
      },
    });
    // The analytics origin is the only foreign script source the page may load.
    expect(response.headers['content-security-policy']).toContain(
      "script-src 'self' https://stats.example.com",
    );
    await test.close();
    await database.dispose();
  });
});

describe('health when the bus is down', () => {
  it('answers 503 with the failing part named', async () => {
    const database = await openTestDatabase('pglite');
    const bus = new MemoryBus();
    const test = await buildTestApp({ database, bus });
    await bus.close();
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 0,
      data: { status: 'degraded', bus: { status: 'down' }, database: { status: 'up' } },
    });
    await test.close();
    await database.dispose();
  }, 60_000);
});
