import { expect, test } from '@playwright/test';
import { collectErrors } from './helpers';
import { memberContext } from './members';

/** Smallest valid PNG (1×1 pixel). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A seeded circle (db/seed/circle-seed.ts), as the Chinese page names it. */
const CIRCLE = '越南联赛';

test('a member joins a circle and posts two pictures; another member comments and likes', async ({
  browser,
}) => {
  const author = await memberContext(browser);
  const page = await author.context.newPage();
  const errors = collectErrors(page);

  // Joins the circle from the discover tab.
  await page.goto('/circle?tab=discover');
  const card = page.getByTestId('circle-card').filter({ hasText: CIRCLE });
  const join = card.getByTestId('circle-join');
  await expect(join).toHaveAttribute('aria-pressed', 'false');
  await join.click();
  await expect(join).toHaveAttribute('aria-pressed', 'true');
  const circleId = await card.getAttribute('data-circle-id');

  // Posts in it with two pictures, from the circle's own page.
  await page.goto(`/circle-detail?id=${circleId}`);
  await expect(page.getByTestId('circle-header')).toContainText(CIRCLE);
  const text = `上半场压迫很到位 ${Date.now()}`;
  const composer = page.getByTestId('post-composer');
  if (!(await composer.isVisible())) await page.getByTestId('post-open-composer').click();
  await expect(composer.getByTestId('post-circle-select')).toHaveValue(circleId ?? '');
  await composer.getByTestId('post-content').fill(text);
  await composer.getByTestId('post-images-input').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: TINY_PNG },
    { name: 'two.png', mimeType: 'image/png', buffer: TINY_PNG },
  ]);
  await expect(composer.getByTestId('post-image-preview')).toHaveCount(2);
  await composer.getByTestId('post-submit').click();
  const card2 = page.getByTestId('post-card').filter({ hasText: text });
  await expect(card2).toBeVisible();
  const postId = await card2.getAttribute('data-post-id');
  expect(postId).toMatch(/^\d+$/);

  // Another member opens it, likes it and comments.
  const reader = await memberContext(browser);
  const other = await reader.context.newPage();
  const otherErrors = collectErrors(other);
  await other.goto(`/circle-detail?post=${postId}`);
  const detail = other.getByTestId('post-detail');
  await expect(detail).toContainText(text);
  await expect(detail.getByTestId('post-image')).toHaveCount(2);
  const like = detail.getByTestId('post-like');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(detail.getByTestId('post-like-count')).toHaveText('1');
  const comments = other.getByTestId('comments');
  const comment = `说得对 ${Date.now()}`;
  await comments.getByLabel('发表评论').fill(comment);
  await comments.getByRole('button', { name: '发布' }).click();
  await expect(comments.getByTestId('comment').filter({ hasText: comment })).toBeVisible();

  // The author sees both.
  await page.goto(`/circle-detail?post=${postId}`);
  await expect(page.getByTestId('post-like-count')).toHaveText('1');
  await expect(
    page.getByTestId('comments').getByTestId('comment').filter({ hasText: comment }),
  ).toBeVisible();
  expect(errors).toEqual([]);
  expect(otherErrors).toEqual([]);
  await author.context.close();
  await reader.context.close();
});
