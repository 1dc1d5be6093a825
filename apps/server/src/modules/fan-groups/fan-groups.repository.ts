import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { fanFees, fanGroups, fanMembers, gifts, liveRooms, users } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';

export type FanGroupRow = typeof fanGroups.$inferSelect;
export type FanMemberRow = typeof fanMembers.$inferSelect;
export type FanFeeRow = typeof fanFees.$inferSelect;

/** A fan group with what its views show besides its settings. */
export interface FanGroupWithAnchor {
  group: FanGroupRow;
  anchorNickname: string;
  anchorAvatar: string;
  roomId: number | null;
  memberCount: number;
}

/** SQL of fan groups, their members and their fees. */
export class FanGroupsRepository {
  constructor(private readonly db: Database) {}

  private selectGroups(now: Date, db: Database = this.db) {
    return db
      .select({
        group: fanGroups,
        anchorNickname: users.nickname,
        anchorAvatar: users.avatar,
        roomId: liveRooms.id,
        memberCount: sql<number>`(select count(*)::int from ${fanMembers}
          where ${fanMembers.anchorId} = ${fanGroups.anchorId}
            and ${fanMembers.expiresAt} > ${now.toISOString()}::timestamptz)`,
      })
      .from(fanGroups)
      .innerJoin(users, eq(users.id, fanGroups.anchorId))
      .leftJoin(liveRooms, eq(liveRooms.anchorId, fanGroups.anchorId));
  }

  async groupView(anchorId: number, now: Date): Promise<FanGroupWithAnchor | null> {
    const [row] = await this.selectGroups(now).where(eq(fanGroups.anchorId, anchorId));
    return row ?? null;
  }

  async group(anchorId: number, db: Database = this.db): Promise<FanGroupRow | null> {
    const [row] = await db.select().from(fanGroups).where(eq(fanGroups.anchorId, anchorId));
    return row ?? null;
  }

  async saveGroup(values: typeof fanGroups.$inferInsert): Promise<void> {
    const { anchorId: _anchor, createdAt: _created, ...changes } = values;
    await this.db
      .insert(fanGroups)
      .values(values)
      .onConflictDoUpdate({
        target: fanGroups.anchorId,
        set: { ...changes, updatedAt: new Date() },
      });
  }

  async fanLightGiftId(): Promise<number | null> {
    const [row] = await this.db
      .select({ id: gifts.id })
      .from(gifts)
      .where(and(eq(gifts.kind, 'fan_light'), eq(gifts.active, true)))
      .orderBy(asc(gifts.id))
      .limit(1);
    return row?.id ?? null;
  }

