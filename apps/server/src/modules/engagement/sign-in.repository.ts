import { desc, eq } from 'drizzle-orm';
import { signIns } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';

export type SignInRow = typeof signIns.$inferSelect;

/** SQL of daily sign-ins. */
export class SignInRepository {
  constructor(private readonly db: Database) {}

  async latest(userId: number, db: Database = this.db): Promise<SignInRow | null> {
    const [row] = await db
      .select()
      .from(signIns)
      .where(eq(signIns.userId, userId))
      .orderBy(desc(signIns.day))
      .limit(1);
    return row ?? null;
  }

  /** The new row, or null when this member already signed in on that day. */
  async insert(
    tx: Database,
    values: { userId: number; day: string; stripDay: number; streak: number; reward: number },
  ): Promise<number | null> {
    const [row] = await tx
      .insert(signIns)
      .values(values)
      .onConflictDoNothing({ target: [signIns.userId, signIns.day] })
      .returning({ id: signIns.id });
    return row?.id ?? null;
  }
}
