import type { CallRoutes } from './call-route';
import type { consoleCalls, dashboardCalls } from './admin-console';

/** `consoleCalls` without their schemas (call-route.ts). */
export const consoleRoutes: CallRoutes<typeof consoleCalls> = {
  me: { method: 'GET', path: 'Admin/me' },
  queueCounts: { method: 'GET', path: 'Admin/queueCounts' },
  anchorApplications: { method: 'GET', path: 'Admin/anchorApplications' },
  expertApplications: { method: 'GET', path: 'Admin/expertApplications' },
  rooms: { method: 'GET', path: 'Admin/rooms' },
  endBroadcast: { method: 'POST', path: 'Admin/endBroadcast' },
  setRoomChatMode: { method: 'POST', path: 'Admin/roomChatMode' },
  withdrawalBackground: { method: 'GET', path: 'Admin/withdrawalBackground' },
};

/** `dashboardCalls` without their schemas (call-route.ts). */
export const dashboardRoutes: CallRoutes<typeof dashboardCalls> = {
  days: { method: 'GET', path: 'Admin/dashboard' },
};
