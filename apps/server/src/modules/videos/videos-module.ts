import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/install-platform';
import type { CommentsService } from '../comments/comments.service';
import { installTranscoding } from './transcoding/install-transcoding';
import { VideosRepository } from './videos.repository';
import { registerVideoCommentRoutes, registerVideoRoutes } from './videos.routes';
import { VideosService, type VideoProcessing } from './videos.service';

export type VideosDeps = Pick<Platform, 'config' | 'database' | 'rateLimiter'> & {
  comments: CommentsService;
};

/** No queue (`VIDEO_TRANSCODER=off`): uploads wait in `processing`. */
const WAITING: VideoProcessing = { enqueue: () => Promise.resolve() };

/**
 * Videos, their categories, ranking and banners, and the transcoding queue of uploads; their
 * comments are the comment module's.
 */
export async function installVideos(
  app: FastifyInstance,
  deps: VideosDeps,
): Promise<VideosService> {
  const db = deps.database.db;
  const repository = new VideosRepository(db);
  const processing = await installTranscoding(app, { ...deps, repository });
  const videos = new VideosService(repository, {
    db,
    rateLimiter: deps.rateLimiter,
    comments: deps.comments,
    processing: processing ?? WAITING,
  });
  deps.comments.registerTarget('video', { isOpen: (id) => videos.isPublished(id) });
  registerVideoRoutes(app, videos);
  registerVideoCommentRoutes(app, deps.comments);
  return videos;
}
