import type { CallRoutes } from './call-route';
import type { guessCalls } from './guess';

/** `guessCalls` without their schemas (call-route.ts). */
export const guessRoutes: CallRoutes<typeof guessCalls> = {
  create: { method: 'POST', path: 'Guess/create' },
  roomList: { method: 'GET', path: 'Guess/getList' },
  bet: { method: 'POST', path: 'Guess/bet' },
  close: { method: 'POST', path: 'Guess/close' },
  stop: { method: 'POST', path: 'Guess/stop' },
  records: { method: 'GET', path: 'Guess/records' },
};
