import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { liveCalls, videoCalls, type VideoSummary } from '@tifo/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedVideoCategories } from '../../../db/seed/video-seed';
import type { FootballEvent } from '../../../feeds/fixtures/feed-model';
import { manualClock } from '../../../feeds/simulator/simulator-clock';
import { ffmpegAvailable } from '../../../media/hls-writer';
import { registerMember } from '../../../test-support/accounts';
import { contractCaller } from '../../../test-support/call-contract';
import { connectLiveData } from '../../../test-support/live-data-client';
import { registerStreamer } from '../../../test-support/live';
import {
  EMBEDDED_MEDIA_ENV,
  exitOf,
  publishTestPattern,
} from '../../../test-support/rtmp-publisher';
import { databaseKinds } from '../../../test-support/targets';
import { useFeedAppForFile } from '../../../test-support/test-app';
import { CHAPTER_LEAD_SECONDS } from './replay-chapters';

const hasFfmpeg = ffmpegAvailable('ffmpeg');
if (!hasFfmpeg && process.env.CI) throw new Error('CI must have ffmpeg for the replay tests');

const T0 = Date.UTC(2026, 2, 14, 15, 20);
const BROADCAST_SECONDS = 20;
/** When, into the broadcast, the feed pushes each of the match's first two goals. */
const GOAL_MOMENTS = [12, 17];

type Goal = Extract<FootballEvent, { type: 'goal' }>;

