import { and, asc, desc, eq, exists, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  newsArticles,
  newsArticleTags,
  newsArticleVersions,
  newsLikes,
  users,
} from '../../db/schema/index';
import type { Database } from '../../platform/db/database';

export type ArticleRow = typeof newsArticles.$inferSelect;
export type VersionRow = typeof newsArticleVersions.$inferSelect;
export type TagRow = typeof newsArticleTags.$inferSelect;

export interface ArticleFilter {
  category?: string | undefined;
  /** A team or competition id the article is tagged with. */
  tag?: string | undefined;
}

export class NewsRepository {
  constructor(private readonly db: Database) {}

  /** Articles readers may see: published, and not scheduled for later. */
  private visible(now: Date): SQL | undefined {
    return and(eq(newsArticles.status, 'published'), lte(newsArticles.publishedAt, now));
  }

  private tagged(ref: string): SQL {
    return exists(
      this.db
        .select({ one: sql`1` })
        .from(newsArticleTags)
        .where(and(eq(newsArticleTags.articleId, newsArticles.id), eq(newsArticleTags.ref, ref))),
    );
  }

  async published(
    filter: ArticleFilter,
    now: Date,
    page: { offset: number; limit: number },
  ): Promise<ArticleRow[]> {
    return this.db
      .select()
      .from(newsArticles)
      .where(
        and(
          this.visible(now),
          filter.category ? eq(newsArticles.category, filter.category) : undefined,
          filter.tag ? this.tagged(filter.tag) : undefined,
        ),
      )
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .offset(page.offset)
      .limit(page.limit);
  }

  /** Featured articles first, then the newest. */
  async headlines(now: Date, limit: number): Promise<ArticleRow[]> {
    return this.db
      .select()
      .from(newsArticles)
      .where(this.visible(now))
      .orderBy(desc(newsArticles.featured), desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(limit);
  }

  async find(id: number): Promise<ArticleRow | null> {
    const [row] = await this.db.select().from(newsArticles).where(eq(newsArticles.id, id));
    return row ?? null;
  }

  async findVisible(id: number, now: Date): Promise<ArticleRow | null> {
    const [row] = await this.db
      .select()
      .from(newsArticles)
      .where(and(eq(newsArticles.id, id), this.visible(now)));
    return row ?? null;
  }

  /** Every language version of these articles (the service picks the reader's). */
  async versions(articleIds: number[]): Promise<VersionRow[]> {
    if (articleIds.length === 0) return [];
    return this.db
      .select()
      .from(newsArticleVersions)
      .where(inArray(newsArticleVersions.articleId, articleIds));
  }

  async tags(articleId: number): Promise<TagRow[]> {
    return this.db
      .select()
      .from(newsArticleTags)
      .where(eq(newsArticleTags.articleId, articleId))
      .orderBy(asc(newsArticleTags.position));
  }

  /** Newest visible articles sharing a tag with this one, else of its category. */
  async related(article: ArticleRow, refs: string[], now: Date, limit: number) {
    const sharesTag =
      refs.length === 0
        ? sql`false`
        : exists(
            this.db
              .select({ one: sql`1` })
              .from(newsArticleTags)
              .where(
                and(
                  eq(newsArticleTags.articleId, newsArticles.id),
                  inArray(newsArticleTags.ref, refs),
                ),
              ),
          );
    return (
      this.db
        .select()
        .from(newsArticles)
        .where(
          and(
            this.visible(now),
            ne(newsArticles.id, article.id),
            sql`(${sharesTag} or ${newsArticles.category} = ${article.category})`,
          ),
        )
        // PostgreSQL refuses a constant in ORDER BY: the untagged case orders by time alone.
        .orderBy(
          ...(refs.length === 0 ? [] : [desc(sharesTag)]),
          desc(newsArticles.publishedAt),
          desc(newsArticles.id),
        )
        .limit(limit)
    );
  }

  async author(userId: number) {
    const [row] = await this.db
      .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }

  async insertArticle(
    tx: Database,
    values: Omit<typeof newsArticles.$inferInsert, 'id'>,
  ): Promise<number> {
    const [row] = await tx.insert(newsArticles).values(values).returning({ id: newsArticles.id });
    if (!row) throw new Error('article insert returned nothing');
    return row.id;
  }

  /** Answers false when there is no such article. */
  async updateArticle(
    tx: Database,
    id: number,
    values: Pick<typeof newsArticles.$inferInsert, 'category' | 'cover' | 'matchId' | 'featured'>,
  ): Promise<boolean> {
    const rows = await tx
      .update(newsArticles)
      .set(values)
      .where(eq(newsArticles.id, id))
      .returning({ id: newsArticles.id });
    return rows.length > 0;
  }

  async clearVersionsAndTags(tx: Database, articleId: number): Promise<void> {
    await tx.delete(newsArticleVersions).where(eq(newsArticleVersions.articleId, articleId));
    await tx.delete(newsArticleTags).where(eq(newsArticleTags.articleId, articleId));
  }

  async insertVersions(tx: Database, rows: VersionRow[]): Promise<void> {
    if (rows.length > 0) await tx.insert(newsArticleVersions).values(rows);
  }

  async insertTags(tx: Database, rows: (typeof newsArticleTags.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await tx.insert(newsArticleTags).values(rows).onConflictDoNothing();
  }

  async addView(id: number): Promise<number> {
    const [row] = await this.db
      .update(newsArticles)
      .set({ views: sql`${newsArticles.views} + 1` })
      .where(eq(newsArticles.id, id))
      .returning({ views: newsArticles.views });
    return row?.views ?? 0;
  }

  async liked(articleId: number, userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: newsLikes.articleId })
      .from(newsLikes)
      .where(and(eq(newsLikes.articleId, articleId), eq(newsLikes.userId, userId)));
    return row !== undefined;
  }

  /** Adds or takes back a like, counting only a real change. Returns the like count. */
  async setLike(tx: Database, articleId: number, userId: number, liked: boolean): Promise<number> {
    const changed = liked
      ? await tx
          .insert(newsLikes)
          .values({ articleId, userId })
          .onConflictDoNothing()
          .returning({ id: newsLikes.articleId })
      : await tx
          .delete(newsLikes)
          .where(and(eq(newsLikes.articleId, articleId), eq(newsLikes.userId, userId)))
          .returning({ id: newsLikes.articleId });
    const delta = changed.length === 0 ? 0 : liked ? 1 : -1;
    const [row] = await tx
      .update(newsArticles)
      .set({ likeCount: sql`greatest(${newsArticles.likeCount} + ${delta}, 0)` })
      .where(eq(newsArticles.id, articleId))
      .returning({ likeCount: newsArticles.likeCount });
    return row?.likeCount ?? 0;
  }

  async setStatus(id: number, status: 'published' | 'hidden'): Promise<boolean> {
    const rows = await this.db
      .update(newsArticles)
      .set({ status })
      .where(eq(newsArticles.id, id))
      .returning({ id: newsArticles.id });
    return rows.length > 0;
  }
}
