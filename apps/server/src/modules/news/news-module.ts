import type { FastifyInstance } from 'fastify';
import type { ScoreFeed } from '../../feeds/score-feed';
import type { Platform } from '../../platform/install-platform';
import type { CommentsService } from '../comments/comments.service';
import { uploadBases } from './article-html';
import { installNewsDesk } from './news-desk';
import { NewsRepository } from './news.repository';
import { registerNewsRoutes } from './news.routes';
import { NewsService } from './news.service';

export type NewsDeps = Pick<Platform, 'config' | 'database' | 'rateLimiter'> & {
  matches: { scoreFeed: ScoreFeed };
  comments: CommentsService;
};

/**
 * News articles (/news, /detail, the home headlines) and the console's news desk; their comments
 * are the comment module's.
 */
export function installNews(app: FastifyInstance, deps: NewsDeps): NewsService {
  const db = deps.database.db;
  const repository = new NewsRepository(db);
  const news = new NewsService(repository, {
    db,
    feed: deps.matches.scoreFeed,
    rateLimiter: deps.rateLimiter,
    comments: deps.comments,
    uploadBases: uploadBases(deps.config.s3?.publicUrl),
  });
  deps.comments.registerTarget('news', { isOpen: (id) => news.isReadable(id) });
  registerNewsRoutes(app, news);
  installNewsDesk(app, { db, repository });
  return news;
}
