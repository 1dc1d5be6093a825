import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  giftSends,
  gifts,
  liveRooms,
  nobles,
  roomSanctions,
  users,
} from '../../../db/schema/index';
import type { Database } from '../../../platform/db/database';

export type GiftRow = typeof gifts.$inferSelect;

/** SQL of gifts: the catalogue, sends, settlement and the contribution ranking. */
export class GiftRepository {
  constructor(private readonly db: Database) {}

  activeGifts() {
    return this.db
      .select()
      .from(gifts)
      .where(eq(gifts.active, true))
      .orderBy(asc(gifts.sort), asc(gifts.id));
  }

  async room(roomId: number) {
    const [row] = await this.db
      .select({
        id: liveRooms.id,
        anchorId: liveRooms.anchorId,
        liveStatus: liveRooms.liveStatus,
        sealedAt: liveRooms.sealedAt,
      })
      .from(liveRooms)
      .where(eq(liveRooms.id, roomId));
    return row ?? null;
  }

  /** Whether the member is kicked from the room now (a kick without an end lasts until lifted). */
  async kickedFrom(roomId: number, userId: number, now: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ roomId: roomSanctions.roomId })
      .from(roomSanctions)
      .where(
        and(
          eq(roomSanctions.roomId, roomId),
          eq(roomSanctions.userId, userId),
          eq(roomSanctions.kind, 'kick'),
          or(isNull(roomSanctions.until), gt(roomSanctions.until, now)),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async sender(userId: number, now: Date) {
    const [row] = await this.db
      .select({ id: users.id, nickname: users.nickname, avatar: users.avatar, tier: nobles.tier })
      .from(users)
      .leftJoin(nobles, and(eq(nobles.userId, users.id), gte(nobles.expiresAt, now)))
      .where(eq(users.id, userId));
    return row ?? null;
  }

  /** Sends whose settlement delay is over, locked for this settler (others skip them). */
  dueSends(tx: Database, now: Date, limit: number) {
    return tx
      .select({
        id: giftSends.id,
        anchorId: giftSends.anchorId,
        incomeSlot: giftSends.incomeSlot,
        income: giftSends.anchorIncomeMinor,
      })
      .from(giftSends)
      .where(and(isNull(giftSends.settledAt), lte(giftSends.settlesAt, now)))
      .orderBy(asc(giftSends.settlesAt))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  async markSettled(tx: Database, ids: number[], now: Date) {
    await tx.update(giftSends).set({ settledAt: now }).where(inArray(giftSends.id, ids));
  }

  /** Counts settled income towards the streamer's level. */
  async addSettledIncome(tx: Database, anchorId: number, amountMinor: number) {
    await tx
      .update(users)
      .set({ settledIncomeMinor: sql`${users.settledIncomeMinor} + ${amountMinor}` })
      .where(eq(users.id, anchorId));
  }

  /** Who gave the most in a room since `from`: diamonds (minor units) per sender. */
  contributionRanking(roomId: number, from: Date | null, limit: number) {
    const total = sql<number>`sum(${giftSends.totalMinor})::float8`;
    return this.db
      .select({ userId: giftSends.senderId, nickname: users.nickname, avatar: users.avatar, total })
      .from(giftSends)
      .innerJoin(users, eq(users.id, giftSends.senderId))
      .where(and(eq(giftSends.roomId, roomId), from ? gte(giftSends.createdAt, from) : undefined))
      .groupBy(giftSends.senderId, users.nickname, users.avatar)
      .orderBy(desc(total), asc(giftSends.senderId))
      .limit(limit);
  }
}
