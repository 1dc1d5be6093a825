import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { follows, liveRooms, users } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';
import { foldedPattern } from '../live/live.repository';

const followerCount = sql<number>`(select count(*)::int from ${follows} where ${follows.followedId} = ${users.id})`;

/** Streamers by nickname for search (rooms and matches are searched by their own modules). */
export class SearchRepository {
  constructor(private readonly db: Database) {}

  async anchors(text: string, page: { limit: number; offset: number }) {
    const pattern = foldedPattern(text);
    const where = and(eq(users.isAnchor, 1), sql`${users.nicknameSearch} like ${pattern}`);
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
        // Counted in the same scan as the page (a second query would search again).
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(users)
      .leftJoin(liveRooms, eq(liveRooms.anchorId, users.id))
      .where(where)
      .orderBy(
        desc(sql`${liveRooms.liveStatus} = 'live'`),
        // A nickname that starts with the text before one that only contains it; then the
        // streamers with the most hours live (cheap, unlike counting followers of every match).
        desc(sql`${users.nicknameSearch} like ${foldedPattern(text, 'prefix')}`),
        desc(liveRooms.totalLiveSeconds),
        users.id,
      )
      .limit(page.limit)
      .offset(page.offset);
    return { rows, total: rows[0]?.total ?? (page.offset === 0 ? 0 : await this.count(where)) };
  }

  /** How many match, for a page past the last one (its window count has no row to ride on). */
  private async count(where: SQL | undefined): Promise<number> {
    const [total] = await this.db.select({ n: count() }).from(users).where(where);
    return total?.n ?? 0;
  }
}
