import type { CallRoutes } from './call-route';
import type { searchCalls } from './search';

/** `searchCalls` without their schemas (call-route.ts). */
export const searchRoutes: CallRoutes<typeof searchCalls> = {
  index: { method: 'GET', path: 'Search/index' },
  anchor: { method: 'GET', path: 'Search/anchor' },
  live: { method: 'GET', path: 'Search/live' },
  match: { method: 'GET', path: 'Search/match' },
  post: { method: 'GET', path: 'Search/post' },
};
