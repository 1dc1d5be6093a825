import { broadcastPlanAdminCalls, broadcastPlanCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { memberIdOrNull, requireMember } from '../../platform/http/auth-context';
import { registerCall } from '../../platform/http/register-call';
import type { BroadcastPlansService } from './broadcast-plans.service';

export function registerBroadcastPlanRoutes(
  app: FastifyInstance,
  plans: BroadcastPlansService,
): void {
  registerCall(
    app,
    broadcastPlanCalls.setLiveList,
    ({ request, body }) => plans.save(requireMember(request).userId, body),
    { successMessage: 'plan.submitted' },
  );
  registerCall(app, broadcastPlanCalls.cancel, ({ request, body }) =>
    plans.cancel(requireMember(request).userId, body.id),
  );
  registerCall(app, broadcastPlanCalls.mine, ({ request, query }) =>
    plans.mine(requireMember(request).userId, query.page),
  );
  registerCall(app, broadcastPlanCalls.list, ({ request, query }) =>
    plans.list(query, memberIdOrNull(request)),
  );
  registerCall(app, broadcastPlanCalls.reserve, ({ request, body }) =>
    plans.reserve(requireMember(request).userId, body.id, body.reserve),
  );
  registerCall(app, broadcastPlanCalls.reserved, ({ request }) =>
    plans.reserved(requireMember(request).userId),
  );
  registerCall(app, broadcastPlanAdminCalls.list, ({ query }) =>
    plans.adminList(query.status, query.page),
  );
  registerCall(app, broadcastPlanAdminCalls.review, ({ request, body }) =>
    plans.review(requireMember(request).userId, body),
  );
}
