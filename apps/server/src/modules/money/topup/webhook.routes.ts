import type { FastifyInstance } from 'fastify';
import { sendError } from '../../../platform/http/error-handler';
import { WebhookRejected } from './payment-provider';
import type { TopupService } from './topup.service';

/**
 * `POST /payments/webhook/:provider`: providers call it (not browsers: it lives outside `/api`
 * and its CSRF rule). The signature covers the raw body, so this scope keeps it as text.
 */
export function registerWebhookRoutes(app: FastifyInstance, topup: TopupService): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { provider: string }; Body: string }>(
      '/payments/webhook/:provider',
      async (request, reply) => {
        const provider = topup.provider(request.params.provider);
        if (!provider) return sendError(request, reply, 404, 'money.paymentMethodNotFound');
        const rawBody = typeof request.body === 'string' ? request.body : '';
        let event;
        try {
          event = provider.verifyWebhook(request.headers, rawBody);
        } catch (error) {
          if (!(error instanceof WebhookRejected)) throw error;
          request.log.warn({ reason: error.reason }, 'payment webhook refused');
          const key = error.reason === 'stale' ? 'money.webhookStale' : 'money.webhookSignature';
          return sendError(request, reply, error.reason === 'body' ? 400 : 401, key);
        }
        // An AppError (unknown order, wrong amount) becomes the error envelope as anywhere.
        const changed = await topup.applyPaymentEvent(provider.name, event);
        return { code: 0, msg: 'OK', data: { changed } };
      },
    );
  });
}
