import { accountCalls, liveCalls, moneyCalls, type ChatMessage } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { connectImAs } from '../../test-support/im-client';
import { grantDiamonds, registerLiveStreamer } from '../../test-support/money';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

describe.each(databaseKinds)('user and streamer levels (%s)', (kind) => {
  const ctx = useAppForFile(kind, { listen: true, env: { GIFT_SETTLEMENT_DELAY_SECONDS: '0' } });
  const call = contractCaller(() => ctx.test.app);

  it('raises the streamer level with settled income, and badges the sender in chat', async () => {
    const { app } = ctx.test;
    const streamer = await registerLiveStreamer(app, ctx.database.db);
    const fan = await registerMember(app, ctx.database.db);
    await grantDiamonds(ctx.test.parts.money.ledger, fan.userId, 3_000);
    const infoOf = async (token: string) => (await call(accountCalls.memberInfo, { token })).data;
    const roomLevel = async () =>
      (await call(liveCalls.getRoomInfo, { query: { room_id: streamer.roomId } })).data
        .anchor_level;

    expect((await infoOf(streamer.token)).anchor_progress).toMatchObject({ level: 1, income: 0 });
    expect((await infoOf(fan.token)).anchor_progress).toBeNull();
    expect(await roomLevel()).toBe(1);

    // 2 × 1314 diamonds: the streamer's half is 1314, past level 2 (500) and below 3 (2000).
    const sent = await call(moneyCalls.handselGift, {
      body: { room_id: streamer.roomId, gift_id: 9, count: 2 },
      token: fan.token,
    });
    expect(sent.code).toBe(0);
    // Pending income does not count yet.
    expect((await infoOf(streamer.token)).anchor_progress?.level).toBe(1);
    await ctx.test.parts.money.gifts.settleDue();
    expect((await infoOf(streamer.token)).anchor_progress).toMatchObject({
      level: 2,
      next_level: 3,
      income: 1314,
      income_to_next: 686,
    });
    expect(await roomLevel()).toBe(2);

    // 2628 diamonds spent: wealth level 6 (2500) on the fan's chat messages.
    expect((await infoOf(fan.token)).userlevel).toBe(6);
    const said = await call(liveCalls.sendBarrage, {
      body: { room_id: streamer.roomId, text: 'what a goal' },
      token: fan.token,
    });
    expect(said.code).toBe(0);
    const client = await connectImAs(app, fan);
    const joined = await client.request({ type: 'joinRoom', room_id: streamer.roomId });
    const { history } = joined.data as { history: ChatMessage[] };
    expect(history.at(-1)).toMatchObject({ user_level: 6, payload: { text: 'what a goal' } });
    client.socket.close();
  });
});
