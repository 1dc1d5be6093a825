import type { CallRoutes } from './call-route';
import type { consoleShipmentCalls } from './console-shipments';

/** `consoleShipmentCalls` without their schemas (call-route.ts). */
export const consoleShipmentRoutes: CallRoutes<typeof consoleShipmentCalls> = {
  list: { method: 'GET', path: 'Admin/shipments' },
  ship: { method: 'POST', path: 'Admin/shipExchange' },
};
