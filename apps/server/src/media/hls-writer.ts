import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** Whether an ffmpeg binary answers at this path (Debian's package: `ffmpeg`). */
export function ffmpegAvailable(ffmpegPath: string): boolean {
  const probe = spawnSync(ffmpegPath, ['-hide_banner', '-version'], { stdio: 'ignore' });
  return probe.status === 0;
}

/**
 * node-media-server 4 writes no HLS, so one ffmpeg per live stream reads it back over RTMP and
 * writes a short rolling playlist (stack notes "Media"): iPhone Safari plays HLS, not FLV.
 */
export class HlsWriter {
  private readonly processes = new Map<number, ChildProcess>();

  constructor(
    private readonly options: { ffmpegPath: string; rootDir: string; logger: FastifyBaseLogger },
  ) {}

  directoryOf(roomId: number): string {
    return path.join(this.options.rootDir, String(roomId));
  }

  async start(roomId: number, rtmpSource: string): Promise<void> {
    await this.stop(roomId);
    const dir = this.directoryOf(roomId);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const child = spawn(
      this.options.ffmpegPath,
      [
        ...['-hide_banner', '-loglevel', 'error', '-i', rtmpSource, '-c', 'copy', '-f', 'hls'],
        ...['-hls_time', '1', '-hls_list_size', '6'],
        ...['-hls_flags', 'delete_segments+independent_segments'],
        ...['-hls_segment_filename', path.join(dir, 'seg%d.ts'), path.join(dir, 'index.m3u8')],
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

  async stop(roomId: number): Promise<void> {
    const child = this.processes.get(roomId);
    this.processes.delete(roomId);
    if (child && child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 2_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(this.directoryOf(roomId), { recursive: true, force: true });
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.processes.keys()].map((roomId) => this.stop(roomId)));
  }
}
