import type { CallRoutes } from './call-route';
import type { consoleMoneyCalls } from './console-money';

/** `consoleMoneyCalls` without their schemas (call-route.ts). */
export const consoleMoneyRoutes: CallRoutes<typeof consoleMoneyCalls> = {
  orders: { method: 'GET', path: 'Admin/orders' },
  transaction: { method: 'GET', path: 'Admin/ledgerTransaction' },
  account: { method: 'GET', path: 'Admin/ledgerAccount' },
  platformAccounts: { method: 'GET', path: 'Admin/platformAccounts' },
  books: { method: 'GET', path: 'Admin/bookChecks' },
};
