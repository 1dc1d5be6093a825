import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * Whether `origin` is the site's own: PUBLIC_URL when set, else the host the request reached.
 * `null` origins (sandboxed frames, files) and anything unparsable are not.
 */
export function isOwnOrigin(
  origin: string,
  publicUrl: string | undefined,
  host: string | undefined,
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (publicUrl) return parsed.origin === new URL(publicUrl).origin;
  const web = parsed.protocol === 'http:' || parsed.protocol === 'https:';
  return web && host !== undefined && parsed.host === host.toLowerCase();
}

/**
 * Refuses (403) socket upgrades that a page of another site started (security review L8): a
 * browser always sends `Origin` with a socket and attaches our cookies, so a foreign page could
 * otherwise open `/ws` or `/im` as the visitor. Clients that send no `Origin` (apps, tools)
 * are not browsers acting for someone else and stay allowed.
 */
export function installSocketOriginCheck(app: FastifyInstance, publicUrl: string | undefined) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') return;
    const origin = request.headers.origin;
    if (origin === undefined || isOwnOrigin(origin, publicUrl, request.headers.host)) return;
    request.log.debug({ origin }, 'refused a socket from another site');
    return reply.code(403).type('text/plain').send('origin not allowed');
  });
}

/**
 * Refuses socket upgrades (503) while the bus is away: a socket opened then would hear nothing
 * from other instances, so the page keeps showing that it is reconnecting until it can hear
 * everything again (issue 27).
 */
export function installSocketBusGate(app: FastifyInstance, bus: { isUp(): boolean }) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.upgrade?.toLowerCase() !== 'websocket' || bus.isUp()) return;
    return reply.code(503).type('text/plain').send('live updates paused: try again shortly');
  });
}

/** Errors a client causes on an open socket: bad frames, oversized frames, dropped links. */
function isClientError(error: Error): boolean {
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  return code.startsWith('WS_ERR_') || ['ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code);
}

/**
 * `@fastify/websocket`'s error handler: `ws` has already answered a client's protocol error
 * (1009 for a frame over the size limit), so it is logged at debug level, not as a server
 * error with a stack that anyone could flood the log with (security review L8).
 */
export function handleSocketError(error: Error, socket: WebSocket, request: FastifyRequest) {
  if (isClientError(error)) request.log.debug({ err: error }, 'socket closed on a client error');
  else request.log.error({ err: error }, 'socket handler failed');
  socket.terminate();
}
