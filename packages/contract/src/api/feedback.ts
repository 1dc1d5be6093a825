import { z } from 'zod';
import { defineCall } from './define-call';

export const FEEDBACK_CATEGORIES = ['suggestion', 'bug', 'stream', 'account', 'other'] as const;

export const FEEDBACK_LIMITS = {
  contentMinLength: 5,
  contentMaxLength: 500,
  contactMaxLength: 100,
  /** Submissions one address may make per window, so the form cannot be used to flood us. */
  perAddressPerWindow: 5,
  windowMinutes: 10,
} as const;

export const submitFeedbackBodySchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z
    .string()
    .trim()
    .min(FEEDBACK_LIMITS.contentMinLength)
    .max(FEEDBACK_LIMITS.contentMaxLength),
  contact: z.string().trim().max(FEEDBACK_LIMITS.contactMaxLength).optional(),
  page_url: z.string().max(300).optional(),
});
export type SubmitFeedbackBody = z.infer<typeof submitFeedbackBodySchema>;

export const feedbackCalls = {
  submit: defineCall({
    method: 'POST',
    path: 'Universal/feedback',
    audience: 'public',
    summary: 'Send feedback from the feedback page (rate limited per address)',
    tag: 'feedback',
    body: submitFeedbackBodySchema,
    data: z.object({ id: z.number().int() }),
  }),
} as const;
