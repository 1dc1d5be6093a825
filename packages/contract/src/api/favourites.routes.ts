import type { CallRoutes } from './call-route';
import type { favouriteCalls, pushCalls } from './favourites';

/** `favouriteCalls` without their schemas (call-route.ts). */
export const favouriteRoutes: CallRoutes<typeof favouriteCalls> = {
  list: { method: 'GET', path: 'Favourite/list' },
  toggle: { method: 'POST', path: 'Favourite/toggle' },
  setAlerts: { method: 'POST', path: 'Favourite/setAlerts' },
  setSettings: { method: 'POST', path: 'Favourite/setSettings' },
};

/** `pushCalls` without their schemas (call-route.ts). */
export const pushRoutes: CallRoutes<typeof pushCalls> = {
  config: { method: 'GET', path: 'Push/config' },
  subscribe: { method: 'POST', path: 'Push/subscribe' },
  unsubscribe: { method: 'POST', path: 'Push/unsubscribe' },
};
