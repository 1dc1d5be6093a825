import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { chargePackages, paymentOrders } from '../../../db/schema/index';
import type { Database } from '../../../platform/db/database';

export type OrderRow = typeof paymentOrders.$inferSelect;

/** SQL of recharge: packages and orders. */
export class TopupRepository {
  constructor(private readonly db: Database) {}

  activePackages() {
    return this.db
      .select()
      .from(chargePackages)
      .where(eq(chargePackages.active, true))
      .orderBy(asc(chargePackages.sort), asc(chargePackages.id));
  }

  async activePackage(id: number) {
    const [row] = await this.db
      .select()
      .from(chargePackages)
      .where(and(eq(chargePackages.id, id), eq(chargePackages.active, true)));
    return row ?? null;
  }

  async insertOrder(values: typeof paymentOrders.$inferInsert): Promise<OrderRow> {
    const [row] = await this.db.insert(paymentOrders).values(values).returning();
    if (!row) throw new Error('order insert returned nothing');
    return row;
  }

  async orderByNo(orderNo: string, db: Database = this.db): Promise<OrderRow | null> {
    const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
    return row ?? null;
  }

  /**
   * Moves an order to `status` if it is still open. Only one concurrent caller gets the row
   * back: the row lock makes the others re-check and find it no longer open.
   */
  async closeOrder(
    tx: Database,
    orderNo: string,
    change: { status: 'paid' | 'cancelled'; providerRef: string; paidAt: Date | null },
  ): Promise<OrderRow | null> {
    const open = change.status === 'paid' ? ['pending', 'expired'] : ['pending'];
    const [row] = await tx
      .update(paymentOrders)
      .set(change)
      .where(and(eq(paymentOrders.orderNo, orderNo), inArray(paymentOrders.status, open)))
      .returning();
    return row ?? null;
  }

  ordersOf(
    userId: number,
    filters: { status?: string; from?: Date; to?: Date; offset: number; limit: number },
  ) {
    return this.db
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.userId, userId),
          filters.status ? eq(paymentOrders.status, filters.status) : undefined,
          filters.from ? gte(paymentOrders.createdAt, filters.from) : undefined,
          filters.to ? lt(paymentOrders.createdAt, filters.to) : undefined,
        ),
      )
      .orderBy(desc(paymentOrders.id))
      .offset(filters.offset)
      .limit(filters.limit);
  }
}
