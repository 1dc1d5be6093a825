/**
 * Video transcoding benchmark (`npm run bench:transcode`): prints figures, asserts nothing.
 * ffmpeg makes a clip like a member's upload (default 60 s of 1280×720 at 30 fps with a tone,
 * `BENCH_CLIP_SECONDS` to change), then the server's transcoder turns it into the HLS ladder
 * (720p + 360p) and a poster, as the job queue does. Reports the wall time, the ratio to the
 * clip's length, and the bytes written per minute and per hour of video. Needs ffmpeg/ffprobe.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HlsTranscoder } from '../apps/server/src/modules/videos/transcoding/hls-transcoder';

const SECONDS = Number(process.env.BENCH_CLIP_SECONDS ?? 60);

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

const work = await mkdtemp(path.join(os.tmpdir(), 'tifo-bench-transcode-'));
try {
  const clip = path.join(work, 'clip.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', String(SECONDS), '-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '4M'],
    ...['-c:a', 'aac', '-shortest', clip],
  ]);
  const sourceBytes = (await stat(clip)).size;
  const transcoder = new HlsTranscoder({ ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' });
  const started = performance.now();
  const result = await transcoder.transcode(clip, path.join(work, 'out'));
  const seconds = (performance.now() - started) / 1000;
  const written = await folderBytes(path.join(work, 'out'));
  const perMinute = (written / result.durationSeconds) * 60;
  console.log(`cores: ${os.cpus().length}`);
  console.log(
    `source: ${result.durationSeconds} s ${result.width}×${result.height}, ${(sourceBytes / 1e6).toFixed(1)} MB`,
  );
  console.log(`renditions: ${result.renditions.map((height) => `${height}p`).join(' + ')}`);
  console.log(
    `transcode: ${seconds.toFixed(1)} s (${(seconds / result.durationSeconds).toFixed(2)}× the clip's length)`,
  );
  console.log(
    `written: ${(written / 1e6).toFixed(1)} MB (${(perMinute / 1e6).toFixed(1)} MB per minute, ${((perMinute * 60) / 1e9).toFixed(2)} GB per hour of video)`,
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
