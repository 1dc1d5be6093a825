import { expect, test } from '@playwright/test';
import { demoRoomId } from './demo-streamer';
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

test('the quick tab tucks into one button on a phone and opens from it', async ({ page }) => {
  await page.goto('/main');
  const toggle = page.getByTestId('quick-tab-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('quick-sign-in')).toBeHidden();
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('quick-sign-in')).toBeVisible();
  await toggle.tap();
  await expect(page.getByTestId('quick-sign-in')).toBeHidden();
});

test('the live room on a phone: player on top, one compact header row, chat to the bottom, 44 px targets', async ({
  page,
  request,
}) => {
  const roomId = await demoRoomId(request);
  await page.goto(`/live?id=${roomId}`);
  const player = page.getByTestId('live-room').locator('video').first();
  const header = page.getByTestId('room-header');
  // A visitor's composer is the button that logs in to chat.
  await expect(page.getByTestId('barrage-login')).toBeVisible({ timeout: 20_000 });
  await expect(player).toBeVisible();

  const box = async (locator: typeof header) => {
    const found = await locator.boundingBox();
    expect(found).not.toBeNull();
    return found ?? { x: 0, y: 0, width: 0, height: 0 };
  };
  const playerBox = await box(player);
  const headerBox = await box(header);
  expect(playerBox.y).toBeLessThan(headerBox.y);
  // One row: the title, the streamer and the online count, follow, share and report.
  expect(headerBox.height).toBeLessThanOrEqual(72);

  // With the player at the top of the screen, the composer is on it too.
  await page.evaluate(`window.scrollTo({ top: ${Math.round(playerBox.y)}, behavior: 'instant' })`);
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const send = await box(page.getByTestId('barrage-login'));
  expect(send.y + send.height).toBeLessThanOrEqual(viewport.height);

  // Touch targets: every control of the header, the sidebar's tabs and the composer.
  const small = await page.evaluate(`[...document.querySelectorAll(
      '[data-testid="room-header"] button, [data-testid="room-sidebar"] [role="tab"], [data-testid="barrage-login"]'
    )]
    .filter((element) => element.getClientRects().length > 0)
    .map((element) => ({ element: element.dataset.testid || element.textContent || element.tagName,
      ...element.getBoundingClientRect().toJSON() }))
    .filter((rect) => rect.height < 44 || rect.width < 44)
    .map((rect) => rect.element + ' ' + Math.round(rect.width) + 'x' + Math.round(rect.height))`);
  expect(small).toEqual([]);
});
