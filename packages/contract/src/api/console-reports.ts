import { z } from 'zod';
import { defineCall } from './define-call';
import { pageNumberSchema, pageOf } from './paging';

/**
 * The console's reports queue (issue: operator console, item 2): rooms, comments, posts, chat
 * messages and members that members reported, one case per reported thing, most reported first.
 * A decision dismisses the case or removes the thing (comment or post hidden, room sealed,
 * message taken out of the chat, a member's nickname and picture reset); a report after the
 * decision opens the case again.
 */
export const REPORT_TARGET_KINDS = ['room', 'comment', 'post', 'message', 'user'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

export const REPORT_OUTCOMES = ['dismissed', 'removed'] as const;

export const reportCaseSchema = z.object({
  target_kind: z.enum(REPORT_TARGET_KINDS),
  target_id: z.number().int(),
  /** Reports since the last decision. */
  reports: z.number().int(),
  reasons: z.array(z.string()),
  /** The latest reporters' own words (up to five). */
  notes: z.array(z.string()),
  last_reported_at: z.string(),
  /**
   * What was reported: a room's title, a comment's, post's or message's text (cut), a member's
   * signature (their nickname is `author_nickname`).
   */
  excerpt: z.string(),
  author_id: z.number().int(),
  author_nickname: z.string(),
  /** Where it is on the site (empty when it is gone). */
  link: z.string(),
  /** Already gone (deleted, hidden or sealed) while the reports wait. */
  gone: z.boolean(),
});
export type ReportCase = z.infer<typeof reportCaseSchema>;

export const consoleReportCalls = {
  list: defineCall({
    method: 'GET',
    path: 'Admin/reports',
    audience: 'operator',
    summary: 'Reported things waiting for a decision, most reported first',
    tag: 'admin',
    query: z.object({ kind: z.enum(REPORT_TARGET_KINDS).optional(), page: pageNumberSchema }),
    data: pageOf(reportCaseSchema),
  }),
  handle: defineCall({
    method: 'POST',
    path: 'Admin/handleReport',
    audience: 'operator',
    summary:
      'Decide a report: dismiss it, or remove the thing (hide it; seal the room; reset the member)',
    tag: 'admin',
    body: z.object({
      target_kind: z.enum(REPORT_TARGET_KINDS),
      target_id: z.number().int().positive(),
      outcome: z.enum(REPORT_OUTCOMES),
      /** Kept with the decision; a sealed room's viewers read it as the reason. */
      note: z.string().trim().max(100).default(''),
    }),
    data: z.object({
      target_kind: z.enum(REPORT_TARGET_KINDS),
      target_id: z.number().int(),
      outcome: z.enum(REPORT_OUTCOMES),
    }),
  }),
} as const;
