import type { FastifyInstance } from 'fastify';
import { ffmpegAvailable } from '../../../media/hls-writer';
import type { Platform } from '../../../platform/install-platform';
import { JobQueue } from '../../../platform/jobs/job-queue';
import type { VideosRepository } from '../videos.repository';
import type { VideoProcessing } from '../videos.service';
import { HlsTranscoder } from './hls-transcoder';
import type { VideoMediaStore } from './video-media-store';
import { VideoTranscoding } from './video-transcoding';

const TRANSCODE = 'video-transcode';
const GIVEN_UP = 'video-transcode-failed';

/**
 * The transcoding queue of uploaded videos. With `VIDEO_TRANSCODER=auto` (the default outside
 * tests) every instance queues jobs, and an instance with ffmpeg and ffprobe also works them;
 * without them uploads wait (the page says they are being processed) until an instance that
 * has them starts. Transcoded files go to the media store (`video-media-store.ts`).
 */
export async function installTranscoding(
  app: FastifyInstance,
  deps: Pick<Platform, 'config' | 'database'> & {
    repository: VideosRepository;
    store: VideoMediaStore;
  },
): Promise<VideoProcessing | undefined> {
  const { config, store } = deps;
  if (config.media.videoTranscoder === 'off') return undefined;

  const queue = new JobQueue(deps.database, app.log);
  const transcoding = new VideoTranscoding({
    repository: deps.repository,
    transcoder: new HlsTranscoder({
      ffmpegPath: config.media.ffmpegPath,
      ffprobePath: config.media.ffprobePath,
    }),
    store,
    logger: app.log,
  });
  app.addHook('onReady', async () => {
    await queue.start([
      { name: GIVEN_UP, retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 60 },
      {
        name: TRANSCODE,
        // A deploy during a transcode costs a retry (the graceful stop fails the running job).
        retryLimit: 4,
        retryDelaySeconds: 30,
        // pg-boss 10 has no heartbeat: a job running longer than this would be fetched again
        // while it runs, so it is above the transcoder's own 30-minute limit.
        expireInSeconds: 40 * 60,
        deadLetter: GIVEN_UP,
        policy: 'stately',
      },
    ]);
    await queue.work<{ videoId: number }>(GIVEN_UP, ({ videoId }) => transcoding.giveUp(videoId));
    if (ffmpegAvailable(config.media.ffmpegPath) && ffmpegAvailable(config.media.ffprobePath)) {
      await queue.work<{ videoId: number }>(TRANSCODE, ({ videoId }) =>
        transcoding.process(videoId),
      );
    } else {
      app.log.warn(
        'ffmpeg or ffprobe not found: uploaded videos wait until an instance with them transcodes (FFMPEG_PATH, FFPROBE_PATH)',
      );
    }
  });
  app.addHook('onClose', () => queue.stop());
  return {
    enqueue: (videoId) => queue.send(TRANSCODE, { videoId }, `video:${videoId}`),
  };
}
