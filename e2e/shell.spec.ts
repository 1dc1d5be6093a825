import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
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

/** The route titles the web app ships for a language (its `routes` namespace). */
function translatedRouteTitles(language: Language): Record<string, string> {
  const file = fileURLToPath(
    new URL(`../apps/web/src/locales/${language}/routes.json`, import.meta.url),
  );
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/**
 * Opens a path as a link inside the app would: the router hears a history change and renders the
 * page without reloading the shell (the languages after the first use it; see below).
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)});
    dispatchEvent(new PopStateEvent('popstate', { state: null }));`);
}

// Chinese, the default, loads every route from scratch (a link shared into a chat opens it so);
// English and Vietnamese reach the same routes through the router, as a visitor clicking around
// does. Forty page loads take about three minutes of a two-core run, forty router visits one.
const languages: { language: Language; arrive: 'load' | 'in-app' }[] = [
  { language: 'zh', arrive: 'load' },
  { language: 'en', arrive: 'in-app' },
  { language: 'vi', arrive: 'in-app' },
];
for (const { language, arrive } of languages) {
  test(`every route renders inside the layout without console errors (${language}, ${arrive})`, async ({
    page,
  }) => {
    // Forty page loads in a row; on a two-core machine that also runs the other worker's live
    // rooms (video, sockets) one language has taken two minutes.
    test.setTimeout(240_000);
    await useLanguage(page, language);
    const errors = collectErrors(page);
    const titles = new Set<string>();
    const routeTitles = translatedRouteTitles(language);
    if (arrive === 'in-app') await page.goto('/main', { waitUntil: 'domcontentloaded' });
    for (const route of WEB_ROUTES) {
      // The member centre sends visitors to /login (accounts.spec.ts covers it).
      if (route.path === '/member') continue;
      // The checks below wait for what matters; pictures need not finish loading.
      if (arrive === 'load') await page.goto(route.path, { waitUntil: 'domcontentloaded' });
      else await navigateInApp(page, route.path);
      await expect(page.locator('html'), route.path).toHaveAttribute('lang', HTML_LANG[language]);
      await expect(page.getByTestId('top-bar'), route.path).toBeVisible();
      await expect(page.locator('main'), route.path).toBeVisible();
      await expect(page.locator('footer'), route.path).toBeVisible();
      // The exact title also says the router has rendered this route, not the one before.
      await expect(page, route.path).toHaveTitle(`${routeTitles[route.titleKey]} - Tifo`);
      expect(new URL(page.url()).pathname, route.path).toBe(route.path);
      titles.add(await page.title());
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
