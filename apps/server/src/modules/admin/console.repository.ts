import { and, asc, count, desc, eq, gte, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  chatRoomModes,
  anchorApplications,
  broadcastPlans,
  circlePostReports,
  circlePosts,
  expertApplications,
  giftSends,
  goodsExchanges,
  horns,
  liveRooms,
  paymentIncidents,
  paymentOrders,
  referralFlags,
  users,
  withdrawals,
} from '../../db/schema/index';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database';

export const CONSOLE_PAGE_SIZE = 30;
const RECENT_TOPUPS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

type ReviewStatus = 'waiting' | 'approved' | 'rejected';

const applicant = {
  userId: users.id,
  nickname: users.nickname,
  avatar: users.avatar,
  registeredAt: users.createdAt,
};

/**
 * The console's reads across features: queue counts, the application queues, rooms and a
 * withdrawal's background. Decisions stay in each feature's service.
 */
export class ConsoleRepository {
  constructor(private readonly db: Database) {}

  async staff(userId: number) {
    const [row] = await this.db
      .select({ nickname: users.nickname, role: users.role })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }

  /** One round trip: every queue's waiting count. */
  async queueCounts() {
    const waiting = (table: PgTable) =>
      sql`(select count(*)::int from ${table} where status = 'waiting')`;
    const result: unknown = await this.db.execute(sql`select
        ${waiting(anchorApplications)} as anchor_applications,
        ${waiting(expertApplications)} as expert_applications,
        ${waiting(horns)} as horns,
        ${waiting(broadcastPlans)} as live_plans,
        ${waiting(withdrawals)} as withdrawals,
        (select count(*)::int from ${paymentIncidents} where resolved_at is null)
          as payment_incidents,
        (select count(distinct r.post_id)::int from ${circlePostReports} r
          join ${circlePosts} p on p.id = r.post_id where p.status = 'visible') as reported_posts,
        ${waiting(goodsExchanges)} as shipments`);
    // PGlite and node-postgres both answer with `rows`; Drizzle types it per driver.
    return (result as { rows: Array<Record<string, number>> }).rows[0];
  }

  /** Waiting items oldest first (first come, first served); decided ones latest first. */
  anchorApplications(status: ReviewStatus, page: number) {
    return this.db
      .select({ application: anchorApplications, ...applicant })
      .from(anchorApplications)
      .innerJoin(users, eq(users.id, anchorApplications.userId))
      .where(eq(anchorApplications.status, status))
      .orderBy(
        status === 'waiting'
          ? asc(anchorApplications.createdAt)
          : desc(anchorApplications.updatedAt),
        asc(anchorApplications.userId),
      )
      .limit(CONSOLE_PAGE_SIZE + 1)
      .offset((page - 1) * CONSOLE_PAGE_SIZE);
  }

  expertApplications(status: ReviewStatus, page: number) {
    return this.db
      .select({ application: expertApplications, ...applicant })
      .from(expertApplications)
      .innerJoin(users, eq(users.id, expertApplications.userId))
      .where(eq(expertApplications.status, status))
      .orderBy(
        status === 'waiting'
          ? asc(expertApplications.createdAt)
          : desc(expertApplications.decidedAt),
        asc(expertApplications.userId),
      )
      .limit(CONSOLE_PAGE_SIZE + 1)
      .offset((page - 1) * CONSOLE_PAGE_SIZE);
  }

  /**
   * Live rooms (all of them: the caller orders them by viewers, which only memory knows) or
   * sealed rooms, latest sealed first; `search` is a room id or part of the streamer's name.
   */
  rooms(filter: 'live' | 'sealed', search: string | undefined) {
    const conditions: SQL[] = [
      filter === 'live'
        ? and(eq(liveRooms.liveStatus, 'live'), sql`${liveRooms.sealedAt} is null`)!
        : isNotNull(liveRooms.sealedAt),
    ];
    if (search) {
      const byName = sql`${users.nicknameSearch} like '%' || search_fold(${search}) || '%'`;
      conditions.push(
        /^\d{1,15}$/.test(search) ? or(eq(liveRooms.id, Number(search)), byName)! : byName,
      );
    }
    return this.db
      .select({
        room: liveRooms,
        anchorNickname: users.nickname,
        slowModeSeconds: chatRoomModes.slowModeSeconds,
        followersOnly: chatRoomModes.followersOnly,
      })
      .from(liveRooms)
      .innerJoin(users, eq(users.id, liveRooms.anchorId))
      .leftJoin(chatRoomModes, eq(chatRoomModes.roomId, liveRooms.id))
      .where(and(...conditions))
      .orderBy(desc(liveRooms.sealedAt), asc(liveRooms.id))
      .limit(2_000);
  }

  async member(userId: number) {
    const [row] = await this.db
      .select({ nickname: users.nickname, registeredAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }

  recentTopups(userId: number) {
    return this.db
      .select()
      .from(paymentOrders)
      .where(
        and(eq(paymentOrders.userId, userId), inArray(paymentOrders.status, ['paid', 'refunded'])),
      )
      .orderBy(desc(paymentOrders.paidAt), desc(paymentOrders.id))
      .limit(RECENT_TOPUPS);
  }

  /** Gifts the member received in the last 30 days, and how many senders had refunds since. */
  async giftsReceived(userId: number, now: Date) {
    const since = new Date(now.getTime() - 30 * DAY_MS);
    const [totals] = await this.db
      .select({
        sends: count(),
        totalMinor: sql<number>`coalesce(sum(${giftSends.totalMinor}), 0)::bigint`.mapWith(Number),
      })
      .from(giftSends)
      .where(and(eq(giftSends.anchorId, userId), gte(giftSends.createdAt, since)));
    const [refunds] = await this.db
      .select({ senders: sql<number>`count(distinct ${giftSends.senderId})::int` })
      .from(giftSends)
      .where(
        and(
          eq(giftSends.anchorId, userId),
          gte(giftSends.createdAt, since),
          sql`exists (select 1 from ${paymentOrders} o where o.user_id = ${giftSends.senderId}
            and o.status = 'refunded' and o.refunded_at >= ${since.toISOString()}::timestamptz)`,
        ),
      );
    return {
      sends: totals?.sends ?? 0,
      totalMinor: totals?.totalMinor ?? 0,
      sendersWithRefunds: refunds?.senders ?? 0,
    };
  }

  async referralFlags(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(referralFlags)
      .where(or(eq(referralFlags.inviterId, userId), eq(referralFlags.inviteeId, userId)));
    return row?.n ?? 0;
  }

  async withdrawalOutcomes(userId: number) {
    const rows = await this.db
      .select({ status: withdrawals.status, n: count() })
      .from(withdrawals)
      .where(eq(withdrawals.userId, userId))
      .groupBy(withdrawals.status);
    const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
    return { paid: of('succeeded'), refused: of('failed') };
  }
}