  async anchorOfRoom(roomId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ anchorId: liveRooms.anchorId })
      .from(liveRooms)
      .where(eq(liveRooms.id, roomId));
    return row?.anchorId ?? null;
  }

  async member(anchorId: number, userId: number, db: Database = this.db) {
    const [row] = await db
      .select()
      .from(fanMembers)
      .where(and(eq(fanMembers.anchorId, anchorId), eq(fanMembers.userId, userId)));
    return row ?? null;
  }

  /** The member's row in a group with the group's perk levels (null when not a member). */
  async standing(anchorId: number, userId: number) {
    const [row] = await this.db
      .select({ member: fanMembers, group: fanGroups })
      .from(fanGroups)
      .leftJoin(
        fanMembers,
        and(eq(fanMembers.anchorId, fanGroups.anchorId), eq(fanMembers.userId, userId)),
      )
      .where(eq(fanGroups.anchorId, anchorId));
    return row ?? null;
  }

  /**
   * Joins, or renews: membership runs `days` more from its end, or from now when it has ended.
   * Intimacy and level are kept from before.
   */
  async extendMembership(
    tx: Database,
    input: { anchorId: number; userId: number; days: number; now: Date; today: string },
  ): Promise<FanMemberRow> {
    const interval = sql`make_interval(days => ${input.days})`;
    const nowSql = sql`${input.now.toISOString()}::timestamptz`;
    const [row] = await tx
      .insert(fanMembers)
      .values({
        anchorId: input.anchorId,
        userId: input.userId,
        joinedAt: input.now,
        expiresAt: sql`${nowSql} + ${interval}`,
        lastActiveAt: input.now,
        day: input.today,
      })
      .onConflictDoUpdate({
        target: [fanMembers.anchorId, fanMembers.userId],
        set: {
          expiresAt: sql`greatest(${fanMembers.expiresAt}, ${nowSql}) + ${interval}`,
          joinedAt: sql`case when ${fanMembers.expiresAt} <= ${nowSql} then ${nowSql} else ${fanMembers.joinedAt} end`,
          lastActiveAt: input.now,
        },
      })
      .returning();
    if (!row) throw new Error('fan membership upsert returned nothing');
    return row;
  }

  async removeMember(anchorId: number, userId: number): Promise<boolean> {
    const rows = await this.db
      .delete(fanMembers)
      .where(and(eq(fanMembers.anchorId, anchorId), eq(fanMembers.userId, userId)))
      .returning({ userId: fanMembers.userId });
    return rows.length > 0;
  }

  /** Active members among these pairs, locked (in a fixed order, so batches cannot deadlock). */
  async lockActiveMembers(
    tx: Database,
    pairs: { anchorId: number; userId: number }[],
    now: Date,
  ): Promise<FanMemberRow[]> {
    if (pairs.length === 0) return [];
    const matches = pairs.map((pair) =>
      and(eq(fanMembers.anchorId, pair.anchorId), eq(fanMembers.userId, pair.userId)),
    );
    return tx
      .select()
      .from(fanMembers)
      .where(and(or(...matches), gt(fanMembers.expiresAt, now)))
      .orderBy(asc(fanMembers.anchorId), asc(fanMembers.userId))
      .for('update');
  }

  async updateMember(
    tx: Database,
    key: { anchorId: number; userId: number },
    values: Partial<typeof fanMembers.$inferInsert>,
  ): Promise<void> {
    await tx
      .update(fanMembers)
      .set(values)
      .where(and(eq(fanMembers.anchorId, key.anchorId), eq(fanMembers.userId, key.userId)));
  }

  async membershipsOf(userId: number) {
    return this.db
      .select({ member: fanMembers })
      .from(fanMembers)
      .where(eq(fanMembers.userId, userId))
      .orderBy(desc(fanMembers.level), desc(fanMembers.intimacy));
  }

  async groupViews(anchorIds: number[], now: Date): Promise<FanGroupWithAnchor[]> {
    if (anchorIds.length === 0) return [];
    return this.selectGroups(now).where(inArray(fanGroups.anchorId, anchorIds));
  }

  async ranking(anchorId: number, now: Date, page: { limit: number; offset: number }) {
    return this.db
      .select({
        userId: fanMembers.userId,
        nickname: users.nickname,
        avatar: users.avatar,
        level: fanMembers.level,
        intimacy: fanMembers.intimacy,
      })
      .from(fanMembers)
      .innerJoin(users, eq(users.id, fanMembers.userId))
      .where(and(eq(fanMembers.anchorId, anchorId), gt(fanMembers.expiresAt, now)))
      .orderBy(desc(fanMembers.intimacy), asc(fanMembers.joinedAt))
      .limit(page.limit)
      .offset(page.offset);
  }

  /** Members above level 1 idle since `idleSince` (and not dropped since), locked. */
  async lockLapsed(tx: Database, idleSince: Date, limit: number): Promise<FanMemberRow[]> {
    return tx
      .select()
      .from(fanMembers)
      .where(
        and(
          gt(fanMembers.level, 1),
          lte(fanMembers.lastActiveAt, idleSince),
          or(isNull(fanMembers.lastLapseAt), lte(fanMembers.lastLapseAt, idleSince)),
        ),
      )
      .orderBy(asc(fanMembers.anchorId), asc(fanMembers.userId))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  /** Records a fee; null when this request was recorded already (a retry). */
  async insertFee(tx: Database, values: typeof fanFees.$inferInsert): Promise<number | null> {
    const [row] = await tx
      .insert(fanFees)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: fanFees.id });
    return row?.id ?? null;
  }

  /** Fees whose income is due to settle, locked for this settler (others skip them). */
  async lockDueFees(tx: Database, now: Date, limit: number): Promise<FanFeeRow[]> {
    return tx
      .select()
      .from(fanFees)
      .where(and(isNull(fanFees.settledAt), lte(fanFees.settleAt, now)))
      .orderBy(asc(fanFees.settleAt))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  async markFeesSettled(tx: Database, ids: number[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await tx.update(fanFees).set({ settledAt: now }).where(inArray(fanFees.id, ids));
  }
}
