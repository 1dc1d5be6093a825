import { expect, test, type APIRequestContext } from '@playwright/test';
import { collectErrors, useLanguage, type Envelope } from './helpers';
import { memberContext, WEB } from './members';

interface Headline {
  id: number;
  title: string;
}

/** The demo's newest headline in a language (the demo seeds articles in zh, en and vi). */
async function leadArticle(request: APIRequestContext, lang: string): Promise<Headline> {
  const response = await request.get('/api/News/getHeadlines', { headers: { lang } });
  const body = (await response.json()) as Envelope<{ list: Headline[] }>;
  const lead = body.data.list[0];
  if (!lead) throw new Error('the demo has no news');
  return lead;
}

test('a visitor reads the news: headlines, an article with its match, and its comments', async ({
  browser,
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const article = await leadArticle(request, 'en');
  // A member's comment is already there for the visitor to read.
  const { context, member } = await memberContext(browser);
  const posted = await context.request.post('/api/Comment/add', {
    headers: WEB,
    data: { target_type: 'news', target_id: article.id, content: 'Great read, <b>thanks</b>!' },
  });
  expect(((await posted.json()) as Envelope<unknown>).code).toBe(0);
  await context.close();

  await useLanguage(page, 'en');
  await page.goto('/news');
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  await expect(page.getByTestId('headlines')).toContainText(article.title);
  await expect(page.getByTestId('news-card').first()).toBeVisible();
  await expect(page.getByTestId('news-card').first()).toContainText('Demo article');
  // A category keeps to itself.
  await page.getByRole('tab', { name: 'Basketball' }).click();
  await expect(page).toHaveURL(/category=basketball/);
  await expect(page.getByTestId('news-card').first()).toContainText('Basketball');

  await page.goto('/news');
  await page.getByTestId('headlines').getByRole('link', { name: article.title }).click();
  await expect(page).toHaveURL(new RegExp(`/detail\\?id=${article.id}$`));
  const shown = page.getByTestId('article');
  await expect(shown.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(shown).toContainText('Written for the demo site: not real news.');
  await expect(page.getByTestId('article-body').locator('p').first()).toBeVisible();
  await expect(page.getByTestId('article-match')).toContainText('Match centre');

  // The comment reads as text, markup and all; a visitor is asked to log in to write one.
  const comments = page.getByTestId('comments');
  const theirs = comments
    .getByTestId('comment')
    .filter({ hasText: member.user.user_nickname })
    .first();
  await expect(theirs).toContainText('Great read, <b>thanks</b>!');
  await expect(comments).toContainText('Log in to join the conversation');
  expect(errors).toEqual([]);
});

test('a member comments, replies, and likes a comment and the article', async ({
  browser,
  request,
}) => {
  const article = await leadArticle(request, 'zh');
  const { context } = await memberContext(browser);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`/detail?id=${article.id}`);
  await expect(page.getByTestId('article').getByRole('heading', { level: 1 })).toHaveText(
    article.title,
  );

  const comments = page.getByTestId('comments');
  const text = `现场看球太爽了 ${Date.now()}`;
  await comments.getByLabel('发表评论').fill(text);
  await comments.getByRole('button', { name: '发布' }).click();
  await comments.getByRole('tab', { name: '最新' }).click();
  const mine = comments.getByTestId('comment').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('我');

  await mine.getByRole('button', { name: '点赞', exact: true }).click();
  await expect(mine.getByRole('button', { name: '取消点赞' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(mine.getByTestId('comment-likes')).toHaveText('1');

  await mine.getByRole('button', { name: '回复' }).click();
  const reply = `同意 ${Date.now()}`;
  await comments.getByLabel(/^回复 /).fill(reply);
  await comments.getByRole('button', { name: '发布' }).last().click();
  await expect(comments.getByTestId('comment').filter({ hasText: reply })).toBeVisible();

  const likes = page.getByTestId('article-likes');
  const before = Number(await likes.textContent());
  await page.getByTestId('article').getByRole('button', { name: '点赞' }).click();
  await expect(page.getByTestId('article').getByRole('button', { name: '已赞' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(likes).toHaveText(String(before + 1));
  // After a reload the server still says so.
  await page.reload();
  await expect(page.getByTestId('article').getByRole('button', { name: '已赞' })).toBeVisible();
  await expect(comments.getByTestId('comment').filter({ hasText: text })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('the home page shows the headlines from the news', async ({ page, request }) => {
  const article = await leadArticle(request, 'vi');
  await useLanguage(page, 'vi');
  await page.goto('/main');
  const section = page.locator('[data-section="headlines"]');
  await expect(section.getByTestId('headlines')).toContainText(article.title);
  await section.getByRole('link', { name: 'Thêm tin tức' }).click();
  await expect(page).toHaveURL(/\/news$/);
});
