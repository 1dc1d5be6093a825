import { dashboardCalls, moneyCalls } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { grantDiamonds, registerLiveStreamer, topUpThroughSandbox } from '../../test-support/money';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';
import { sampleViewers } from './dashboard';

/** Today in China time, as the dashboard's days are. */
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

describe.each(databaseKinds)('console dashboard (%s)', (kind) => {
  const ctx = useAppForFile(kind);
  const call = contractCaller(() => ctx.test.app, { lang: 'en' });

  it("counts today's registrations, top-ups, gifts and the peak of viewers", async () => {
    const staff = await registerMember(ctx.test.app, ctx.database.db);
    await ctx.database.db
      .update(users)
      .set({ role: 'moderator' })
      .where(eq(users.id, staff.userId));
    const before = await call(dashboardCalls.days, { query: { days: 7 }, token: staff.token });
    expect(before.data.days).toHaveLength(7);
    const todayBefore = before.data.days.at(-1)!;
    expect(todayBefore.date).toBe(chinaToday());

    const fan = await registerMember(ctx.test.app, ctx.database.db);
    await topUpThroughSandbox(ctx.test.app, fan.token);
    const streamer = await registerLiveStreamer(ctx.test.app, ctx.database.db);
    await grantDiamonds(ctx.test.parts.money.ledger, fan.userId, 100);
    await call(moneyCalls.handselGift, {
      body: { room_id: streamer.roomId, gift_id: 5, count: 2 },
      token: fan.token,
    });
    // Two samples this minute: the first one written stays.
    await sampleViewers(
      ctx.database.db,
      { totals: () => new Map([[streamer.roomId, 42]]) },
      new Date(),
    );
    await sampleViewers(
      ctx.database.db,
      { totals: () => new Map([[streamer.roomId, 7]]) },
      new Date(),
    );

    const after = await call(dashboardCalls.days, { query: { days: 7 }, token: staff.token });
    const today = after.data.days.at(-1)!;
    expect(today).toMatchObject({
      registrations: todayBefore.registrations + 2,
      topups: todayBefore.topups + 1,
      topup_diamonds: todayBefore.topup_diamonds + 60,
      gift_sends: todayBefore.gift_sends + 1,
      gift_diamonds: todayBefore.gift_diamonds + 20,
      peak_viewers: Math.max(todayBefore.peak_viewers, 42),
    });
    expect(after.data.days.slice(0, -1).every((day) => day.registrations === 0)).toBe(true);
    const tooMany = await call(dashboardCalls.days, { query: { days: 91 }, token: staff.token });
    expect(tooMany.code).toBe(1);
  });
});
