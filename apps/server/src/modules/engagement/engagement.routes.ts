import { engagementCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../../platform/http/auth-context';
import { registerCall } from '../../platform/http/register-call';
import type { SignInService } from './sign-in.service';

export function registerEngagementRoutes(
  app: FastifyInstance,
  services: { signIn: SignInService },
): void {
  registerCall(app, engagementCalls.signTaskList, ({ request }) =>
    services.signIn.list(requireMember(request).userId),
  );
  registerCall(
    app,
    engagementCalls.sign,
    ({ request, body }) => services.signIn.sign(requireMember(request).userId, body.id),
    { successMessage: 'signIn.done' },
  );
}
