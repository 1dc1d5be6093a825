import type { ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { consoleCalls, liveCalls } from '@tifo/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ffmpegAvailable } from '../../media/hls-writer';
import { contractCaller } from '../../test-support/call-contract';
import { connectLiveData } from '../../test-support/live-data-client';
import { registerMember } from '../../test-support/accounts';
import { makeOperator, registerStreamer } from '../../test-support/live';
import { EMBEDDED_MEDIA_ENV, exitOf, publishTestPattern } from '../../test-support/rtmp-publisher';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

// The real ingest path: ffmpeg (Debian's package; .ci/run installs it) plays the broadcaster.
const hasFfmpeg = ffmpegAvailable('ffmpeg');
if (!hasFfmpeg && process.env.CI) throw new Error('CI must have ffmpeg for the streaming tests');

const publishers: ChildProcess[] = [];

function publish(url: string): ChildProcess {
  const child = publishTestPattern(url);
  publishers.push(child);
  return child;
}

/** Reads the start of an endless HTTP-FLV response, then hangs up. */
function readFirstBytes(url: string, bytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = get(url, (response) => {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('video/x-flv');
      const chunks: Buffer[] = [];
      let length = 0;
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        length += chunk.length;
        if (length >= bytes) {
          request.destroy();
          resolve(Buffer.concat(chunks));
        }
      });
      response.on('end', () => resolve(Buffer.concat(chunks)));
    });
    request.on('error', reject);
  });
}

afterEach(async () => {
  for (const child of publishers.splice(0)) {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await exitOf(child);
    }
  }
});

describe.runIf(hasFfmpeg).each(databaseKinds)('live streaming through RTMP (%s)', (kind) => {
  const ctx = useAppForFile(kind, {
    listen: true,
    env: EMBEDDED_MEDIA_ENV,
  });
  const call = contractCaller(() => ctx.test.app);

  it('goes live on a signed push, plays FLV and HLS, and ends when the broadcaster stops', async () => {
    const { app } = ctx.test;
    const streamer = await registerStreamer(app, ctx.database.db);
    expect(streamer.push.push_url).toMatch(
      /^rtmp:\/\/.+\/live\/[0-9a-f]{40}\?sign=\d+-[0-9a-f]{32}$/,
    );
    const socket = await connectLiveData(ctx.test);

    const ffmpeg = publish(streamer.push.push_url);
    const started = await socket.next(
      (m) =>
        m.code === 200 &&
        m.type === 'startRoom' &&
        (m.data as { room_id: number }).room_id === streamer.roomId,
      15_000,
    );
    expect(started).toMatchObject({ data: { live_status: 'live', streaming: true } });

    const urls = (await call(liveCalls.getLiveUrl, { query: { room_id: streamer.roomId } })).data;
    expect(urls.streaming).toBe(true);
    expect(urls.flv).toBe(`/live/${streamer.roomId}.flv`);
    const { port } = app.server.address() as AddressInfo;
    const flv = await readFirstBytes(`http://127.0.0.1:${port}${urls.flv}`, 4096);
    expect(flv.subarray(0, 3).toString('latin1')).toBe('FLV');
    expect(flv.length).toBeGreaterThanOrEqual(4096);

    // HLS is written by ffmpeg a few seconds behind.
    expect(urls.hls).toBe(`/live/${streamer.roomId}/index.m3u8`);
    let playlist = '';
    for (let i = 0; i < 40 && !playlist.includes('.ts'); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const response = await fetch(`http://127.0.0.1:${port}${urls.hls ?? ''}`);
      playlist = response.status === 200 ? await response.text() : '';
    }
    expect(playlist).toContain('#EXTM3U');

    // The console sees the stream as the ingest does: its picture and a measured bitrate.
    const { streamHealth } = ctx.test.parts;
    await streamHealth.tick();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await streamHealth.tick();
    const operator = await registerMember(app, ctx.database.db);
    await makeOperator(ctx.database.db, operator.userId);
    const rooms = await call(consoleCalls.rooms, {
      query: { filter: 'live', page: 1 },
      token: operator.token,
    });
    const health = rooms.data.list.find((room) => room.room_id === streamer.roomId)?.stream_health;
    expect(health).toMatchObject({ width: 320, height: 180, fps: 25 });
    expect(health?.kbps).toBeGreaterThan(0);

    const info = await call(liveCalls.getRoomInfo, { query: { room_id: streamer.roomId } });
    expect(info.data.live_status).toBe('live');

    ffmpeg.kill('SIGTERM');
    const ended = await socket.next(
      (m) =>
        m.code === 200 &&
        m.type === 'endRoom' &&
        (m.data as { room_id: number }).room_id === streamer.roomId,
      10_000,
    );
    expect(ended).toMatchObject({ data: { live_status: 'ended', streaming: false } });
    const after = (await call(liveCalls.getLiveUrl, { query: { room_id: streamer.roomId } })).data;
    expect(after).toMatchObject({ live_status: 'ended', flv: null });
    expect((await fetch(`http://127.0.0.1:${port}/live/${streamer.roomId}.flv`)).status).toBe(404);

    const records = (await call(liveCalls.getBroadcastRecords, { token: streamer.token })).data;
    expect(records.total).toBe(1);
    expect(records.list[0]?.ended_at).not.toBeNull();
    expect(records.list[0]?.duration_seconds).toBeGreaterThanOrEqual(1);
    socket.socket.close();
  }, 60_000);

  it('refuses a forged, an expired and a reset key', async () => {
    const { app } = ctx.test;
    const streamer = await registerStreamer(app, ctx.database.db);
    const url = new URL(streamer.push.push_url);
    const sign = url.searchParams.get('sign') ?? '';
    const [expiry, digest] = sign.split('-');

    const forged = new URL(url);
    forged.searchParams.set('sign', `${expiry}-${'0'.repeat(32)}`);
    const expired = new URL(url);
    expired.searchParams.set('sign', `1000-${digest}`);
    const otherKey = new URL(url);
    otherKey.pathname = `/live/${'a'.repeat(40)}`;
    for (const refused of [forged, expired, otherKey]) {
      const exitCode = await exitOf(publish(refused.toString()));
      expect(exitCode).not.toBe(0);
    }
    const info = (await call(liveCalls.getLiveUrl, { query: { room_id: streamer.roomId } })).data;
    expect(info).toMatchObject({ live_status: 'offline', streaming: false });

    // A reset key: the old, validly signed URL stops working at once.
    const reset = await call(liveCalls.resetStreamKey, { token: streamer.token });
    const fresh = reset.data.push_url;
    expect(fresh).not.toBe(streamer.push.push_url);
    const old = publish(streamer.push.push_url);
    expect(await exitOf(old)).not.toBe(0);
    const still = (await call(liveCalls.getLiveUrl, { query: { room_id: streamer.roomId } })).data;
    expect(still.streaming).toBe(false);
  }, 60_000);
});
