import type { CallRoutes } from './call-route';
import type { streamHealthCalls } from './stream-health';

/** `streamHealthCalls` without their schemas (call-route.ts). */
export const streamHealthRoutes: CallRoutes<typeof streamHealthCalls> = {
  mine: { method: 'GET', path: 'Live/getStreamHealth' },
};
