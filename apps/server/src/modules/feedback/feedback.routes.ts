import { feedbackCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import type { FeedbackService } from './feedback.service';

export function registerFeedbackRoutes(app: FastifyInstance, service: FeedbackService): void {
  registerCall(
    app,
    feedbackCalls.submit,
    ({ body, request, language }) =>
      service.submit({
        ...body,
        language,
        clientAddress: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    { successMessage: 'feedback.received' },
  );
}
