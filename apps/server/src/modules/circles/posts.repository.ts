import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  circleMembers,
  circlePostFavorites,
  circlePostHotScore,
  circlePostLikes,
  circlePostReports,
  circlePosts,
  circles,
  comments,
  uploads,
  users,
} from '../../db/schema/index';
import type { Database } from '../../platform/db/database';
import { foldedPattern } from '../live/live.repository';

export type PostRow = typeof circlePosts.$inferSelect;
type Page = { offset: number; limit: number };

const listedFields = {
  post: circlePosts,
  nickname: users.nickname,
  avatar: users.avatar,
  circle: {
    id: circles.id,
    nameZh: circles.nameZh,
    nameEn: circles.nameEn,
    nameVi: circles.nameVi,
    icon: circles.icon,
    status: circles.status,
  },
};
export type ListedPost = {
  post: PostRow;
  nickname: string;
  avatar: string;
  circle: {
    id: number;
    nameZh: string;
    nameEn: string;
    nameVi: string;
    icon: string;
    status: string;
  };
};

export interface PostFilter {
  circleId?: number | undefined;
  /** Also the author's hidden posts (their own list). */
  authorId?: number | undefined;
  joinedBy?: number | undefined;
  favoritedBy?: number | undefined;
  featured?: boolean | undefined;
  pinned?: boolean | undefined;
}

/** Posts, their likes, favourites and reports. */
export class PostsRepository {
  constructor(private readonly db: Database) {}

  private listed() {
    return this.db
      .select(listedFields)
      .from(circlePosts)
      .innerJoin(users, eq(users.id, circlePosts.userId))
      .innerJoin(circles, eq(circles.id, circlePosts.circleId));
  }

  async list(filter: PostFilter, order: 'hot' | 'new', page: Page): Promise<ListedPost[]> {
    const conditions: (SQL | undefined)[] = [
      filter.authorId === undefined
        ? eq(circlePosts.status, 'visible')
        : eq(circlePosts.userId, filter.authorId),
      filter.circleId === undefined ? undefined : eq(circlePosts.circleId, filter.circleId),
      filter.featured ? eq(circlePosts.featured, true) : undefined,
      filter.pinned === undefined ? undefined : eq(circlePosts.pinned, filter.pinned),
      filter.joinedBy === undefined
        ? undefined
        : inArray(
            circlePosts.circleId,
            this.db
              .select({ id: circleMembers.circleId })
              .from(circleMembers)
              .where(eq(circleMembers.userId, filter.joinedBy)),
          ),
      filter.favoritedBy === undefined
        ? undefined
        : inArray(
            circlePosts.id,
            this.db
              .select({ id: circlePostFavorites.postId })
              .from(circlePostFavorites)
              .where(eq(circlePostFavorites.userId, filter.favoritedBy)),
          ),
    ];
    return this.listed()
      .where(and(...conditions))
      .orderBy(...(order === 'hot' ? [desc(circlePosts.hotScore)] : []), desc(circlePosts.id))
      .offset(page.offset)
      .limit(page.limit);
  }

