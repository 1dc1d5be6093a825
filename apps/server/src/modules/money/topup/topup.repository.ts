import { and, asc, desc, eq, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import { chargePackages, paymentOrders } from '../../../db/schema/index';
import type { Database } from '../../../platform/db/database';
import type { CheckoutStep } from './payment-provider';

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

  async setPackagePrice(id: number, priceVnd: number | null) {
    const [row] = await this.db
      .update(chargePackages)
      .set({ priceVnd })
      .where(eq(chargePackages.id, id))
      .returning({ id: chargePackages.id, priceVnd: chargePackages.priceVnd });
    return row ?? null;
  }

  async orderByNo(orderNo: string, db: Database = this.db): Promise<OrderRow | null> {
    const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
    return row ?? null;
  }

  async orderById(id: number, db: Database = this.db): Promise<OrderRow | null> {
    const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
    return row ?? null;
  }

  async saveCheckout(orderNo: string, checkout: CheckoutStep): Promise<void> {
    await this.db.update(paymentOrders).set({ checkout }).where(eq(paymentOrders.orderNo, orderNo));
  }

  /**
   * Moves a pending order to `status`. Only one concurrent caller gets the row back: the row
   * lock makes the others re-check and find it no longer pending.
   */
  async closeOrder(
    tx: Database,
    orderNo: string,
    change: {
      status: 'paid' | 'cancelled' | 'expired';
      providerRef: string | null;
      paidAt: Date | null;
    },
  ): Promise<OrderRow | null> {
    const [row] = await tx
      .update(paymentOrders)
      .set(change)
      .where(and(eq(paymentOrders.orderNo, orderNo), eq(paymentOrders.status, 'pending')))
      .returning();
    return row ?? null;
  }

  /** An order an operator credits after the fact (a late payment): cancelled or expired → paid. */
  async reopenAsPaid(tx: Database, orderId: number, providerRef: string, paidAt: Date) {
    const [row] = await tx
      .update(paymentOrders)
      .set({ status: 'paid', providerRef, paidAt })
      .where(
        and(
          eq(paymentOrders.id, orderId),
          or(eq(paymentOrders.status, 'cancelled'), eq(paymentOrders.status, 'expired')),
        ),
      )
      .returning();
    return row ?? null;
  }

  /**
   * Claims up to `limit` pending orders created before `createdBefore` and not checked since
   * `checkedBefore`, stamping them checked now so another instance's run skips them.
   */
  async claimPendingToCheck(
    createdBefore: Date,
    checkedBefore: Date,
    now: Date,
    limit: number,
  ): Promise<OrderRow[]> {
    const due = this.db
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.status, 'pending'),
          lt(paymentOrders.createdAt, createdBefore),
          or(isNull(paymentOrders.checkedAt), lt(paymentOrders.checkedAt, checkedBefore)),
        ),
      )
      .orderBy(asc(paymentOrders.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(paymentOrders)
      .set({ checkedAt: now })
      .where(inArray(paymentOrders.id, due))
      .returning();
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
