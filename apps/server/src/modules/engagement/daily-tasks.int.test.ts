import { engagementCalls, liveCalls, moneyCalls, profileCalls } from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dailyTaskProgress } from '../../db/schema/index';
import { registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { connectLiveData } from '../../test-support/live-data-client';
import {
  grantDiamonds,
  ledgerProblems,
  registerLiveStreamer,
  walletOf,
} from '../../test-support/money';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('daily tasks (%s)', (kind) => {
  const ctx = useAppForFile(kind, { listen: true, presenceIntervalMs: 100 });

  const call = contractCaller(() => ctx.test.app);
  const tasksOf = async (token: string) =>
    (await call(engagementCalls.dailyTasks, { token })).data.daily;
  const task = async (token: string, key: string) =>
    (await tasksOf(token)).find((entry) => entry.key === key);

  it('counts room chat on the server, refuses an early claim, pays once even when claimed at once', async () => {
    const { app } = ctx.test;
    const streamer = await registerLiveStreamer(app, ctx.database.db);
    const fan = await registerMember(app, ctx.database.db);
    expect(
      await call(engagementCalls.claimTask, { body: { key: 'chat' }, token: fan.token }),
    ).toMatchObject({
      status: 409,
      code: 1,
    });
    for (const text of ['one', 'two', 'three']) {
      expect(
        await call(liveCalls.sendBarrage, {
          body: { room_id: streamer.roomId, text },
          token: fan.token,
        }),
      ).toMatchObject({ code: 0 });
      await pause(1_100);
    }
    await expect.poll(async () => (await task(fan.token, 'chat'))?.value).toBe('3/3');
    const claims = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(engagementCalls.claimTask, { body: { key: 'chat' }, token: fan.token, lang: 'zh' }),
      ),
    );
    expect(claims.filter((claim) => claim.code === 0)).toHaveLength(1);
    expect(claims.find((claim) => claim.code !== 0)?.msg).toMatch(/已经领取/);
    expect((await walletOf(app, fan.token)).gold_coins).toBe(10);
    expect(await task(fan.token, 'chat')).toMatchObject({ is_complete: 1, is_claimed: 1 });
    // The sign-in list carries today's tasks too.
    const list = (await call(engagementCalls.signTaskList, { token: fan.token })).data.today;
    expect(list.map((entry) => entry.key)).toEqual(['watch', 'chat', 'gift', 'follow', 'share']);
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });

  it('records gifts, follows and shares where they happen', async () => {
    const { app } = ctx.test;
    const streamer = await registerLiveStreamer(app, ctx.database.db);
    const fan = await registerMember(app, ctx.database.db);
    await grantDiamonds(ctx.test.parts.money.ledger, fan.userId, 10);
    await call(moneyCalls.handselGift, {
      body: { room_id: streamer.roomId, gift_id: 1 },
      token: fan.token,
    });
    await call(profileCalls.attention, {
      body: { anchorid: streamer.userId, type: 1 },
      token: fan.token,
    });
    await call(engagementCalls.share, { body: { room_id: streamer.roomId }, token: fan.token });
    await expect
      .poll(async () =>
        (await tasksOf(fan.token)).filter((entry) => entry.is_complete).map((entry) => entry.key),
      )
      .toEqual(['gift', 'follow', 'share']);
    expect(
      await call(engagementCalls.claimTask, { body: { key: 'gift' }, token: fan.token }),
    ).toMatchObject({
      code: 0,
      data: { reward: 20 },
    });
    const visitor = await call(engagementCalls.claimTask, { body: { key: 'gift' } });
    expect(visitor.code).toBe(700);
  });

  it('counts the seconds a member spends in a live room', async () => {
    const { app } = ctx.test;
    const streamer = await registerLiveStreamer(app, ctx.database.db);
    const fan = await registerMember(app, ctx.database.db);
    const socket = await connectLiveData(ctx.test, { token: fan.token });
    await pause(100);
    socket.send({ type: 'enterRoom', room_id: streamer.roomId });
    await expect
      .poll(
        async () => {
          const [row] = await ctx.database.db
            .select({ value: dailyTaskProgress.value })
            .from(dailyTaskProgress)
            .where(
              and(eq(dailyTaskProgress.userId, fan.userId), eq(dailyTaskProgress.task, 'watch')),
            );
          return row?.value ?? 0;
        },
        { timeout: 5_000 },
      )
      .toBeGreaterThan(0);
    socket.socket.close();
    expect((await task(fan.token, 'watch'))?.is_complete).toBe(0);
  });
});
