import type { ChildProcess } from 'node:child_process';
import { streamHealthCalls, type StreamHealth } from '@tifo/contract';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ffmpegAvailable } from '../../media/hls-writer';
import { contractCaller } from '../../test-support/call-contract';
import { connectLiveData } from '../../test-support/live-data-client';
import { registerStreamer } from '../../test-support/live';
import { EMBEDDED_MEDIA_ENV, exitOf, publishAtBitrate } from '../../test-support/rtmp-publisher';
import { startThrottledProxy } from '../../test-support/throttled-proxy';
import { useAppForFile } from '../../test-support/test-app';

const hasFfmpeg = ffmpegAvailable('ffmpeg');
if (!hasFfmpeg && process.env.CI) throw new Error('CI must have ffmpeg for the streaming tests');

/** Video plus 64 kb/s of audio: what the broadcaster uploads. */
const VIDEO_KBPS = 900;
const STREAM_BYTES_PER_SECOND = ((VIDEO_KBPS + 64) * 1000) / 8;

const publishers: ChildProcess[] = [];
const proxies: { close(): Promise<void> }[] = [];

afterEach(async () => {
  for (const child of publishers.splice(0)) {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await exitOf(child);
    }
  }
});
afterAll(async () => {
  for (const proxy of proxies.splice(0)) await proxy.close();
});

describe.runIf(hasFfmpeg)('stream health (issue 25)', () => {
  // The monitor measures on its own timer, every 5 s as in production.
  const ctx = useAppForFile('pglite', { listen: true, env: EMBEDDED_MEDIA_ENV });
  const call = contractCaller(() => ctx.test.app);

  /** Polls the streamer's own view until `done` holds; returns it and when it did. */
  async function watchHealth(token: string, done: (health: StreamHealth) => boolean) {
    const started = Date.now();
    for (;;) {
      const answer = await call(streamHealthCalls.mine, { token });
      const health = answer.data.health;
      if (health && done(health)) return { health, afterMs: Date.now() - started };
      if (Date.now() - started > 30_000) throw new Error(`not yet: ${JSON.stringify(health)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  function pushUrlThrough(pushUrl: string, port: number): string {
    const url = new URL(pushUrl);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    return url.toString();
  }

  it('shows a full-speed stream as good', async () => {
    const streamer = await registerStreamer(ctx.test.app, ctx.database.db);
    publishers.push(publishAtBitrate(streamer.push.push_url, VIDEO_KBPS));
    const { health } = await watchHealth(
      streamer.token,
      (h) => h.kbps !== null && h.status !== 'starting',
    );
    expect(health).toMatchObject({ status: 'good', problems: [], width: 320, height: 180 });
    expect(health.realtime_ratio).toBeGreaterThan(0.9);
    expect(health.measured_fps).toBeGreaterThan(20);
    expect(health.keyframe_interval_s).toBeCloseTo(1, 0);
  }, 60_000);

  it('shows a push throttled to a third of its bitrate as poor to its streamer within 10 s, and tells the viewers', async () => {
    const streamer = await registerStreamer(ctx.test.app, ctx.database.db);
    const ingest = new URL(streamer.push.push_url);
    const proxy = await startThrottledProxy(
      { host: '127.0.0.1', port: Number(ingest.port) },
      STREAM_BYTES_PER_SECOND / 3,
    );
    proxies.push(proxy);
    const viewer = await connectLiveData(ctx.test);
    viewer.send({ type: 'enterRoom', room_id: streamer.roomId });

    publishers.push(
      publishAtBitrate(pushUrlThrough(streamer.push.push_url, proxy.port), VIDEO_KBPS),
    );
    const { health, afterMs } = await watchHealth(streamer.token, (h) => h.status === 'poor');
    expect(afterMs).toBeLessThanOrEqual(10_000);
    expect(health.problems).toContain('falling_behind');
    expect(health.realtime_ratio).toBeLessThan(0.6);

    const told = await viewer.next(
      (message) => message.code === 200 && message.type === 'streamHealth',
      10_000,
    );
    expect(told).toMatchObject({ data: { room_id: streamer.roomId, status: 'poor' } });
    viewer.socket.close();
  }, 60_000);
});
