import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CommentTarget } from '@tifo/contract';
import { commentLikes, commentReports, comments, users } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';

export type CommentRow = typeof comments.$inferSelect;

const replyToUsers = alias(users, 'reply_to_users');

/** A comment with its author's and addressee's names, as lists show it. */
const listedFields = {
  id: comments.id,
  rootId: comments.rootId,
  content: comments.content,
  status: comments.status,
  likeCount: comments.likeCount,
  replyCount: comments.replyCount,
  createdAt: comments.createdAt,
  userId: comments.userId,
  nickname: users.nickname,
  avatar: users.avatar,
  replyToUserId: comments.replyToUserId,
  replyToNickname: replyToUsers.nickname,
  replyToAvatar: replyToUsers.avatar,
};
export type ListedComment = NonNullable<Awaited<ReturnType<CommentsRepository['listedOne']>>>;

export class CommentsRepository {
  constructor(private readonly db: Database) {}

  async find(id: number, db: Database = this.db): Promise<CommentRow | null> {
    const [row] = await db.select().from(comments).where(eq(comments.id, id));
    return row ?? null;
  }

  private listed(db: Database) {
    return db
      .select(listedFields)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .leftJoin(replyToUsers, eq(replyToUsers.id, comments.replyToUserId));
  }

  /**
   * A page of a target's threads. A deleted comment keeps its place only while it has replies
   * (they would lose their context otherwise).
   */
  async threads(
    target: { type: CommentTarget; id: number },
    order: 'hot' | 'new',
    page: { offset: number; limit: number },
  ) {
    const ordering: SQL[] =
      order === 'hot'
        ? [sql`${comments.likeCount} + 2 * ${comments.replyCount} desc`, desc(comments.id)]
        : [desc(comments.id)];
    return this.listed(this.db)
      .where(
        and(
          eq(comments.targetType, target.type),
          eq(comments.targetId, target.id),
          isNull(comments.rootId),
          or(eq(comments.status, 'visible'), sql`${comments.replyCount} > 0`),
        ),
      )
      .orderBy(...ordering)
      .offset(page.offset)
      .limit(page.limit);
  }

  /** The first `perThread` visible replies of each thread, oldest first. */
  async firstReplies(rootIds: number[], perThread: number) {
    if (rootIds.length === 0) return [];
    const ranked = this.db
      .select({
        id: comments.id,
        rank: sql<number>`row_number() over (partition by ${comments.rootId} order by ${comments.id})`.as(
          'rank',
        ),
      })
      .from(comments)
      .where(and(inArray(comments.rootId, rootIds), eq(comments.status, 'visible')))
      .as('ranked');
    return this.listed(this.db)
      .innerJoin(ranked, eq(ranked.id, comments.id))
      .where(sql`${ranked.rank} <= ${perThread}`)
      .orderBy(asc(comments.id));
  }

  async replies(rootId: number, page: { offset: number; limit: number }) {
    return this.listed(this.db)
      .where(and(eq(comments.rootId, rootId), eq(comments.status, 'visible')))
      .orderBy(asc(comments.id))
      .offset(page.offset)
      .limit(page.limit);
  }

  async listedOne(id: number, db: Database = this.db) {
    const [row] = await this.listed(db).where(eq(comments.id, id));
    return row ?? null;
  }

  /** Visible comments and replies of each target (the counts lists show). */
  async visibleCounts(type: CommentTarget, targetIds: number[]): Promise<Map<number, number>> {
    if (targetIds.length === 0) return new Map();
    const rows = await this.db
      .select({ targetId: comments.targetId, total: count() })
      .from(comments)
      .where(
        and(
          eq(comments.targetType, type),
          inArray(comments.targetId, targetIds),
          eq(comments.status, 'visible'),
        ),
      )
      .groupBy(comments.targetId);
    return new Map(rows.map((row) => [row.targetId, row.total]));
  }

  async likedBy(userId: number, commentIds: number[]): Promise<Set<number>> {
    if (commentIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: commentLikes.commentId })
      .from(commentLikes)
      .where(and(eq(commentLikes.userId, userId), inArray(commentLikes.commentId, commentIds)));
    return new Set(rows.map((row) => row.id));
  }

  async insert(
    tx: Database,
    values: Pick<
      typeof comments.$inferInsert,
      'targetType' | 'targetId' | 'userId' | 'rootId' | 'replyToUserId' | 'content'
    >,
  ): Promise<number> {
    const [row] = await tx.insert(comments).values(values).returning({ id: comments.id });
    if (!row) throw new Error('comment insert returned nothing');
    if (values.rootId !== null && values.rootId !== undefined) {
      await this.addReplies(tx, values.rootId, 1);
    }
    return row.id;
  }

  async addReplies(tx: Database, rootId: number, delta: number): Promise<void> {
    await tx
      .update(comments)
      .set({ replyCount: sql`greatest(${comments.replyCount} + ${delta}, 0)` })
      .where(eq(comments.id, rootId));
  }

  /** Marks a comment deleted; false when it already was. */
  async markDeleted(tx: Database, id: number): Promise<boolean> {
    const rows = await tx
      .update(comments)
      .set({ status: 'deleted', content: '' })
      .where(and(eq(comments.id, id), eq(comments.status, 'visible')))
      .returning({ id: comments.id });
    return rows.length > 0;
  }

  /**
   * Adds or takes back one member's like, counting it only when the like row really changed
   * (a repeated click changes nothing). Returns the comment's like count.
   */
  async setLike(tx: Database, commentId: number, userId: number, liked: boolean): Promise<number> {
    const changed = liked
      ? await tx
          .insert(commentLikes)
          .values({ commentId, userId })
          .onConflictDoNothing()
          .returning({ id: commentLikes.commentId })
      : await tx
          .delete(commentLikes)
          .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
          .returning({ id: commentLikes.commentId });
    const delta = changed.length === 0 ? 0 : liked ? 1 : -1;
    const [row] = await tx
      .update(comments)
      .set({ likeCount: sql`greatest(${comments.likeCount} + ${delta}, 0)` })
      .where(eq(comments.id, commentId))
      .returning({ likeCount: comments.likeCount });
    return row?.likeCount ?? 0;
  }

  /** Records a report; null when this member already reported this comment. */
  async insertReport(
    values: Pick<typeof commentReports.$inferInsert, 'commentId' | 'userId' | 'reason' | 'note'>,
  ): Promise<number | null> {
    const [row] = await this.db
      .insert(commentReports)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: commentReports.id });
    return row?.id ?? null;
  }
}
