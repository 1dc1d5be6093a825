import { matchReminderDataSchema } from '@tifo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { manualClock } from '../../feeds/simulator/simulator-clock';
import { MemoryBus } from '../../platform/bus/memory-bus';
import { callerFrom, registerMember } from '../../test-support/accounts';
import { connectLiveData } from '../../test-support/live-data-client';
import { makeTestConfig, openTestDatabase, type TestDatabase } from '../../test-support/targets';
import type { TestApp } from '../../test-support/test-app';

const T0 = Date.UTC(2026, 2, 14, 12, 0);

describe('reservation reminders', () => {
  const clock = manualClock(T0);
  let database: TestDatabase;
  let test: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const { config, cleanup } = await makeTestConfig({ FEED_ENABLED: 'false' });
    const bus = new MemoryBus();
    const { app, parts } = await buildApp({ config, database, bus, feedClock: clock });
    await app.listen({ host: '127.0.0.1', port: 0 });
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

  it('reminds the member who reserved, on each open page, once, ten minutes before kick-off', async () => {
    const fan = await registerMember(test.app, database.db);
    const other = await registerMember(test.app, database.db);
    const upcoming = test.parts.scoreFeed
      .matchesBetween(T0 + 30 * 60_000, T0 + 24 * 3600_000)
      .find((match) => match.sport === 'football');
    if (!upcoming) throw new Error('no football match in the next day');
    const reserved = await callerFrom(test.app).post(
      '/api/live/reserveMatch',
      { match_id: upcoming.id },
      { token: fan.token },
    );
    expect(reserved.json()).toMatchObject({ code: 0, data: { reserved: true } });

    const fanTabs = [
      await connectLiveData(test, { token: fan.token }),
      await connectLiveData(test, { token: fan.token }),
    ];
    const stranger = await connectLiveData(test, { token: other.token });
    const visitor = await connectLiveData(test);
    // Let the hub resolve the sockets' sessions.
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(await test.parts.reminders.tick(upcoming.kickoff - 30 * 60_000)).toBe(0);
    expect(await test.parts.reminders.tick(upcoming.kickoff - 9 * 60_000)).toBe(1);
    for (const tab of fanTabs) {
      const message = await tab.next((m) => m.code === 200);
      if (message.code !== 200) throw new Error('expected an event');
      expect(message.type).toBe('matchReminder');
      expect(matchReminderDataSchema.parse(message.data)).toMatchObject({
        match_id: upcoming.id,
        minutes_before: 9,
      });
    }
    await expect(stranger.next((m) => m.code === 200, 300)).rejects.toThrow();
    await expect(visitor.next((m) => m.code === 200, 300)).rejects.toThrow();
    // Once only.
    expect(await test.parts.reminders.tick(upcoming.kickoff - 5 * 60_000)).toBe(0);
    for (const socket of [...fanTabs, stranger, visitor]) socket.socket.close();
  });
});
