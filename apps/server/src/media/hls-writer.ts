import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { BroadcastRecordings } from './broadcast-recordings';

/** Whether an ffmpeg binary answers at this path (Debian's package: `ffmpeg`). */
export function ffmpegAvailable(ffmpegPath: string): boolean {
  const probe = spawnSync(ffmpegPath, ['-hide_banner', '-version'], { stdio: 'ignore' });
  return probe.status === 0;
}

/**
 * node-media-server 4 writes no HLS, so one ffmpeg per live stream reads it back over RTMP and
 * writes a short rolling playlist (stack notes "Media"): iPhone Safari plays HLS, not FLV.
 * The same ffmpeg keeps every segment of the stream in a recording part (4-second segments,
 * copied, never re-encoded) when broadcasts are recorded as replays.
 */
export class HlsWriter {
  private readonly processes = new Map<number, ChildProcess>();
  private readonly stopping = new Map<number, Promise<void>>();
  /** Rooms whose streams are not recorded (the demo's round-the-clock test pattern). */
  private readonly unrecorded = new Set<number>();

  constructor(
    private readonly options: {
      ffmpegPath: string;
      rootDir: string;
      recordings: BroadcastRecordings | null;
      logger: FastifyBaseLogger;
    },
  ) {}

  excludeFromRecording(roomId: number): void {
    this.unrecorded.add(roomId);
  }

  directoryOf(roomId: number): string {
    return path.join(this.options.rootDir, String(roomId));
  }

  async start(roomId: number, rtmpSource: string): Promise<void> {
    await this.stop(roomId);
    const dir = this.directoryOf(roomId);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const part = this.unrecorded.has(roomId)
      ? undefined
      : await this.options.recordings?.newPart(roomId);
    const child = spawn(
      this.options.ffmpegPath,
      [
        ...['-hide_banner', '-loglevel', 'error', '-i', rtmpSource, '-c', 'copy', '-f', 'hls'],
        ...['-hls_time', '1', '-hls_list_size', '6'],
        ...['-hls_flags', 'delete_segments+independent_segments'],
        ...['-hls_segment_filename', path.join(dir, 'seg%d.ts'), path.join(dir, 'index.m3u8')],
        ...(part ? recordingOutput(part) : []),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child.stderr?.on('data', (chunk: Buffer) =>
      this.options.logger.debug({ roomId, ffmpeg: chunk.toString().trim() }, 'hls writer'),
    );
    child.on('error', (error) => this.options.logger.warn({ err: error, roomId }, 'hls writer'));
    child.on('exit', () => {
      if (this.processes.get(roomId) === child) this.processes.delete(roomId);
    });
    this.processes.set(roomId, child);
  }

  /**
   * Ends the room's ffmpeg and drops the live segments. ffmpeg finishes its playlists on
   * SIGTERM only once its read returns: while the stream flows, or when the ingest closed its
   * connection (the publisher is gone: `EmbeddedMediaServer` ends its readers first). A
   * second signal would abort it without the last segment, so a stuck one is killed.
   */
  stop(roomId: number): Promise<void> {
    // A second caller (the stream ended while the broadcast was being closed) waits for the
    // same exit: the recording is complete only once ffmpeg has written its last segment.
    const pending = this.stopping.get(roomId);
    if (pending) return pending;
    const stopped = this.stopNow(roomId).finally(() => this.stopping.delete(roomId));
    this.stopping.set(roomId, stopped);
    return stopped;
  }

  private async stopNow(roomId: number): Promise<void> {
    const child = this.processes.get(roomId);
    this.processes.delete(roomId);
    if (child && child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(this.directoryOf(roomId), { recursive: true, force: true });
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.processes.keys()].map((roomId) => this.stop(roomId)));
  }
}

/** A recording stops growing after this (a forgotten encoder must not fill the disk). */
export const MAX_RECORDING_SECONDS = 6 * 3600;

/** ffmpeg's second output: an event playlist that keeps every segment. */
function recordingOutput(partDir: string): string[] {
  return [
    ...['-t', String(MAX_RECORDING_SECONDS)],
    ...['-c', 'copy', '-f', 'hls', '-hls_time', '4', '-hls_list_size', '0'],
    ...['-hls_playlist_type', 'event', '-hls_flags', 'independent_segments'],
    ...[
      '-hls_segment_filename',
      path.join(partDir, 'seg%05d.ts'),
      path.join(partDir, 'index.m3u8'),
    ],
  ];
}
