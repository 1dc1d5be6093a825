import type { CallRoutes } from './call-route';
import type { fanGroupCalls } from './fan-groups';

/** `fanGroupCalls` without their schemas (call-route.ts). */
export const fanGroupRoutes: CallRoutes<typeof fanGroupCalls> = {
  settings: { method: 'GET', path: 'Group/getSettings' },
  saveSettings: { method: 'POST', path: 'Group/setSettings' },
  info: { method: 'GET', path: 'Group/info' },
  join: { method: 'POST', path: 'Group/join' },
  leave: { method: 'POST', path: 'Group/leave' },
  mine: { method: 'GET', path: 'Group/mine' },
  ranking: { method: 'GET', path: 'Group/ranking' },
};
