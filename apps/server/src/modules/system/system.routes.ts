import { systemCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import { siteOrigin } from '../../platform/http/site-origin';
import type { SystemService } from './system.service';

export function registerSystemRoutes(
  app: FastifyInstance,
  service: SystemService,
  publicUrl: string | undefined,
): void {
  registerCall(app, systemCalls.getConfig, ({ request, reply }) => {
    // The answer depends on the request's host when PUBLIC_URL is unset: no cache may keep it.
    reply.header('cache-control', 'no-store');
    return service.getConfig(siteOrigin(request, publicUrl));
  });
  registerCall(
    app,
    systemCalls.health,
    async ({ reply }) => {
      const health = await service.health();
      if (health.status !== 'ok') reply.code(503);
      return health;
    },
    { alsoAnswers: [503] },
  );
}
