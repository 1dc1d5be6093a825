import type { CallRoutes } from './call-route';
import type { paymentAdminCalls } from './payments-admin';

/** `paymentAdminCalls` without their schemas (call-route.ts). */
export const paymentAdminRoutes: CallRoutes<typeof paymentAdminCalls> = {
  paymentIncidents: { method: 'GET', path: 'Admin/paymentIncidents' },
  resolvePaymentIncident: { method: 'POST', path: 'Admin/resolvePaymentIncident' },
  setPackagePrice: { method: 'POST', path: 'Admin/setPackagePrice' },
};
