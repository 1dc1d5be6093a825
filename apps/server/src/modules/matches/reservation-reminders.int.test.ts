import { matchCalls, matchReminderDataSchema } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../feeds/simulator/simulator-clock';
import { registerMember } from '../../test-support/accounts';
import { callContract } from '../../test-support/call-contract';
import { connectLiveData } from '../../test-support/live-data-client';
import { useFeedAppForFile } from '../../test-support/test-app';

const T0 = Date.UTC(2026, 2, 14, 12, 0);

describe('reservation reminders', () => {
  const clock = manualClock(T0);
  const ctx = useFeedAppForFile('pglite', clock, { listen: true });

  it('reminds the member who reserved, on each open page, once, ten minutes before kick-off', async () => {
    const fan = await registerMember(ctx.test.app, ctx.database.db);
    const other = await registerMember(ctx.test.app, ctx.database.db);
    const upcoming = ctx.test.parts.scoreFeed
      .matchesBetween(T0 + 30 * 60_000, T0 + 24 * 3600_000)
      .find((match) => match.sport === 'football');
    if (!upcoming) throw new Error('no football match in the next day');
    const reserved = await callContract(ctx.test.app, matchCalls.reserveMatch, {
      body: { match_id: upcoming.id },
      token: fan.token,
    });
    expect(reserved).toMatchObject({ code: 0, data: { reserved: true } });

    const fanTabs = [
      await connectLiveData(ctx.test, { token: fan.token }),
      await connectLiveData(ctx.test, { token: fan.token }),
    ];
    const stranger = await connectLiveData(ctx.test, { token: other.token });
    const visitor = await connectLiveData(ctx.test);
    // Let the hub resolve the sockets' sessions.
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(await ctx.test.parts.reminders.tick(upcoming.kickoff - 30 * 60_000)).toBe(0);
    expect(await ctx.test.parts.reminders.tick(upcoming.kickoff - 9 * 60_000)).toBe(1);
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
    expect(await ctx.test.parts.reminders.tick(upcoming.kickoff - 5 * 60_000)).toBe(0);
    for (const socket of [...fanTabs, stranger, visitor]) socket.socket.close();
  });
});
