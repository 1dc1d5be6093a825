import type { CallRoutes } from './call-route';
import type { memberReportCalls } from './member-reports';

/** `memberReportCalls` without their schemas (call-route.ts). */
export const memberReportRoutes: CallRoutes<typeof memberReportCalls> = {
  message: { method: 'POST', path: 'Report/message' },
  user: { method: 'POST', path: 'Report/user' },
};
