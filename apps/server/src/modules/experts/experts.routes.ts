import { analysisCalls, expertAdminCalls, expertCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { memberIdOrNull, requireMember } from '../../platform/http/auth-context';
import { registerCall } from '../../platform/http/register-call';
import type { AnalysesService } from './analyses.service';
import type { ExpertsService } from './experts.service';

export function registerExpertRoutes(
  app: FastifyInstance,
  deps: { experts: ExpertsService; analyses: AnalysesService },
): void {
  const { experts, analyses } = deps;
  registerCall(app, expertCalls.apply, ({ request, body }) =>
    experts.apply(requireMember(request).userId, body),
  );
  registerCall(app, expertCalls.application, ({ request }) =>
    experts.application(requireMember(request).userId),
  );
  registerCall(app, expertCalls.profile, ({ request, query, language }) =>
    experts.profile(memberIdOrNull(request), language, query.id),
  );
  registerCall(app, expertCalls.updateProfile, ({ request, body, language }) =>
    experts.updateProfile(requireMember(request).userId, language, body),
  );
  registerCall(app, expertCalls.record, ({ query }) => experts.publicRecord(query.id, query));
  registerCall(app, expertCalls.ranking, ({ query }) => experts.ranking(query));
  registerCall(app, expertAdminCalls.review, ({ request, body }) =>
    experts.review(requireMember(request).userId, body),
  );

  registerCall(app, analysisCalls.publish, ({ request, body }) =>
    analyses.publish(requireMember(request).userId, body),
  );
  registerCall(app, analysisCalls.correct, ({ request, body }) =>
    analyses.correct(requireMember(request).userId, body.id, body.text),
  );
  registerCall(app, analysisCalls.list, ({ request, query }) =>
    analyses.list(memberIdOrNull(request), query),
  );
  registerCall(app, analysisCalls.detail, ({ request, query }) =>
    analyses.detail(memberIdOrNull(request), query.id),
  );
  registerCall(
    app,
    analysisCalls.buy,
    ({ request, body }) => analyses.buy(requireMember(request).userId, body.id),
    { successMessage: 'analysis.bought' },
  );
  registerCall(app, analysisCalls.purchased, ({ request, query }) =>
    analyses.purchased(requireMember(request).userId, query.page),
  );
  registerCall(app, analysisCalls.foresight, ({ query }) =>
    analyses.foresight(query.sport, query.page),
  );
}
