import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { horns, liveRooms, nobles, paidBarrages, users } from '../../../db/schema/index';
import type { Database } from '../../../platform/db/database';

export type HornView = typeof horns.$inferSelect & {
  nickname: string;
  avatar: string;
  nobleTier: number | null;
};

const hornColumns = {
  horn: horns,
  nickname: users.nickname,
  avatar: users.avatar,
  nobleTier: sql<number | null>`(select ${nobles.tier} from ${nobles}
    where ${nobles.userId} = ${horns.userId} and ${nobles.expiresAt} > now())`,
};

function toView(row: {
  horn: typeof horns.$inferSelect;
  nickname: string;
  avatar: string;
  nobleTier: number | null;
}): HornView {
  return { ...row.horn, nickname: row.nickname, avatar: row.avatar, nobleTier: row.nobleTier };
}

/** SQL of paid barrages and global horns. */
export class HornRepository {
  constructor(private readonly db: Database) {}

  async insertPaidBarrage(tx: Database, values: typeof paidBarrages.$inferInsert) {
    const [row] = await tx.insert(paidBarrages).values(values).returning({ id: paidBarrages.id });
    if (!row) throw new Error('paid barrage not inserted');
    return row.id;
  }

  async roomExists(roomId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: liveRooms.id })
      .from(liveRooms)
      .where(eq(liveRooms.id, roomId));
    return row !== undefined;
  }

  /** The new horn's id, or null when this member already used `requestId`. */
  async insertHorn(tx: Database, values: typeof horns.$inferInsert): Promise<number | null> {
    const [row] = await tx
      .insert(horns)
      .values(values)
      .onConflictDoNothing({ target: [horns.userId, horns.requestId] })
      .returning({ id: horns.id });
    return row?.id ?? null;
  }

  async hornIdByRequest(userId: number, requestId: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: horns.id })
      .from(horns)
      .where(and(eq(horns.userId, userId), eq(horns.requestId, requestId)));
    return row?.id ?? null;
  }

  async horn(id: number, db: Database = this.db): Promise<HornView | null> {
    const [row] = await db
      .select(hornColumns)
      .from(horns)
      .innerJoin(users, eq(users.id, horns.userId))
      .where(eq(horns.id, id));
    return row ? toView(row) : null;
  }

  async hornsOf(userId: number, status: string | undefined, offset: number, limit: number) {
    const rows = await this.db
      .select(hornColumns)
      .from(horns)
      .innerJoin(users, eq(users.id, horns.userId))
      .where(and(eq(horns.userId, userId), status ? eq(horns.status, status) : undefined))
      .orderBy(desc(horns.id))
      .offset(offset)
      .limit(limit);
    return rows.map(toView);
  }

  async approvedSince(since: Date, limit: number) {
    const rows = await this.db
      .select(hornColumns)
      .from(horns)
      .innerJoin(users, eq(users.id, horns.userId))
      .where(and(eq(horns.status, 'succeeded'), gt(horns.reviewedAt, since)))
      .orderBy(desc(horns.reviewedAt))
      .limit(limit);
    return rows.map(toView);
  }

  async waiting(offset: number, limit: number) {
    const rows = await this.db
      .select(hornColumns)
      .from(horns)
      .innerJoin(users, eq(users.id, horns.userId))
      .where(eq(horns.status, 'waiting'))
      .orderBy(asc(horns.id))
      .offset(offset)
      .limit(limit);
    return rows.map(toView);
  }

  /** Decides a waiting horn; null when it was not waiting (already reviewed by someone). */
  async decide(
    tx: Database,
    id: number,
    decision: { status: 'succeeded' | 'failed'; note: string; reviewerId: number; at: Date },
  ) {
    const [row] = await tx
      .update(horns)
      .set({
        status: decision.status,
        reviewNote: decision.note,
        reviewedBy: decision.reviewerId,
        reviewedAt: decision.at,
      })
      .where(and(eq(horns.id, id), eq(horns.status, 'waiting')))
      .returning({ userId: horns.userId, costMinor: horns.costMinor });
    return row ?? null;
  }
}
