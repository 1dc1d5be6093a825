import type { CallRoutes } from './call-route';
import type { newsArticleCalls } from './news-article';

/** `newsArticleCalls` without their schemas (call-route.ts). */
export const newsArticleRoutes: CallRoutes<typeof newsArticleCalls> = {
  detail: { method: 'GET', path: 'News/getDetail' },
  addView: { method: 'POST', path: 'News/addView' },
  like: { method: 'POST', path: 'News/like' },
};
