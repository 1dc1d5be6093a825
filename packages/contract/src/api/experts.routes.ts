import type { CallRoutes } from './call-route';
import type { analysisCalls, expertAdminCalls, expertCalls } from './experts';

/** `expertCalls` without their schemas (call-route.ts). */
export const expertRoutes: CallRoutes<typeof expertCalls> = {
  apply: { method: 'POST', path: 'Expert/apply' },
  application: { method: 'GET', path: 'Expert/application' },
  profile: { method: 'GET', path: 'Expert/profile' },
  updateProfile: { method: 'POST', path: 'Expert/updateProfile' },
  record: { method: 'GET', path: 'Expert/record' },
  ranking: { method: 'GET', path: 'Expert/ranking' },
};

/** `analysisCalls` without their schemas (call-route.ts). */
export const analysisRoutes: CallRoutes<typeof analysisCalls> = {
  publish: { method: 'POST', path: 'Analysis/publish' },
  correct: { method: 'POST', path: 'Analysis/correct' },
  list: { method: 'GET', path: 'Analysis/list' },
  detail: { method: 'GET', path: 'Analysis/detail' },
  buy: { method: 'POST', path: 'Analysis/buy' },
  purchased: { method: 'GET', path: 'Analysis/purchased' },
  foresight: { method: 'GET', path: 'Analysis/foresight' },
};

/** `expertAdminCalls` without their schemas (call-route.ts). */
export const expertAdminRoutes: CallRoutes<typeof expertAdminCalls> = {
  review: { method: 'POST', path: 'Admin/reviewExpert' },
};