  /** Visible posts whose text contains the term (folded: case and accents ignored), hottest first. */
  async search(text: string, page: Page): Promise<{ rows: ListedPost[]; total: number }> {
    const where = and(
      eq(circlePosts.status, 'visible'),
      sql`${circlePosts.contentSearch} like ${foldedPattern(text)}`,
    );
    const rows = await this.db
      .select({ ...listedFields, total: sql<number>`(count(*) over ())::int` })
      .from(circlePosts)
      .innerJoin(users, eq(users.id, circlePosts.userId))
      .innerJoin(circles, eq(circles.id, circlePosts.circleId))
      .where(where)
      .orderBy(desc(circlePosts.hotScore), desc(circlePosts.id))
      .offset(page.offset)
      .limit(page.limit);
    if (rows[0] || page.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
    // Past the last page the window count has no row to ride on.
    const [counted] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(circlePosts)
      .where(where);
    return { rows, total: counted?.n ?? 0 };
  }

  async listedOne(id: number): Promise<ListedPost | null> {
    const [row] = await this.listed().where(eq(circlePosts.id, id));
    return row ?? null;
  }

  async find(id: number): Promise<PostRow | null> {
    const [row] = await this.db.select().from(circlePosts).where(eq(circlePosts.id, id));
    return row ?? null;
  }

  async insert(
    tx: Database,
    values: Pick<typeof circlePosts.$inferInsert, 'circleId' | 'userId' | 'content' | 'images'> & {
      videoPath: string | null;
      coverPath: string;
    },
  ): Promise<number> {
    const [row] = await tx.insert(circlePosts).values(values).returning({ id: circlePosts.id });
    if (!row) throw new Error('post insert returned nothing');
    await this.refreshHot(tx, row.id);
    return row.id;
  }

  /** Deletes a post with its comments (likes, favourites and reports go by cascade). */
  async remove(tx: Database, id: number): Promise<PostRow | null> {
    await tx
      .delete(comments)
      .where(and(eq(comments.targetType, 'post'), eq(comments.targetId, id)));
    const [row] = await tx.delete(circlePosts).where(eq(circlePosts.id, id)).returning();
    return row ?? null;
  }

  private async refreshHot(tx: Database, id: number): Promise<void> {
    await tx
      .update(circlePosts)
      .set({ hotScore: circlePostHotScore })
      .where(eq(circlePosts.id, id));
  }

  /** Likes or unlikes, counting only a real change; returns the like count. */
  async setLike(tx: Database, postId: number, userId: number, on: boolean): Promise<number> {
    const changed = on
      ? await tx
          .insert(circlePostLikes)
          .values({ postId, userId })
          .onConflictDoNothing()
          .returning({ id: circlePostLikes.postId })
      : await tx
          .delete(circlePostLikes)
          .where(and(eq(circlePostLikes.postId, postId), eq(circlePostLikes.userId, userId)))
          .returning({ id: circlePostLikes.postId });
    return this.addToCounter(tx, postId, 'likeCount', changed.length === 0 ? 0 : on ? 1 : -1);
  }

  /** Keeps or drops a favourite, counting only a real change; returns the favourite count. */
  async setFavorite(tx: Database, postId: number, userId: number, on: boolean): Promise<number> {
    const changed = on
      ? await tx
          .insert(circlePostFavorites)
          .values({ postId, userId })
          .onConflictDoNothing()
          .returning({ id: circlePostFavorites.postId })
      : await tx
          .delete(circlePostFavorites)
          .where(
            and(eq(circlePostFavorites.postId, postId), eq(circlePostFavorites.userId, userId)),
          )
          .returning({ id: circlePostFavorites.postId });
    return this.addToCounter(tx, postId, 'favoriteCount', changed.length === 0 ? 0 : on ? 1 : -1);
  }

  private async addToCounter(
    tx: Database,
    postId: number,
    counter: 'likeCount' | 'favoriteCount',
    delta: number,
  ): Promise<number> {
    const column = circlePosts[counter];
    const [row] = await tx
      .update(circlePosts)
      .set({ [counter]: sql`greatest(${column} + ${delta}, 0)` })
      .where(eq(circlePosts.id, postId))
      .returning({ count: column });
    if (delta !== 0) await this.refreshHot(tx, postId);
    return row?.count ?? 0;
  }

  /**
   * Recounts a post's visible comments in one statement (a read-then-write from two requests
   * at once could leave the older count), then its hot score.
   */
  async recountComments(tx: Database, postId: number): Promise<void> {
    await tx
      .update(circlePosts)
      .set({
        commentCount: sql`(select count(*)::int from ${comments} where ${comments.targetType} = 'post' and ${comments.targetId} = ${postId} and ${comments.status} = 'visible')`,
      })
      .where(eq(circlePosts.id, postId));
    await this.refreshHot(tx, postId);
  }

  async moderate(
    id: number,
    values: Partial<Pick<PostRow, 'pinned' | 'featured' | 'status'>>,
  ): Promise<PostRow | null> {
    if (Object.keys(values).length === 0) return this.find(id);
    const [row] = await this.db
      .update(circlePosts)
      .set(values)
      .where(eq(circlePosts.id, id))
      .returning();
    return row ?? null;
  }

  /** What the viewer did to these posts: liked, favourited. */
  async viewerMarks(userId: number, ids: number[]) {
    if (ids.length === 0) return { liked: new Set<number>(), favorited: new Set<number>() };
    const [likes, favorites] = await Promise.all([
      this.db
        .select({ id: circlePostLikes.postId })
        .from(circlePostLikes)
        .where(and(eq(circlePostLikes.userId, userId), inArray(circlePostLikes.postId, ids))),
      this.db
        .select({ id: circlePostFavorites.postId })
        .from(circlePostFavorites)
        .where(
          and(eq(circlePostFavorites.userId, userId), inArray(circlePostFavorites.postId, ids)),
        ),
    ]);
    return {
      liked: new Set(likes.map((row) => row.id)),
      favorited: new Set(favorites.map((row) => row.id)),
    };
  }

  /** The member's uploads among these paths, with their kinds and sizes. */
  async uploadsOf(userId: number, paths: string[]) {
    if (paths.length === 0) return new Map<string, { kind: string; bytes: number }>();
    const rows = await this.db
      .select({ path: uploads.path, kind: uploads.kind, bytes: uploads.bytes })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), inArray(uploads.path, paths)));
    return new Map(rows.map((row) => [row.path, { kind: row.kind, bytes: row.bytes }]));
  }

  /** Records a report; null when this member already reported the post. */
  async insertReport(values: typeof circlePostReports.$inferInsert): Promise<number | null> {
    const [row] = await this.db
      .insert(circlePostReports)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: circlePostReports.id });
    return row?.id ?? null;
  }

  /** Reported posts, most reported first. */
  async reported(page: Page) {
    const tally = this.db
      .select({
        postId: circlePostReports.postId,
        count: sql<number>`count(*)::int`.as('report_count'),
        reasons: sql<string[]>`array_agg(distinct ${circlePostReports.reason})`.as('reasons'),
        lastAt: sql<Date>`max(${circlePostReports.createdAt})`.as('last_at'),
      })
      .from(circlePostReports)
      .groupBy(circlePostReports.postId)
      .as('tally');
    return this.db
      .select({
        ...listedFields,
        reportCount: tally.count,
        reasons: tally.reasons,
        lastAt: tally.lastAt,
      })
      .from(tally)
      .innerJoin(circlePosts, eq(circlePosts.id, tally.postId))
      .innerJoin(users, eq(users.id, circlePosts.userId))
      .innerJoin(circles, eq(circles.id, circlePosts.circleId))
      .orderBy(desc(tally.count), desc(tally.lastAt))
      .offset(page.offset)
      .limit(page.limit);
  }
}
