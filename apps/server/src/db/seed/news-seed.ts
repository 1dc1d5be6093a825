import { paragraphsToHtml } from '../../modules/news/article-html';
import type { Database } from '../../platform/db/database';
import { newsArticles, newsArticleTags, newsArticleVersions } from '../schema/index';
import { DEMO_ARTICLES } from './demo-news-articles';

const HOUR_MS = 3_600_000;
/** The demo's first headlines (featured): the three newest articles of the file's order. */
const FEATURED = 3;

/**
 * The demo's news: articles written for the demo in zh, en and vi (`demo-news-articles.ts`),
 * published over the last days relative to the first start, marked demo by their `demo_key`
 * (the site labels them). Their covers are the web app's built-in illustrations.
 */
export async function seedNewsArticles(tx: Database): Promise<void> {
  const now = Date.now();
  for (const [index, article] of DEMO_ARTICLES.entries()) {
    const [inserted] = await tx
      .insert(newsArticles)
      .values({
        category: article.category,
        cover: `/news-covers/${article.cover}.svg`,
        featured: index < FEATURED,
        demoKey: article.key,
        views: article.views,
        publishedAt: new Date(now - article.hoursAgo * HOUR_MS),
      })
      .onConflictDoNothing()
      .returning({ id: newsArticles.id });
    if (!inserted) continue;
    const articleId = inserted.id;
    await tx.insert(newsArticleVersions).values(
      (['zh', 'en', 'vi'] as const).map((language) => ({
        articleId,
        language,
        title: article[language].title,
        summary: article[language].summary,
        bodyHtml: paragraphsToHtml(article[language].body),
      })),
    );
    const tags = [
      ...article.competitions.map((ref) => ({ kind: 'competition', ref })),
      ...article.teams.map((ref) => ({ kind: 'team', ref })),
    ];
    if (tags.length > 0) {
      await tx
        .insert(newsArticleTags)
        .values(tags.map((tag, position) => ({ articleId, ...tag, position })));
    }
  }
}
