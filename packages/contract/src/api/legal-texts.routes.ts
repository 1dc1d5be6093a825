import type { CallRoutes } from './call-route';
import type { legalTextCalls } from './legal-texts';

/** `legalTextCalls` without their schemas (call-route.ts). */
export const legalTextRoutes: CallRoutes<typeof legalTextCalls> = {
  get: { method: 'GET', path: 'System/legalText' },
  list: { method: 'GET', path: 'Admin/legalTexts' },
  save: { method: 'POST', path: 'Admin/saveLegalText' },
};
