import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/install-platform';
import { FeedbackRepository } from './feedback.repository';
import { registerFeedbackRoutes } from './feedback.routes';
import { FeedbackService } from './feedback.service';

export type FeedbackDeps = Pick<Platform, 'database'>;

/** `Universal/feedback`: what members tell the operators. */
export function installFeedback(app: FastifyInstance, deps: FeedbackDeps): FeedbackService {
  const feedback = new FeedbackService(new FeedbackRepository(deps.database.db), {});
  registerFeedbackRoutes(app, feedback);
  return feedback;
}
