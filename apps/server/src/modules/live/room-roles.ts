import { isStaffRole, type RoomRole, type RoomViewerState } from '@tifo/contract';
import type { LiveRepository, RoomRow } from './live.repository';

/** What a user is to a room: its streamer, one of its admins, a site operator, or a viewer. */
export async function resolveRoomRole(
  repository: LiveRepository,
  room: Pick<RoomRow, 'id' | 'anchorId'>,
  userId: number | null,
): Promise<RoomRole> {
  if (userId === null) return 'guest';
  if (room.anchorId === userId) return 'anchor';
  const user = await repository.userBrief(userId);
  // Moderators act on rooms as administrators do.
  if (isStaffRole(user?.role)) return 'operator';
  return (await repository.isAdmin(room.id, userId)) ? 'admin' : 'viewer';
}

export function isModerator(role: RoomRole): boolean {
  return role === 'anchor' || role === 'admin' || role === 'operator';
}

/**
 * Whether `actor` may sanction `target` in a room: moderators only; nobody touches the
 * streamer; an admin cannot sanction another admin or an operator.
 */
export function canSanction(actor: RoomRole, target: RoomRole): boolean {
  if (!isModerator(actor) || target === 'anchor') return false;
  if (actor === 'admin') return target === 'viewer';
  return true;
}

export async function viewerStateOf(
  repository: LiveRepository,
  roomId: number,
  userId: number,
  role: RoomRole,
  now: Date,
): Promise<Omit<RoomViewerState, 'is_followed'>> {
  const sanctions = await repository.activeSanctions(roomId, userId, now);
  const find = (kind: string) => sanctions.find((sanction) => sanction.kind === kind);
  const mute = find('mute');
  const kick = find('kick');
  return {
    role,
    muted: mute !== undefined,
    muted_until: mute?.until?.toISOString() ?? null,
    shielded: find('shield') !== undefined,
    kicked: kick !== undefined,
    kicked_until: kick?.until?.toISOString() ?? null,
  };
}
