import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import {
  backpackItems,
  backpackSends,
  gifts,
  goods,
  goodsExchanges,
} from '../../../db/schema/index';
import type { Database } from '../../../platform/db/database';

export type GoodsRow = typeof goods.$inferSelect;
export type ExchangeRow = typeof goodsExchanges.$inferSelect & {
  goods: Pick<GoodsRow, 'nameZh' | 'nameEn' | 'nameVi' | 'image' | 'kind'>;
};

const exchangeColumns = {
  exchange: goodsExchanges,
  nameZh: goods.nameZh,
  nameEn: goods.nameEn,
  nameVi: goods.nameVi,
  image: goods.image,
  kind: goods.kind,
};

function toExchangeRow(row: {
  exchange: typeof goodsExchanges.$inferSelect;
  nameZh: string;
  nameEn: string;
  nameVi: string;
  image: string;
  kind: string;
}): ExchangeRow {
  const { exchange, ...goodsColumns } = row;
  return { ...exchange, goods: goodsColumns };
}

/** SQL of the exchange mall and the backpack. */
export class MallRepository {
  constructor(private readonly db: Database) {}

  onSale(offset: number, limit: number) {
    return this.db
      .select()
      .from(goods)
      .where(eq(goods.onSale, true))
      .orderBy(asc(goods.sort), asc(goods.id))
      .offset(offset)
      .limit(limit);
  }

  async goodsById(id: number): Promise<GoodsRow | null> {
    const [row] = await this.db.select().from(goods).where(eq(goods.id, id));
    return row ?? null;
  }

  /** Takes `count` from the stock if that many are left; false when they are not. */
  async takeStock(tx: Database, goodsId: number, count: number): Promise<boolean> {
    const rows = await tx
      .update(goods)
      .set({ stock: sql`${goods.stock} - ${count}` })
      .where(and(eq(goods.id, goodsId), eq(goods.onSale, true), gte(goods.stock, count)))
      .returning({ id: goods.id });
    return rows.length === 1;
  }

  /** The new exchange's id, or null when this member already used `requestId`. */
  async insertExchange(
    tx: Database,
    values: typeof goodsExchanges.$inferInsert,
  ): Promise<number | null> {
    const [row] = await tx
      .insert(goodsExchanges)
      .values(values)
      .onConflictDoNothing({ target: [goodsExchanges.userId, goodsExchanges.requestId] })
      .returning({ id: goodsExchanges.id });
    return row?.id ?? null;
  }

  async exchange(id: number, db: Database = this.db): Promise<ExchangeRow | null> {
    const [row] = await db
      .select(exchangeColumns)
      .from(goodsExchanges)
      .innerJoin(goods, eq(goods.id, goodsExchanges.goodsId))
      .where(eq(goodsExchanges.id, id));
    return row ? toExchangeRow(row) : null;
  }

  async exchangeByRequest(userId: number, requestId: string): Promise<ExchangeRow | null> {
    const [row] = await this.db
      .select(exchangeColumns)
      .from(goodsExchanges)
      .innerJoin(goods, eq(goods.id, goodsExchanges.goodsId))
      .where(and(eq(goodsExchanges.userId, userId), eq(goodsExchanges.requestId, requestId)));
    return row ? toExchangeRow(row) : null;
  }

  async exchangesOf(userId: number, offset: number, limit: number): Promise<ExchangeRow[]> {
    const rows = await this.db
      .select(exchangeColumns)
      .from(goodsExchanges)
      .innerJoin(goods, eq(goods.id, goodsExchanges.goodsId))
      .where(eq(goodsExchanges.userId, userId))
      .orderBy(desc(goodsExchanges.id))
      .offset(offset)
      .limit(limit);
    return rows.map(toExchangeRow);
  }

  async addToBackpack(tx: Database, userId: number, giftId: number, count: number) {
    await tx
      .insert(backpackItems)
      .values({ userId, giftId, count })
      .onConflictDoUpdate({
        target: [backpackItems.userId, backpackItems.giftId],
        set: { count: sql`${backpackItems.count} + excluded.count` },
      });
  }

  /** Takes `count` of a gift out of the backpack if it holds that many; false when it does not. */
  async takeFromBackpack(tx: Database, userId: number, giftId: number, count: number) {
    const rows = await tx
      .update(backpackItems)
      .set({ count: sql`${backpackItems.count} - ${count}` })
      .where(
        and(
          eq(backpackItems.userId, userId),
          eq(backpackItems.giftId, giftId),
          gte(backpackItems.count, count),
        ),
      )
      .returning({ count: backpackItems.count });
    return rows.length === 1;
  }

  backpackOf(userId: number) {
    return this.db
      .select({ gift: gifts, count: backpackItems.count })
      .from(backpackItems)
      .innerJoin(gifts, eq(gifts.id, backpackItems.giftId))
      .where(and(eq(backpackItems.userId, userId), sql`${backpackItems.count} > 0`))
      .orderBy(asc(gifts.sort), asc(gifts.id));
  }

  async insertBackpackSend(tx: Database, values: typeof backpackSends.$inferInsert) {
    const [row] = await tx.insert(backpackSends).values(values).returning({ id: backpackSends.id });
    if (!row) throw new Error('backpack send not inserted');
    return row.id;
  }
}
