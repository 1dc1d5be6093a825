import type { FastifyInstance } from 'fastify';

/**
 * The first step of a graceful stop (SIGTERM): while the balancer notices, the instance still
 * answers, but `/api/health` says 503, every answer closes its keep-alive connection and new
 * sockets are refused, so clients move to the other instances without an error; open sockets
 * are told to go (1001) at once. Then the app closes (server.ts). Found by the chaos suite's
 * rolling restart: without it, requests on kept-alive connections failed (issue 27).
 */
export class ShutdownDrain {
  private active = false;
  private readonly listeners: (() => void)[] = [];

  get draining(): boolean {
    return this.active;
  }

  onBegin(listener: () => void): void {
    this.listeners.push(listener);
  }

  begin(): void {
    if (this.active) return;
    this.active = true;
    for (const listener of this.listeners) listener();
  }
}

export function installShutdownDrain(app: FastifyInstance, drain: ShutdownDrain): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!drain.draining) return;
    if (request.headers.upgrade?.toLowerCase() === 'websocket') {
      return reply.code(503).type('text/plain').send('shutting down: reconnect');
    }
    void reply.header('connection', 'close');
    if (request.url.split('?')[0] === '/api/health') {
      // As text: the health call's own response schema has no room for this answer.
      return reply
        .code(503)
        .type('application/json')
        .send(JSON.stringify({ code: 1, msg: 'shutting down', data: null }));
    }
  });
}
