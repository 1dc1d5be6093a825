import { isStaffRole } from '@tifo/contract';
import { and, eq } from 'drizzle-orm';
import { liveRooms, roomAdmins, users } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';
import type { AccessPolicy } from '../../platform/http/access-policy';

/** Roles as the database records them: staff by `users.role`, streamers by `is_anchor`. */
export function databaseAccessPolicy(db: Database): AccessPolicy {
  const roleOf = async (userId: number) => {
    const [row] = await db
      .select({ role: users.role, isAnchor: users.isAnchor })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  };
  return {
    async isOperator(userId) {
      return isStaffRole((await roleOf(userId))?.role);
    },
    async isAdministrator(userId) {
      return (await roleOf(userId))?.role === 'operator';
    },
    async isStreamer(userId) {
      return (await roleOf(userId))?.isAnchor === 1;
    },
    async moderatesRoom(userId, roomId) {
      const [room] = await db
        .select({ anchorId: liveRooms.anchorId })
        .from(liveRooms)
        .where(eq(liveRooms.id, roomId));
      // No such room: let the handler answer its own "not found".
      if (!room || room.anchorId === userId) return true;
      if (isStaffRole((await roleOf(userId))?.role)) return true;
      const [admin] = await db
        .select({ userId: roomAdmins.userId })
        .from(roomAdmins)
        .where(and(eq(roomAdmins.roomId, roomId), eq(roomAdmins.userId, userId)));
      return admin !== undefined;
    },
  };
}
