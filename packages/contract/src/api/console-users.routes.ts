import type { CallRoutes } from './call-route';
import type { consoleUserCalls } from './console-users';

/** `consoleUserCalls` without their schemas (call-route.ts). */
export const consoleUserRoutes: CallRoutes<typeof consoleUserCalls> = {
  search: { method: 'GET', path: 'Admin/users' },
  detail: { method: 'GET', path: 'Admin/user' },
  ledger: { method: 'GET', path: 'Admin/userLedger' },
  sanction: { method: 'POST', path: 'Admin/sanctionUser' },
  lift: { method: 'POST', path: 'Admin/liftSanction' },
  resetProfile: { method: 'POST', path: 'Admin/resetProfile' },
  revokeSessions: { method: 'POST', path: 'Admin/revokeSessions' },
};
