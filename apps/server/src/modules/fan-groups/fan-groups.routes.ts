import { fanGroupCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { memberIdOrNull, requireMember } from '../../platform/http/auth-context';
import { registerCall } from '../../platform/http/register-call';
import type { FanGroupsService } from './fan-groups.service';

export function registerFanGroupRoutes(app: FastifyInstance, fans: FanGroupsService): void {
  registerCall(app, fanGroupCalls.settings, ({ request }) =>
    fans.settings(requireMember(request).userId),
  );
  registerCall(
    app,
    fanGroupCalls.saveSettings,
    ({ request, body }) => fans.saveSettings(requireMember(request).userId, body),
    { successMessage: 'profile.saved' },
  );
  registerCall(app, fanGroupCalls.info, ({ request, query }) =>
    fans.info(query.anchor_id, memberIdOrNull(request)),
  );
  registerCall(
    app,
    fanGroupCalls.join,
    ({ request, body }) =>
      fans.payFee(requireMember(request).userId, body.anchor_id, body.request_id),
    { successMessage: 'fan.joined' },
  );
  registerCall(app, fanGroupCalls.leave, ({ request, body }) =>
    fans.leave(requireMember(request).userId, body.anchor_id),
  );
  registerCall(app, fanGroupCalls.mine, ({ request }) => fans.mine(requireMember(request).userId));
  registerCall(app, fanGroupCalls.ranking, ({ query }) =>
    fans.ranking(query.anchor_id, query.page),
  );
}
