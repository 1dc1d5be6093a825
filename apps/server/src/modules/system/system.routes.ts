import { systemCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import type { SystemService } from './system.service';

export function registerSystemRoutes(app: FastifyInstance, service: SystemService): void {
  registerCall(app, systemCalls.getConfig, ({ request }) =>
    service.getConfig(`${request.protocol}://${request.host}`),
  );
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
