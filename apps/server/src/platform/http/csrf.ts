import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler';
import { isApiRoute } from './api-route';

/**
 * A cross-site form or link cannot set custom headers, so every state-changing `/api` call must
 * carry either our client header (browsers) or a `token` header (app clients). This keeps other
 * sites from spending a logged-in user's session (api-conventions.md "Authentication").
 */
export function installCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
      return;
    // The routed path, not the raw URL: the router decodes `/%61pi/…` to `/api/…` (review L1).
    if (!isApiRoute(request)) return;
    if (request.headers[CSRF_HEADER] === CSRF_HEADER_VALUE) return;
    if (typeof request.headers.token === 'string' && request.headers.token !== '') return;
    return sendError(request, reply, 403, 'request.csrf');
  });
}
