import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { dailyTaskProgress } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';

/** SQL of daily task progress. */
export class DailyTasksRepository {
  constructor(private readonly db: Database) {}

  /** Adds to members' progress on one task and day, in one statement for any number of them. */
  async add(entries: { userId: number; task: string; day: string; amount: number }[]) {
    if (entries.length === 0) return;
    await this.db
      .insert(dailyTaskProgress)
      .values(
        entries.map((entry) => ({
          userId: entry.userId,
          day: entry.day,
          task: entry.task,
          value: entry.amount,
        })),
      )
      .onConflictDoUpdate({
        target: [dailyTaskProgress.userId, dailyTaskProgress.day, dailyTaskProgress.task],
        set: { value: sql`${dailyTaskProgress.value} + excluded.value` },
      });
  }

  progressOf(userId: number, day: string) {
    return this.db
      .select()
      .from(dailyTaskProgress)
      .where(and(eq(dailyTaskProgress.userId, userId), eq(dailyTaskProgress.day, day)));
  }

  /** Marks a done task claimed with the gold it pays; false when not done or claimed already. */
  async claim(
    tx: Database,
    key: { userId: number; day: string; task: string; target: number; reward: number },
  ) {
    const rows = await tx
      .update(dailyTaskProgress)
      .set({ claimedAt: new Date(), reward: key.reward })
      .where(
        and(
          eq(dailyTaskProgress.userId, key.userId),
          eq(dailyTaskProgress.day, key.day),
          eq(dailyTaskProgress.task, key.task),
          isNull(dailyTaskProgress.claimedAt),
          gte(dailyTaskProgress.value, key.target),
        ),
      )
      .returning({ value: dailyTaskProgress.value });
    return rows.length > 0;
  }
}
