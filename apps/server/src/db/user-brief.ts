import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { users } from './schema/index';

/** The few user fields other features show and check: name, avatar, role, streamer flag. */
export async function selectUserBrief(db: Database, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      avatar: users.avatar,
      role: users.role,
      isAnchor: users.isAnchor,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
