import { z } from 'zod';
import { defineCall } from './define-call';

/**
 * Members report a chat message or a member to the operators (issue: operator console, item 2).
 * Rooms, comments and posts have their own report calls; every kind lands in the console's one
 * reports queue.
 */
export const MEMBER_REPORT_REASONS = ['abuse', 'spam', 'sexual', 'fraud', 'other'] as const;
export type MemberReportReason = (typeof MEMBER_REPORT_REASONS)[number];

export const MEMBER_REPORT_LIMITS = { noteMaxLength: 200 } as const;

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const reportBody = {
  reason: z.enum(MEMBER_REPORT_REASONS),
  note: z.string().trim().max(MEMBER_REPORT_LIMITS.noteMaxLength).default(''),
};

export const memberReportCalls = {
  message: defineCall({
    method: 'POST',
    path: 'Report/message',
    audience: 'member',
    summary: 'Report a chat message: one of a room, or a private one you received',
    tag: 'chat',
    body: z.object({ message_id: idSchema, ...reportBody }),
    data: z.object({ reported: z.literal(true) }),
  }),
  user: defineCall({
    method: 'POST',
    path: 'Report/user',
    audience: 'member',
    summary: 'Report a member (an offensive nickname or picture, harassment, fraud)',
    tag: 'chat',
    body: z.object({ user_id: idSchema, ...reportBody }),
    data: z.object({ reported: z.literal(true) }),
  }),
} as const;
