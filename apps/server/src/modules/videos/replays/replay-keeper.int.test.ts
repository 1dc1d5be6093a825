import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { liveCalls, type GoalAlertData } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveRooms } from '../../../db/schema/index';
import { LiveRepository } from '../../live/live.repository';
import { seedVideoCategories } from '../../../db/seed/video-seed';
import type { Recording } from '../../../media/broadcast-recordings';
import { contractCaller } from '../../../test-support/call-contract';
import { registerStreamer } from '../../../test-support/live';
import { databaseKinds } from '../../../test-support/targets';
import { useAppForFile } from '../../../test-support/test-app';
import { LocalVideoMediaStore } from '../transcoding/video-media-store';
import { VideosRepository } from '../videos.repository';
import { CHAPTER_LEAD_SECONDS } from './replay-chapters';
import { ReplayKeeper, type BroadcastEnded } from './replay-keeper';

const GOAL: GoalAlertData = {
  iszhu: 0,
  match_str: "41'",
  home_team_name_zh: '湖人',
  away_team_name_zh: '勇士',
  home_score: 0,
  away_score: 1,
  match_id: 'm-keeper',
  competition_id: 'c',
  competition_name: 'League',
  competition_name_zh: '联赛',
  home_team_id: 'h',
  away_team_id: 'a',
  home_team_name: 'Home',
  away_team_name: 'Away',
  home_team_name_vi: 'Nhà',
  away_team_name_vi: 'Khách',
  kind: 'normal',
  player: null,
};

// The keeper alone, with a recording made by hand: what a broadcast's end turns into a video
// (the recording itself is replays.int.test.ts's, with ffmpeg).
describe.each(databaseKinds)('replay keeper (%s)', (kind) => {
  const ctx = useAppForFile(kind);
  const call = contractCaller(() => ctx.test.app);
  let work = '';
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'tifo-keeper-'));
    await ctx.database.db.transaction((tx) => seedVideoCategories(tx));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  /** A recording of `seconds` in 4-second segments (one part started at `startedAt`). */
  async function recording(name: string, seconds: number, startedAt: number): Promise<Recording> {
    const dir = path.join(work, 'recordings', name);
    await mkdir(path.join(dir, 'part0'), { recursive: true });
    const segments = [];
    for (let at = 0, index = 0; at < seconds; at += 4, index += 1) {
      const uri = `part0/seg${index}.ts`;
      await writeFile(path.join(dir, uri), `segment ${index}`);
      segments.push({ uri, seconds: Math.min(4, seconds - at) });
    }
    return { dir, seconds, parts: [{ name: 'part0', startedAt, segments, seconds }] };
  }

  function keeperFor(made: Recording | null) {
    const repository = new VideosRepository(ctx.database.db);
    const keeper = new ReplayKeeper({
      media: { finishRecording: () => Promise.resolve(made) },
      marksOf: (id) => new LiveRepository(ctx.database.db).marksOf(id),
      repository,
      store: new LocalVideoMediaStore({
        uploadsDir: path.join(work, 'uploads'),
        videosDir: path.join(work, 'videos'),
      }),
      poster: async (_input, output) => {
        await writeFile(output, 'jpeg');
        return null;
      },
      logger: ctx.test.app.log,
    });
    return { keeper, repository };
  }

  /** A real broadcast of a streamer's room linked to the match, with a goal marked at +30 s. */
  async function endedBroadcast(reason: string): Promise<BroadcastEnded> {
    const streamer = await registerStreamer(ctx.test.app, ctx.database.db);
    await ctx.test.parts.live.startRoom(streamer.userId, '127.0.0.1', 'en');
    const live = ctx.test.parts.live;
    const room = await live.ownRoom(streamer.userId);
    await ctx.database.db
      .update(liveRooms)
      .set({ matchId: 'm-keeper' })
      .where(eq(liveRooms.id, room.id));
    const startedAt = Date.now();
    await live.markGoal(GOAL, startedAt + 30_000);
    const ended = await call(liveCalls.endRoom, { token: streamer.token });
    expect(ended.code).toBe(0);
    return {
      roomId: room.id,
      broadcastId: ended.data.record?.id ?? 0,
      anchorId: streamer.userId,
      matchId: 'm-keeper',
      title: 'Keeper test',
      cover: '',
      startedAt,
      endedAt: startedAt + 60_000,
      reason,
    };
  }

  it('keeps a broadcast as a ready replay with its goal, once', async () => {
    const ended = await endedBroadcast('streamer');
    const made = await recording('kept', 58, ended.startedAt);
    const { keeper, repository } = keeperFor(made);
    const id = await keeper.keep(ended);
    const video = await repository.find(id ?? 0);
    expect(video).toMatchObject({
      kind: 'replay',
      status: 'ready',
      userId: ended.anchorId,
      broadcastId: ended.broadcastId,
      matchId: 'm-keeper',
      durationSeconds: 58,
      hlsPath: `/media/videos/${id}/index.m3u8`,
      posterPath: `/media/videos/${id}/poster.jpg`,
    });
    expect(video?.chapters).toEqual([
      expect.objectContaining({ at: 30 - CHAPTER_LEAD_SECONDS, side: 'away', awayScore: 1 }),
    ]);
    const published = path.join(work, 'videos', String(id));
    const playlist = await readFile(path.join(published, 'index.m3u8'), 'utf8');
    expect(playlist.match(/\.ts$/gm)).toHaveLength(15);
    // The part's own event playlist is not published; the recording folder is gone.
    expect(await readdir(path.join(published, 'part0'))).not.toContain('index.m3u8');
    await expect(readdir(made.dir)).rejects.toThrow();

    // The same broadcast heard again (a retry) makes no second replay.
    const again = keeperFor(await recording('again', 58, ended.startedAt));
    expect(await again.keeper.keep(ended)).toBe(id);
  });

  it('keeps a sealed room’s broadcast taken down, and drops one under ten seconds', async () => {
    const sealed = await endedBroadcast('sealed');
    const kept = keeperFor(await recording('sealed', 30, sealed.startedAt));
    const id = await kept.keeper.keep(sealed);
    expect((await kept.repository.find(id ?? 0))?.status).toBe('unpublished');

    const short = await endedBroadcast('streamer');
    const made = await recording('short', 8, short.startedAt);
    const dropped = keeperFor(made);
    expect(await dropped.keeper.keep(short)).toBeNull();
    expect(await dropped.repository.byBroadcast(short.broadcastId)).toBeNull();
    await expect(readdir(made.dir)).rejects.toThrow();
    expect(await keeperFor(null).keeper.keep(short)).toBeNull();
  });
});
