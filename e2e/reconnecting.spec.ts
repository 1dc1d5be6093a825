import { expect, test, type WebSocketRoute } from '@playwright/test';
import { collectErrors, useLanguage } from './helpers';

/**
 * Live updates away (issue 27): when the live-data socket drops and the server refuses it for a
 * while (Redis away, an instance restarting), the page says so instead of showing stale scores
 * as live, and once it is back it reconnects by itself, re-reads the scores and says nothing.
 * The socket goes through Playwright's WebSocket routing, which can cut it and refuse new ones.
 */
test('says live updates are reconnecting while the socket is away, then re-reads the scores', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await useLanguage(page, 'en');
  let serverAway = false;
  const connected: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/ws$/, (socket) => {
    // Refused before it opens, as the server's 503 to an upgrade while its bus is down.
    if (serverAway) return void socket.close();
    socket.connectToServer();
    connected.push(socket);
  });
  const listReads: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/Match/getList') && response.status() === 200) {
      listReads.push(Date.now());
    }
  });

  await page.goto('/football');
  await expect(page.locator('[data-testid="match-row"]').first()).toBeVisible();
  await expect.poll(() => connected.length).toBeGreaterThan(0);
  const bar = page.getByTestId('app-reconnecting');
  // Connected: no bar.
  await expect(bar).toBeHidden();

  serverAway = true;
  for (const socket of connected.splice(0)) await socket.close();
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('reconnecting');
  // Still away a while later: the bar stays while every retry is refused.
  await page.waitForTimeout(3_000);
  await expect(bar).toBeVisible();

  const backAt = Date.now();
  serverAway = false;
  // The page's backoff retries by itself; no reload, no click.
  await expect(bar).toBeHidden({ timeout: 45_000 });
  expect(connected.length).toBeGreaterThan(0);
  // Pushes missed while away are gone: the reconnected page read the lists again.
  await expect.poll(() => listReads.filter((at) => at >= backAt).length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
