import type { CallRoutes } from './call-route';
import type { feedbackCalls } from './feedback';

/** `feedbackCalls` without their schemas (call-route.ts). */
export const feedbackRoutes: CallRoutes<typeof feedbackCalls> = {
  submit: { method: 'POST', path: 'Universal/feedback' },
};
