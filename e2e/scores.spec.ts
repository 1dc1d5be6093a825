import { expect, test, type Page } from '@playwright/test';
import type { FootballEvent } from '../apps/server/src/feeds/fixtures/feed-model';
import { createSimulatorScoreFeed } from '../apps/server/src/feeds/score-feed';
import { manualClock } from '../apps/server/src/feeds/simulator/simulator-clock';
import { E2E_FEED } from './feed-start';
import { collectErrors } from './helpers';

/**
 * The live-score pages against the real server and its simulated feed, which the Playwright
 * config starts on a busy Saturday afternoon at ten times real speed (e2e/feed-start.ts): a
 * live clock moves every 6 s and goals come within seconds.
 */

const CLOCK_WAIT_MS = 30_000;

async function liveRows(page: Page) {
  await page.goto('/football');
  const rows = page.locator('[data-testid="match-row"][data-live="true"]');
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  return rows;
}

/** Clock and score of every live row, keyed by match id. */
async function snapshot(page: Page): Promise<Record<string, string>> {
  const rows = page.locator('[data-testid="match-row"][data-live="true"]');
  const result: Record<string, string> = {};
  for (const row of await rows.all()) {
    // A match may finish (and its row leave the live list) while the rows are read: skip it.
    try {
      const id = await row.getAttribute('data-match-id', { timeout: 1_000 });
      const clock = await row.getByTestId('match-clock').textContent({ timeout: 1_000 });
      const score = await row.getByTestId('match-score').textContent({ timeout: 1_000 });
      if (id) result[id] = `${clock ?? ''}|${score ?? ''}`;
    } catch {
      continue;
    }
  }
  return result;
}

test('/football shows live matches whose clock and score move without a reload', async ({
  page,
}) => {
  test.setTimeout(CLOCK_WAIT_MS + 30_000);
  const errors = collectErrors(page);
  await liveRows(page);
  const before = await snapshot(page);
  expect(Object.keys(before).length).toBeGreaterThan(0);
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  // Some live match's clock (or score) changes from a socket push, with no reload.
  await expect(async () => {
    const now = await snapshot(page);
    const changed = Object.entries(now).filter(
      ([id, value]) => before[id] !== undefined && before[id] !== value,
    );
    expect(changed.length).toBeGreaterThan(0);
  }).toPass({ timeout: CLOCK_WAIT_MS, intervals: [1_000] });
  expect(navigations).toBe(0);
  expect(errors).toEqual([]);
});

test('a goal from the feed raises an alert card and the score changes in the list', async ({
  page,
}) => {
  await liveRows(page);
  // The feed is deterministic (seed, start, speed): replay it here to know the next goal.
  const response = await page.request.get('/api/Match/getList?sport=football&status=live');
  const serverTime = Date.parse(
    ((await response.json()) as { data: { server_time: string } }).data.server_time,
  );
  const feed = createSimulatorScoreFeed({ seed: E2E_FEED.seed, clock: manualClock(serverTime) });
  const goal = feed
    .eventsBetween(serverTime, serverTime + 30 * 60_000)
    .find(
      (event): event is Extract<FootballEvent, { type: 'goal' }> =>
        event.type === 'goal' && 'kind' in event,
    );
  expect(goal, 'a goal within half an hour of a busy Saturday afternoon').toBeTruthy();
  if (!goal) return;
  const waitMs = (goal.at - serverTime) / E2E_FEED.speed + 15_000;
  test.setTimeout(waitMs + 30_000);

  const alert = page.locator(`[data-testid="goal-alert"][data-match-id="${goal.matchId}"]`).first();
  await expect(alert).toBeVisible({ timeout: waitMs });
  await expect(alert.getByTestId('goal-home-score')).toHaveText(String(goal.score.home));
  await expect(alert.getByTestId('goal-away-score')).toHaveText(String(goal.score.away));
  await expect(alert.locator('[data-scored="true"]')).toHaveCount(1);
  // The row of that match shows the new score without a reload.
  const row = page.locator(`[data-testid="match-row"][data-match-id="${goal.matchId}"]`);
  if ((await row.count()) > 0) {
    await expect(row.getByTestId('match-score')).toHaveText(
      `${goal.score.home} - ${goal.score.away}`,
    );
  }
  await alert.getByTestId('goal-alert-dismiss').click();
  await expect(alert).toHaveCount(0);
});

test('the competition filter and the settings persist across a reload', async ({ page }) => {
  await liveRows(page);

  await page.getByTestId('competition-filter-toggle').click();
  const panel = page.getByTestId('competition-filter');
  await expect(panel.getByRole('checkbox').first()).toBeVisible();
  await panel.getByRole('checkbox').nth(2).check();
  await panel.getByRole('button', { name: '完成' }).click();
  await page.getByTestId('settings-toggle').click();
  const settings = page.getByTestId('settings-panel');
  await settings.getByRole('checkbox', { name: '进球声音' }).uncheck();
  await settings.getByRole('checkbox', { name: '显示半场比分' }).uncheck();

  await page.reload();
  await expect(page.getByTestId('competition-filter-toggle')).toHaveText('已选 1 个联赛');
  await page.getByTestId('settings-toggle').click();
  const again = page.getByTestId('settings-panel');
  await expect(again.getByRole('checkbox', { name: '进球声音' })).not.toBeChecked();
  await expect(again.getByRole('checkbox', { name: '显示半场比分' })).not.toBeChecked();
  await expect(again.getByRole('checkbox', { name: '显示红牌' })).toBeChecked();
  // A string, not a closure: closures break under the TypeScript transform (stack-notes.md).
  const filter = await page.evaluate<string>("localStorage.getItem('competitionFilter')");
  const game = await page.evaluate<string>("localStorage.getItem('gameSettings')");
  expect(JSON.parse(filter)).toMatchObject({ football: [expect.any(String)] });
  expect(JSON.parse(game)).toMatchObject({ voice: false, redCard: true });
});
