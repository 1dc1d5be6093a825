import type { CallRoutes } from './call-route';
import type { auditCalls } from './audit';

/** `auditCalls` without their schemas (call-route.ts). */
export const auditRoutes: CallRoutes<typeof auditCalls> = {
  list: { method: 'GET', path: 'Admin/auditLog' },
};
