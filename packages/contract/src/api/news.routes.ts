import type { CallRoutes } from './call-route';
import type { newsCalls } from './news';

/** `newsCalls` without their schemas (call-route.ts). */
export const newsRoutes: CallRoutes<typeof newsCalls> = {
  list: { method: 'GET', path: 'News/getList' },
  headlines: { method: 'GET', path: 'News/getHeadlines' },
};
