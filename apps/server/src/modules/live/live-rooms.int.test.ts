import { describe, expect, it } from 'vitest';
import { callerFrom, registerMember, uploadPicture } from '../../test-support/accounts';
import { connectLiveData } from '../../test-support/live-data-client';
import { registerStreamer } from '../../test-support/live';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';
import { periodStart } from './live.service';
import type { Envelope } from '../../test-support/envelope';

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

  it('gives rooms only to streamers and drives the live status by hand', async () => {
    const { app } = ctx.test;
    const caller = callerFrom(app);
    const member = await registerMember(app, ctx.database.db);
    const notAnchor = await caller.post('/api/Live/startRoom', {}, { token: member.token });
    expect(notAnchor.statusCode).toBe(403);
    expect(notAnchor.json<Envelope>().code).toBe(1);

    const streamer = await registerStreamer(app, ctx.database.db);
    const socket = await connectLiveData(ctx.test);
    const started = await caller.post('/api/Live/startRoom', {}, { token: streamer.token });
    expect(started.json<Envelope<{ room: { live_status: string } }>>().data.room.live_status).toBe(
      'live',
    );
    await socket.next(
      (m) =>
        m.code === 200 &&
        m.type === 'startRoom' &&
        (m.data as { streaming: boolean }).streaming === false,
    );
    const waiting = (await caller.get(`/api/Live/getLiveUrl?room_id=${streamer.roomId}`)).json<
      Envelope<{ live_status: string; streaming: boolean; flv: string | null }>
    >();
    expect(waiting.data).toMatchObject({ live_status: 'live', streaming: false, flv: null });

    const live = (await caller.get('/api/live_streaming/getLiveList')).json<
      Envelope<{ list: { room_id: number }[] }>
    >();
    expect(live.data.list.map((room) => room.room_id)).toContain(streamer.roomId);

    const ended = await caller.post('/api/Live/endRoom', {}, { token: streamer.token });
    expect(
      ended.json<Envelope<{ record: { ended_at: string } | null }>>().data.record?.ended_at,
    ).toBeTruthy();
    await socket.next((m) => m.code === 200 && m.type === 'endRoom');
    const again = await caller.post('/api/Live/endRoom', {}, { token: streamer.token });
    expect(again.json<Envelope<{ record: null }>>().data.record).toBeNull();
    socket.socket.close();
  });

  it('saves settings, checks categories and matches, and lists by type', async () => {
    const { app } = ctx.test;
    const caller = callerFrom(app);
    const streamer = await registerStreamer(app, ctx.database.db);
    const categories = (await caller.get('/api/Live/getCategoryList', { lang: 'en' })).json<
      Envelope<{ list: { id: number; type: number; name: string }[] }>
    >();
    expect(categories.data.list.filter((c) => c.id === 0).map((c) => c.name)).toContain(
      'Basketball',
    );

    const bad = await caller.post(
      '/api/Live/setLiveInfo',
      { title: 'x', category_type: 3, category_id: 999_999 },
      { token: streamer.token },
    );
    expect(bad.json<Envelope>().code).toBe(1);
    const noMatch = await caller.post(
      '/api/Live/setLiveInfo',
      { title: 'x', category_type: 1, match_id: 'no-such-match' },
      { token: streamer.token },
    );
    expect(noMatch.json<Envelope>().code).toBe(1);
    const badType = await caller.post(
      '/api/Live/setLiveInfo',
      { title: 'x', category_type: 9 },
      { token: streamer.token },
    );
    expect(badType.json<Envelope>().code).toBe(1);

    const saved = await caller.post(
      '/api/Live/setLiveInfo',
      { title: 'Tennis talk', category_type: 4 },
      { token: streamer.token, lang: 'en' },
    );
    expect(saved.json<Envelope<{ title: string; category_name: string }>>().data).toMatchObject({
      title: 'Tennis talk',
      category_name: 'Tennis',
    });
    const tennis = (await caller.get('/api/Live/getRoomList?type=4&page_size=60')).json<
      Envelope<{ list: { room_id: number; category_type: number }[]; total: number }>
    >();
    expect(tennis.data.list.map((room) => room.room_id)).toContain(streamer.roomId);
    expect(tennis.data.list.every((room) => room.category_type === 4)).toBe(true);
    const football = (await caller.get('/api/Live/getRoomList?type=1&page_size=60')).json<
      Envelope<{ list: { room_id: number }[] }>
    >();
    expect(football.data.list.map((room) => room.room_id)).not.toContain(streamer.roomId);

    // Linked to a match: the match's streams list it, with the match's name.
    const feed = ctx.test.parts.scoreFeed;
    const match = feed.matchesBetween(feed.now(), feed.now() + 7 * 86_400_000)[0];
    if (!match) throw new Error('the feed has no match this week');
    await caller.post(
      '/api/Live/setLiveInfo',
      { title: 'Watch-along', category_type: 1, match_id: match.id },
      { token: streamer.token },
    );
    const streams = (
      await caller.get(`/api/Live/getRoomList?match_id=${encodeURIComponent(match.id)}`, {
        lang: 'en',
      })
    ).json<Envelope<{ list: { room_id: number; match_label: string }[] }>>();
    expect(streams.data.list.map((room) => room.room_id)).toEqual([streamer.roomId]);
    expect(streams.data.list[0]?.match_label).toMatch(/ vs /);
  });

  it('takes only a cover the streamer uploaded: no external address, no one else’s file (L4)', async () => {
    const { app } = ctx.test;
    const caller = callerFrom(app);
    const streamer = await registerStreamer(app, ctx.database.db);
    const someoneElse = await registerMember(app, ctx.database.db);
    const theirs = await uploadPicture(app, someoneElse.token);
    const mine = await uploadPicture(app, streamer.token);
    const setCover = (cover: string) =>
      caller.post(
        '/api/Live/setLiveInfo',
        { title: 'Derby night', category_type: 1, cover },
        { token: streamer.token, lang: 'en' },
      );
    for (const cover of [
      'https://tracker.example.com/pixel.png?viewer=1',
      '//evil.example/a.png',
      theirs,
    ]) {
      const refused = await setCover(cover);
      expect(refused.json<Envelope>(), cover).toMatchObject({
        code: 1,
        msg: 'The cover must be a picture you uploaded.',
      });
    }
    const room = async () =>
      (await caller.get(`/api/live_streaming/getRoomInfo?room_id=${streamer.roomId}`)).json<
        Envelope<{ cover: string }>
      >().data.cover;
    expect(await room()).toBe('');
    expect((await setCover(mine)).json<Envelope>().code).toBe(0);
    expect(await room()).toBe(mine);
    expect((await setCover('')).json<Envelope>().code).toBe(0);
    expect(await room()).toBe('');
  });

  it('sets a room up and starts it in one call for phone apps', async () => {
    const { app } = ctx.test;
    const caller = callerFrom(app);
    const streamer = await registerStreamer(app, ctx.database.db);
    const started = await caller.post(
      '/api/Live/mobileStartRoom',
      { title: 'From my phone', category_type: 2 },
      { token: streamer.token },
    );
    const body = started.json<
      Envelope<{
        room: { title: string; category_type: number; live_status: string };
        push: { push_url: string };
      }>
    >();
    expect(body.data.room).toMatchObject({
      title: 'From my phone',
      category_type: 2,
      live_status: 'live',
    });
    const refused = await caller.post(
      '/api/Live/mobileStartRoom',
      { title: '', category_type: 2 },
      { token: streamer.token },
    );
    expect(refused.json<Envelope>().code).toBe(1);
  });

  it('keeps the announcement to 50 characters and pushes changes', async () => {
    const { app } = ctx.test;
    const caller = callerFrom(app);
    const streamer = await registerStreamer(app, ctx.database.db);
    const socket = await connectLiveData(ctx.test);
    socket.send({ type: 'enterRoom', room_id: streamer.roomId });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const long = await caller.post(
      '/api/Live/setPlacard',
      { placard: '球'.repeat(51) },
      { token: streamer.token },
    );
    expect(long.json<Envelope>().code).toBe(1);
    const ok = await caller.post(
      '/api/Live/setPlacard',
      { placard: '球'.repeat(50) },
      { token: streamer.token },
    );
    expect(ok.json<Envelope>().code).toBe(0);
    await socket.next((m) => m.code === 200 && m.type === 'placard');
    const read = (await caller.get(`/api/Live/getPlacard?room_id=${streamer.roomId}`)).json<
      Envelope<{ placard: string }>
    >();
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
    const caller = callerFrom(app);
    const streamer = await registerStreamer(app, ctx.database.db);
    const fan = await registerMember(app, ctx.database.db);
    await caller.post('/api/Live/startRoom', {}, { token: streamer.token });
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
    const info = (
      await caller.get(`/api/live_streaming/getRoomInfo?room_id=${streamer.roomId}`, {
        token: fan.token,
      })
    ).json<Envelope<{ online: number; me: { role: string; is_followed: boolean } }>>();
    expect(info.data).toMatchObject({ online: 3, me: { role: 'viewer', is_followed: false } });
    sockets[2]?.send({ type: 'leaveRoom' });
    await first.next(
      (m) =>
        m.code === 200 && m.type === 'roomOnline' && (m.data as { online: number }).online === 2,
      3_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_200));

    const ranking = (await caller.get('/api/live_streaming/roomRanking?period=day')).json<
      Envelope<{ list: { user_id: number; room_id: number; score: number }[] }>
    >();
    const mine = ranking.data.list.find((entry) => entry.user_id === streamer.userId);
    expect(mine?.room_id).toBe(streamer.roomId);
    await caller.post('/api/Live/endRoom', {}, { token: streamer.token });
    const records = (
      await caller.get('/api/Live/getBroadcastRecords', { token: streamer.token })
    ).json<Envelope<{ list: { peak_viewers: number }[] }>>();
    expect(records.data.list[0]?.peak_viewers).toBe(3);

    // Follows: the fan's /attention lists the room.
    await caller.post(
      '/api/Member/attention',
      { anchorid: streamer.userId, type: 1 },
      { token: fan.token },
    );
    const followed = (await caller.get('/api/Live/getFollowedRooms', { token: fan.token })).json<
      Envelope<{ list: { room_id: number }[] }>
    >();
    expect(followed.data.list.map((room) => room.room_id)).toEqual([streamer.roomId]);
    for (const socket of sockets) socket.socket.close();
  });
});
