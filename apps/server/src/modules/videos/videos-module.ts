import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/install-platform';
import type { CommentsService } from '../comments/comments.service';
import type { Live } from '../live/live-module';
import { installReplays } from './replays/install-replays';
import type { ReplayKeeper } from './replays/replay-keeper';
import { installMediaStore } from './transcoding/install-media-store';
import { installTranscoding } from './transcoding/install-transcoding';
import { VideosRepository } from './videos.repository';
import { registerVideoCommentRoutes, registerVideoRoutes } from './videos.routes';
import { VideosService, type VideoProcessing } from './videos.service';

export type VideosDeps = Pick<Platform, 'config' | 'database' | 'rateLimiter' | 'events'> & {
  comments: CommentsService;
  /** Broadcasts end there; their recordings and goal marks become replays. */
  live: Pick<Live, 'media' | 'repository'>;
};

export interface Videos {
  videos: VideosService;
  replays: ReplayKeeper;
}

/** No queue (`VIDEO_TRANSCODER=off`): uploads wait in `processing`. */
const WAITING: VideoProcessing = { enqueue: () => Promise.resolve() };

/**
 * Videos, their categories, ranking and banners, the transcoding queue of uploads and the
 * replays of broadcasts; their comments are the comment module's.
 */
export async function installVideos(app: FastifyInstance, deps: VideosDeps): Promise<Videos> {
  const db = deps.database.db;
  const repository = new VideosRepository(db);
  const store = await installMediaStore(app, deps.config);
  const processing = await installTranscoding(app, { ...deps, repository, store });
  const videos = new VideosService(repository, {
    db,
    rateLimiter: deps.rateLimiter,
    comments: deps.comments,
    processing: processing ?? WAITING,
    files: store,
  });
  const replays = installReplays(app, { ...deps, repository, store });
  deps.comments.registerTarget('video', { isOpen: (id) => videos.isPublished(id) });
  registerVideoRoutes(app, videos);
  registerVideoCommentRoutes(app, deps.comments);
  return { videos, replays };
}
