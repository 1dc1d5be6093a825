import { expect, test } from '@playwright/test';
import { collectErrors } from './helpers';

test('the home page below the headlines: recommended matches, standings, rooms by category, banners', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/main');
  // Nothing below the headlines is loaded until it comes near the screen.
  await expect(page.locator('[data-section="headlines"]')).toBeVisible();
  await page.mouse.wheel(0, 4000);
  const recommendations = page.getByTestId('home-recommendations');
  await expect(recommendations).toBeVisible();
  await expect(recommendations.getByTestId('home-match').first()).toBeVisible();
  const standings = page.getByTestId('home-standings');
  await expect(standings.getByRole('tab').first()).toBeVisible();
  await expect(standings.locator('table').first()).toBeVisible();
  await expect(page.getByTestId('home-live-categories').getByRole('tab')).toHaveCount(4);
  await expect(page.getByTestId('home-banners').getByRole('link')).toHaveCount(3);
  await expect(page.locator('[data-state="in-development"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});
