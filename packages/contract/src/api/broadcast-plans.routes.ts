import type { CallRoutes } from './call-route';
import type { broadcastPlanAdminCalls, broadcastPlanCalls } from './broadcast-plans';

/** `broadcastPlanCalls` without their schemas (call-route.ts). */
export const broadcastPlanRoutes: CallRoutes<typeof broadcastPlanCalls> = {
  setLiveList: { method: 'POST', path: 'Live/setLiveList' },
  cancel: { method: 'POST', path: 'Live/cancelLivePlan' },
  mine: { method: 'GET', path: 'Live/getMyLiveList' },
  list: { method: 'GET', path: 'Live/getLivePlans' },
  reserve: { method: 'POST', path: 'Live/reserveLivePlan' },
  reserved: { method: 'GET', path: 'Live/getReservedLivePlans' },
};

/** `broadcastPlanAdminCalls` without their schemas (call-route.ts). */
export const broadcastPlanAdminRoutes: CallRoutes<typeof broadcastPlanAdminCalls> = {
  list: { method: 'GET', path: 'Admin/livePlans' },
  review: { method: 'POST', path: 'Admin/reviewLivePlan' },
};
