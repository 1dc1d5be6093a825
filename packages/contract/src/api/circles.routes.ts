import type { CallRoutes } from './call-route';
import type { circleAdminCalls, circleCalls } from './circles';

/** `circleCalls` without their schemas (call-route.ts). */
export const circleRoutes: CallRoutes<typeof circleCalls> = {
  list: { method: 'GET', path: 'Circle/list' },
  mine: { method: 'GET', path: 'Circle/mine' },
  info: { method: 'GET', path: 'Circle/info' },
  join: { method: 'POST', path: 'Circle/join' },
  posts: { method: 'GET', path: 'Circle/posts' },
  post: { method: 'GET', path: 'Circle/post' },
  publish: { method: 'POST', path: 'Circle/publish' },
  remove: { method: 'POST', path: 'Circle/deletePost' },
  like: { method: 'POST', path: 'Circle/likePost' },
  favorite: { method: 'POST', path: 'Circle/favoritePost' },
  report: { method: 'POST', path: 'Circle/reportPost' },
};

/** `circleAdminCalls` without their schemas (call-route.ts). */
export const circleAdminRoutes: CallRoutes<typeof circleAdminCalls> = {
  save: { method: 'POST', path: 'Admin/circleSave' },
  moderate: { method: 'POST', path: 'Admin/postModerate' },
  reports: { method: 'GET', path: 'Admin/postReports' },
};
