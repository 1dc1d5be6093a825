import type { CallRoutes } from './call-route';
import type { hornCalls } from './horn';

/** `hornCalls` without their schemas (call-route.ts). */
export const hornRoutes: CallRoutes<typeof hornCalls> = {
  send: { method: 'POST', path: 'Horn/send' },
  mine: { method: 'GET', path: 'Horn/getList' },
  recent: { method: 'GET', path: 'Horn/recent' },
  waiting: { method: 'GET', path: 'Admin/hornList' },
  review: { method: 'POST', path: 'Admin/reviewHorn' },
};
