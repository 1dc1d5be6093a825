import type { CallRoutes } from './call-route';
import type { redEnvelopeCalls } from './red-envelopes';

/** `redEnvelopeCalls` without their schemas (call-route.ts). */
export const redEnvelopeRoutes: CallRoutes<typeof redEnvelopeCalls> = {
  insert: { method: 'POST', path: 'Redenvelope/insert' },
  roomList: { method: 'GET', path: 'Redenvelope/getList' },
  info: { method: 'GET', path: 'Redenvelope/getRedInfo' },
  receive: { method: 'POST', path: 'Redenvelope/receiveRed' },
};
