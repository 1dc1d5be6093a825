import type { FastifyRequest } from 'fastify';

/**
 * Whether a request was routed to an `/api` call. Hooks must ask the router, not test the raw
 * URL: the router decodes `%61` to `a` and matches case-insensitively, so `/%61pi/…` or `/API/…`
 * reach API handlers while failing a pattern on `request.url` (security review L1). Unrouted
 * requests (404s) have no route and answer nothing a guard protects.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && route.toLowerCase().startsWith('/api/');
}
