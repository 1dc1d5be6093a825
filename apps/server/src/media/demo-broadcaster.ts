import { spawn, type ChildProcess } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Plays the broadcaster for the demo: ffmpeg publishes a test pattern with a tone to a room's
 * signed push URL through the real RTMP ingest, so a newcomer's first start shows a live room.
 * Restarts with a growing pause if ffmpeg exits.
 */
export class DemoBroadcaster {
  private child: ChildProcess | null = null;
  private stopped = false;
  private restartTimer: NodeJS.Timeout | null = null;
  private failures = 0;

  constructor(
    private readonly options: {
      ffmpegPath: string;
      pushUrl: () => Promise<string>;
      logger: FastifyBaseLogger;
    },
  ) {}

  start(): void {
    void this.launch();
  }

  private async launch(): Promise<void> {
    if (this.stopped) return;
    const url = await this.options.pushUrl();
    const startedAt = Date.now();
    const child = spawn(
      this.options.ffmpegPath,
      [
        ...['-hide_banner', '-loglevel', 'error', '-re'],
        ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '25'],
        ...['-b:v', '600k', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k'],
        ...['-f', 'flv', url],
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    this.child = child;
    child.stderr?.on('data', (chunk: Buffer) =>
      this.options.logger.debug({ ffmpeg: chunk.toString().trim() }, 'demo broadcast'),
    );
    child.on('error', (error) => this.options.logger.warn({ err: error }, 'demo broadcast'));
    child.on('exit', () => {
      this.child = null;
      if (this.stopped) return;
      this.failures = Date.now() - startedAt > 60_000 ? 0 : this.failures + 1;
      const pause = Math.min(60_000, 1_000 * 2 ** this.failures);
      this.restartTimer = setTimeout(() => void this.launch(), pause);
      this.restartTimer.unref();
    });
    this.options.logger.info('demo broadcast started (ffmpeg test pattern)');
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 2_000);
    await exited;
    clearTimeout(timer);
  }
}
