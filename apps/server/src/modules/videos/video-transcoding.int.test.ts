import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { videoCalls } from '@tifo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoCategories } from '../../db/schema/index';
import { seedVideoCategories } from '../../db/seed/video-seed';
import { ffmpegAvailable } from '../../media/hls-writer';
import { registerMember, uploadFile, uploadPicture } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

// The real pipeline: ffmpeg (Debian's package; .ci/run installs it) transcodes the upload.
const hasFfmpeg = ffmpegAvailable('ffmpeg') && ffmpegAvailable('ffprobe');
if (!hasFfmpeg && process.env.CI) throw new Error('CI must have ffmpeg for the video tests');

let clipDir = '';
/** A 3-second 320×240 clip with a tone, made by ffmpeg as a member's phone would. */
let clip = Buffer.alloc(0);

beforeAll(() => {
  if (!hasFfmpeg) return;
  clipDir = mkdtempSync(path.join(tmpdir(), 'tifo-clip-'));
  const file = path.join(clipDir, 'clip.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', '3', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', file],
  ]);
  clip = readFileSync(file);
});
afterAll(() => {
  if (clipDir) rmSync(clipDir, { recursive: true, force: true });
});

describe.runIf(hasFfmpeg).each(databaseKinds)('video transcoding (%s)', (kind) => {
  const ctx = useAppForFile(kind, { env: { FEED_ENABLED: 'false', VIDEO_TRANSCODER: 'auto' } });
  const call = contractCaller(() => ctx.test.app, { lang: 'en' });
  let categoryId = 0;

  beforeAll(async () => {
    await ctx.database.db.transaction((tx) => seedVideoCategories(tx));
    const [category] = await ctx.database.db.select().from(videoCategories);
    categoryId = category?.id ?? 0;
  });

  async function publish(bytes: Buffer) {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const video = await uploadFile(ctx.test.app, member.token, {
      kind: 'video',
      contentType: 'video/mp4',
      bytes,
    });
    const cover = await uploadPicture(ctx.test.app, member.token);
    const published = await call(videoCalls.publish, {
      body: { title: 'Training ground', classify_id: categoryId, video, cover },
      token: member.token,
    });
    expect(published).toMatchObject({ code: 0, data: { status: 'processing' } });
    return { member, id: published.data.id };
  }

  /** The owner's view of the video once it has left `processing` (the queue polls each second). */
  async function settled(id: number, token: string) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const info = await call(videoCalls.info, { body: { id }, token });
      if (info.data.status !== 'processing' || Date.now() > deadline) return info.data;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  it('transcodes an upload into a playable HLS playlist with a poster', async () => {
    const { member, id } = await publish(clip);
    const video = await settled(id, member.token);
    expect(video).toMatchObject({ status: 'ready', duration_seconds: 3, failure: null });
    expect(video.hls_url).toBe(`/media/videos/${id}/master.m3u8`);

    const master = await ctx.test.app.inject({ method: 'GET', url: video.hls_url ?? '' });
    expect(master.statusCode).toBe(200);
    // A 240-line source is not upscaled: one rendition below 720p.
    expect(master.body).toContain('#EXTM3U');
    expect(master.body).toContain('240p/index.m3u8');
    expect(master.body).not.toContain('720p');
    const media = await ctx.test.app.inject({
      method: 'GET',
      url: `/media/videos/${id}/240p/index.m3u8`,
    });
    expect(media.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(media.body).toContain('#EXT-X-ENDLIST');
    const segment = /^segment-\d+\.ts$/m.exec(media.body)?.[0];
    const first = await ctx.test.app.inject({
      method: 'GET',
      url: `/media/videos/${id}/240p/${segment ?? 'missing'}`,
    });
    expect(first.statusCode).toBe(200);
    // MPEG-TS packets start with the sync byte 0x47.
    expect(first.rawPayload[0]).toBe(0x47);
    const poster = await ctx.test.app.inject({
      method: 'GET',
      url: `/media/videos/${id}/poster.jpg`,
    });
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');

    // Published: everyone sees it now.
    const listed = await call(videoCalls.list, { query: { classify_id: categoryId } });
    expect(listed.data.list.map((item) => item.id)).toContain(id);
  });

  it('fails a file that only looks like a video, and tells its owner why', async () => {
    const fake = Buffer.concat([clip.subarray(0, 32), Buffer.alloc(4096, 0x41)]);
    const { member, id } = await publish(fake);
    const video = await settled(id, member.token);
    expect(video).toMatchObject({
      status: 'failed',
      hls_url: null,
      failure: 'Please upload a video in a correct format.',
    });
  });
});
