import type { SiteMuteCheck } from '../accounts/member-sanctions';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/install-platform';
import { isOperator } from '../accounts/require-operator';
import type { BlockedWordsCheck } from '../chat/blocked-words.service';
import type { CommentsService } from '../comments/comments.service';
import { CirclesRepository } from './circles.repository';
import { registerCircleRoutes } from './circles.routes';
import { CirclesService } from './circles.service';
import { PostModeration } from './post-moderation';
import { PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';

export type CirclesDeps = Pick<Platform, 'database' | 'rateLimiter'> & {
  blockedWords: BlockedWordsCheck;
  siteMute?: SiteMuteCheck;
  comments: CommentsService;
};

/** Community circles and their posts (/circle, /circle-detail); comments are the comment module's. */
export function installCircles(app: FastifyInstance, deps: CirclesDeps) {
  const db = deps.database.db;
  const circlesRepository = new CirclesRepository(db);
  const postsRepository = new PostsRepository(db);
  const circles = new CirclesService(circlesRepository, db);
  const posts = new PostsService(postsRepository, {
    db,
    rateLimiter: deps.rateLimiter,
    blockedWords: deps.blockedWords,
    ...(deps.siteMute ? { siteMute: deps.siteMute } : {}),
    circles,
    circlesRepository,
    isOperator: (userId) => isOperator(db, userId),
  });
  const moderation = new PostModeration(postsRepository, posts);
  deps.comments.registerTarget('post', {
    isOpen: (id) => posts.isOpen(id),
    commentsChanged: (id) => posts.commentsChanged(id),
  });
  registerCircleRoutes(app, { circles, posts, moderation });
  return { circles, posts };
}
