import { accountCalls, liveCalls, mallCalls, moneyCalls, type CallBody } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backpackItems, users } from '../../db/schema/index';
import { callerFrom, registerMember } from '../../test-support/accounts';
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

describe.each(databaseKinds)('gifts in live rooms (%s)', (kind) => {
  const ctx = useAppForFile(kind, { listen: true, env: { GIFT_SETTLEMENT_DELAY_SECONDS: '0' } });

  // In Chinese, the site's default: the refusals below are checked by their Chinese text.
  const call = contractCaller(() => ctx.test.app, { lang: 'zh' });
  const send = (token: string, body: CallBody<typeof moneyCalls.handselGift>) =>
    call(moneyCalls.handselGift, { body, token });

  it('lists gifts with price, image and animation in the asked language', async () => {
    const body = await call(moneyCalls.giftList, { lang: 'vi' });
    expect(body.data.list[0]).toEqual({
      id: 1,
      name: 'Hoa hồng',
      price: 1,
      image: '/emoji/1f339.svg',
      animation: 'none',
    });
    expect(body.data.list.length).toBeGreaterThanOrEqual(8);
  });

  it('moves diamonds to the streamer as pending income, pushes the effect, fills the rankings and levels', async () => {
    const { app } = ctx.test;
    const streamer = await registerLiveStreamer(app, ctx.database.db);
    const fan = await registerMember(app, ctx.database.db);
    await grantDiamonds(ctx.test.parts.money.ledger, fan.userId, 1000);
    const viewer = await connectLiveData(ctx.test);
    viewer.send({ type: 'enterRoom', room_id: streamer.roomId });
    await new Promise((resolve) => setTimeout(resolve, 100));

    const sent = await send(fan.token, { room_id: streamer.roomId, gift_id: 5, count: 3 });
    expect(sent).toMatchObject({ code: 0, data: { wallet: { diamonds: 970 } } });
    const effect = await viewer.next((m) => m.code === 200 && m.type === 'gift');
    expect((effect as { data: unknown }).data).toMatchObject({
      room_id: streamer.roomId,
      gift_id: 5,
      count: 3,
      total: 30,
      animation: 'float',
      sender: { id: fan.userId },
    });
    viewer.socket.close();

    // The default platform share is 50 %: 15 diamonds pending for the streamer.
    expect(await walletOf(app, streamer.token)).toMatchObject({
      pending: 15,
      withdrawable: 0,
      accumulated: 15,
    });
    const info = (await call(accountCalls.memberInfo, { token: fan.token })).data;
    expect(info.balances.diamonds).toBe(970);
    expect(info.userlevel).toBe(1);
    expect(info.exp_percent).toBe(30);
    const [row] = await ctx.database.db
      .select({ exp: users.wealthExpTenths })
      .from(users)
      .where(eq(users.id, fan.userId));
    expect(row?.exp).toBe(300);

    const ranking = (
      await call(liveCalls.roomRanking, { query: { room_id: streamer.roomId, period: 'day' } })
    ).data.list;
    expect(ranking).toEqual([expect.objectContaining({ rank: 1, user_id: fan.userId, score: 30 })]);
    const anchors = (await call(liveCalls.roomRanking, { query: { period: 'day', limit: 100 } }))
      .data.list;
    expect(
      anchors.find((entry) => entry.user_id === streamer.userId)?.score,
    ).toBeGreaterThanOrEqual(30);

    // Settlement (delay 0 here) moves pending income to withdrawable.
    expect(await ctx.test.parts.money.gifts.settleDue()).toBeGreaterThanOrEqual(1);
    expect(await walletOf(app, streamer.token)).toMatchObject({ pending: 0, withdrawable: 15 });
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });

  it('refuses a send at a price the page no longer shows, charging nothing', async () => {
    const { app } = ctx.test;
    const streamer = await registerLiveStreamer(app, ctx.database.db);
    const fan = await registerMember(app, ctx.database.db);
    await grantDiamonds(ctx.test.parts.money.ledger, fan.userId, 1000);
    const gifts = (await call(moneyCalls.giftList, {})).data.list;
    const gift = gifts.find((candidate) => candidate.id === 5)!;
    const stale = await send(fan.token, {
      room_id: streamer.roomId,
      gift_id: gift.id,
      count: 2,
      price: gift.price + 1,
    });
    expect(stale).toMatchObject({ status: 409, code: 1 });
    expect(stale.msg).toContain(String(gift.price));
    expect((await walletOf(app, fan.token)).diamonds).toBe(1000);
    const fresh = await send(fan.token, {
      room_id: streamer.roomId,
      gift_id: gift.id,
      count: 2,
      price: gift.price,
    });
    expect(fresh.code).toBe(0);
    expect(fresh.data.wallet.diamonds).toBe(1000 - 2 * gift.price);
  });

  it('refuses sending to oneself, a room that is not live, too few diamonds, visitors', async () => {
    const { app } = ctx.test;
    const streamer = await registerLiveStreamer(app, ctx.database.db);
    await grantDiamonds(ctx.test.parts.money.ledger, streamer.userId, 100);
    const self = await send(streamer.token, { room_id: streamer.roomId, gift_id: 1 });
    expect(self).toMatchObject({ status: 400, code: 1 });
    expect(self.msg).toMatch(/自己/);

    const poor = await registerMember(app, ctx.database.db);
    await grantDiamonds(ctx.test.parts.money.ledger, poor.userId, 4);
    const tooDear = await send(poor.token, { room_id: streamer.roomId, gift_id: 3, count: 1 });
    expect(tooDear).toMatchObject({ code: 1 });
    expect(tooDear.msg).toMatch(/钻石余额不足/);
    expect((await walletOf(app, poor.token)).diamonds).toBe(4);

    const offline = await registerMember(app, ctx.database.db);
    await ctx.database.db.update(users).set({ isAnchor: 1 }).where(eq(users.id, offline.userId));
    const room = (await call(liveCalls.getMyRoom, { token: offline.token })).data.room;
    expect(await send(poor.token, { room_id: room.room_id, gift_id: 1 })).toMatchObject({
      code: 1,
    });

    const visitor = await call(moneyCalls.handselGift, {
      body: { room_id: streamer.roomId, gift_id: 1 },
    });
    expect(visitor.code).toBe(700);
    const getForm = await app.inject({
      method: 'GET',
      url: `/api/member/handselGift?room_id=${streamer.roomId}&gift_id=1`,
      headers: { token: poor.token },
    });
    expect(getForm.statusCode).toBe(404);
    // A cross-site form carries the cookie but not our header: refused before anything moves.
    const login = await callerFrom(app).post('/api/user/login', {
      mobile: poor.mobile,
      password: poor.password,
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/member/handselGift',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ room_id: streamer.roomId, gift_id: 1 }),
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await walletOf(app, poor.token)).diamonds).toBe(4);
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });

  it('refuses gifts, backpack gifts included, from a member kicked from the room (I5)', async () => {
    const { app } = ctx.test;
    const streamer = await registerLiveStreamer(app, ctx.database.db);
    const kicked = await registerMember(app, ctx.database.db);
    await grantDiamonds(ctx.test.parts.money.ledger, kicked.userId, 100);
    await ctx.database.db
      .insert(backpackItems)
      .values({ userId: kicked.userId, giftId: 1, count: 2 });
    const moderate = (lift: boolean) =>
      call(liveCalls.liveKickout, {
        body: { room_id: streamer.roomId, user_id: kicked.userId, lift },
        token: streamer.token,
      });
    expect((await moderate(false)).code).toBe(0);

    const refused = await send(kicked.token, { room_id: streamer.roomId, gift_id: 1, count: 5 });
    expect(refused).toMatchObject({ status: 403, code: 1 });
    expect(refused.msg).toMatch(/移出/);
    const fromBackpack = await call(mallCalls.sendBackpackGift, {
      body: { room_id: streamer.roomId, gift_id: 1, count: 1 },
      token: kicked.token,
    });
    expect(fromBackpack).toMatchObject({ code: 1 });
    expect((await walletOf(app, kicked.token)).diamonds).toBe(100);
    const [held] = await ctx.database.db
      .select({ count: backpackItems.count })
      .from(backpackItems)
      .where(eq(backpackItems.userId, kicked.userId));
    expect(held?.count).toBe(2);

    // Once the kick is lifted (gifts see it within a second), gifts go through again.
    expect((await moderate(true)).code).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(
      await send(kicked.token, { room_id: streamer.roomId, gift_id: 1, count: 5 }),
    ).toMatchObject({ code: 0, data: { wallet: { diamonds: 95 } } });
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });

  it('sends a retried request once, and never overspends under concurrent sends', async () => {
    const { app } = ctx.test;
    const streamer = await registerLiveStreamer(app, ctx.database.db);
    const fan = await registerMember(app, ctx.database.db);
    await grantDiamonds(ctx.test.parts.money.ledger, fan.userId, 50);
    const body = { room_id: streamer.roomId, gift_id: 5, count: 1, request_id: 'retry-0001' };
    const [first, second] = await Promise.all([send(fan.token, body), send(fan.token, body)]);
    expect(first.data.send_id).toBe(second.data.send_id);
    expect((await walletOf(app, fan.token)).diamonds).toBe(40);

    // 40 diamonds, 20 concurrent 5-diamond sends: exactly 8 go through.
    const results = await Promise.all(
      Array.from({ length: 20 }, () => send(fan.token, { room_id: streamer.roomId, gift_id: 3 })),
    );
    expect(results.filter((result) => result.code === 0)).toHaveLength(8);
    expect((await walletOf(app, fan.token)).diamonds).toBe(0);
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });

  it('sends of many members at once go through together, but a member short of diamonds is refused alone', async () => {
    const { app } = ctx.test;
    const streamer = await registerLiveStreamer(app, ctx.database.db);
    const fans = [];
    for (let index = 0; index < 4; index += 1) {
      const fan = await registerMember(app, ctx.database.db);
      // The first fan can pay for 3 of their 10 five-diamond sends.
      await grantDiamonds(ctx.test.parts.money.ledger, fan.userId, index === 0 ? 15 : 100);
      fans.push(fan);
    }
    const football = { room_id: streamer.roomId, gift_id: 3, count: 1 };
    const burst = fans.flatMap((fan, index) =>
      Array.from({ length: 10 }, (_, sendIndex) =>
        send(fan.token, {
          ...football,
          // The second fan's first two sends are one request sent twice.
          ...(index === 1 && sendIndex < 2 && { request_id: 'twice-0001' }),
        }).then((answer) => ({ fan: index, answer })),
      ),
    );
    const answers = await Promise.all(burst);
    const accepted = (fan: number) =>
      answers.filter((entry) => entry.fan === fan && entry.answer.code === 0);
    expect(accepted(0)).toHaveLength(3);
    expect(
      answers
        .filter((entry) => entry.fan === 0 && entry.answer.code !== 0)
        .map((e) => e.answer.msg),
    ).toEqual(Array(7).fill('钻石余额不足，请先充值'));
    for (const fan of [1, 2, 3]) expect(accepted(fan)).toHaveLength(10);
    const twice = accepted(1).slice(0, 2);
    expect(twice[0]!.answer.data.send_id).toBe(twice[1]!.answer.data.send_id);

    const diamonds = await Promise.all(
      fans.map(async (fan) => (await walletOf(app, fan.token)).diamonds),
    );
    // The request sent twice was charged once.
    expect(diamonds).toEqual([0, 55, 50, 50]);
    const income = await walletOf(app, streamer.token);
    // Half of every send is the streamer's (the platform's share is 50 %), settled or not.
    expect(income.pending + income.withdrawable).toBe(((3 + 9 + 10 + 10) * 5) / 2);
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });
});
