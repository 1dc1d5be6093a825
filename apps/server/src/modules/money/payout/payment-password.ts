import { MONEY } from '@tifo/contract';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/index';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { verifyPassword } from '../../../platform/passwords/password-hasher';

/**
 * The payment password guards money leaving the income wallet (withdrawals, conversions,
 * payout accounts). Wrong guesses are counted in the database (every instance sees them) and
 * lock it for a while at the limit.
 */
export class PaymentPasswordGuard {
  constructor(private readonly options: { db: Database; now?: () => number }) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  async verify(userId: number, password: string): Promise<void> {
    const { db } = this.options;
    const [user] = await db
      .select({
        hash: users.paymentPasswordHash,
        lockedUntil: users.paymentPasswordLockedUntil,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user?.hash) throw new AppError('money.paymentPasswordMissing');
    this.refuseWhileLocked(user.lockedUntil);
    if (await verifyPassword(user.hash, password)) {
      await db
        .update(users)
        .set({ paymentPasswordFailures: 0 })
        .where(sql`${users.id} = ${userId} AND ${users.paymentPasswordFailures} > 0`);
      return;
    }
    // Counted atomically: parallel wrong guesses cannot slip past the limit.
    const [counted] = await db
      .update(users)
      .set({ paymentPasswordFailures: sql`${users.paymentPasswordFailures} + 1` })
      .where(eq(users.id, userId))
      .returning({ failures: users.paymentPasswordFailures });
    const failures = counted?.failures ?? MONEY.paymentPasswordMaxFailures;
    if (failures >= MONEY.paymentPasswordMaxFailures) {
      const until = new Date(this.now() + MONEY.paymentPasswordLockMinutes * 60_000);
      await db
        .update(users)
        .set({ paymentPasswordFailures: 0, paymentPasswordLockedUntil: until })
        .where(eq(users.id, userId));
      this.refuseWhileLocked(until);
    }
    throw new AppError('money.paymentPasswordWrong', {
      params: { left: MONEY.paymentPasswordMaxFailures - failures },
    });
  }

  private refuseWhileLocked(lockedUntil: Date | null): void {
    const left = (lockedUntil?.getTime() ?? 0) - this.now();
    if (left > 0) {
      throw new AppError('money.paymentPasswordLocked', {
        httpStatus: 429,
        params: { minutes: Math.ceil(left / 60_000) },
      });
    }
  }
}
