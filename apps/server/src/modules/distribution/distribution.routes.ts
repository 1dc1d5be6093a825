import { distributionAdminCalls, distributionCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../../platform/http/auth-context';
import { registerCall } from '../../platform/http/register-call';
import type { DistributionService } from './distribution.service';

export function registerDistributionRoutes(
  app: FastifyInstance,
  deps: {
    distribution: DistributionService;
    inviteCodeOf: (userId: number) => Promise<string>;
  },
): void {
  const { distribution } = deps;
  registerCall(app, distributionCalls.summary, async ({ request }) => {
    const { userId } = requireMember(request);
    return distribution.summary(userId, await deps.inviteCodeOf(userId));
  });
  registerCall(app, distributionCalls.invitees, ({ request, query }) =>
    distribution.invitees(requireMember(request).userId, query.level === 2 ? 2 : 1, query.page),
  );
  registerCall(app, distributionCalls.commissions, ({ request, query }) =>
    distribution.commissions(requireMember(request).userId, query.page),
  );
  registerCall(app, distributionCalls.agentStats, ({ request, query }) =>
    distribution.agentStats(requireMember(request).userId, query.from, query.to),
  );
  registerCall(app, distributionAdminCalls.setAgent, ({ body }) => distribution.setAgent(body));
  registerCall(app, distributionAdminCalls.refundTopup, ({ body }) =>
    distribution.refund(body.order_no, body.note),
  );
  registerCall(app, distributionAdminCalls.referralFlags, ({ query }) =>
    distribution.flags(query.page),
  );
}
