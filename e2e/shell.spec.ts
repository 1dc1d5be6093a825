import { expect, test } from '@playwright/test';
import { WEB_ROUTES } from '../packages/contract/src/web-routes';
import { HTML_LANG, collectErrors, scrollTo, useLanguage, type Language } from './helpers';

test('the root lands on /main with its title, in Chinese by default', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page).toHaveTitle(/^.+ - Tifo$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  expect(errors).toEqual([]);
});

test('switching to Vietnamese and back reloads the page in that language and remembers it', async ({
  page,
}) => {
  await page.goto('/main');
  await expect(page).toHaveTitle(/^.+ - Tifo$/);
  const chineseTitle = await page.title();
  await page.getByTestId('top-bar').locator('button[lang="vi"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page).not.toHaveTitle(chineseTitle);
  expect(
    await page.evaluate(`[localStorage.getItem('lang'), localStorage.getItem('langIndex')]`),
  ).toEqual(['vi', '2']);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.getByTestId('top-bar').locator('button[lang="zh"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle(chineseTitle);
});

test('an unknown path goes to /404 with a way home', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page).toHaveURL(/\/404$/);
  const home = page.locator('main a[href="/main"]').first();
  await expect(home).toBeVisible();
  await home.click();
  await expect(page).toHaveURL(/\/main$/);
});

test('the top bar hides after 60 px of scroll on /main and comes back at the top', async ({
  page,
}) => {
  await page.goto('/main');
  const bar = page.getByTestId('top-bar');
  await expect(bar).toHaveAttribute('data-hidden', 'false');
  await scrollTo(page, 200);
  await expect(bar).toHaveAttribute('data-hidden', 'true');
  await scrollTo(page, 0);
  await expect(bar).toHaveAttribute('data-hidden', 'false');
});

test('the top bar stays on pages that do not hide it', async ({ page }) => {
  await page.goto('/demo');
  await expect(page.locator('footer')).toBeVisible();
  await scrollTo(page, 400);
  await page.waitForTimeout(300);
  await expect(page.getByTestId('top-bar')).toHaveAttribute('data-hidden', 'false');
});

const languages: Language[] = ['zh', 'en', 'vi'];
for (const language of languages) {
  test(`every route renders inside the layout without console errors (${language})`, async ({
    page,
  }) => {
    // Forty page loads in a row; on a two-core machine that also runs the other worker's live
    // rooms (video, sockets) one language has taken two minutes.
    test.setTimeout(240_000);
    await useLanguage(page, language);
    const errors = collectErrors(page);
    const titles = new Set<string>();
    for (const route of WEB_ROUTES) {
      // The member centre sends visitors to /login (accounts.spec.ts covers it).
      if (route.path === '/member') continue;
      // The checks below wait for what matters; pictures need not finish loading.
      await page.goto(route.path, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('html'), route.path).toHaveAttribute('lang', HTML_LANG[language]);
      await expect(page.getByTestId('top-bar'), route.path).toBeVisible();
      await expect(page.locator('main'), route.path).toBeVisible();
      await expect(page.locator('footer'), route.path).toBeVisible();
      await expect(page, route.path).toHaveTitle(/^.+ - Tifo$/);
      titles.add(await page.title());
      expect(new URL(page.url()).pathname, route.path).toBe(route.path);
    }
    // Every route has its own translated title (download's two spellings share one).
    expect(titles.size).toBe(WEB_ROUTES.length - 2);
    expect(errors).toEqual([]);
  });
}

test('no page says "in development" any more: the last placeholders are real pages', async ({
  page,
}) => {
  for (const path of ['/specialist', '/foresight', '/circle']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('[data-state="in-development"]'), path).toHaveCount(0);
  }
  await page.goto('/demo');
  await expect(page.locator('main')).toBeVisible();
});
