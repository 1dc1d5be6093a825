import { hornCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../../../platform/http/auth-context';
import { registerCall } from '../../../platform/http/register-call';
import type { HornService } from './horn.service';

/** The global horn: members send and list their own; operators review. */
export function registerHornRoutes(app: FastifyInstance, horns: HornService): void {
  registerCall(
    app,
    hornCalls.send,
    ({ request, body }) => horns.send(requireMember(request).userId, body),
    { successMessage: 'horn.sent' },
  );
  registerCall(app, hornCalls.mine, ({ request, query }) =>
    horns.mine(requireMember(request).userId, query.status, query.page),
  );
  registerCall(app, hornCalls.recent, async () => ({ list: await horns.recent() }));
  registerCall(app, hornCalls.waiting, ({ request, query }) =>
    horns.waiting(requireMember(request).userId, query.page),
  );
  registerCall(app, hornCalls.review, ({ request, body }) =>
    horns.review(requireMember(request).userId, body),
  );
}
