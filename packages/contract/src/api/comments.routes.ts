import type { CallRoutes } from './call-route';
import type { commentCalls } from './comments';

/** `commentCalls` without their schemas (call-route.ts). */
export const commentRoutes: CallRoutes<typeof commentCalls> = {
  list: { method: 'GET', path: 'Comment/list' },
  replies: { method: 'GET', path: 'Comment/replies' },
  add: { method: 'POST', path: 'Comment/add' },
  like: { method: 'POST', path: 'Comment/like' },
  remove: { method: 'POST', path: 'Comment/delete' },
  report: { method: 'POST', path: 'Comment/report' },
};
