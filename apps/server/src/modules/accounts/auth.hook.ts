import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiRoute } from '../../platform/http/api-route';
import type { AuthState } from '../../platform/http/auth-context';
import { readCookie } from '../../platform/http/cookies';
import type { SessionService } from './session.service';

export const SESSION_COOKIE = 'token';

/** The session token of a request: the `token` header (apps) or the HttpOnly cookie (web). */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  if (typeof header === 'string' && header !== '') return header;
  return readCookie(request.headers.cookie, SESSION_COOKIE) || undefined;
}

/** Resolves `request.auth` for every API call, before any handler runs. */
export function installAuth(app: FastifyInstance, sessions: SessionService): void {
  // Fastify wants a primitive placeholder; the hook below sets a real value on every request.
  app.decorateRequest<AuthState | null>('auth', null);
  app.addHook('onRequest', async (request) => {
    request.auth = { kind: 'visitor' };
    if (!isApiRoute(request)) return;
    request.auth = await sessions.resolve(requestToken(request));
  });
}
