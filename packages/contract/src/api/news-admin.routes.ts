import type { CallRoutes } from './call-route';
import type { newsAdminCalls } from './news-admin';

/** `newsAdminCalls` without their schemas (call-route.ts). */
export const newsAdminRoutes: CallRoutes<typeof newsAdminCalls> = {
  publish: { method: 'POST', path: 'Admin/publishNews' },
  unpublish: { method: 'POST', path: 'Admin/unpublishNews' },
  update: { method: 'POST', path: 'Admin/updateNews' },
  desk: { method: 'GET', path: 'Admin/newsArticles' },
  deskArticle: { method: 'GET', path: 'Admin/newsArticle' },
};
