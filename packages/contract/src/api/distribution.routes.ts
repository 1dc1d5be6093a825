import type { CallRoutes } from './call-route';
import type { distributionAdminCalls, distributionCalls } from './distribution';

/** `distributionCalls` without their schemas (call-route.ts). */
export const distributionRoutes: CallRoutes<typeof distributionCalls> = {
  summary: { method: 'GET', path: 'Distribution/summary' },
  invitees: { method: 'GET', path: 'Distribution/invitees' },
  commissions: { method: 'GET', path: 'Distribution/commissions' },
  agentStats: { method: 'GET', path: 'Agent/stats' },
};

/** `distributionAdminCalls` without their schemas (call-route.ts). */
export const distributionAdminRoutes: CallRoutes<typeof distributionAdminCalls> = {
  setAgent: { method: 'POST', path: 'Admin/setAgent' },
  refundTopup: { method: 'POST', path: 'Admin/refundTopup' },
  referralFlags: { method: 'GET', path: 'Admin/referralFlags' },
};
