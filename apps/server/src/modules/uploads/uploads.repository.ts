import { and, eq, lt, sql } from 'drizzle-orm';
import { uploadDailyUsage, uploadTokenUses, uploads } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';

/** SQL of member uploads: the files, the spent token ids and the daily usage counts. */
export class UploadsRepository {
  constructor(private readonly db: Database) {}

  /** What a member has uploaded on a day, or undefined before their first file that day. */
  async dailyUsage(
    userId: number,
    day: string,
  ): Promise<{ bytes: number; files: number } | undefined> {
    const [used] = await this.db
      .select({ bytes: uploadDailyUsage.bytes, files: uploadDailyUsage.files })
      .from(uploadDailyUsage)
      .where(and(eq(uploadDailyUsage.userId, userId), eq(uploadDailyUsage.day, day)));
    return used;
  }

  async insertUpload(values: typeof uploads.$inferInsert): Promise<void> {
    await this.db.insert(uploads).values(values);
  }

  /** Forgets token ids spent before `before`: their tokens have expired anyway. */
  async forgetTokenUses(tx: Database, before: Date): Promise<void> {
    await tx.delete(uploadTokenUses).where(lt(uploadTokenUses.usedAt, before));
  }

  /** Records a token id as spent; false when it was spent already (its primary key). */
  async spendToken(tx: Database, values: typeof uploadTokenUses.$inferInsert): Promise<boolean> {
    const spent = await tx
      .insert(uploadTokenUses)
      .values(values)
      .onConflictDoNothing()
      .returning({ tokenId: uploadTokenUses.tokenId });
    return spent.length > 0;
  }

  async unspendToken(tx: Database, tokenId: string): Promise<void> {
    await tx.delete(uploadTokenUses).where(eq(uploadTokenUses.tokenId, tokenId));
  }

  /**
   * Counts one file of `bytes` against the member's day, with a conditional upsert: false, and
   * nothing counted, when it would go beyond `quota`.
   */
  async countFile(
    tx: Database,
    usage: { userId: number; day: string; bytes: number },
    quota: { bytes: number; files: number },
  ): Promise<boolean> {
    const counted = await tx
      .insert(uploadDailyUsage)
      .values({ ...usage, files: 1 })
      .onConflictDoUpdate({
        target: [uploadDailyUsage.userId, uploadDailyUsage.day],
        set: {
          bytes: sql`${uploadDailyUsage.bytes} + excluded.bytes`,
          files: sql`${uploadDailyUsage.files} + 1`,
        },
        setWhere: sql`${uploadDailyUsage.bytes} + excluded.bytes <= ${quota.bytes}
            and ${uploadDailyUsage.files} + 1 <= ${quota.files}`,
      })
      .returning({ files: uploadDailyUsage.files });
    return counted.length > 0;
  }

  /** Takes one file of `bytes` off the member's day again (never below zero). */
  async uncountFile(
    tx: Database,
    usage: { userId: number; day: string; bytes: number },
  ): Promise<void> {
    await tx
      .update(uploadDailyUsage)
      .set({
        bytes: sql`greatest(0, ${uploadDailyUsage.bytes} - ${usage.bytes})`,
        files: sql`greatest(0, ${uploadDailyUsage.files} - 1)`,
      })
      .where(and(eq(uploadDailyUsage.userId, usage.userId), eq(uploadDailyUsage.day, usage.day)));
  }
}
