import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { videos } from '../../../db/schema/index';
import type { VideosRepository } from '../videos.repository';
import { TranscodeRefusal, type HlsTranscoder } from './hls-transcoder';
import type { VideoMediaStore } from './video-media-store';

/**
 * One transcoding job: the upload of a `processing` video becomes HLS renditions and a poster,
 * published to the media store, and the video turns `ready`. A file that is no video turns it
 * `failed` with the reason for its owner; anything else (disk, network) is thrown for the
 * queue to retry.
 */
export class VideoTranscoding {
  constructor(
    private readonly deps: {
      repository: VideosRepository;
      transcoder: HlsTranscoder;
      store: VideoMediaStore;
      logger: FastifyBaseLogger;
    },
  ) {}

  async process(videoId: number): Promise<void> {
    const video = await this.deps.repository.find(videoId);
    // Deleted meanwhile, or done by an earlier try: nothing left to do.
    if (!video?.sourcePath || video.hlsPath) return;
    const work = await mkdtemp(path.join(tmpdir(), `tifo-transcode-${videoId}-`));
    const source = await this.deps.store.openSource(video.sourcePath);
    const started = Date.now();
    try {
      const result = await this.deps.transcoder.transcode(source.file, work);
      const base = await this.deps.store.publish(videoId, work);
      await this.deps.repository.update(videoId, {
        hlsPath: `${base}/${result.playlist}`,
        posterPath: `${base}/${result.poster}`,
        durationSeconds: result.durationSeconds,
      });
      // An operator may have taken it down meanwhile: only a video still waiting goes up.
      await this.deps.repository.update(
        videoId,
        { status: 'ready' },
        eq(videos.status, 'processing'),
      );
      this.deps.logger.info(
        { videoId, seconds: (Date.now() - started) / 1000, renditions: result.renditions },
        'video transcoded',
      );
    } catch (error) {
      if (!(error instanceof TranscodeRefusal)) throw error;
      this.deps.logger.warn({ videoId, reason: error.message }, 'video refused by the transcoder');
      await this.deps.repository.update(
        videoId,
        { status: 'failed', failure: error.messageKey },
        eq(videos.status, 'processing'),
      );
    } finally {
      await source.dispose();
      await rm(work, { recursive: true, force: true });
    }
  }

  /** The queue gave up on a video after its retries: its owner learns it failed. */
  async giveUp(videoId: number): Promise<void> {
    await this.deps.repository.update(
      videoId,
      { status: 'failed', failure: 'video.processingFailed' },
      eq(videos.status, 'processing'),
    );
  }
}
