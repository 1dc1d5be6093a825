import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/install-platform';
import type { CommentsService } from '../comments/comments.service';
import { VideosRepository } from './videos.repository';
import { registerVideoCommentRoutes, registerVideoRoutes } from './videos.routes';
import { VideosService, type VideoProcessing } from './videos.service';

export type VideosDeps = Pick<Platform, 'database' | 'rateLimiter'> & {
  comments: CommentsService;
  /** The transcoding queue; until one is installed, uploads wait in `processing`. */
  processing?: VideoProcessing;
};

const WAITING: VideoProcessing = { enqueue: () => Promise.resolve() };

/** Videos, their categories, ranking and banners; their comments are the comment module's. */
export function installVideos(app: FastifyInstance, deps: VideosDeps): VideosService {
  const db = deps.database.db;
  const videos = new VideosService(new VideosRepository(db), {
    db,
    rateLimiter: deps.rateLimiter,
    comments: deps.comments,
    processing: deps.processing ?? WAITING,
  });
  deps.comments.registerTarget('video', { isOpen: (id) => videos.isPublished(id) });
  registerVideoRoutes(app, videos);
  registerVideoCommentRoutes(app, deps.comments);
  return videos;
}
