import { and, eq, gt, sql } from 'drizzle-orm';
import { noblePurchases, nobles, users } from '../../../db/schema/index';
import type { Database } from '../../../platform/db/database';

export type NobleRow = typeof nobles.$inferSelect;

/** SQL of nobles: the rank row, purchases, and the monthly free advertising barrages. */
export class NobleRepository {
  constructor(private readonly db: Database) {}

  async nobleOf(userId: number, db: Database = this.db): Promise<NobleRow | null> {
    const [row] = await db.select().from(nobles).where(eq(nobles.userId, userId));
    return row ?? null;
  }

  /** Serialises one member's purchases: a renewal must extend the expiry the other one wrote. */
  async lockMember(tx: Database, userId: number): Promise<void> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  }

  async saveNoble(tx: Database, values: { userId: number; tier: number; expiresAt: Date }) {
    await tx
      .insert(nobles)
      .values(values)
      .onConflictDoUpdate({
        target: nobles.userId,
        set: { tier: values.tier, expiresAt: values.expiresAt, updatedAt: new Date() },
      });
  }

  /**
   * The least a month of `tier` ever cost the member (null: never bought). Unused time is
   * credited at no more than this: each month of it was bought at this price or dearer.
   */
  async lowestMonthlyPrice(tx: Database, userId: number, tier: number): Promise<number | null> {
    const [row] = await tx
      .select({
        price: sql<number | null>`min(${noblePurchases.priceMinor} / ${noblePurchases.months})`,
      })
      .from(noblePurchases)
      .where(and(eq(noblePurchases.userId, userId), eq(noblePurchases.tier, tier)));
    return row?.price === null || row?.price === undefined ? null : Math.floor(Number(row.price));
  }

  async insertPurchase(tx: Database, values: typeof noblePurchases.$inferInsert) {
    const [row] = await tx
      .insert(noblePurchases)
      .values(values)
      .returning({ id: noblePurchases.id });
    if (!row) throw new Error('noble purchase insert returned nothing');
    return row.id;
  }

  /** Uses one free barrage of `month` if the rank is active and some are left. */
  async useFreeBarrage(
    userId: number,
    month: string,
    now: Date,
    perMonth: number,
    db: Database = this.db,
  ) {
    const rows = await db
      .update(nobles)
      .set({
        barragesUsed: sql`case when ${nobles.barrageMonth} = ${month} then ${nobles.barragesUsed} + 1 else 1 end`,
        barrageMonth: month,
      })
      .where(
        and(
          eq(nobles.userId, userId),
          gt(nobles.expiresAt, now),
          sql`(${nobles.barrageMonth} <> ${month} or ${nobles.barragesUsed} < ${perMonth})`,
        ),
      )
      .returning({ used: nobles.barragesUsed });
    return rows.length > 0;
  }
}
