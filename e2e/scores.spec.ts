import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { collectErrors } from './helpers';

/**
 * The live-score pages against the real server and its simulated feed. At FEED_SPEED=1 a live
 * football match's clock moves once a minute, so the clock test waits up to ~75 s; with an
 * accelerated feed (FEED_SPEED=60) everything happens within seconds.
 */

const CLOCK_WAIT_MS = 75_000;

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
    const id = await row.getAttribute('data-match-id');
    const clock = await row.getByTestId('match-clock').textContent();
    const score = await row.getByTestId('match-score').textContent();
    if (id) result[id] = `${clock ?? ''}|${score ?? ''}`;
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

test('a goal raises an alert card and the score changes in the list', async ({ page }) => {
  test.setTimeout(90_000);
  // The socket goes through Playwright so that, at real-time feed speed, the test can add one
  // goal push of the server's exact shape when the feed scores none within 30 s.
  let toPage: WebSocketRoute | null = null;
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    toPage = ws;
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => ws.send(message));
  });
  const rows = await liveRows(page);
  const alert = page.getByTestId('goal-alert').first();
  const fromFeed = await alert.waitFor({ timeout: 30_000 }).then(
    () => true,
    () => false,
  );

  if (!fromFeed) {
    const row = rows.first();
    const id = (await row.getAttribute('data-match-id')) ?? '';
    const response = await page.request.get('/api/Match/getList?sport=football&status=live');
    const body = (await response.json()) as {
      data: {
        list: {
          id: string;
          competition: { id: string; name: string; name_zh: string };
          match_str: string;
          home: { id: string; name: string; name_zh: string; name_vi: string; score: number };
          away: { id: string; name: string; name_zh: string; name_vi: string; score: number };
        }[];
      };
    };
    const match = body.data.list.find((entry) => entry.id === id);
    expect(match, 'the first live row is in Match/getList').toBeTruthy();
    if (!match || !toPage) return;
    const route: WebSocketRoute = toPage;
    const homeScore = match.home.score + 1;
    route.send(
      JSON.stringify({
        code: 100,
        data: {
          type: 'football_match',
          at: new Date().toISOString(),
          matches: { [id]: { home_score: homeScore, away_score: match.away.score } },
        },
      }),
    );
    route.send(
      JSON.stringify({
        code: 200,
        type: 'goal',
        data: {
          iszhu: 1,
          match_str: match.match_str || "50'",
          home_team_name_zh: match.home.name_zh,
          away_team_name_zh: match.away.name_zh,
          home_score: homeScore,
          away_score: match.away.score,
          match_id: id,
          competition_id: match.competition.id,
          competition_name: match.competition.name,
          competition_name_zh: match.competition.name_zh,
          home_team_id: match.home.id,
          away_team_id: match.away.id,
          home_team_name: match.home.name,
          away_team_name: match.away.name,
          home_team_name_vi: match.home.name_vi,
          away_team_name_vi: match.away.name_vi,
          kind: 'normal',
          player: null,
        },
      }),
    );
  }

  await expect(alert).toBeVisible();
  const matchId = (await alert.getAttribute('data-match-id')) ?? '';
  const home = (await alert.getByTestId('goal-home-score').textContent()) ?? '';
  const away = (await alert.getByTestId('goal-away-score').textContent()) ?? '';
  await expect(alert.locator('[data-scored="true"]')).toHaveCount(1);
  // The row of that match (when it is in the live list) shows the new score, no reload.
  const row = page.locator(`[data-testid="match-row"][data-match-id="${matchId}"]`);
  if ((await row.count()) > 0) {
    await expect(row.getByTestId('match-score')).toHaveText(`${home} - ${away}`);
  }
  await alert.getByTestId('goal-alert-dismiss').click();
  await expect(page.locator(`[data-testid="goal-alert"][data-match-id="${matchId}"]`)).toHaveCount(
    0,
  );
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
