import {
  FAN_INTIMACY,
  FAN_LEVEL_THRESHOLDS,
  fanGroupCalls,
  liveCalls,
  moneyCalls,
  type ChatMessage,
  type ImServerMessage,
} from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { connectImAs, textMessage, type ImTestClient } from '../../test-support/im-client';
import { registerStreamer } from '../../test-support/live';
import { grantDiamonds, ledgerProblems, walletOf } from '../../test-support/money';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

const DAY = 86_400_000;
const settings = {
  name: '枪手铁粉团',
  badge: '铁粉',
  join_mode: 'gift' as 'gift' | 'fee',
  fee_diamonds: 10,
  fans_only_chat_level: 0,
  chat_colour_level: 2,
  entry_effect_level: 3,
};

describe.each(databaseKinds)('fan groups (%s)', (kind) => {
  const ctx = useAppForFile(kind, { listen: true });
  const call = contractCaller(() => ctx.test.app, { lang: 'zh' });
  const fans = () => ctx.test.parts.fans;

  async function liveStreamerWithGroup(overrides: Partial<typeof settings> = {}) {
    const streamer = await registerStreamer(ctx.test.app, ctx.database.db);
    const saved = await call(fanGroupCalls.saveSettings, {
      body: { ...settings, ...overrides },
      token: streamer.token,
    });
    expect(saved).toMatchObject({ code: 0 });
    expect((await call(liveCalls.startRoom, { token: streamer.token })).code).toBe(0);
    return { ...streamer, group: saved.data };
  }
  async function fanWithDiamonds(diamonds = 100) {
    const fan = await registerMember(ctx.test.app, ctx.database.db);
    await grantDiamonds(ctx.test.parts.money.ledger, fan.userId, diamonds);
    return fan;
  }
  async function membership(anchorId: number, token: string) {
    return (await call(fanGroupCalls.info, { query: { anchor_id: anchorId }, token })).data.me;
  }
  /**
   * Waits until the fan light has joined and its diamond counted: both follow the gift
   * asynchronously (the `gift.sent` event), and a test reading in between would race them.
   */
  async function joined(anchorId: number, token: string) {
    await expect
      .poll(() => membership(anchorId, token))
      .toMatchObject({ active: true, today: { gift: FAN_INTIMACY.giftPerDiamond } });
  }
  const sendMessage = (client: ImTestClient, roomId: number, text: string) =>
    client.request({ type: 'sendRoom', room_id: roomId, ...textMessage(text) });

  it('joins by the fan light and shows the badge on room messages, pushed and in history', async () => {
    const streamer = await liveStreamerWithGroup();
    const fan = await fanWithDiamonds();
    const viewer = await registerMember(ctx.test.app, ctx.database.db);
    const giftId = streamer.group.fan_light_gift_id;
    if (giftId === null) throw new Error('no fan light gift in the catalogue');
    const sent = await call(moneyCalls.handselGift, {
      body: { room_id: streamer.roomId, gift_id: giftId, count: 1 },
      token: fan.token,
    });
    expect(sent.code).toBe(0);
    await expect
      .poll(() => membership(streamer.userId, fan.token))
      .toMatchObject({
        active: true,
        level: 1,
        // The fan light's diamond counts as gift intimacy.
        intimacy: FAN_INTIMACY.giftPerDiamond,
      });

    const fanChat = await connectImAs(ctx.test.app, fan);
    const viewerChat = await connectImAs(ctx.test.app, viewer);
    for (const client of [fanChat, viewerChat]) {
      expect(await client.request({ type: 'joinRoom', room_id: streamer.roomId })).toMatchObject({
        code: 0,
      });
    }
    const pushed = viewerChat.next(
      (m: ImServerMessage) => m.type === 'roomMessage' && m.data.from === String(fan.userId),
    );
    expect(await sendMessage(fanChat, streamer.roomId, '冲冲冲')).toMatchObject({
      code: 0,
      data: { fan_badge: { name: '铁粉', level: 1, coloured: false, entry_effect: false } },
    });
    const seen = await pushed;
    if (seen.type !== 'roomMessage') throw new Error('expected a room message');
    expect(seen.data.fan_badge).toMatchObject({ name: '铁粉', level: 1 });
    const history = (
      (await viewerChat.request({ type: 'joinRoom', room_id: streamer.roomId })).data as {
        history: ChatMessage[];
      }
    ).history;
    expect(history.find((message) => message.from === String(fan.userId))?.fan_badge?.name).toBe(
      '铁粉',
    );
    const fromViewer = await sendMessage(viewerChat, streamer.roomId, '路过');
    expect((fromViewer.data as ChatMessage).fan_badge).toBeUndefined();
    fanChat.socket.close();
    viewerChat.socket.close();
  });

  it('caps each source of intimacy per day and starts again the next day', async () => {
    const streamer = await liveStreamerWithGroup();
    const fan = await fanWithDiamonds(1_000);
    const giftId = streamer.group.fan_light_gift_id!;
    await call(moneyCalls.handselGift, {
      body: { room_id: streamer.roomId, gift_id: giftId, count: 1 },
      token: fan.token,
    });
    await joined(streamer.userId, fan.token);
    const base = (await membership(streamer.userId, fan.token))!.intimacy;

    const day = Date.now();
    const earn = (source: 'chat' | 'watch' | 'gift', points: number, at = day) =>
      fans().earn([{ anchorId: streamer.userId, userId: fan.userId, source, points }], at);
    let chatGained = 0;
    for (let message = 0; message < 10; message += 1) {
      chatGained += await earn('chat', FAN_INTIMACY.chatPerMessage);
    }
    expect(chatGained).toBe(FAN_INTIMACY.chatDailyCap);
    expect(await earn('watch', 10_000)).toBe(FAN_INTIMACY.watchDailyCap);
    expect(await earn('gift', 100_000)).toBe(FAN_INTIMACY.giftDailyCap - base);
    const capped = await membership(streamer.userId, fan.token);
    expect(capped?.intimacy).toBe(
      FAN_INTIMACY.chatDailyCap + FAN_INTIMACY.watchDailyCap + FAN_INTIMACY.giftDailyCap,
    );
    // Watching through the presence ticks: a minute in the room is a point, within the cap.
    expect(await earn('watch', 1)).toBe(0);
    // A member of no group, and a stranger to this one, earn nothing.
    const stranger = await registerMember(ctx.test.app, ctx.database.db);
    expect(
      await fans().earn([
        { anchorId: streamer.userId, userId: stranger.userId, source: 'chat', points: 5 },
      ]),
    ).toBe(0);
    // The next site day the caps start again.
    expect(await earn('chat', FAN_INTIMACY.chatPerMessage, day + DAY)).toBe(
      FAN_INTIMACY.chatPerMessage,
    );
  });

  it('turns minutes in the room into watching intimacy', async () => {
    const streamer = await liveStreamerWithGroup();
    const fan = await fanWithDiamonds();
    await call(moneyCalls.handselGift, {
      body: { room_id: streamer.roomId, gift_id: streamer.group.fan_light_gift_id!, count: 1 },
      token: fan.token,
    });
    await joined(streamer.userId, fan.token);
    const watching = { roomId: streamer.roomId, userId: fan.userId };
    const events = ctx.test.parts.events;
    for (let tick = 0; tick < 5; tick += 1) {
      events.emit('presence.tick', {
        memberIds: [fan.userId],
        seconds: 30,
        memberships: [watching],
      });
    }
    await expect
      .poll(async () => (await membership(streamer.userId, fan.token))?.today.watch)
      .toBe(2);
  });

  it('drops a level after a week without activity, and one more each idle week', async () => {
    const streamer = await liveStreamerWithGroup();
    const fan = await fanWithDiamonds(1_000);
    await call(moneyCalls.handselGift, {
      body: { room_id: streamer.roomId, gift_id: streamer.group.fan_light_gift_id!, count: 1 },
      token: fan.token,
    });
    await joined(streamer.userId, fan.token);
    const start = Date.now();
    await fans().earn(
      [{ anchorId: streamer.userId, userId: fan.userId, source: 'gift', points: 1_000 }],
      start,
    );
    const before = await membership(streamer.userId, fan.token);
    expect(before?.level).toBe(5);
    const lastActive = Date.parse(before!.last_active_at);

    await fans().lapseIdle(lastActive + 6 * DAY);
    expect((await membership(streamer.userId, fan.token))?.level).toBe(5);
    await fans().lapseIdle(lastActive + 7 * DAY + 1_000);
    expect(await membership(streamer.userId, fan.token)).toMatchObject({
      level: 4,
      intimacy: FAN_LEVEL_THRESHOLDS[3],
    });
    // Running again the same day drops nothing more; the next idle week drops one more.
    await fans().lapseIdle(lastActive + 8 * DAY);
    expect((await membership(streamer.userId, fan.token))?.level).toBe(4);
    await fans().lapseIdle(lastActive + 14 * DAY + 2_000);
    expect((await membership(streamer.userId, fan.token))?.level).toBe(3);
  });

  it('takes a fee-mode group’s fee through the ledger, and the fans-only chat keeps others out', async () => {
    const streamer = await liveStreamerWithGroup({
      join_mode: 'fee',
      fee_diamonds: 30,
      fans_only_chat_level: 1,
    });
    const fan = await fanWithDiamonds(50);
    const outsider = await fanWithDiamonds(10);
    // The fan light does not join a fee-mode group.
    await call(moneyCalls.handselGift, {
      body: { room_id: streamer.roomId, gift_id: streamer.group.fan_light_gift_id!, count: 1 },
      token: outsider.token,
    });
    const refusal = await call(fanGroupCalls.join, {
      body: { anchor_id: streamer.userId },
      token: outsider.token,
    });
    expect(refusal).toMatchObject({ code: 1, msg: '钻石余额不足，请先充值' });
    expect(await membership(streamer.userId, outsider.token)).toBeNull();

    const joined = await call(fanGroupCalls.join, {
      body: { anchor_id: streamer.userId, request_id: 'fee-request-1' },
      token: fan.token,
    });
    expect(joined).toMatchObject({ code: 0, data: { active: true, level: 1 } });
    const retried = await call(fanGroupCalls.join, {
      body: { anchor_id: streamer.userId, request_id: 'fee-request-1' },
      token: fan.token,
    });
    expect(retried.data.expires_at).toBe(joined.data.expires_at);
    expect((await walletOf(ctx.test.app, fan.token)).diamonds).toBe(20);
    const ownGroup = await call(fanGroupCalls.join, {
      body: { anchor_id: streamer.userId },
      token: streamer.token,
    });
    expect(ownGroup.code).toBe(1);

    const outsiderChat = await connectImAs(ctx.test.app, outsider);
    const fanChat = await connectImAs(ctx.test.app, fan);
    for (const client of [outsiderChat, fanChat]) {
      await client.request({ type: 'joinRoom', room_id: streamer.roomId });
    }
    expect(await sendMessage(outsiderChat, streamer.roomId, '我也想说话')).toMatchObject({
      code: 1,
      msg: 'Fans-only chat: members of the fan group from level 1 may chat here.',
    });
    expect((await sendMessage(fanChat, streamer.roomId, '粉丝来了')).code).toBe(0);
    outsiderChat.socket.close();
    fanChat.socket.close();

    // The streamer's share is pending until the fees settle, then withdrawable.
    const pending = (await walletOf(ctx.test.app, streamer.token)).pending;
    expect(pending).toBeGreaterThan(0);
    expect(await fans().settleFeesDue(Date.now() + 365 * DAY)).toBeGreaterThanOrEqual(1);
    const settled = await walletOf(ctx.test.app, streamer.token);
    expect(settled.withdrawable).toBeGreaterThan(0);
    expect(settled.withdrawable + settled.pending).toBeCloseTo(pending);
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);

    const left = await call(fanGroupCalls.leave, {
      body: { anchor_id: streamer.userId },
      token: fan.token,
    });
    expect(left.code).toBe(0);
    expect(await membership(streamer.userId, fan.token)).toBeNull();
    const mine = await call(fanGroupCalls.mine, { token: fan.token });
    expect(mine.data.list).toEqual([]);
  });
});
