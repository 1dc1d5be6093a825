import { REWARD_CAPS } from '@tifo/contract';
import { and, eq, sql } from 'drizzle-orm';
import { dailyTaskProgress, signIns, users } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';

/**
 * How much more gold sign-in and daily tasks may still give a member on a China-time day.
 * Saved rules keep one day's sign-in and tasks under the cap, but an administrator can change
 * them between a member's claims (generous tasks in the morning, a generous sign-in at noon);
 * every payment is therefore held to what is left of the cap. The member's row is locked first,
 * so a sign-in and a claim sent at once are counted one after the other.
 */
export async function dailyGoldLeft(tx: Database, userId: number, day: string): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [signedIn] = await tx
    .select({ gold: sql<number>`coalesce(sum(${signIns.reward}), 0)::int` })
    .from(signIns)
    .where(and(eq(signIns.userId, userId), eq(signIns.day, day)));
  const [tasks] = await tx
    .select({ gold: sql<number>`coalesce(sum(${dailyTaskProgress.reward}), 0)::int` })
    .from(dailyTaskProgress)
    .where(and(eq(dailyTaskProgress.userId, userId), eq(dailyTaskProgress.day, day)));
  const given = Number(signedIn?.gold ?? 0) + Number(tasks?.gold ?? 0);
  return Math.max(0, REWARD_CAPS.dailyGold - given);
}
