import { MONEY } from '@tifo/contract';
import { and, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/index';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { verifyPassword } from '../../../platform/passwords/password-hasher';

/**
 * The payment password guards money leaving the income wallet (withdrawals, conversions,
 * payout accounts). Each try is counted in the database (every instance sees it) BEFORE the
 * password is verified, in one conditional update, so parallel guesses cannot slip past the
 * limit; the limit reached locks it for a while, and a right password clears the count.
 */
export class PaymentPasswordGuard {
  constructor(private readonly options: { db: Database; now?: () => number }) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  async verify(userId: number, password: string): Promise<void> {
    const { db } = this.options;
    const now = new Date(this.now());
    // Takes one of the tries left, unless it is locked or every try is taken (maybe in flight).
    const [claimed] = await db
      .update(users)
      .set({ paymentPasswordFailures: sql`${users.paymentPasswordFailures} + 1` })
      .where(
        and(
          eq(users.id, userId),
          isNotNull(users.paymentPasswordHash),
          or(isNull(users.paymentPasswordLockedUntil), lte(users.paymentPasswordLockedUntil, now)),
          lt(users.paymentPasswordFailures, MONEY.paymentPasswordMaxFailures),
        ),
      )
      .returning({ hash: users.paymentPasswordHash, tries: users.paymentPasswordFailures });
    if (!claimed?.hash) return this.refuseUnclaimed(userId);
    const tries = claimed.tries;
    if (await verifyPassword(claimed.hash, password)) {
      await db.update(users).set({ paymentPasswordFailures: 0 }).where(eq(users.id, userId));
      return;
    }
    if (tries >= MONEY.paymentPasswordMaxFailures) {
      const until = new Date(this.now() + MONEY.paymentPasswordLockMinutes * 60_000);
      await db
        .update(users)
        .set({ paymentPasswordFailures: 0, paymentPasswordLockedUntil: until })
        .where(eq(users.id, userId));
      throw this.lockedError(until);
    }
    throw new AppError('money.paymentPasswordWrong', {
      params: { left: MONEY.paymentPasswordMaxFailures - tries },
    });
  }

  /** Says why no try could be taken: no password, a lock, or every try already in use. */
  private async refuseUnclaimed(userId: number): Promise<never> {
    const [user] = await this.options.db
      .select({
        hash: users.paymentPasswordHash,
        lockedUntil: users.paymentPasswordLockedUntil,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user?.hash) throw new AppError('money.paymentPasswordMissing');
    // Not locked yet: the last tries are still being verified, and the lock they set is coming.
    const lockEnds =
      user.lockedUntil && user.lockedUntil.getTime() > this.now()
        ? user.lockedUntil
        : new Date(this.now() + MONEY.paymentPasswordLockMinutes * 60_000);
    throw this.lockedError(lockEnds);
  }

  private lockedError(lockedUntil: Date): AppError {
    return new AppError('money.paymentPasswordLocked', {
      httpStatus: 429,
      params: { minutes: Math.max(1, Math.ceil((lockedUntil.getTime() - this.now()) / 60_000)) },
    });
  }
}
