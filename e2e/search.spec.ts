import { expect, test } from '@playwright/test';
import { DEMO_STREAMER_NICKNAME } from './demo-streamer';
import { collectErrors, type Envelope } from './helpers';

interface Team {
  name: string;
  name_zh: string;
}

test('a visitor searches for a streamer and for a team from the header and opens the results', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/main');
  const box = page.getByRole('searchbox', { name: '搜索' });

  // A streamer, by two characters of their name.
  await box.fill('演示');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?name=%E6%BC%94%E7%A4%BA$/);
  const streamers = page.getByRole('region', { name: /主播/ });
  const streamer = streamers
    .getByTestId('search-anchor')
    .filter({ hasText: DEMO_STREAMER_NICKNAME });
  await expect(streamer).toBeVisible();
  await expect(streamer.locator('mark')).toHaveText('演示');
  await streamer.click();
  await expect(page).toHaveURL(/\/live\?id=\d+$/);

  // A team of a match in play, by its Chinese name.
  const live = (await (
    await page.request.get('/api/Match/getList?sport=football&status=live')
  ).json()) as Envelope<{ list: { id: string; home: Team }[] }>;
  const match = live.data.list[0];
  if (!match) throw new Error('the e2e feed has no football match in play');
  await page.goto(`/search?name=${encodeURIComponent(match.home.name_zh)}`);
  const matches = page.getByRole('region', { name: /比赛/ });
  const row = matches.getByTestId('search-match').first();
  await expect(row).toBeVisible();
  await page.getByRole('tab', { name: '比赛' }).click();
  await page
    .locator(
      `a[data-testid="search-match"][href="/score-detail?id=${encodeURIComponent(match.id)}"]`,
    )
    .click();
  await expect(page).toHaveURL(/\/score-detail\?id=/);
  await expect(page.getByTestId('score-detail')).toBeVisible();
  expect(errors).toEqual([]);
});