const publishers: ChildProcess[] = [];
afterEach(async () => {
  for (const child of publishers.splice(0)) {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exitOf(child);
  }
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(hasFfmpeg).each(databaseKinds)('broadcast replays (%s)', (kind) => {
  const clock = manualClock(T0);
  const ctx = useFeedAppForFile(kind, clock, {
    listen: true,
    env: EMBEDDED_MEDIA_ENV,
    // The app has taken over 60 s to close after these tests, rarely, on both databases
    // (CONTRIBUTING "Replays", open lead); it did close. Give it the time rather than fail the
    // file and, with the media server still held, the next one.
    closeTimeoutMs: 150_000,
  });
  const call = contractCaller(() => ctx.test.app);
  beforeAll(() => ctx.database.db.transaction((tx) => seedVideoCategories(tx)));

  /** A match with two goals within three hours of T0 (the feed is a seeded simulation). */
  function matchWithTwoGoals(): Goal[] {
    const goals = ctx.test.parts.scoreFeed
      .eventsBetween(T0, T0 + 3 * 3600_000)
      .filter((event): event is Goal => event.type === 'goal' && 'kind' in event);
    for (const goal of goals) {
      const ofMatch = goals.filter((other) => other.matchId === goal.matchId);
      if (ofMatch.length >= 2) return ofMatch.slice(0, 2);
    }
    throw new Error('no match with two goals after T0');
  }

  async function pushGoal(goal: Goal): Promise<void> {
    clock.set(goal.at - 1_000);
    await ctx.test.parts.feedLoop.tick();
    clock.set(goal.at + 10);
    const report = await ctx.test.parts.feedLoop.tick();
    expect(report.goals).toBeGreaterThanOrEqual(1);
  }

  async function replayOf(anchorId: number): Promise<VideoSummary> {
    for (let i = 0; i < 60; i += 1) {
      const works = await call(videoCalls.anchorWorks, { body: { anchor_id: anchorId, page: 1 } });
      const replay = works.data.list.find((video) => video.kind === 'replay');
      if (replay) return replay;
      await sleep(250);
    }
    throw new Error('no replay appeared');
  }

  it('records a 20-second broadcast and keeps it as a replay with the goals as chapters', async () => {
    const { app } = ctx.test;
    const { port } = app.server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const goals = matchWithTwoGoals();
    const matchId = goals[0]?.matchId ?? '';
    clock.set((goals[0]?.at ?? T0) - 60_000);
    await ctx.test.parts.feedLoop.tick();

    const streamer = await registerStreamer(app, ctx.database.db);
    await call(liveCalls.setLiveInfo, {
      token: streamer.token,
      body: { title: 'Replay test', cover: '', category_type: 1, match_id: matchId },
    });
    const socket = await connectLiveData(ctx.test);
    const ofRoom = (type: string) => (m: { code: number; type?: string; data?: unknown }) =>
      m.code === 200 &&
      m.type === type &&
      (m.data as { room_id: number }).room_id === streamer.roomId;

    const broadcaster = publishTestPattern(streamer.push.push_url, { seconds: BROADCAST_SECONDS });
    publishers.push(broadcaster);
    await socket.next(ofRoom('startRoom'), 15_000);
    const liveFrom = Date.now();
    for (const [index, goal] of goals.entries()) {
      await sleep(liveFrom + (GOAL_MOMENTS[index] ?? 0) * 1000 - Date.now());
      await pushGoal(goal);
    }
    expect(await exitOf(broadcaster)).toBe(0);
    await socket.next(ofRoom('endRoom'), 10_000);
    socket.socket.close();

    const replay = await replayOf(streamer.userId);
    expect(replay).toMatchObject({
      kind: 'replay',
      status: 'ready',
      title: 'Replay test',
      match_id: matchId,
      category: { name: 'Broadcast replays' },
    });
    expect(Math.abs(replay.duration_seconds - BROADCAST_SECONDS)).toBeLessThanOrEqual(2);
    expect(replay.cover).toMatch(/\/poster\.jpg$/);

    const detail = (await call(videoCalls.info, { body: { id: replay.id } })).data;
    expect(
      detail.chapters.map((chapter) => [chapter.side, chapter.home_score, chapter.away_score]),
    ).toEqual(goals.map((goal) => [goal.side, goal.score.home, goal.score.away]));
    detail.chapters.forEach((chapter, index) => {
      const expected = (GOAL_MOMENTS[index] ?? 0) - CHAPTER_LEAD_SECONDS;
      // The recording starts a moment after the room goes live; the tick takes a moment too.
      expect(Math.abs(chapter.at_seconds - expected)).toBeLessThanOrEqual(2);
      expect(chapter.label).toContain(chapter.minute);
    });

    // A finished HLS playlist whose segments and poster are served.
    const playlist = await (await fetch(`${origin}${detail.hls_url ?? ''}`)).text();
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist).toContain('#EXT-X-ENDLIST');
    const segments = playlist.split('\n').filter((line) => line.endsWith('.ts'));
    const seconds = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].reduce(
      (sum, [, value]) => sum + Number(value),
      0,
    );
    expect(Math.round(seconds)).toBe(replay.duration_seconds);
    const base = (detail.hls_url ?? '').replace(/index\.m3u8$/, '');
    const segment = await fetch(`${origin}${base}${segments[0] ?? ''}`);
    expect(segment.status).toBe(200);
    expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await fetch(`${origin}${replay.cover}`)).status).toBe(200);

    // The match page lists it.
    const ofMatch = await call(videoCalls.list, { query: { match_id: matchId } });
    expect(ofMatch.data.list.map((video) => video.id)).toEqual([replay.id]);

    // Only its streamer hides or deletes it; hidden, nobody else sees it.
    const other = await registerMember(app, ctx.database.db);
    const refused = await call(videoCalls.hide, {
      token: other.token,
      body: { id: replay.id, hidden: true },
    });
    expect(refused.code).toBe(1);
    const hidden = await call(videoCalls.hide, {
      token: streamer.token,
      body: { id: replay.id, hidden: true },
    });
    expect(hidden.data.status).toBe('hidden');
    expect((await call(videoCalls.info, { body: { id: replay.id } })).code).toBe(1);
    const works = await call(videoCalls.anchorWorks, {
      body: { anchor_id: streamer.userId, page: 1 },
    });
    expect(works.data.list).toEqual([]);
    await call(videoCalls.hide, { token: streamer.token, body: { id: replay.id, hidden: false } });
    expect((await call(videoCalls.info, { body: { id: replay.id } })).data.status).toBe('ready');

    expect(
      (await call(videoCalls.remove, { token: other.token, body: { id: replay.id } })).code,
    ).toBe(1);
    await call(videoCalls.remove, { token: streamer.token, body: { id: replay.id } });
    expect((await fetch(`${origin}${detail.hls_url ?? ''}`)).status).toBe(404);
  }, 90_000);

  // Registered on PGlite only for now: on PostgreSQL, the file's app once took 60 s to close
  // after this test (CI, under load; once in five runs here) and the cause is not found yet
  // (CONTRIBUTING "Replays"). The database plays no part in what it checks.
  if (kind !== 'pglite') return;
  it('keeps the broadcast a streamer ends while their encoder still pushes', async () => {
    const { app } = ctx.test;
    const streamer = await registerStreamer(app, ctx.database.db);
    const socket = await connectLiveData(ctx.test);
    const broadcaster = publishTestPattern(streamer.push.push_url);
    publishers.push(broadcaster);
    await socket.next(
      (m) =>
        m.code === 200 &&
        m.type === 'startRoom' &&
        (m.data as { room_id: number }).room_id === streamer.roomId,
      15_000,
    );
    socket.socket.close();
    await sleep(12_000);
    const ended = await call(liveCalls.endRoom, { token: streamer.token });
    expect(ended.data.record?.duration_seconds).toBeGreaterThanOrEqual(12);
    // The cut encoder gives up on its own (its connection was closed).
    await exitOf(broadcaster);

    const replay = await replayOf(streamer.userId);
    expect(replay.status).toBe('ready');
    expect(Math.abs(replay.duration_seconds - 12)).toBeLessThanOrEqual(2);
    const detail = (await call(videoCalls.info, { body: { id: replay.id } })).data;
    expect(detail.chapters).toEqual([]);
  }, 60_000);
});
