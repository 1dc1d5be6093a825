/**
 * Live-streaming benchmarks (`npm run bench:media`): prints figures, asserts nothing.
 *  - publish → live: ffmpeg starts pushing to a signed URL → the room reports streaming;
 *  - first frame in Chromium: /live opened on a streaming room → the video has played a frame,
 *    and the whole publish → first-frame time;
 *  - FLV viewers: how many concurrent HTTP-FLV viewers one instance serves before they fall
 *    behind (a viewer "drops frames" when it receives under 90 % of the stream's byte rate).
 * Runs the real server as `npm start` does (compiled; embedded defaults, fresh data folder) on
 * loopback; needs `npm run build` first, ffmpeg and Chromium (Debian's packages).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { get, type ClientRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/playwright.config';
import { call as callApi, demoStreamerToken } from './demo-api';
import { recordFigures } from './results';
import { startServerProcess, stopServerProcess } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 3298);
const RTMP_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
// BENCH_VIEWERS=none measures the first frame alone (npm run bench does).
const VIEWER_STEPS = (process.env.BENCH_VIEWERS ?? '50,200,800,1600')
  .split(',')
  .map(Number)
  .filter((viewers) => viewers > 0);

function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  return callApi<T>(BASE, url, init);
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const { child } = await startServerProcess({
    port: PORT,
    dataDir,
    // As `npm start` runs it (npm run build makes it, and the web pages it serves).
    compiled: true,
    timeoutMs: 90_000,
    env: {
      FEED_ENABLED: 'false',
      MEDIA_SERVER: 'embedded',
      MEDIA_RTMP_PORT: String(RTMP_PORT),
      MEDIA_RECONNECT_GRACE_MS: '1000',
      DEMO_BROADCAST: 'false',
    },
    ready: async () => (await fetch(`${BASE}/api/health`)).ok,
  });
  return child;
}

function publish(url: string): ChildProcess {
  return spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '25'],
      ...['-b:v', '800k', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'flv', url],
    ],
    { stdio: 'ignore' },
  );
}

async function waitStreaming(roomId: number): Promise<void> {
  for (;;) {
    const urls = await call<{ streaming: boolean }>(`/api/Live/getLiveUrl?room_id=${roomId}`);
    if (urls.streaming) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Polls the player every 10 ms (the page's CSP forbids the eval behind `waitForFunction`;
 * `evaluate` goes through the debugger protocol and is allowed).
 */
async function waitFirstFrame(page: Page, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const time = await page.evaluate(
      `document.querySelector('[data-testid="live-video"]')?.currentTime ?? 0`,
    );
    if (typeof time === 'number' && time > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no frame played');
}

async function firstFrameMs(roomId: number): Promise<number> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const opened = performance.now();
    await page.goto(`${BASE}/live?id=${roomId}`);
    await waitFirstFrame(page, 30_000);
    return performance.now() - opened;
  } finally {
    await browser.close();
  }
}

/** Opens `count` FLV viewers for `seconds`; returns each viewer's bytes per second. */
async function measureViewers(roomId: number, count: number, seconds: number) {
  const received = new Array<number>(count).fill(0);
  const requests: ClientRequest[] = [];
  let cut = 0;
  await Promise.all(
    Array.from(
      { length: count },
      (_, index) =>
        new Promise<void>((resolve) => {
          const request = get(`${BASE}/live/${roomId}.flv`, { agent: false }, (response) => {
            response.on(
              'data',
              (chunk: Buffer) => (received[index] = (received[index] ?? 0) + chunk.length),
            );
            response.on('close', () => {
              if (!request.destroyed) cut += 1;
            });
            resolve();
          });
          request.on('error', () => resolve());
          requests.push(request);
        }),
    ),
  );
  // Count from after the GOP cache burst every viewer gets on joining.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const start = [...received];
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const rates = received.map((bytes, index) => (bytes - (start[index] ?? 0)) / seconds);
  for (const request of requests) request.destroy();
  return { rates, cut };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tifo-bench-media-'));
  const server = await startServer(dataDir);
  let publisher: ChildProcess | null = null;
  try {
    const token = await demoStreamerToken(BASE, dataDir);
    const mine = await call<{ room: { room_id: number }; push: { push_url: string } }>(
      '/api/Live/getMyRoom',
      { headers: { token } },
    );
    const roomId = mine.room.room_id;

    const t0 = performance.now();
    publisher = publish(mine.push.push_url);
    await waitStreaming(roomId);
    const live = performance.now() - t0;
    const frame = await firstFrameMs(roomId);
    console.log(
      `media publish → room streaming ${Math.round(live)} ms; /live opened → first frame in Chromium ` +
        `${Math.round(frame)} ms (FLV via mpegts.js)`,
    );
    publisher.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    // The page is open and says the broadcast ended before the streamer publishes again: the
    // time counts from the publish, as a fan waiting in the room lives it.
    const browser = await chromium.launch(chromiumLaunchOptions);
    const page = await browser.newPage();
    await page.goto(`${BASE}/live?id=${roomId}`);
    await page.locator('[data-testid="live-player"][data-status="ended"]').waitFor();
    const cold = performance.now();
    publisher = publish(mine.push.push_url);
    await waitFirstFrame(page, 60_000);
    const waiting = performance.now() - cold;
    console.log(
      `media page waiting on an offline room → first frame after publish: ${Math.round(waiting)} ms`,
    );
    recordFigures([
      {
        bench: 'media',
        name: 'live room opened → first frame (FLV, Chromium)',
        value: Math.round(frame),
        unit: 'ms',
        goal: { op: '<', value: 1_000 },
      },
      {
        bench: 'media',
        name: 'page waiting, publish → first frame',
        value: Math.round(waiting),
        unit: 'ms',
        goal: { op: '<', value: 1_000 },
        note: `publish → room streaming ${Math.round(live)} ms`,
      },
    ]);
    await browser.close();

    const reference = await measureViewers(roomId, 1, 5);
    const streamRate = reference.rates[0] ?? 0;
    console.log(`media stream byte rate (1 viewer): ${Math.round((streamRate * 8) / 1000)} kbit/s`);
    for (const viewers of VIEWER_STEPS) {
      const { rates, cut } = await measureViewers(roomId, viewers, 8);
      const behind = rates.filter((rate) => rate < streamRate * 0.9).length;
      const sorted = [...rates].sort((a, b) => a - b);
      const worst = sorted[0] ?? 0;
      console.log(
        `media ${viewers} FLV viewers: ${behind} behind (< 90 % of the stream rate), ${cut} cut; ` +
          `slowest ${Math.round((worst / streamRate) * 100)} % of the stream rate; ` +
          `server out ≈ ${Math.round((rates.reduce((a, b) => a + b, 0) * 8) / 1e6)} Mbit/s`,
      );
      if (behind > viewers * 0.01 || cut > 0) {
        console.log(
          `media → one instance serves about ${viewers / 2}-${viewers} viewers before frames drop`,
        );
        break;
      }
    }
  } finally {
    publisher?.kill('SIGKILL');
    await stopServerProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
