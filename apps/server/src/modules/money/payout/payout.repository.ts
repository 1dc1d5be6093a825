import { and, desc, eq } from 'drizzle-orm';
import { paymentOrders, payoutAccounts, users, withdrawals } from '../../../db/schema/index';
import type { Database } from '../../../platform/db/database';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/** SQL of payouts: bound accounts and withdrawals. */
export class PayoutRepository {
  constructor(private readonly db: Database) {}

  /** Whether the sandbox ever paid an order here: its diamonds were never real money. */
  async sandboxPaymentsTaken(): Promise<boolean> {
    const [row] = await this.db
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.provider, 'sandbox'), eq(paymentOrders.status, 'paid')))
      .limit(1);
    return row !== undefined;
  }

  accountsOf(userId: number) {
    return this.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  }

  async upsertAccount(values: typeof payoutAccounts.$inferInsert) {
    await this.db
      .insert(payoutAccounts)
      .values(values)
      .onConflictDoUpdate({
        target: [payoutAccounts.userId, payoutAccounts.method],
        set: {
          realName: values.realName,
          bankName: values.bankName ?? '',
          account: values.account,
          updatedAt: new Date(),
        },
      });
  }

  async insertWithdrawal(tx: Database, values: typeof withdrawals.$inferInsert) {
    const [row] = await tx.insert(withdrawals).values(values).returning();
    if (!row) throw new Error('withdrawal insert returned nothing');
    return row;
  }

  /** Closes a waiting withdrawal; null when it is not waiting (reviewed already, or unknown). */
  async review(
    tx: Database,
    id: number,
    change: {
      status: 'succeeded' | 'failed';
      reviewNote: string;
      reviewedBy: number;
      reviewedAt: Date;
    },
  ) {
    const [row] = await tx
      .update(withdrawals)
      .set(change)
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'waiting')))
      .returning();
    return row ?? null;
  }

  async withdrawalById(id: number) {
    const [row] = await this.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    return row ?? null;
  }

  withdrawals(filter: { userId?: number; status?: string; offset: number; limit: number }) {
    return this.db
      .select({ withdrawal: withdrawals, nickname: users.nickname })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(
        and(
          filter.userId !== undefined ? eq(withdrawals.userId, filter.userId) : undefined,
          filter.status ? eq(withdrawals.status, filter.status) : undefined,
        ),
      )
      .orderBy(desc(withdrawals.id))
      .offset(filter.offset)
      .limit(filter.limit);
  }

  async role(userId: number) {
    const [row] = await this.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId));
    return row?.role ?? null;
  }
}
