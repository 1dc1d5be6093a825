import {
  accountCalls,
  imCalls,
  liveCalls,
  moneyCalls,
  profileCalls,
  type ChatMessage,
  type ImServerMessage,
} from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import {
  connectIm,
  connectImAs,
  containing,
  matching,
  textMessage,
  userSigOf,
  type ImTestClient,
} from '../../test-support/im-client';
import { makeOperator, registerStreamer } from '../../test-support/live';
import { grantDiamonds } from '../../test-support/money';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';
import { signUserSig } from './user-sig';

function roomMessageWith(value: string) {
  return (m: ImServerMessage) =>
    m.type === 'roomMessage' && m.data.payload.kind === 'text' && m.data.payload.text === value;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('chat rooms on /im (%s)', (kind) => {
  const ctx = useAppForFile(kind, { listen: true });

  const call = contractCaller(() => ctx.test.app);

  async function setup() {
    const { app } = ctx.test;
    const db = ctx.database.db;
    const streamer = await registerStreamer(app, db);
    const viewer = await registerMember(app, db);
    const other = await registerMember(app, db);
    const roomId = streamer.roomId;
    const join = async (client: ImTestClient) => {
      const reply = await client.request({ type: 'joinRoom', room_id: roomId });
      expect(reply).toMatchObject({ code: 0 });
      return reply.data as { history: ChatMessage[]; members: number };
    };
    return { streamer, viewer, other, roomId, join };
  }

  it('shows the noble badge on the room messages of a noble, sent and in history', async () => {
    const { viewer, other, roomId, join } = await setup();
    const { app } = ctx.test;
    await grantDiamonds(ctx.test.parts.money.ledger, viewer.userId, 3_000);
    expect(
      await call(moneyCalls.buyNoble, { body: { tier: 2 }, token: viewer.token }),
    ).toMatchObject({ code: 0 });
    const noble = await connectImAs(app, viewer);
    const plain = await connectImAs(app, other);
    await join(noble);
    await join(plain);
    const fromNoble = await noble.request({
      type: 'sendRoom',
      room_id: roomId,
      ...textMessage('hail'),
    });
    expect(fromNoble).toMatchObject({ code: 0, data: { noble_tier: 2 } });
    const fromPlain = await plain.request({
      type: 'sendRoom',
      room_id: roomId,
      ...textMessage('hi'),
    });
    expect(fromPlain).toMatchObject({ code: 0, data: { noble_tier: 0 } });
    const history = (await join(await connectImAs(app, other))).history;
    expect(history.find((message) => message.from === String(viewer.userId))?.noble_tier).toBe(2);
    expect(history.find((message) => message.from === String(other.userId))?.noble_tier).toBe(0);
    for (const client of [noble, plain]) client.socket.close();
  });

  it('refuses forged, expired and borrowed signatures and lets a visitor in as a tourist', async () => {
    const { app } = ctx.test;
    const viewer = await registerMember(app, ctx.database.db);
    const client = await connectIm(app, 'zh');
    const forged = await client.request({
      type: 'login',
      userID: String(viewer.userId),
      userSig: `${Math.floor(Date.now() / 1000) + 600}.${'A'.repeat(43)}`,
    });
    expect(forged).toMatchObject({ code: 1, msg: containing('签名') });

    const key = ctx.test.parts.secrets.keyFor('im-user-sig');
    const expired = signUserSig(key, String(viewer.userId), Math.floor(Date.now() / 1000) - 1);
    expect(
      await client.request({ type: 'login', userID: String(viewer.userId), userSig: expired }),
    ).toMatchObject({ code: 1 });

    // Nothing but login works before a login succeeds.
    expect(await client.request({ type: 'joinRoom', room_id: 1 })).toMatchObject({ code: 1 });

    const tourist = (await call(profileCalls.touristAccount)).data;
    // A tourist's signature names its own id only.
    expect(
      await client.request({ type: 'login', userID: String(viewer.userId), userSig: tourist.sig }),
    ).toMatchObject({ code: 1 });
    expect(
      await client.request({ type: 'login', userID: tourist.id, userSig: tourist.sig }),
    ).toMatchObject({ code: 0, data: { userID: tourist.id, nick: tourist.id, tourist: true } });
    client.socket.close();
  });

  it('answers a malformed request with a clear refusal and keeps the socket open', async () => {
    const client = await connectIm(ctx.test.app);
    client.send({ type: 'joinRoom', seq: 41, room_id: 'not a number' });
    expect(await client.next((m) => m.type === 'reply' && m.seq === 41)).toMatchObject({
      code: 1,
      msg: 'That message was not understood. Reload the page and try again.',
    });
    client.socket.send('not json at all');
    client.send({ type: 'heartbeat' });
    expect(await client.next((m) => m.type === 'pong')).toMatchObject({ type: 'pong' });
    client.socket.close();
  });

  it("stops accepting a member's userSig once they have logged out everywhere", async () => {
    const { app } = ctx.test;
    const viewer = await registerMember(app, ctx.database.db);
    const userSig = await userSigOf(app, viewer.token);
    const login = { type: 'login' as const, userID: String(viewer.userId), userSig };
    const before = await connectIm(app);
    expect(await before.request(login)).toMatchObject({ code: 0, data: { tourist: false } });
    await call(accountCalls.signOut, { token: viewer.token });
    const after = await connectIm(app);
    expect(await after.request(login)).toMatchObject({ code: 1 });
    before.socket.close();
    after.socket.close();
  });

  it('delivers room messages as text to members and tourists, with history on join', async () => {
    const { viewer, roomId, join } = await setup();
    const { app } = ctx.test;
    const sender = await connectImAs(app, viewer);
    await join(sender);
    const tourist = (await call(profileCalls.touristAccount)).data;
    const watcher = await connectIm(app);
    await watcher.request({ type: 'login', userID: tourist.id, userSig: tourist.sig });
    const joined = await join(watcher);
    expect(joined.members).toBe(2);

    const html = '<img src=x onerror=alert(1)> [微笑]';
    const sent = await sender.request({ type: 'sendRoom', room_id: roomId, ...textMessage(html) });
    expect(sent).toMatchObject({ code: 0, data: { from: String(viewer.userId), room_id: roomId } });
    const seen = await watcher.next(roomMessageWith(html));
    expect(seen).toMatchObject({ data: { payload: { kind: 'text', text: html } } });

    // Empty or newline-only text, over-long text, other kinds and tourists are refused.
    for (const bad of ['', '\n\n', '  \n ']) {
      const refused = await sender.request({
        type: 'sendRoom',
        room_id: roomId,
        ...textMessage(bad),
      });
      expect(refused.code).toBe(1);
    }
    await pause(1_050);
    expect(
      await sender.request({ type: 'sendRoom', room_id: roomId, ...textMessage('x'.repeat(51)) }),
    ).toMatchObject({ code: 1, msg: containing('50') });
    expect(
      await watcher.request({
        type: 'sendRoom',
        room_id: roomId,
        ...textMessage('hi from a guest'),
      }),
    ).toMatchObject({ code: 1, msg: 'Log in to chat.' });
    expect(
      await sender.request({
        type: 'sendRoom',
        room_id: roomId + 999,
        ...textMessage('wrong room'),
      }),
    ).toMatchObject({ code: 1, msg: 'Join the chat room first.' });

    const late = await connectIm(app);
    await late.request({ type: 'login', userID: tourist.id, userSig: tourist.sig });
    const history = (await join(late)).history;
    expect(history.map((m) => (m.payload.kind === 'text' ? m.payload.text : ''))).toContain(html);
    for (const client of [sender, watcher, late]) client.socket.close();
  });

  it('gives a rejoin what came after its newest message, not just the last 30', async () => {
    const { viewer, other, roomId, join } = await setup();
    const { app } = ctx.test;
    const more = [
      await registerMember(app, ctx.database.db),
      await registerMember(app, ctx.database.db),
    ];
    const senders = await Promise.all([viewer, other, ...more].map((m) => connectImAs(app, m)));
    for (const client of senders) await join(client);
    // More than a joiner's history, from four members so few sends wait on the rate limit.
    const ids: number[] = [];
    for (let round = 0; round < 8; round += 1) {
      for (const [index, client] of senders.entries()) {
        const sent = await client.request({
          type: 'sendRoom',
          room_id: roomId,
          ...textMessage(`gap ${round}-${index}`),
        });
        expect(sent).toMatchObject({ code: 0 });
        ids.push((sent.data as ChatMessage).id);
      }
      await pause(1_020);
    }
    const rejoining = await connectImAs(app, viewer);
    const afterId = ids[1]!;
    const caughtUp = await rejoining.request({
      type: 'joinRoom',
      room_id: roomId,
      after_id: afterId,
    });
    expect(caughtUp).toMatchObject({ code: 0 });
    expect((caughtUp.data as { history: ChatMessage[] }).history.map((m) => m.id)).toEqual(
      ids.slice(2),
    );
    // A first join still gets the last 30.
    expect((await join(rejoining)).history.map((m) => m.id)).toEqual(ids.slice(-30));
    for (const client of [...senders, rejoining]) client.socket.close();
  }, 60_000);

  it('enforces mutes, shields and kicks, and the spec Barrage calls share the room', async () => {
    const { streamer, viewer, other, roomId, join } = await setup();
    const { app } = ctx.test;
    const talker = await connectImAs(app, viewer);
    const listener = await connectImAs(app, other);
    await join(talker);
    await join(listener);

    await call(liveCalls.setTaboo, {
      body: { room_id: roomId, user_id: viewer.userId, minutes: 30 },
      token: streamer.token,
    });
    const muted = await talker.request({
      type: 'sendRoom',
      room_id: roomId,
      ...textMessage('let me talk'),
    });
    expect(muted).toMatchObject({ code: 1, msg: matching(/muted.*30/) });
    const mutedOverHttp = await call(liveCalls.sendBarrage, {
      body: { room_id: roomId, text: 'or here' },
      token: viewer.token,
    });
    expect(mutedOverHttp).toMatchObject({ status: 403, code: 1 });
    await call(liveCalls.relieveTaboo, {
      body: { room_id: roomId, user_id: viewer.userId },
      token: streamer.token,
    });

    const viaHttp = await call(liveCalls.sendBarrage, {
      body: { room_id: roomId, text: '<b>goal!</b>' },
      token: viewer.token,
    });
    expect(viaHttp).toMatchObject({
      code: 0,
      data: { text: '<b>goal!</b>', user_id: viewer.userId },
    });
    await listener.next(roomMessageWith('<b>goal!</b>'));

    // Shielded: the sender sees their own message; the room does not.
    await call(liveCalls.setUserShield, {
      body: { room_id: roomId, user_id: viewer.userId },
      token: streamer.token,
    });
    await pause(1_050);
    expect(
      await talker.request({ type: 'sendRoom', room_id: roomId, ...textMessage('spam spam') }),
    ).toMatchObject({ code: 0 });
    await talker.next(roomMessageWith('spam spam'));
    await expect(listener.next(roomMessageWith('spam spam'), 300)).rejects.toThrow();
    const list = await call(liveCalls.getBarrageList, { query: { room_id: roomId } });
    expect(list.data.list.map((b) => b.text)).toEqual(['<b>goal!</b>']);

    // Kicked: refused on send and on joining again.
    await call(liveCalls.liveKickout, {
      body: { room_id: roomId, user_id: other.userId },
      token: streamer.token,
    });
    expect(
      await listener.request({ type: 'sendRoom', room_id: roomId, ...textMessage('hello?') }),
    ).toMatchObject({ code: 1, msg: 'You have been removed from this room.' });
    expect(await listener.request({ type: 'joinRoom', room_id: roomId })).toMatchObject({
      code: 1,
    });
    const kicked = await call(liveCalls.getKickedList, { token: other.token });
    expect(kicked.data.list).toEqual([{ room_id: roomId, until: null }]);
    talker.socket.close();
    listener.socket.close();
  });

  it('limits the send rate and refuses duplicates with a clear message', async () => {
    const { viewer, roomId, join } = await setup();
    const talker = await connectImAs(ctx.test.app, viewer, 'vi');
    await join(talker);
    expect(
      await talker.request({ type: 'sendRoom', room_id: roomId, ...textMessage('one') }),
    ).toMatchObject({ code: 0 });
    const fast = await talker.request({ type: 'sendRoom', room_id: roomId, ...textMessage('two') });
    expect(fast).toMatchObject({ code: 1, msg: containing('giây') });
    expect(fast.retry_after_ms).toBeGreaterThan(0);
    await pause(1_050);
    const again = await talker.request({
      type: 'sendRoom',
      room_id: roomId,
      ...textMessage('one'),
    });
    expect(again).toMatchObject({ code: 1, msg: 'Vui lòng không gửi lại cùng một nội dung.' });

    // A retried send (same client id) is stored and delivered once.
    await pause(1_050);
    const once = textMessage('retry me');
    const first = await talker.request({ type: 'sendRoom', room_id: roomId, ...once });
    const retry = await talker.request({ type: 'sendRoom', room_id: roomId, ...once });
    expect(first.code).toBe(0);
    expect((retry.data as ChatMessage).id).toBe((first.data as ChatMessage).id);
    talker.socket.close();
  });

  it('lets the streamer and admins set slow mode and followers-only; moderators are exempt', async () => {
    const { streamer, viewer, other, roomId, join } = await setup();
    const { app } = ctx.test;
    const refused = await call(imCalls.setRoomChatMode, {
      body: { room_id: roomId, slow_mode_seconds: 30, followers_only: false },
      token: viewer.token,
    });
    expect(refused).toMatchObject({ status: 403, code: 1 });
    const badChoice = await call(imCalls.setRoomChatMode, {
      body: { room_id: roomId, slow_mode_seconds: 7, followers_only: false },
      token: streamer.token,
    });
    expect(badChoice).toMatchObject({ status: 400, code: 1 });

    const talker = await connectImAs(app, viewer);
    const host = await connectImAs(app, streamer);
    await join(talker);
    await join(host);
    const set = await call(imCalls.setRoomChatMode, {
      body: { room_id: roomId, slow_mode_seconds: 3, followers_only: false },
      token: streamer.token,
    });
    expect(set).toMatchObject({ code: 0, data: { slow_mode_seconds: 3 } });
    await talker.next((m) => m.type === 'roomMode' && m.data.slow_mode_seconds === 3);

    expect(
      await talker.request({ type: 'sendRoom', room_id: roomId, ...textMessage('first') }),
    ).toMatchObject({ code: 0 });
    await pause(1_100);
    expect(
      await talker.request({ type: 'sendRoom', room_id: roomId, ...textMessage('second') }),
    ).toMatchObject({ code: 1, msg: containing('Slow mode') });
    // The streamer is not slowed down.
    expect(
      await host.request({ type: 'sendRoom', room_id: roomId, ...textMessage('host one') }),
    ).toMatchObject({ code: 0 });

    await call(imCalls.setRoomChatMode, {
      body: { room_id: roomId, slow_mode_seconds: 0, followers_only: true },
      token: streamer.token,
    });
    const outsider = await connectImAs(app, other);
    await join(outsider);
    expect(
      await outsider.request({ type: 'sendRoom', room_id: roomId, ...textMessage('not a fan') }),
    ).toMatchObject({ code: 1, msg: containing('followers') });
    await call(profileCalls.attention, {
      body: { anchorid: streamer.userId, type: 1 },
      token: other.token,
    });
    expect(
      await outsider.request({ type: 'sendRoom', room_id: roomId, ...textMessage('now a fan') }),
    ).toMatchObject({ code: 0 });
    expect(await call(imCalls.roomChatMode, { query: { room_id: roomId } })).toMatchObject({
      data: { room_id: roomId, slow_mode_seconds: 0, followers_only: true },
    });
    for (const client of [talker, host, outsider]) client.socket.close();
  });

  it('lets only operators manage blocked words, which every chat then refuses', async () => {
    const { viewer, other, roomId, join } = await setup();
    expect(
      await call(imCalls.addBlockedWords, { body: { words: ['Scam'] }, token: viewer.token }),
    ).toMatchObject({
      status: 403,
      code: 1,
    });
    await makeOperator(ctx.database.db, other.userId);
    expect(
      await call(imCalls.addBlockedWords, {
        body: { words: ['Scam', 'scam', 'cheat-site'] },
        token: other.token,
      }),
    ).toMatchObject({ code: 0, data: { added: 2 } });
    const talker = await connectImAs(ctx.test.app, viewer);
    await join(talker);
    const blocked = await talker.request({
      type: 'sendRoom',
      room_id: roomId,
      ...textMessage('free S c a m here'),
    });
    expect(blocked).toMatchObject({ code: 1, msg: containing('not allowed') });
    const privately = await talker.request({
      type: 'sendPrivate',
      to: String(other.userId),
      ...textMessage('a scam'),
    });
    expect(privately.code).toBe(1);

    const words = (await call(imCalls.blockedWords, { token: other.token })).data.list;
    expect(words.map((w) => w.word)).toEqual(['cheat-site', 'scam']);
    const scam = words.find((w) => w.word === 'scam');
    await call(imCalls.removeBlockedWord, { body: { id: scam!.id }, token: other.token });
    await pause(1_050);
    expect(
      await talker.request({ type: 'sendRoom', room_id: roomId, ...textMessage('free scam here') }),
    ).toMatchObject({ code: 0 });
    talker.socket.close();
  });
});
