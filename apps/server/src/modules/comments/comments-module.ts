import type { SiteMuteCheck } from '../accounts/member-sanctions';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/install-platform';
import { isOperator } from '../accounts/require-operator';
import type { BlockedWordsCheck } from '../chat/blocked-words.service';
import { CommentsRepository } from './comments.repository';
import { registerCommentRoutes } from './comments.routes';
import { CommentsService } from './comments.service';

export type CommentsDeps = Pick<Platform, 'database' | 'rateLimiter'> & {
  blockedWords: BlockedWordsCheck;
  siteMute?: SiteMuteCheck;
};

/**
 * Comments for every commentable kind. Modules with something to comment on install after
 * this one and register their kind (`registerTarget`); until then its comments answer 404.
 */
export function installComments(app: FastifyInstance, deps: CommentsDeps): CommentsService {
  const db = deps.database.db;
  const comments = new CommentsService(new CommentsRepository(db), {
    db,
    rateLimiter: deps.rateLimiter,
    blockedWords: deps.blockedWords,
    ...(deps.siteMute ? { siteMute: deps.siteMute } : {}),
    isOperator: (userId) => isOperator(db, userId),
  });
  registerCommentRoutes(app, comments);
  return comments;
}
