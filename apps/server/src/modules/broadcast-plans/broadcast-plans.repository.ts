import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { broadcastPlanReservations, broadcastPlans, liveRooms, users } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';

const planColumns = {
  plan: broadcastPlans,
  anchorNickname: users.nickname,
  anchorAvatar: users.avatar,
  roomCover: liveRooms.cover,
};

export type PlanRow = typeof broadcastPlans.$inferSelect;
export interface PlanWithAnchor {
  plan: PlanRow;
  anchorNickname: string;
  anchorAvatar: string;
  roomCover: string;
}

/** Where the public lists look: approved plans from `since` on (to come or on now). */
export interface ApprovedFilter {
  since: Date;
  matchId?: string;
  anchorId?: number;
}

export class BroadcastPlansRepository {
  constructor(private readonly db: Database) {}

  private selectPlans(db: Database = this.db) {
    return db
      .select(planColumns)
      .from(broadcastPlans)
      .innerJoin(users, eq(users.id, broadcastPlans.anchorId))
      .innerJoin(liveRooms, eq(liveRooms.id, broadcastPlans.roomId));
  }

  async byId(id: number, db: Database = this.db): Promise<PlanWithAnchor | null> {
    const [row] = await this.selectPlans(db).where(eq(broadcastPlans.id, id));
    return row ?? null;
  }

  async lock(tx: Database, id: number): Promise<PlanRow | null> {
    const [row] = await tx
      .select()
      .from(broadcastPlans)
      .where(eq(broadcastPlans.id, id))
      .for('update');
    return row ?? null;
  }

  /** Plans of a streamer still to broadcast (waiting or approved, not started, not past). */
  async countOpen(anchorId: number, since: Date, db: Database = this.db): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(broadcastPlans)
      .where(
        and(
          eq(broadcastPlans.anchorId, anchorId),
          inArray(broadcastPlans.status, ['waiting', 'approved']),
          isNull(broadcastPlans.startedAt),
          gte(broadcastPlans.plannedAt, since),
        ),
      );
    return row?.count ?? 0;
  }

  async insert(tx: Database, values: typeof broadcastPlans.$inferInsert): Promise<number> {
    const [row] = await tx
      .insert(broadcastPlans)
      .values(values)
      .returning({ id: broadcastPlans.id });
    if (!row) throw new Error('broadcast plan insert returned nothing');
    return row.id;
  }

  async update(
    id: number,
    values: Partial<typeof broadcastPlans.$inferInsert>,
    db: Database = this.db,
  ): Promise<void> {
    await db.update(broadcastPlans).set(values).where(eq(broadcastPlans.id, id));
  }

  async remove(tx: Database, id: number): Promise<void> {
    await tx.delete(broadcastPlans).where(eq(broadcastPlans.id, id));
  }

  async ofAnchor(anchorId: number, page: { limit: number; offset: number }) {
    return this.selectPlans()
      .where(eq(broadcastPlans.anchorId, anchorId))
      .orderBy(desc(broadcastPlans.plannedAt), desc(broadcastPlans.id))
      .limit(page.limit)
      .offset(page.offset);
  }

  async approved(filter: ApprovedFilter, page: { limit: number; offset: number }) {
    const conditions: SQL[] = [
      eq(broadcastPlans.status, 'approved'),
      gte(broadcastPlans.plannedAt, filter.since),
    ];
    if (filter.matchId !== undefined) conditions.push(eq(broadcastPlans.matchId, filter.matchId));
    if (filter.anchorId !== undefined) {
      conditions.push(eq(broadcastPlans.anchorId, filter.anchorId));
    }
    return this.selectPlans()
      .where(and(...conditions))
      .orderBy(asc(broadcastPlans.plannedAt), asc(broadcastPlans.id))
      .limit(page.limit)
      .offset(page.offset);
  }

  /** Waiting plans oldest first (the review queue), decided ones latest first. */
  async inStatus(status: string, page: { limit: number; offset: number }) {
    const order =
      status === 'waiting'
        ? [asc(broadcastPlans.createdAt), asc(broadcastPlans.id)]
        : [desc(broadcastPlans.reviewedAt), desc(broadcastPlans.id)];
    return this.selectPlans()
      .where(eq(broadcastPlans.status, status))
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
  }

  async reservedBy(userId: number, since: Date) {
    return this.selectPlans()
      .innerJoin(broadcastPlanReservations, eq(broadcastPlanReservations.planId, broadcastPlans.id))
      .where(
        and(
          eq(broadcastPlanReservations.userId, userId),
          eq(broadcastPlans.status, 'approved'),
          gte(broadcastPlans.plannedAt, since),
        ),
      )
      .orderBy(asc(broadcastPlans.plannedAt), asc(broadcastPlans.id));
  }

  /** Which of `planIds` this member reserved. */
  async reservedAmong(userId: number, planIds: number[]): Promise<Set<number>> {
    if (planIds.length === 0) return new Set();
    const rows = await this.db
      .select({ planId: broadcastPlanReservations.planId })
      .from(broadcastPlanReservations)
      .where(
        and(
          eq(broadcastPlanReservations.userId, userId),
          inArray(broadcastPlanReservations.planId, planIds),
        ),
      );
    return new Set(rows.map((row) => row.planId));
  }

  /**
   * Adds or removes a member's reservation and recounts the plan's in the same statement
   * order, so two fans at once leave the right count; returns the new count.
   */
  async setReservation(
    tx: Database,
    planId: number,
    userId: number,
    reserve: boolean,
  ): Promise<number> {
    if (reserve) {
      await tx.insert(broadcastPlanReservations).values({ planId, userId }).onConflictDoNothing();
    } else {
      await tx
        .delete(broadcastPlanReservations)
        .where(
          and(
            eq(broadcastPlanReservations.planId, planId),
            eq(broadcastPlanReservations.userId, userId),
          ),
        );
    }
    const [row] = await tx
      .update(broadcastPlans)
      .set({
        reservationCount: sql`(select count(*)::int from ${broadcastPlanReservations} where ${broadcastPlanReservations.planId} = ${planId})`,
      })
      .where(eq(broadcastPlans.id, planId))
      .returning({ count: broadcastPlans.reservationCount });
    return row?.count ?? 0;
  }

  /**
   * Marks as started the streamer's approved plan nearest `now` within the window and returns
   * it, or null. The update claims it: a plan starts (and reminds) once.
   */
  async claimStart(anchorId: number, from: Date, to: Date, now: Date): Promise<PlanRow | null> {
    const candidate = this.db
      .select({ id: broadcastPlans.id })
      .from(broadcastPlans)
      .where(
        and(
          eq(broadcastPlans.anchorId, anchorId),
          eq(broadcastPlans.status, 'approved'),
          isNull(broadcastPlans.startedAt),
          gte(broadcastPlans.plannedAt, from),
          lte(broadcastPlans.plannedAt, to),
        ),
      )
      .orderBy(
        sql`abs(extract(epoch from ${broadcastPlans.plannedAt} - ${now.toISOString()}::timestamptz))`,
      )
      .limit(1);
    const [row] = await this.db
      .update(broadcastPlans)
      .set({ startedAt: now })
      .where(and(inArray(broadcastPlans.id, candidate), isNull(broadcastPlans.startedAt)))
      .returning();
    return row ?? null;
  }

  async reserverIds(planId: number): Promise<number[]> {
    const rows = await this.db
      .select({ userId: broadcastPlanReservations.userId })
      .from(broadcastPlanReservations)
      .where(eq(broadcastPlanReservations.planId, planId));
    return rows.map((row) => row.userId);
  }
}
