import type { CallRoutes } from './call-route';
import type { consoleReportCalls } from './console-reports';

/** `consoleReportCalls` without their schemas (call-route.ts). */
export const consoleReportRoutes: CallRoutes<typeof consoleReportCalls> = {
  list: { method: 'GET', path: 'Admin/reports' },
  handle: { method: 'POST', path: 'Admin/handleReport' },
};
