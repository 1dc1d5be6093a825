import { and, count, desc, eq, sql } from 'drizzle-orm';
import { follows, liveRooms, users } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';
import { foldedPattern } from '../live/live.repository';

const followerCount = sql<number>`(select count(*)::int from ${follows} where ${follows.followedId} = ${users.id})`;

/** Streamers by nickname for search (rooms and matches are searched by their own modules). */
export class SearchRepository {
  constructor(private readonly db: Database) {}

  async anchors(text: string, page: { limit: number; offset: number }) {
    const pattern = foldedPattern(text);
    const where = and(eq(users.isAnchor, 1), sql`search_fold(${users.nickname}) like ${pattern}`);
    const rows = await this.db
      .select({
        id: users.id,
        nickname: users.nickname,
        avatar: users.avatar,
        incomeMinor: users.settledIncomeMinor,
        followers: followerCount,
        roomId: liveRooms.id,
        liveStatus: liveRooms.liveStatus,
        roomTitle: liveRooms.title,
      })
      .from(users)
      .leftJoin(liveRooms, eq(liveRooms.anchorId, users.id))
      .where(where)
      .orderBy(
        desc(sql`${liveRooms.liveStatus} = 'live'`),
        // A nickname that starts with the text before one that only contains it.
        desc(sql`search_fold(${users.nickname}) like search_fold(${text}) || '%'`),
        desc(followerCount),
        users.id,
      )
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await this.db.select({ n: count() }).from(users).where(where);
    return { rows, total: total?.n ?? 0 };
  }
}
