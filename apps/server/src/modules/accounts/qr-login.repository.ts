import { and, eq, gt } from 'drizzle-orm';
import { loginQrCodes } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';

export type QrStatus = 'pending' | 'scanned' | 'confirmed' | 'used';
export type QrRow = typeof loginQrCodes.$inferSelect;

export class QrLoginRepository {
  constructor(private readonly db: Database) {}

  async insert(values: { code: string; secretHash: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(loginQrCodes).values(values);
  }

  /**
   * Moves a live code from one status to the next in one statement, so two phones (or two
   * tabs) cannot both win. Returns the updated row, or undefined when the move was not allowed.
   */
  async advance(
    code: string,
    from: QrStatus[],
    to: QrStatus,
    now: Date,
    extra: { userId?: number; onlyUserId?: number; secretHash?: string } = {},
  ): Promise<QrRow | undefined> {
    const conditions = [eq(loginQrCodes.code, code), gt(loginQrCodes.expiresAt, now)];
    if (extra.onlyUserId !== undefined) conditions.push(eq(loginQrCodes.userId, extra.onlyUserId));
    if (extra.secretHash !== undefined)
      conditions.push(eq(loginQrCodes.secretHash, extra.secretHash));
    for (const status of from) {
      const [row] = await this.db
        .update(loginQrCodes)
        .set({ status: to, ...(extra.userId !== undefined ? { userId: extra.userId } : {}) })
        .where(and(...conditions, eq(loginQrCodes.status, status)))
        .returning();
      if (row) return row;
    }
    return undefined;
  }

  async find(code: string): Promise<QrRow | undefined> {
    const [row] = await this.db.select().from(loginQrCodes).where(eq(loginQrCodes.code, code));
    return row;
  }
}
