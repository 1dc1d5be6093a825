import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  or,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import {
  banners,
  uploads,
  users,
  videoCategories,
  videoCategoryFollows,
  videoDailyViews,
  videoFavorites,
  videoLikes,
  videos,
} from '../../db/schema/index';
import type { Database } from '../../platform/db/database';

export type VideoRow = typeof videos.$inferSelect;
export type CategoryRow = typeof videoCategories.$inferSelect;

const listedFields = {
  video: videos,
  nickname: users.nickname,
  avatar: users.avatar,
  category: {
    id: videoCategories.id,
    nameZh: videoCategories.nameZh,
    nameEn: videoCategories.nameEn,
    nameVi: videoCategories.nameVi,
  },
};

export interface VideoFilter {
  categoryId?: number | undefined;
  userId?: number | undefined;
  matchId?: string | undefined;
}

type Page = { offset: number; limit: number };

/** `%` and `_` are LIKE wildcards: a search for "50%" means the characters. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export class VideosRepository {
  constructor(private readonly db: Database) {}

  private listed(db: Database = this.db) {
    return db
      .select(listedFields)
      .from(videos)
      .innerJoin(users, eq(users.id, videos.userId))
      .leftJoin(videoCategories, eq(videoCategories.id, videos.categoryId));
  }

  async published(filter: VideoFilter, order: 'new' | 'hot', page: Page) {
    return this.listed()
      .where(
        and(
          eq(videos.status, 'ready'),
          filter.categoryId === undefined ? undefined : eq(videos.categoryId, filter.categoryId),
          filter.userId === undefined ? undefined : eq(videos.userId, filter.userId),
          filter.matchId === undefined ? undefined : eq(videos.matchId, filter.matchId),
        ),
      )
      .orderBy(...(order === 'hot' ? [desc(videos.views)] : []), desc(videos.id))
      .offset(page.offset)
      .limit(page.limit);
  }

  /** A member's own videos in every state. */
  async ofUser(userId: number, page: Page) {
    return this.listed()
      .where(eq(videos.userId, userId))
      .orderBy(desc(videos.id))
      .offset(page.offset)
      .limit(page.limit);
  }

  async listedOne(id: number) {
    const [row] = await this.listed().where(eq(videos.id, id));
    return row ?? null;
  }

  async find(id: number): Promise<VideoRow | null> {
    const [row] = await this.db.select().from(videos).where(eq(videos.id, id));
    return row ?? null;
  }

  /** Published videos by plays since a day (China time), or of all time (`since` null). */
  async ranked(since: string | null, limit: number) {
    if (since === null) {
      const rows = await this.listed()
        .where(eq(videos.status, 'ready'))
        .orderBy(desc(videos.views), desc(videos.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, periodViews: row.video.views }));
    }
    const plays = this.db
      .select({
        videoId: videoDailyViews.videoId,
        periodViews: sum(videoDailyViews.views).mapWith(Number).as('period_views'),
      })
      .from(videoDailyViews)
      .where(gte(videoDailyViews.day, since))
      .groupBy(videoDailyViews.videoId)
      .as('plays');
    return this.db
      .select({ ...listedFields, periodViews: plays.periodViews })
      .from(videos)
      .innerJoin(users, eq(users.id, videos.userId))
      .leftJoin(videoCategories, eq(videoCategories.id, videos.categoryId))
      .innerJoin(plays, eq(plays.videoId, videos.id))
      .where(eq(videos.status, 'ready'))
      .orderBy(desc(plays.periodViews), desc(videos.id))
      .limit(limit);
  }

  /** A broadcast's replay, made outside any transaction (its files are published after). */
  insertReplay(values: typeof videos.$inferInsert): Promise<number> {
    return this.insert(this.db, { ...values, kind: 'replay' });
  }

  async byBroadcast(broadcastId: number): Promise<VideoRow | null> {
    const [row] = await this.db.select().from(videos).where(eq(videos.broadcastId, broadcastId));
    return row ?? null;
  }

  /** The category given a purpose (`replays`), if operators kept one. */
  async categoryIdByPurpose(purpose: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: videoCategories.id })
      .from(videoCategories)
      .where(eq(videoCategories.purpose, purpose))
      .orderBy(asc(videoCategories.id))
      .limit(1);
    return row?.id ?? null;
  }

  async insert(tx: Database, values: typeof videos.$inferInsert): Promise<number> {
    const [row] = await tx.insert(videos).values(values).returning({ id: videos.id });
    if (!row) throw new Error('video insert returned nothing');
    return row.id;
  }

  async update(
    id: number,
    values: Partial<typeof videos.$inferInsert>,
    where?: SQL,
  ): Promise<boolean> {
    const rows = await this.db
      .update(videos)
      .set(values)
      .where(and(eq(videos.id, id), where))
      .returning({ id: videos.id });
    return rows.length > 0;
  }

  async remove(id: number): Promise<void> {
    await this.db.delete(videos).where(eq(videos.id, id));
  }

  /** One more play today (China time) and in all. */
  async addView(tx: Database, id: number, day: string): Promise<number> {
    await tx
      .insert(videoDailyViews)
      .values({ videoId: id, day, views: 1 })
      .onConflictDoUpdate({
        target: [videoDailyViews.videoId, videoDailyViews.day],
        set: { views: sql`${videoDailyViews.views} + 1` },
      });
    const [row] = await tx
      .update(videos)
      .set({ views: sql`${videos.views} + 1` })
      .where(eq(videos.id, id))
      .returning({ views: videos.views });
    return row?.views ?? 0;
  }

  async viewerMarks(videoId: number, userId: number) {
    const [liked, favorited] = await Promise.all([
      this.db
        .select({ id: videoLikes.videoId })
        .from(videoLikes)
        .where(and(eq(videoLikes.videoId, videoId), eq(videoLikes.userId, userId))),
      this.db
        .select({ id: videoFavorites.videoId })
        .from(videoFavorites)
        .where(and(eq(videoFavorites.videoId, videoId), eq(videoFavorites.userId, userId))),
    ]);
    return { liked: liked.length > 0, favorited: favorited.length > 0 };
  }

  /** Adds or takes back a like, counting only a real change; returns the like count. */
  async setLike(tx: Database, videoId: number, userId: number, on: boolean): Promise<number> {
    const changed = on
      ? await tx
          .insert(videoLikes)
          .values({ videoId, userId })
          .onConflictDoNothing()
          .returning({ id: videoLikes.videoId })
      : await tx
          .delete(videoLikes)
          .where(and(eq(videoLikes.videoId, videoId), eq(videoLikes.userId, userId)))
          .returning({ id: videoLikes.videoId });
    const delta = changed.length === 0 ? 0 : on ? 1 : -1;
    const [row] = await tx
      .update(videos)
      .set({ likeCount: sql`greatest(${videos.likeCount} + ${delta}, 0)` })
      .where(eq(videos.id, videoId))
      .returning({ count: videos.likeCount });
    return row?.count ?? 0;
  }

  /** Keeps or drops a favourite, counting only a real change; returns the favourite count. */
  async setFavorite(tx: Database, videoId: number, userId: number, on: boolean): Promise<number> {
    const changed = on
      ? await tx
          .insert(videoFavorites)
          .values({ videoId, userId })
          .onConflictDoNothing()
          .returning({ id: videoFavorites.videoId })
      : await tx
          .delete(videoFavorites)
          .where(and(eq(videoFavorites.videoId, videoId), eq(videoFavorites.userId, userId)))
          .returning({ id: videoFavorites.videoId });
    const delta = changed.length === 0 ? 0 : on ? 1 : -1;
    const [row] = await tx
      .update(videos)
      .set({ favoriteCount: sql`greatest(${videos.favoriteCount} + ${delta}, 0)` })
      .where(eq(videos.id, videoId))
      .returning({ count: videos.favoriteCount });
    return row?.count ?? 0;
  }

  /** Whether a file of ours was uploaded by this member as this kind. */
  async ownsUpload(userId: number, path: string, kind: 'image' | 'video'): Promise<boolean> {
    const [row] = await this.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.path, path), eq(uploads.userId, userId), eq(uploads.kind, kind)));
    return row !== undefined;
  }

  // --- categories ---------------------------------------------------------------------------

  async categories(where?: SQL): Promise<CategoryRow[]> {
    return this.db
      .select()
      .from(videoCategories)
      .where(where)
      .orderBy(asc(videoCategories.sort), asc(videoCategories.id));
  }

  recommendedCategories() {
    return this.categories(eq(videoCategories.recommended, true));
  }

  searchCategories(text: string) {
    const pattern = likePattern(text);
    return this.categories(
      or(
        ilike(videoCategories.nameZh, pattern),
        ilike(videoCategories.nameEn, pattern),
        ilike(videoCategories.nameVi, pattern),
      ),
    );
  }

  /** Published videos per category. */
  async categoryCounts(): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ id: videos.categoryId, total: count() })
      .from(videos)
      .where(eq(videos.status, 'ready'))
      .groupBy(videos.categoryId);
    return new Map(rows.flatMap((row) => (row.id === null ? [] : [[row.id, row.total]])));
  }

  async followedCategories(userId: number): Promise<CategoryRow[]> {
    const rows = await this.db
      .select({ category: videoCategories })
      .from(videoCategoryFollows)
      .innerJoin(videoCategories, eq(videoCategories.id, videoCategoryFollows.categoryId))
      .where(eq(videoCategoryFollows.userId, userId))
      .orderBy(asc(videoCategoryFollows.position));
    return rows.map((row) => row.category);
  }

  async replaceFollowedCategories(tx: Database, userId: number, ids: number[]): Promise<void> {
    await tx.delete(videoCategoryFollows).where(eq(videoCategoryFollows.userId, userId));
    if (ids.length === 0) return;
    await tx
      .insert(videoCategoryFollows)
      .values(ids.map((categoryId, position) => ({ userId, categoryId, position })));
  }

  async existingCategoryIds(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: videoCategories.id })
      .from(videoCategories)
      .where(inArray(videoCategories.id, ids));
    return new Set(rows.map((row) => row.id));
  }

  async banners(position: 'home' | 'video') {
    return this.db
      .select()
      .from(banners)
      .where(and(eq(banners.position, position), eq(banners.active, true)))
      .orderBy(asc(banners.sort), asc(banners.id));
  }
}
