import type { CallRoutes } from './call-route';
import type { systemCalls } from './system';

/** `systemCalls` without their schemas (call-route.ts). */
export const systemRoutes: CallRoutes<typeof systemCalls> = {
  getConfig: { method: 'GET', path: 'System/getConfig' },
  health: { method: 'GET', path: 'health' },
};
