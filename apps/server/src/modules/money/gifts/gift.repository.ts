import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { giftSends, gifts, liveRooms, nobles, users } from '../../../db/schema/index';
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

  /** The send, or null when this sender already used `requestId` (a retried request). */
  async insertSend(tx: Database, values: typeof giftSends.$inferInsert) {
    const [row] = await tx
      .insert(giftSends)
      .values(values)
      .onConflictDoNothing({ target: [giftSends.senderId, giftSends.requestId] })
      .returning({ id: giftSends.id });
    return row?.id ?? null;
  }

  async sendByRequest(senderId: number, requestId: string) {
    const [row] = await this.db
      .select({ id: giftSends.id })
      .from(giftSends)
      .where(and(eq(giftSends.senderId, senderId), eq(giftSends.requestId, requestId)));
    return row?.id ?? null;
  }

  async addWealth(tx: Database, userId: number, tenths: number) {
    await tx
      .update(users)
      .set({ wealthExpTenths: sql`${users.wealthExpTenths} + ${tenths}` })
      .where(eq(users.id, userId));
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
