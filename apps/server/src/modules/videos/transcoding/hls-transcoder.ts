import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Why a file could not become a video: the server message shown to its owner. */
export class TranscodeRefusal extends Error {
  constructor(
    readonly messageKey: 'video.badFormat' | 'video.processingFailed',
    detail: string,
  ) {
    super(detail);
  }
}

export interface ProbedVideo {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

export interface TranscodedVideo extends ProbedVideo {
  /** Folder-relative path of the master playlist. */
  playlist: 'master.m3u8';
  poster: 'poster.jpg';
  renditions: number[];
}

/** Rendition heights, highest first; a source keeps only those at or below its own height. */
const LADDER = [
  { height: 720, videoKbps: 2500 },
  { height: 360, videoKbps: 800 },
] as const;
const SEGMENT_SECONDS = 4;
/** Longer uploads are refused: a 50 MB file of more than this is not a highlight clip. */
const MAX_SECONDS = 30 * 60;

function run(
  command: string,
  args: string[],
  timeoutMs: number,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    // Only the tail matters for a failure report; ffmpeg's progress would grow it without end.
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stdout, stderr });
    });
  });
}

/**
 * Turns an uploaded file into HLS: ffprobe checks it is a video and reads its size and length,
 * ffmpeg writes up to two renditions (720p, 360p: never upscaled) in 4-second segments with a
 * master playlist, and a poster frame from a second in.
 */
export class HlsTranscoder {
  constructor(
    private readonly options: { ffmpegPath: string; ffprobePath: string; threads?: number },
  ) {}

  async probe(input: string): Promise<ProbedVideo> {
    const probed = await run(
      this.options.ffprobePath,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', input],
      60_000,
    );
    if (probed.code !== 0) throw new TranscodeRefusal('video.badFormat', probed.stderr.trim());
    const parsed = JSON.parse(probed.stdout) as {
      streams?: { codec_type?: string; width?: number; height?: number }[];
      format?: { duration?: string };
    };
    const video = parsed.streams?.find((stream) => stream.codec_type === 'video');
    const duration = Number(parsed.format?.duration);
    if (!video?.width || !video.height || !(duration > 0)) {
      throw new TranscodeRefusal('video.badFormat', 'no video stream with a size and a duration');
    }
    if (duration > MAX_SECONDS) throw new TranscodeRefusal('video.badFormat', 'too long');
    return {
      durationSeconds: Math.round(duration),
      width: video.width,
      height: video.height,
      hasAudio: parsed.streams?.some((stream) => stream.codec_type === 'audio') ?? false,
    };
  }

  async transcode(input: string, outputDir: string): Promise<TranscodedVideo> {
    const probed = await this.probe(input);
    const fitting = LADDER.filter((rung) => rung.height <= probed.height);
    // A source smaller than every rung keeps its own size, as one rendition.
    const rungs =
      fitting.length > 0 ? fitting : [{ height: evenBelow(probed.height), videoKbps: 800 }];
    await mkdir(outputDir, { recursive: true });
    const result = await run(
      this.options.ffmpegPath,
      ladderArgs(input, outputDir, rungs, probed, this.options.threads ?? 0),
      30 * 60_000,
    );
    if (result.code !== 0) {
      throw new TranscodeRefusal('video.processingFailed', result.stderr.trim().slice(-500));
    }
    const posterFailure = await this.poster(
      input,
      path.join(outputDir, 'poster.jpg'),
      Math.min(1, probed.durationSeconds / 2),
    );
    if (posterFailure !== null) throw new TranscodeRefusal('video.processingFailed', posterFailure);
    await writeFile(path.join(outputDir, 'master.m3u8'), masterPlaylist(rungs, probed));
    return {
      ...probed,
      playlist: 'master.m3u8',
      poster: 'poster.jpg',
      renditions: rungs.map((rung) => rung.height),
    };
  }

  /** Writes a 360-line JPEG of the frame `atSeconds` in; the failure's tail, or null. */
  async poster(input: string, output: string, atSeconds: number): Promise<string | null> {
    const result = await run(
      this.options.ffmpegPath,
      [
        ...['-hide_banner', '-y', '-ss', String(atSeconds), '-i', input],
        ...['-frames:v', '1', '-vf', 'scale=-2:360', '-q:v', '4', output],
      ],
      120_000,
    );
    return result.code === 0 ? null : result.stderr.trim().slice(-500);
  }
}

function evenBelow(value: number): number {
  return Math.max(2, value - (value % 2));
}

/**
 * One ffmpeg for every rendition: the source is decoded once and split, each branch scaled and
 * encoded (x264 veryfast, capped bitrate, a key frame at each segment boundary so every segment
 * starts playable) and cut into VOD segments under `<height>p/`.
 */
function ladderArgs(
  input: string,
  outputDir: string,
  rungs: readonly { height: number; videoKbps: number }[],
  probed: ProbedVideo,
  threads: number,
): string[] {
  const split =
    rungs.length > 1
      ? `[0:v]split=${rungs.length}${rungs.map((_, index) => `[s${index}]`).join('')};`
      : '';
  const scales = rungs
    .map(
      (rung, index) =>
        `[${rungs.length > 1 ? `s${index}` : '0:v'}]scale=-2:${evenBelow(Math.min(rung.height, probed.height))}[v${index}]`,
    )
    .join(';');
  const perRendition = rungs.flatMap((rung, index) => [
    '-map',
    `[v${index}]`,
    ...(probed.hasAudio ? ['-map', '0:a:0'] : []),
    `-b:v:${index}`,
    `${rung.videoKbps}k`,
    `-maxrate:v:${index}`,
    `${Math.round(rung.videoKbps * 1.2)}k`,
    `-bufsize:v:${index}`,
    `${rung.videoKbps * 2}k`,
  ]);
  const streamMap = rungs
    .map((rung, index) => `v:${index}${probed.hasAudio ? `,a:${index}` : ''},name:${rung.height}p`)
    .join(' ');
  return [
    '-hide_banner',
    '-y',
    '-i',
    input,
    '-filter_complex',
    `${split}${scales}`,
    ...perRendition,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-force_key_frames',
    `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    ...(probed.hasAudio ? ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : []),
    '-threads',
    String(threads),
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    path.join(outputDir, '%v', 'segment-%04d.ts'),
    '-var_stream_map',
    streamMap,
    path.join(outputDir, '%v', 'index.m3u8'),
  ];
}

function masterPlaylist(
  rungs: readonly { height: number; videoKbps: number }[],
  probed: ProbedVideo,
): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3'];
  for (const rung of rungs) {
    const height = Math.min(rung.height, probed.height);
    const width = Math.round((probed.width * height) / probed.height / 2) * 2;
    const bandwidth = (rung.videoKbps + (probed.hasAudio ? 128 : 0)) * 1000;
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${width}x${height}`);
    lines.push(`${rung.height}p/index.m3u8`);
  }
  return `${lines.join('\n')}\n`;
}
