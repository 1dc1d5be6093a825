import { liveCalls, profileCalls } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { registerMember, uploadPicture } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { connectLiveData } from '../../test-support/live-data-client';
import { registerStreamer } from '../../test-support/live';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';
import { periodStart } from '../../platform/time/ranking-period';

describe('ranking periods', () => {
  it('start at midnight, Monday and the 1st in China time', () => {
    // Sunday 2026-11-22 21:30 UTC is Monday 05:30 in China.
    const now = Date.parse('2026-11-22T21:30:00Z');
    expect(periodStart('day', now).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(periodStart('week', now).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(periodStart('month', now).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(periodStart('total', now).getTime()).toBe(0);
    // Sunday in China: the week began six days earlier.
    expect(periodStart('week', Date.parse('2026-11-22T10:00:00Z')).toISOString()).toBe(
      '2026-11-15T16:00:00.000Z',
    );
  });
});

describe.each(databaseKinds)('live rooms (%s)', (kind) => {
  const ctx = useAppForFile(kind, { listen: true, presenceIntervalMs: 100 });
  const call = contractCaller(() => ctx.test.app);

  it('gives rooms only to streamers and drives the live status by hand', async () => {
    const { app } = ctx.test;
    const member = await registerMember(app, ctx.database.db);
    const notAnchor = await call(liveCalls.startRoom, { token: member.token });
    expect(notAnchor.status).toBe(403);
    expect(notAnchor.code).toBe(1);

    const streamer = await registerStreamer(app, ctx.database.db);
    const socket = await connectLiveData(ctx.test);
    const started = await call(liveCalls.startRoom, { token: streamer.token });
    expect(started.data.room.live_status).toBe('live');
    await socket.next(
      (m) =>
        m.code === 200 &&
        m.type === 'startRoom' &&
        (m.data as { streaming: boolean }).streaming === false,
    );
    const waiting = await call(liveCalls.getLiveUrl, { query: { room_id: streamer.roomId } });
    expect(waiting.data).toMatchObject({ live_status: 'live', streaming: false, flv: null });

    const live = await call(liveCalls.getLiveList);
    expect(live.data.list.map((room) => room.room_id)).toContain(streamer.roomId);

    const ended = await call(liveCalls.endRoom, { token: streamer.token });
    expect(ended.data.record?.ended_at).toBeTruthy();
    await socket.next((m) => m.code === 200 && m.type === 'endRoom');
    const again = await call(liveCalls.endRoom, { token: streamer.token });
    expect(again.data.record).toBeNull();
    socket.socket.close();
  });

  it('saves settings, checks categories and matches, and lists by type', async () => {
    const { app } = ctx.test;
    const streamer = await registerStreamer(app, ctx.database.db);
    const categories = await call(liveCalls.getCategoryList, { lang: 'en' });
    expect(categories.data.list.filter((c) => c.id === 0).map((c) => c.name)).toContain(
      'Basketball',
    );

    const bad = await call(liveCalls.setLiveInfo, {
      body: { title: 'x', category_type: 3, category_id: 999_999 },
      token: streamer.token,
    });
    expect(bad.code).toBe(1);
    const noMatch = await call(liveCalls.setLiveInfo, {
      body: { title: 'x', category_type: 1, match_id: 'no-such-match' },
      token: streamer.token,
    });
    expect(noMatch.code).toBe(1);
    const badType = await call(liveCalls.setLiveInfo, {
      body: { title: 'x', category_type: 9 },
      token: streamer.token,
    });
    expect(badType.code).toBe(1);

    const saved = await call(liveCalls.setLiveInfo, {
      body: { title: 'Tennis talk', category_type: 4 },
      token: streamer.token,
      lang: 'en',
    });
    expect(saved.data).toMatchObject({
      title: 'Tennis talk',
      category_name: 'Tennis',
    });
    const tennis = await call(liveCalls.getRoomList, { query: { type: 4, page_size: 60 } });
    expect(tennis.data.list.map((room) => room.room_id)).toContain(streamer.roomId);
    expect(tennis.data.list.every((room) => room.category_type === 4)).toBe(true);
    const football = await call(liveCalls.getRoomList, { query: { type: 1, page_size: 60 } });
    expect(football.data.list.map((room) => room.room_id)).not.toContain(streamer.roomId);

    // Linked to a match: the match's streams list it, with the match's name.
    const feed = ctx.test.parts.scoreFeed;
    const match = feed.matchesBetween(feed.now(), feed.now() + 7 * 86_400_000)[0];
    if (!match) throw new Error('the feed has no match this week');
    await call(liveCalls.setLiveInfo, {
      body: { title: 'Watch-along', category_type: 1, match_id: match.id },
      token: streamer.token,
    });
    const streams = await call(liveCalls.getRoomList, {
      query: { match_id: match.id },
      lang: 'en',
    });
    expect(streams.data.list.map((room) => room.room_id)).toEqual([streamer.roomId]);
    expect(streams.data.list[0]?.match_label).toMatch(/ vs /);
  });

  it('takes only a cover the streamer uploaded: no external address, no one else’s file (L4)', async () => {
    const { app } = ctx.test;
    const streamer = await registerStreamer(app, ctx.database.db);
    const someoneElse = await registerMember(app, ctx.database.db);
    const theirs = await uploadPicture(app, someoneElse.token);
    const mine = await uploadPicture(app, streamer.token);
    const setCover = (cover: string) =>
      call(liveCalls.setLiveInfo, {
        body: { title: 'Derby night', category_type: 1, cover },
        token: streamer.token,
        lang: 'en',
      });
    for (const cover of [
      'https://tracker.example.com/pixel.png?viewer=1',
      '//evil.example/a.png',
      theirs,
    ]) {
      const refused = await setCover(cover);
      expect(refused, cover).toMatchObject({
        code: 1,
        msg: 'The cover must be a picture you uploaded.',
      });
    }
    const room = async () =>
      (await call(liveCalls.getRoomInfo, { query: { room_id: streamer.roomId } })).data.cover;
    expect(await room()).toBe('');
    expect((await setCover(mine)).code).toBe(0);
    expect(await room()).toBe(mine);
    expect((await setCover('')).code).toBe(0);
    expect(await room()).toBe('');
  });

  it('sets a room up and starts it in one call for phone apps', async () => {
    const { app } = ctx.test;
    const streamer = await registerStreamer(app, ctx.database.db);
    const body = await call(liveCalls.mobileStartRoom, {
      body: { title: 'From my phone', category_type: 2 },
      token: streamer.token,
    });
    expect(body.data.room).toMatchObject({
      title: 'From my phone',
      category_type: 2,
      live_status: 'live',
    });
    const refused = await call(liveCalls.mobileStartRoom, {
      body: { title: '', category_type: 2 },
      token: streamer.token,
    });
    expect(refused.code).toBe(1);
  });

  it('keeps the announcement to 50 characters and pushes changes', async () => {
    const { app } = ctx.test;
    const streamer = await registerStreamer(app, ctx.database.db);
    const socket = await connectLiveData(ctx.test);
    socket.send({ type: 'enterRoom', room_id: streamer.roomId });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const long = await call(liveCalls.setPlacard, {
      body: { placard: '球'.repeat(51) },
      token: streamer.token,
    });
    expect(long.code).toBe(1);
    const ok = await call(liveCalls.setPlacard, {
      body: { placard: '球'.repeat(50) },
      token: streamer.token,
    });
    expect(ok.code).toBe(0);
    await socket.next((m) => m.code === 200 && m.type === 'placard');
    const read = await call(liveCalls.getPlacard, { query: { room_id: streamer.roomId } });
    expect(read.data.placard).toBe('球'.repeat(50));
    socket.socket.close();
  });

  it('tells the room when a member enters, not the member themselves', async () => {
    const { app } = ctx.test;
    const streamer = await registerStreamer(app, ctx.database.db);
    const fan = await registerMember(app, ctx.database.db);
    const watcher = await connectLiveData(ctx.test);
    watcher.send({ type: 'enterRoom', room_id: streamer.roomId });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const fanSocket = await connectLiveData(ctx.test, { token: fan.token });
    await new Promise((resolve) => setTimeout(resolve, 50));
    fanSocket.send({ type: 'enterRoom', room_id: streamer.roomId });
    const entered = await watcher.next((m) => m.code === 200 && m.type === 'enterRoom');
    expect(entered).toMatchObject({ data: { room_id: streamer.roomId, online: 2 } });
    expect((entered as { data: { nickname: string } }).data.nickname).toMatch(/\S/);
    await expect(
      fanSocket.next((m) => m.code === 200 && m.type === 'enterRoom', 300),
    ).rejects.toThrow();
    for (const socket of [watcher, fanSocket]) socket.socket.close();
  });

  it('counts viewers in a room, records viewers and ranks streamers', async () => {
    const { app } = ctx.test;
    const streamer = await registerStreamer(app, ctx.database.db);
    const fan = await registerMember(app, ctx.database.db);
    await call(liveCalls.startRoom, { token: streamer.token });
    // Three members (all test sockets share one address: visitors there would count as one).
    const viewers = await Promise.all([1, 2, 3].map(() => registerMember(app, ctx.database.db)));
    const sockets = await Promise.all(
      viewers.map((viewer) => connectLiveData(ctx.test, { token: viewer.token })),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const socket of sockets) socket.send({ type: 'enterRoom', room_id: streamer.roomId });
    const [first] = sockets;
    if (!first) throw new Error('no socket');
    await first.next(
      (m) =>
        m.code === 200 && m.type === 'roomOnline' && (m.data as { online: number }).online === 3,
      3_000,
    );
    const info = await call(liveCalls.getRoomInfo, {
      query: { room_id: streamer.roomId },
      token: fan.token,
    });
    expect(info.data).toMatchObject({ online: 3, me: { role: 'viewer', is_followed: false } });
    sockets[2]?.send({ type: 'leaveRoom' });
    await first.next(
      (m) =>
        m.code === 200 && m.type === 'roomOnline' && (m.data as { online: number }).online === 2,
      3_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_200));

    const ranking = await call(liveCalls.roomRanking, { query: { period: 'day' } });
    const mine = ranking.data.list.find((entry) => entry.user_id === streamer.userId);
    expect(mine?.room_id).toBe(streamer.roomId);
    await call(liveCalls.endRoom, { token: streamer.token });
    const records = await call(liveCalls.getBroadcastRecords, { token: streamer.token });
    expect(records.data.list[0]?.peak_viewers).toBe(3);

    // Follows: the fan's /attention lists the room.
    await call(profileCalls.attention, {
      body: { anchorid: streamer.userId, type: 1 },
      token: fan.token,
    });
    const followed = await call(liveCalls.getFollowedRooms, { token: fan.token });
    expect(followed.data.list.map((room) => room.room_id)).toEqual([streamer.roomId]);
    for (const socket of sockets) socket.socket.close();
  });
});
