import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { anchorApplications, follows, uploads, users } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';

export type ApplicationRow = typeof anchorApplications.$inferSelect;
export const ATTENTION_PAGE_SIZE = 20;

export class ProfileRepository {
  constructor(private readonly db: Database) {}

  async updateUser(
    userId: number,
    values: Partial<
      Pick<
        typeof users.$inferInsert,
        | 'nickname'
        | 'avatar'
        | 'signature'
        | 'passwordHash'
        | 'paymentPasswordHash'
        | 'invitedBy'
        | 'isAnchor'
      >
    >,
  ): Promise<typeof users.$inferSelect | undefined> {
    if (Object.keys(values).length === 0) {
      const [row] = await this.db.select().from(users).where(eq(users.id, userId));
      return row;
    }
    const [row] = await this.db.update(users).set(values).where(eq(users.id, userId)).returning();
    return row;
  }

  /** Sets the referrer only if none is set yet; true when this call set it. */
  async setInviterOnce(userId: number, inviterId: number): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ invitedBy: inviterId })
      .where(and(eq(users.id, userId), isNull(users.invitedBy)))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  async ownsUpload(userId: number, path: string, kind: 'image' | 'video'): Promise<boolean> {
    const [row] = await this.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), eq(uploads.path, path), eq(uploads.kind, kind)));
    return row !== undefined;
  }

  async follow(followerId: number, followedId: number): Promise<void> {
    await this.db.insert(follows).values({ followerId, followedId }).onConflictDoNothing();
  }

  async unfollow(followerId: number, followedId: number): Promise<void> {
    await this.db
      .delete(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)));
  }

  async followCounts(userId: number): Promise<{ followers: number; following: number }> {
    const [followers] = await this.db
      .select({ n: count() })
      .from(follows)
      .where(eq(follows.followedId, userId));
    const [following] = await this.db
      .select({ n: count() })
      .from(follows)
      .where(eq(follows.followerId, userId));
    return { followers: followers?.n ?? 0, following: following?.n ?? 0 };
  }

  async isFollowing(followerId: number, followedId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)));
    return (row?.n ?? 0) > 0;
  }

  /**
   * One side of a user's follows, newest first: whom they follow ('following') or who follows
   * them ('followers'). One extra row tells whether more pages exist.
   */
  async followPage(userId: number, side: 'following' | 'followers', page: number) {
    const [own, other] =
      side === 'following'
        ? [follows.followerId, follows.followedId]
        : [follows.followedId, follows.followerId];
    return this.db
      .select({ user: users, followedAt: follows.createdAt })
      .from(follows)
      .innerJoin(users, eq(users.id, other))
      .where(eq(own, userId))
      .orderBy(desc(follows.createdAt), desc(other))
      .limit(ATTENTION_PAGE_SIZE + 1)
      .offset((page - 1) * ATTENTION_PAGE_SIZE);
  }

  async findApplication(userId: number): Promise<ApplicationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(anchorApplications)
      .where(eq(anchorApplications.userId, userId));
    return row;
  }

  /**
   * Stores an application unless one is waiting or approved; a rejected one may be sent again.
   * Returns undefined when an open application exists.
   */
  async upsertApplication(
    values: typeof anchorApplications.$inferInsert,
  ): Promise<ApplicationRow | undefined> {
    const [row] = await this.db
      .insert(anchorApplications)
      .values(values)
      .onConflictDoUpdate({
        target: anchorApplications.userId,
        set: {
          ...values,
          status: 'waiting',
          reviewNote: '',
          reviewedBy: null,
          updatedAt: sql`now()`,
        },
        setWhere: eq(anchorApplications.status, 'rejected'),
      })
      .returning();
    return row;
  }

  /** Decides a waiting application; undefined when none is waiting. */
  async decideApplication(
    tx: Database,
    userId: number,
    decision: { approve: boolean; note: string; reviewerId: number },
  ): Promise<ApplicationRow | undefined> {
    const [row] = await tx
      .update(anchorApplications)
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        reviewNote: decision.note,
        reviewedBy: decision.reviewerId,
        updatedAt: sql`now()`,
      })
      .where(and(eq(anchorApplications.userId, userId), eq(anchorApplications.status, 'waiting')))
      .returning();
    return row;
  }

  async makeAnchor(tx: Database, userId: number): Promise<void> {
    await tx.update(users).set({ isAnchor: 1 }).where(eq(users.id, userId));
  }
}
