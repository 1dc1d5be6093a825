import { z } from 'zod';
import { defineCall } from './define-call';
import { pageNumberSchema, pageOf } from './paging';

/** The operators' audit log: every operator action, append-only (issue: operator console). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  operator_id: z.number().int(),
  operator_nickname: z.string(),
  /** The call, e.g. `Admin/reviewLivePlan`. */
  action: z.string(),
  /** The request, secrets removed. */
  input: z.unknown(),
  /** What the call answered (null when refused; `{ truncated: true }` when large). */
  result: z.unknown(),
  /** 0: done; else the refusal's envelope code. */
  outcome: z.number().int(),
  message: z.string(),
  client_address: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditCalls = {
  list: defineCall({
    method: 'GET',
    path: 'Admin/auditLog',
    audience: 'operator',
    summary: 'Operator actions, newest first, by operator and action',
    tag: 'admin',
    query: z.object({
      operator_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
      action: z.string().trim().min(1).max(80).optional(),
      page: pageNumberSchema,
    }),
    data: pageOf(auditEntrySchema),
  }),
} as const;
