import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { circleMembers, circles } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';

export type CircleRow = typeof circles.$inferSelect;
export type NewCircle = typeof circles.$inferInsert;

/** Circles and who joined them; the counts on the row change in the same transaction. */
export class CirclesRepository {
  constructor(private readonly db: Database) {}

  async open(kind: string | undefined): Promise<CircleRow[]> {
    return this.db
      .select()
      .from(circles)
      .where(and(eq(circles.status, 'open'), kind ? eq(circles.kind, kind) : undefined))
      .orderBy(asc(circles.sort), desc(circles.memberCount), asc(circles.id));
  }

  /** The circles a member joined, latest first. */
  async joinedBy(userId: number): Promise<CircleRow[]> {
    const rows = await this.db
      .select({ circle: circles })
      .from(circleMembers)
      .innerJoin(circles, eq(circles.id, circleMembers.circleId))
      .where(eq(circleMembers.userId, userId))
      .orderBy(desc(circleMembers.joinedAt), desc(circles.id));
    return rows.map((row) => row.circle);
  }

  async find(id: number, db: Database = this.db): Promise<CircleRow | null> {
    const [row] = await db.select().from(circles).where(eq(circles.id, id));
    return row ?? null;
  }

  /** Which of these circles the member joined. */
  async joinedAmong(userId: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: circleMembers.circleId })
      .from(circleMembers)
      .where(and(eq(circleMembers.userId, userId), inArray(circleMembers.circleId, ids)));
    return new Set(rows.map((row) => row.id));
  }

  async joinedCount(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(circleMembers)
      .where(eq(circleMembers.userId, userId));
    return row?.count ?? 0;
  }

  /** Adds or removes a membership, counting only a real change; returns the member count. */
  async setMember(tx: Database, circleId: number, userId: number, on: boolean): Promise<number> {
    const changed = on
      ? await tx
          .insert(circleMembers)
          .values({ circleId, userId })
          .onConflictDoNothing()
          .returning({ id: circleMembers.circleId })
      : await tx
          .delete(circleMembers)
          .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)))
          .returning({ id: circleMembers.circleId });
    const delta = changed.length === 0 ? 0 : on ? 1 : -1;
    const [row] = await tx
      .update(circles)
      .set({ memberCount: sql`greatest(${circles.memberCount} + ${delta}, 0)` })
      .where(eq(circles.id, circleId))
      .returning({ count: circles.memberCount });
    return row?.count ?? 0;
  }

  async addPosts(tx: Database, circleId: number, delta: number): Promise<void> {
    await tx
      .update(circles)
      .set({ postCount: sql`greatest(${circles.postCount} + ${delta}, 0)` })
      .where(eq(circles.id, circleId));
  }

  async insert(values: NewCircle): Promise<number> {
    const [row] = await this.db.insert(circles).values(values).returning({ id: circles.id });
    if (!row) throw new Error('circle insert returned nothing');
    return row.id;
  }

  async update(id: number, values: Partial<NewCircle>): Promise<boolean> {
    const rows = await this.db
      .update(circles)
      .set(values)
      .where(eq(circles.id, id))
      .returning({ id: circles.id });
    return rows.length > 0;
  }
}
