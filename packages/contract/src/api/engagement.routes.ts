import type { CallRoutes } from './call-route';
import type { engagementCalls } from './engagement';

/** `engagementCalls` without their schemas (call-route.ts). */
export const engagementRoutes: CallRoutes<typeof engagementCalls> = {
  signTaskList: { method: 'GET', path: 'Activity/signTaskList' },
  sign: { method: 'POST', path: 'Activity/sign' },
  dailyTasks: { method: 'GET', path: 'Activity/dailyTasks' },
  claimTask: { method: 'POST', path: 'Activity/claimTask' },
  share: { method: 'POST', path: 'Activity/share' },
};
