import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../../platform/install-platform';
import type { Live } from '../../live/live-module';
import { HlsTranscoder } from '../transcoding/hls-transcoder';
import type { VideoMediaStore } from '../transcoding/video-media-store';
import type { VideosRepository } from '../videos.repository';
import { ReplayKeeper } from './replay-keeper';

/**
 * Replays on the instance that recorded the broadcast (the embedded ingest with ffmpeg): it
 * hears the broadcast end and keeps it. Other media servers record nothing, so no replay.
 */
export function installReplays(
  app: FastifyInstance,
  deps: Pick<Platform, 'config' | 'events'> & {
    live: Pick<Live, 'media' | 'repository'>;
    repository: VideosRepository;
    store: VideoMediaStore;
  },
): ReplayKeeper {
  const { media } = deps.config;
  const transcoder = new HlsTranscoder({
    ffmpegPath: media.ffmpegPath,
    ffprobePath: media.ffprobePath,
  });
  const keeper = new ReplayKeeper({
    media: deps.live.media,
    marksOf: (broadcastId) => deps.live.repository.marksOf(broadcastId),
    repository: deps.repository,
    store: deps.store,
    poster: (input, output, at) => transcoder.poster(input, output, at),
    logger: app.log,
  });
  const pending = new Set<Promise<unknown>>();
  const stop = deps.events.on('live.broadcastEnded', (ended) => {
    const kept = keeper
      .keep(ended)
      .catch((error: unknown) =>
        app.log.error({ err: error, broadcastId: ended.broadcastId }, 'could not keep a replay'),
      )
      .finally(() => pending.delete(kept));
    pending.add(kept);
  });
  // A replay being written when the server stops is finished first (its segments are moved).
  app.addHook('preClose', async () => {
    stop();
    await Promise.all(pending);
  });
  return keeper;
}
