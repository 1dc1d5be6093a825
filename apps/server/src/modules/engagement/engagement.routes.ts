import { engagementCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../../platform/http/auth-context';
import { registerCall } from '../../platform/http/register-call';
import type { DailyTasksService } from './daily-tasks.service';
import type { SignInService } from './sign-in.service';

export function registerEngagementRoutes(
  app: FastifyInstance,
  services: { signIn: SignInService; tasks: DailyTasksService },
): void {
  const { signIn, tasks } = services;
  registerCall(app, engagementCalls.signTaskList, async ({ request, language }) => {
    const userId = requireMember(request).userId;
    return { ...(await signIn.list(userId)), today: await tasks.list(userId, language) };
  });
  registerCall(app, engagementCalls.dailyTasks, async ({ request, language }) => ({
    daily: await tasks.list(requireMember(request).userId, language),
  }));
  registerCall(
    app,
    engagementCalls.claimTask,
    ({ request, body }) => tasks.claim(requireMember(request).userId, body.key),
    { successMessage: 'task.claimedOk' },
  );
  registerCall(app, engagementCalls.share, async ({ request }) => {
    await tasks.recordNow(requireMember(request).userId, 'share');
    return null;
  });
  registerCall(
    app,
    engagementCalls.sign,
    ({ request, body }) => signIn.sign(requireMember(request).userId, body.id),
    { successMessage: 'signIn.done' },
  );
}
