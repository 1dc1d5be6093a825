import type { RoomRole } from '@tifo/contract';
import type { UserInfo } from '../storage';

/** Roles that see moderation controls (the server checks again on every call). */
export const MODERATOR_ROLES: readonly RoomRole[] = ['anchor', 'admin', 'operator'];

export function isModerator(role: RoomRole): boolean {
  return MODERATOR_ROLES.includes(role);
}

/** The signed-in member's numeric id, or null for a visitor. */
export function userIdOf(user: UserInfo | null): number | null {
  if (!user) return null;
  const id = Number(user.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}
