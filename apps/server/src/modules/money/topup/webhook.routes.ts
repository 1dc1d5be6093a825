import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../../platform/http/error-handler';
import type { CallbackAnswer } from './payment-provider';
import type { PaymentSettlementService } from './payment-settlement.service';

/**
 * Form or query fields as one text per name. A repeated name makes the callback unreadable
 * (`undefined`): a signature check must never pick one of two values.
 */
export function singleFields(
  entries: Iterable<[string, unknown]>,
): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (typeof value !== 'string' || Object.hasOwn(fields, key)) return undefined;
    fields[key] = value;
  }
  return fields;
}

function send(request: FastifyRequest, reply: FastifyReply, answer: CallbackAnswer) {
  if ('body' in answer) {
    return reply.status(answer.status).type(answer.contentType).send(answer.body);
  }
  if (typeof answer.envelope === 'string') {
    return sendError(request, reply, answer.status, answer.envelope);
  }
  return reply.status(answer.status).send({ code: 0, msg: 'OK', data: answer.envelope });
}

/**
 * `/payments/webhook/:provider`: providers call it (not browsers: it lives outside `/api` and its
 * CSRF rule). Alipay posts a form, WeChat Pay and the sandbox post JSON, VNPay's IPN is a GET.
 * Signatures cover the raw body, so this scope keeps it as text; each provider reads its own
 * callback and words its own answer.
 */
export function registerWebhookRoutes(
  app: FastifyInstance,
  settlement: PaymentSettlementService,
): void {
  void app.register(async (scope) => {
    for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
      scope.addContentTypeParser(type, { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );
    }
    scope.route<{ Params: { provider: string }; Body: string | undefined }>({
      method: ['GET', 'POST'],
      url: '/payments/webhook/:provider',
      handler: async (request, reply) => {
        const provider = settlement.provider(request.params.provider);
        if (!provider) return sendError(request, reply, 404, 'money.paymentMethodNotFound');
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const isForm = (request.headers['content-type'] ?? '').startsWith(
          'application/x-www-form-urlencoded',
        );
        const fields = singleFields(
          isForm
            ? new URLSearchParams(rawBody).entries()
            : Object.entries(request.query as Record<string, unknown>),
        );
        const outcome =
          fields === undefined
            ? 'body'
            : await settlement.handleCallback(provider, {
                headers: request.headers,
                rawBody,
                fields,
              });
        return send(request, reply, provider.acknowledge(outcome));
      },
    });
  });
}
