import {
  consoleCalls,
  giftCatalogueCalls,
  liveCalls,
  moneyCalls,
  profileCalls,
  type GiftEdit,
} from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorAudit, paymentOrders, users } from '../../db/schema/index';
import { MemoryBus } from '../../platform/bus/memory-bus';
import { registerMember, registerStaff } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { connectImAs } from '../../test-support/im-client';
import { connectLiveData } from '../../test-support/live-data-client';
import { makeOperator } from '../../test-support/live';
import { grantDiamonds, registerLiveStreamer, topUpThroughSandbox } from '../../test-support/money';
import { databaseKinds } from '../../test-support/targets';
import { buildTestApp, useAppForFile } from '../../test-support/test-app';

const application = {
  real_name: '李四',
  contact: 'wechat: lisi',
  id_number: '11010519491231002X',
  experience: 'Three years calling V.League matches on a community radio station.',
};

const newGift: GiftEdit = {
  name_zh: '奖杯',
  name_en: 'Trophy',
  name_vi: 'Cúp',
  price: 66,
  image: '/emoji/1f3c6.svg',
  animation: 'float',
  sort: 500,
  active: true,
};

describe.each(databaseKinds)('operator console (%s)', (kind) => {
  const ctx = useAppForFile(kind, { listen: true });
  const call = contractCaller(() => ctx.test.app, { lang: 'zh' });

  const staff = (role: 'operator' | 'moderator') =>
    registerStaff(ctx.test.app, ctx.database.db, role);

  it('opens for staff with their role and refuses members', async () => {
    const moderator = await staff('moderator');
    const member = await registerMember(ctx.test.app, ctx.database.db);
    expect((await call(consoleCalls.me, { token: moderator.token })).data).toMatchObject({
      user_id: moderator.userId,
      role: 'moderator',
    });
    expect((await call(consoleCalls.me, { token: member.token })).status).toBe(403);
    expect((await call(consoleCalls.me, {})).code).toBe(700);
  });

  it('counts a streamer application in its queue until it is decided', async () => {
    const moderator = await staff('moderator');
    const applicant = await registerMember(ctx.test.app, ctx.database.db);
    const before = (await call(consoleCalls.queueCounts, { token: moderator.token })).data;
    await call(profileCalls.verified, { body: application, token: applicant.token });
    const counts = (await call(consoleCalls.queueCounts, { token: moderator.token })).data;
    expect(counts.anchor_applications).toBe(before.anchor_applications + 1);

    const waiting = await call(consoleCalls.anchorApplications, {
      query: { status: 'waiting' },
      token: moderator.token,
    });
    const listed = waiting.data.list.find((item) => item.user_id === applicant.userId);
    // The reviewer sees the ID number in full, to check it against the photo.
    expect(listed).toMatchObject({ real_name: '李四', id_number: application.id_number });

    await call(profileCalls.reviewAnchorApplication, {
      body: { user_id: applicant.userId, approve: true },
      token: moderator.token,
    });
    const after = (await call(consoleCalls.queueCounts, { token: moderator.token })).data;
    expect(after.anchor_applications).toBe(before.anchor_applications);
    const approved = await call(consoleCalls.anchorApplications, {
      query: { status: 'approved' },
      token: moderator.token,
    });
    expect(approved.data.list.map((item) => item.user_id)).toContain(applicant.userId);
  });

  it('lists rooms on air with their viewers, and sealed rooms with the reason', async () => {
    const moderator = await staff('moderator');
    const streamer = await registerLiveStreamer(ctx.test.app, ctx.database.db);
    const [anchor] = await ctx.database.db
      .select({ nickname: users.nickname })
      .from(users)
      .where(eq(users.id, streamer.userId));
    const onAir = await call(consoleCalls.rooms, {
      query: { filter: 'live', q: String(streamer.roomId) },
      token: moderator.token,
    });
    expect(onAir.data.list).toEqual([
      expect.objectContaining({ room_id: streamer.roomId, sealed: false, live_status: 'live' }),
    ]);
    const byName = await call(consoleCalls.rooms, {
      query: { filter: 'live', q: anchor!.nickname },
      token: moderator.token,
    });
    expect(byName.data.list.map((room) => room.room_id)).toContain(streamer.roomId);

    await call(liveCalls.sealRoom, {
      body: { room_id: streamer.roomId, sealed: true, reason: '违规内容' },
      token: moderator.token,
    });
    const sealed = await call(consoleCalls.rooms, {
      query: { filter: 'sealed', q: String(streamer.roomId) },
      token: moderator.token,
    });
    expect(sealed.data.list).toEqual([
      expect.objectContaining({
        room_id: streamer.roomId,
        sealed: true,
        sealed_reason: '违规内容',
      }),
    ]);
    const stillOnAir = await call(consoleCalls.rooms, {
      query: { filter: 'live', q: String(streamer.roomId) },
      token: moderator.token,
    });
    expect(stillOnAir.data.list).toEqual([]);
  });

  it("sets a room's chat modes from the console: the room hears them, the list shows them", async () => {
    const moderator = await staff('moderator');
    const streamer = await registerLiveStreamer(ctx.test.app, ctx.database.db);
    const listed = async () =>
      (
        await call(consoleCalls.rooms, {
          query: { filter: 'live', q: String(streamer.roomId) },
          token: moderator.token,
        })
      ).data.list[0]?.chat_mode;
    expect(await listed()).toEqual({ slow_mode_seconds: 0, followers_only: false });
    const listener = await connectImAs(
      ctx.test.app,
      await registerMember(ctx.test.app, ctx.database.db),
    );
    await listener.request({ type: 'joinRoom', room_id: streamer.roomId });

    const set = await call(consoleCalls.setRoomChatMode, {
      body: { room_id: streamer.roomId, slow_mode_seconds: 30, followers_only: true },
      token: moderator.token,
    });
    const mode = { room_id: streamer.roomId, slow_mode_seconds: 30, followers_only: true };
    expect(set.data).toEqual(mode);
    expect(await listener.next((m) => m.type === 'roomMode')).toEqual({
      type: 'roomMode',
      data: mode,
    });
    expect(await listed()).toEqual({ slow_mode_seconds: 30, followers_only: true });
    const odd = await call(consoleCalls.setRoomChatMode, {
      body: { room_id: streamer.roomId, slow_mode_seconds: 7, followers_only: false },
      token: moderator.token,
    });
    expect(odd.code).toBe(1);
    listener.socket.close();
  });

  it('ends a broadcast without sealing: viewers hear it end, the streamer may go live again', async () => {
    const moderator = await staff('moderator');
    const streamer = await registerLiveStreamer(ctx.test.app, ctx.database.db);
    const viewer = await connectLiveData(ctx.test);
    viewer.send({ type: 'enterRoom', room_id: streamer.roomId });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const ended = await call(consoleCalls.endBroadcast, {
      body: { room_id: streamer.roomId },
      token: moderator.token,
    });
    expect(ended.data).toEqual({ room_id: streamer.roomId, ended: true });
    await viewer.next((m) => m.code === 200 && m.type === 'endRoom');
    viewer.socket.close();
    const room = await call(liveCalls.getRoomInfo, { query: { room_id: streamer.roomId } });
    expect(room.data).toMatchObject({ live_status: 'ended', sealed: false });
    const again = await call(consoleCalls.endBroadcast, {
      body: { room_id: streamer.roomId },
      token: moderator.token,
    });
    expect(again.data.ended).toBe(false);
    const restarted = await call(liveCalls.startRoom, { token: streamer.token });
    expect(restarted.code).toBe(0);
  });

  it("shows a withdrawal's background: top-ups, refunds among senders, gifts received", async () => {
    const moderator = await staff('moderator');
    const streamer = await registerLiveStreamer(ctx.test.app, ctx.database.db);
    const fan = await registerMember(ctx.test.app, ctx.database.db);
    const { orderNo } = await topUpThroughSandbox(ctx.test.app, fan.token);
    await grantDiamonds(ctx.test.parts.money.ledger, fan.userId, 100);
    const sent = await call(moneyCalls.handselGift, {
      body: { room_id: streamer.roomId, gift_id: 5, count: 2 },
      token: fan.token,
    });
    expect(sent.code).toBe(0);
    // The fan's top-up is refunded afterwards (as Admin/refundTopup would mark it).
    await ctx.database.db
      .update(paymentOrders)
      .set({ status: 'refunded', refundedAt: new Date() })
      .where(eq(paymentOrders.orderNo, orderNo));

    const background = await call(consoleCalls.withdrawalBackground, {
      query: { user_id: streamer.userId },
      token: moderator.token,
    });
    expect(background.data).toMatchObject({
      user_id: streamer.userId,
      gifts_received_30d: { sends: 1, diamonds: 20 },
      senders_with_refunds_30d: 1,
      withdrawals_paid: 0,
    });
    const fans = await call(consoleCalls.withdrawalBackground, {
      query: { user_id: fan.userId },
      token: moderator.token,
    });
    expect(fans.data.recent_topups).toEqual([
      expect.objectContaining({ order_no: orderNo, status: 'refunded', channel: 'sandbox' }),
    ]);
    const nobody = await call(consoleCalls.withdrawalBackground, {
      query: { user_id: 999_999_999 },
      token: moderator.token,
    });
    expect(nobody.status).toBe(404);
  });

  it('lets administrators, not moderators, change a gift; sends pay the new price at once', async () => {
    const administrator = await staff('operator');
    const moderator = await staff('moderator');
    const refused = await call(giftCatalogueCalls.save, {
      body: newGift,
      token: moderator.token,
    });
    expect(refused.status).toBe(403);

    const added = await call(giftCatalogueCalls.save, {
      body: newGift,
      token: administrator.token,
    });
    expect(added).toMatchObject({ code: 0, data: { before: null, after: { price: 66 } } });
    const giftId = added.data.after.id;
    const streamer = await registerLiveStreamer(ctx.test.app, ctx.database.db);
    const fan = await registerMember(ctx.test.app, ctx.database.db);
    await grantDiamonds(ctx.test.parts.money.ledger, fan.userId, 1000);
    // The catalogue is now cached by this instance (a send reads it).
    const first = await call(moneyCalls.handselGift, {
      body: { room_id: streamer.roomId, gift_id: giftId, count: 1 },
      token: fan.token,
    });
    expect(first.data.wallet.diamonds).toBe(934);

    const page = await connectLiveData(ctx.test);
    const changed = await call(giftCatalogueCalls.save, {
      body: { ...newGift, id: giftId, price: 88 },
      token: administrator.token,
    });
    expect(changed.data).toMatchObject({ before: { price: 66 }, after: { price: 88 } });
    const pushed = await page.next((m) => m.code === 200 && m.type === 'catalogueChanged');
    expect(pushed).toMatchObject({ data: { catalogue: 'gifts' } });
    page.socket.close();

    const list = await call(moneyCalls.giftList, {});
    expect(list.data.list.find((gift) => gift.id === giftId)?.price).toBe(88);
    const second = await call(moneyCalls.handselGift, {
      body: { room_id: streamer.roomId, gift_id: giftId, count: 1 },
      token: fan.token,
    });
    expect(second.data.wallet.diamonds).toBe(934 - 88);

    // The audit row keeps the price before and after.
    const rows = await ctx.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.operatorId, administrator.userId));
    expect(rows.at(-1)).toMatchObject({
      action: 'Admin/saveGift',
      result: { before: { price: 66 }, after: { price: 88 } },
    });

    const withdrawn = await call(giftCatalogueCalls.save, {
      body: { ...newGift, id: giftId, price: 88, active: false },
      token: administrator.token,
    });
    expect(withdrawn.code).toBe(0);
    const gone = await call(moneyCalls.handselGift, {
      body: { room_id: streamer.roomId, gift_id: giftId, count: 1 },
      token: fan.token,
    });
    expect(gone.code).toBe(1);
    const bad = await call(giftCatalogueCalls.save, {
      body: { ...newGift, price: 0, image: 'javascript:alert(1)' },
      token: administrator.token,
    });
    expect(bad.code).toBe(1);
  });

  it('drops the cached catalogue on every instance that shares the bus', async () => {
    const bus = new MemoryBus();
    const first = await buildTestApp({ database: ctx.database, bus });
    const second = await buildTestApp({ database: ctx.database, bus });
    try {
      const onFirst = contractCaller(() => first.app, { lang: 'zh' });
      const onSecond = contractCaller(() => second.app, { lang: 'zh' });
      const administrator = await registerMember(first.app, ctx.database.db);
      await makeOperator(ctx.database.db, administrator.userId);
      const added = await onFirst(giftCatalogueCalls.save, {
        body: newGift,
        token: administrator.token,
      });
      const giftId = added.data.after.id;
      const priceOn = async (caller: typeof onSecond) =>
        (await caller(moneyCalls.giftList, {})).data.list.find((gift) => gift.id === giftId)?.price;
      expect(await priceOn(onSecond)).toBe(66);
      await onFirst(giftCatalogueCalls.save, {
        body: { ...newGift, id: giftId, price: 77 },
        token: administrator.token,
      });
      expect(await priceOn(onSecond)).toBe(77);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
