import {
  LANGUAGES,
  newsAdminCalls,
  type Language,
  type NewsCategory,
  type NewsDeskArticle,
  type NewsDeskItem,
} from '@tifo/contract';
import { and, desc, eq, exists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newsArticles, newsArticleVersions, users } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { registerCall } from '../../platform/http/register-call';
import type { NewsRepository } from './news.repository';
import { pickVersion } from './news.service';

const PAGE_SIZE = 30;

type Status = NewsDeskItem['status'];

/**
 * The console's news desk: every article (taken-down and scheduled ones too, which readers never
 * see), found by title in any language, and one article as its editor opens it. Writing goes
 * through NewsService (publish, update), which checks and sanitises.
 */
export function installNewsDesk(
  app: FastifyInstance,
  deps: { db: Database; repository: NewsRepository },
): void {
  const { db, repository } = deps;

  async function list(
    status: Status | undefined,
    q: string | undefined,
    page: number,
    language: Language,
  ) {
    const titled = q
      ? exists(
          db
            .select({ one: sql`1` })
            .from(newsArticleVersions)
            .where(
              and(
                eq(newsArticleVersions.articleId, newsArticles.id),
                sql`${newsArticleVersions.title} ilike '%' || ${q} || '%'`,
              ),
            ),
        )
      : undefined;
    const rows = await db
      .select({ article: newsArticles, author: users.nickname })
      .from(newsArticles)
      .leftJoin(users, eq(users.id, newsArticles.authorId))
      .where(and(status ? eq(newsArticles.status, status) : undefined, titled))
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .offset((page - 1) * PAGE_SIZE)
      .limit(PAGE_SIZE + 1);
    const shown = rows.slice(0, PAGE_SIZE);
    const versions = await repository.versions(shown.map((row) => row.article.id));
    const items: NewsDeskItem[] = shown.map(({ article, author }) => ({
      id: article.id,
      category: article.category as NewsCategory,
      cover: article.cover,
      featured: article.featured,
      status: article.status as Status,
      published_at: article.publishedAt.toISOString(),
      views: article.views,
      like_count: article.likeCount,
      languages: LANGUAGES.filter((lang) =>
        versions.some((version) => version.articleId === article.id && version.language === lang),
      ),
      title: pickVersion(versions, article.id, language)?.title ?? '',
      author_nickname: author,
    }));
    return { list: items, has_more: rows.length > PAGE_SIZE };
  }

  async function article(id: number): Promise<NewsDeskArticle> {
    const found = await repository.find(id);
    if (!found) throw new AppError('news.notFound', { httpStatus: 404 });
    const [versions, tags] = await Promise.all([repository.versions([id]), repository.tags(id)]);
    return {
      id,
      category: found.category as NewsCategory,
      cover: found.cover,
      featured: found.featured,
      status: found.status as Status,
      match_id: found.matchId,
      tags: tags.map((tag) => ({ kind: tag.kind as 'team' | 'competition', id: tag.ref })),
      versions: Object.fromEntries(
        versions.map((version) => [
          version.language,
          { title: version.title, summary: version.summary, body: version.bodyHtml },
        ]),
      ),
      published_at: found.publishedAt.toISOString(),
    };
  }

  registerCall(app, newsAdminCalls.desk, ({ query, language }) =>
    list(query.status, query.q || undefined, query.page, language),
  );
  registerCall(app, newsAdminCalls.deskArticle, ({ query }) => article(query.id));
}
