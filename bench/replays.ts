/**
 * Broadcast replay benchmark (`npm run bench:replays`): prints figures, asserts nothing.
 * The real server (embedded defaults, fresh data folder) records a broadcast pushed like OBS's
 * 720p preset (1280×720 at 30 fps, 2500 kb/s video, 160 kb/s audio; `BENCH_BROADCAST_SECONDS`,
 * 60 by default) and keeps it as a replay. Reports how long after the stream ended the replay
 * was listed, and what it stores per broadcast hour (segments are copied, never re-encoded:
 * the figure follows the streamer's bitrate). Needs ffmpeg.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { call as callApi, demoStreamerToken, WEB } from './demo-api';
import { startServerProcess, stopServerProcess } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 3296);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_BROADCAST_SECONDS ?? 60);
const VIDEO_KBPS = 2500;
const AUDIO_KBPS = 160;

const call = <T>(url: string, init: RequestInit = {}) => callApi<T>(BASE, url, init);

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** The encoder's output, made beforehand so pushing it costs no CPU beside the server. */
function encodeBroadcast(file: string): void {
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', String(SECONDS), '-c:v', 'libx264', '-preset', 'veryfast', '-g', '60'],
    ...['-b:v', `${VIDEO_KBPS}k`, '-maxrate', `${VIDEO_KBPS}k`, '-bufsize', `${VIDEO_KBPS * 2}k`],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-f', 'flv', file],
  ]);
}

function push(file: string, url: string): Promise<number | null> {
  const child = spawn(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-re', '-i', file, '-c', 'copy', '-f', 'flv', url],
    { stdio: 'ignore' },
  );
  return new Promise((resolve) => child.once('exit', resolve));
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tifo-bench-replays-'));
const source = path.join(dataDir, 'broadcast.flv');
encodeBroadcast(source);
const { child } = await startServerProcess({
  port: PORT,
  dataDir,
  timeoutMs: 90_000,
  env: {
    FEED_ENABLED: 'false',
    MEDIA_SERVER: 'embedded',
    MEDIA_RTMP_PORT: String(PORT + 1),
    MEDIA_RECONNECT_GRACE_MS: '1000',
    DEMO_BROADCAST: 'false',
  },
  ready: async () => (await fetch(`${BASE}/api/health`)).ok,
});
try {
  const token = await demoStreamerToken(BASE, dataDir);
  const mine = await call<{ room: { anchor_id: number }; push: { push_url: string } }>(
    '/api/Live/getMyRoom',
    { headers: { token } },
  );
  console.log(`broadcasting ${SECONDS} s of 720p30 at ${VIDEO_KBPS + AUDIO_KBPS} kb/s…`);
  if ((await push(source, mine.push.push_url)) !== 0) throw new Error('the push failed');
  const ended = performance.now();
  let replay: { id: number; duration_seconds: number } | undefined;
  while (!replay) {
    const works = await call<{ list: { id: number; kind: string; duration_seconds: number }[] }>(
      '/api/Video/anchorWorks',
      {
        method: 'POST',
        headers: WEB,
        body: JSON.stringify({ anchor_id: mine.room.anchor_id, page: 1 }),
      },
    );
    replay = works.list.find((video) => video.kind === 'replay');
    if (!replay) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const listedAfter = (performance.now() - ended) / 1000;
  const stored = await folderBytes(path.join(dataDir, 'media', 'videos', String(replay.id)));
  const pushed = (await stat(source)).size;
  const perHour = (stored / replay.duration_seconds) * 3600;
  console.log(`cores: ${os.cpus().length}`);
  console.log(
    `replay: ${replay.duration_seconds} s, listed ${listedAfter.toFixed(1)} s after the stream ended (includes the 1 s reconnect grace)`,
  );
  console.log(
    `stored: ${(stored / 1e6).toFixed(1)} MB for ${(pushed / 1e6).toFixed(1)} MB pushed (${(((stored - pushed) / pushed) * 100).toFixed(1)} % MPEG-TS overhead)`,
  );
  console.log(`storage per broadcast hour: ${(perHour / 1e9).toFixed(2)} GB at this bitrate`);
} finally {
  await stopServerProcess(child);
  await rm(dataDir, { recursive: true, force: true });
}
