import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { manualClock } from '../../feeds/simulator/simulator-clock';
import { MemoryBus } from '../../platform/bus/memory-bus';
import { callerFrom } from '../../test-support/accounts';
import { makeTestConfig, openTestDatabase, type TestDatabase } from '../../test-support/targets';
import type { TestApp } from '../../test-support/test-app';

// A Saturday afternoon: league matches are live.
const T0 = Date.UTC(2026, 10, 21, 14, 30);

describe('match lists carry the current lines of the chosen bookmaker', () => {
  let database: TestDatabase;
  let test: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const { config, cleanup } = await makeTestConfig({ FEED_ENABLED: 'false' });
    const bus = new MemoryBus();
    const { app, parts } = await buildApp({ config, database, bus, feedClock: manualClock(T0) });
    test = {
      app,
      parts,
      async close() {
        await app.close();
        await bus.close();
        await cleanup();
      },
    };
  });
  afterAll(async () => {
    await test.close();
    await database.dispose();
  });

  type ListBody = {
    code: number;
    data: {
      list: { id: string; status: string }[];
      odds: Record<string, { asian?: { line: number } }>;
    };
  };

  it('gives every live match its odds, differently per bookmaker, and none to finished ones', async () => {
    const caller = callerFrom(test.app);
    const first = (
      await caller.get('/api/Match/getList?sport=football&status=live')
    ).json<ListBody>();
    expect(first.code).toBe(0);
    expect(first.data.list.length).toBeGreaterThan(0);
    for (const match of first.data.list) expect(first.data.odds[match.id]?.asian).toBeDefined();

    const second = (
      await caller.get('/api/Match/getList?sport=football&status=live&company_id=2')
    ).json<ListBody>();
    expect(Object.keys(second.data.odds).sort()).toEqual(Object.keys(first.data.odds).sort());
    expect(second.data.odds).not.toEqual(first.data.odds);

    const finished = (
      await caller.get('/api/Match/getList?sport=football&status=finished')
    ).json<ListBody>();
    expect(finished.data.odds).toEqual({});
  });

  it('answers an empty map for an unknown bookmaker and refuses a malformed one', async () => {
    const caller = callerFrom(test.app);
    const unknown = (
      await caller.get('/api/Match/getList?sport=football&status=live&company_id=77')
    ).json<ListBody>();
    expect(unknown.data.odds).toEqual({});
    expect((await caller.get('/api/Match/getList?company_id=abc')).statusCode).toBe(400);
  });
});
