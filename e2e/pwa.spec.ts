import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse-pwa';
import { expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from './playwright.config';

/**
 * The installable app (issue 25): Lighthouse's PWA installability audits (Lighthouse 11, the
 * last with them) on the built site, and the offline shell showing the last score lists.
 */
test.use({ serviceWorkers: 'allow' });

test('passes Lighthouse’s installability audits', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
  });
  try {
    const result = await lighthouse(`${baseURL}/main`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyAudits: [
        'installable-manifest',
        'maskable-icon',
        'splash-screen',
        'themed-omnibox',
        'viewport',
      ],
      formFactor: 'mobile',
    });
    const audits = result?.lhr.audits ?? {};
    const failed = Object.values(audits)
      .filter((audit) => audit.score !== 1)
      .map((audit) => `${audit.id}: ${JSON.stringify(audit.details ?? audit.explanation ?? '')}`);
    expect(Object.keys(audits).sort()).toEqual(
      [
        'installable-manifest',
        'maskable-icon',
        'splash-screen',
        'themed-omnibox',
        'viewport',
      ].sort(),
    );
    expect(failed).toEqual([]);
  } finally {
    chrome.kill();
  }
});

test('opens offline with the last score lists and says it is offline', async ({
  page,
  context,
}) => {
  await page.goto('/football');
  // The worker registers after load and takes the page over once installed.
  await expect
    .poll(() => page.evaluate('Boolean(navigator.serviceWorker.controller)'), { timeout: 30_000 })
    .toBe(true);
  // A fresh load under the worker: the list's answer is now in its cache.
  await page.reload();
  const rows = page.getByTestId('match-row');
  await expect(rows.first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('app-offline')).toBeVisible();
  // The page itself came from the worker's shell, and the list from its last answer.
  await expect(rows.first()).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('app-offline')).toBeHidden();
});

test('offers the web app beside the Android download', async ({ page }) => {
  await page.goto('/download');
  const card = page.getByTestId('install-app');
  await expect(card).toBeVisible();
  // Headless Chromium may or may not make the offer; either way the fan learns how to install.
  await expect(card).toHaveAttribute('data-state', /offered|manual/);
  await expect(card.getByRole('heading')).toHaveText('安装网页版 App');
});
