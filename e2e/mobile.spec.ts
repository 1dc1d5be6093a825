import { expect, test } from '@playwright/test';
import { scrollTo } from './helpers';

// Runs in the "phone" project (Pixel 7 viewport, touch).
test('the site fits a phone screen: no sideways scroll, a menu button instead of the full nav', async ({
  page,
}) => {
  for (const path of ['/main', '/demo', '/feedback', '/about-user?tabI=1', '/404']) {
    await page.goto(path);
    await expect(page.locator('main'), path).toBeVisible();
    const overflow = await page.evaluate(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.goto('/main');
  const menuButton = page.locator('button[aria-controls="mobile-nav"]');
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  const menu = page.locator('#mobile-nav');
  await expect(menu.locator('a[href^="/anchor"]')).toBeVisible();
  await expect(menu.locator('button[lang="vi"]')).toBeVisible();
});

test('the top bar hides on scroll on a phone too', async ({ page }) => {
  await page.goto('/main');
  await scrollTo(page, 500);
  await expect(page.getByTestId('top-bar')).toHaveAttribute('data-hidden', 'true');
});
