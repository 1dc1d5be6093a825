import { z } from 'zod';
import { defineCall } from './define-call';

/**
 * Platform staff (`users.role`): `operator` is the administrator (everything, money settings,
 * staff roles); `moderator` reviews, handles reports, rooms, users and content, but not money
 * settings. Calls of audience `operator` admit both; `administrator` admits operators only.
 */
export const USER_ROLES = ['member', 'moderator', 'operator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export function isStaffRole(role: string | null | undefined): boolean {
  return role === 'operator' || role === 'moderator';
}

export const staffCalls = {
  setRole: defineCall({
    method: 'POST',
    path: 'Admin/setRole',
    audience: 'administrator',
    summary: 'Make a member a moderator or an administrator (operator), or take the role away',
    tag: 'admin',
    body: z.object({
      user_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      role: z.enum(USER_ROLES),
    }),
    data: z.object({ user_id: z.number().int(), role: z.enum(USER_ROLES) }),
  }),
} as const;
