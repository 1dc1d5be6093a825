import type { CallRoutes } from './call-route';
import type { staffCalls } from './staff';

/** `staffCalls` without their schemas (call-route.ts). */
export const staffRoutes: CallRoutes<typeof staffCalls> = {
  setRole: { method: 'POST', path: 'Admin/setRole' },
};
