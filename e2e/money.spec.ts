import { expect, test, type Page } from '@playwright/test';
import { demoRoomId, demoStreamerToken } from './demo-streamer';
import { collectErrors, type Envelope } from './helpers';
import { memberContext, WEB } from './members';

/**
 * Opens a tab of the room's sidebar from the keyboard. The run's feed plays a busy Saturday at
 * ten times real speed, so goal cards (10 s each, top right) often cover the sidebar's tabs and
 * a pointer click waits for them; a fan would press the tab from the keyboard the same way.
 */
async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name });
  await tab.focus({ timeout: 20_000 });
  await page.keyboard.press('Enter');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test('a member tops up through the sandbox checkout, sends a gift in a live room, and the streamer sees income pending', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const roomId = await demoRoomId(request);
  const { context, member } = await memberContext(browser);
  const page = await context.newPage();
  const errors = collectErrors(page);

  // Recharge from the avatar panel: the checkout opens in a new tab.
  await page.goto('/main');
  await page.getByTestId('user-menu').hover();
  await page.getByTestId('user-recharge').click();
  const dialog = page.getByTestId('recharge-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('recharge-package')).toHaveCount(6);
  await dialog.locator('[data-testid="recharge-package"][data-package-id="2"]').click();
  const checkoutOpened = context.waitForEvent('page');
  await dialog.getByTestId('recharge-pay').click();
  const checkout = await checkoutOpened;
  await expect(checkout.getByTestId('sandbox-amount')).toHaveText('¥30.00');
  await expect(dialog.getByTestId('recharge-status')).toHaveAttribute('data-status', 'waiting');
  await checkout.locator('button[data-action="pay"]').click();
  await expect(checkout.locator('[data-status="paid"]')).toBeVisible();
  await checkout.close();

  // The balance lands without a reload: 300 diamonds and 15 bonus.
  await expect(dialog.getByTestId('recharge-status')).toHaveAttribute('data-status', 'paid');
  await expect(dialog.getByTestId('recharge-balance')).toContainText('315');
  await page.keyboard.press('Escape');
  await page.getByTestId('user-menu').hover();
  await expect(page.getByTestId('user-wallet')).toContainText('315');

  // A viewer in the same room sees the effect too.
  const viewer = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await viewer.goto(`/live?id=${roomId}`);
  // A cold first visit to a lazy route while the other worker drives a broadcast: allow time.
  await expect(viewer.getByTestId('room-sidebar')).toBeVisible({ timeout: 20_000 });

  // The gift: a football (5 diamonds, a floating effect) × 2.
  await page.goto(`/live?id=${roomId}`);
  await openTab(page, '礼物');
  const panel = page.getByTestId('gift-panel');
  await expect(panel.getByTestId('gift-balance')).toContainText('315');
  await panel.locator('[data-testid="gift-option"][data-gift-id="3"]').click();
  await panel.getByTestId('gift-count-input').fill('2');
  await panel.getByTestId('gift-send').click();
  await expect(panel.getByTestId('gift-balance')).toContainText('305');
  await expect(page.locator('[data-testid="gift-effect"][data-gift-id="3"]')).toBeVisible();
  await expect(viewer.locator('[data-testid="gift-effect"][data-gift-id="3"]')).toBeVisible();
  await expect(page.getByTestId('gift-feed-item').first()).toContainText(member.user.user_nickname);

  // The contribution ranking names the member.
  await openTab(page, '贡献榜');
  await expect(page.getByTestId('room-sidebar')).toContainText(member.user.user_nickname);

  // The streamer's wallet: half of the 10 diamonds waits as pending income.
  const streamerToken = await demoStreamerToken(request);
  const info = (await (
    await request.get('/api/Member/info', { headers: { ...WEB, token: streamerToken } })
  ).json()) as Envelope<Record<string, unknown>>;
  const streamer = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await streamer.addCookies([
    { name: 'token', value: streamerToken, url: test.info().project.use.baseURL ?? '' },
  ]);
  const profile = JSON.stringify(JSON.stringify(info.data));
  await streamer.addInitScript(`try { localStorage.setItem('userInfo', ${profile}); } catch {}`);
  const streamerPage = await streamer.newPage();
  await streamerPage.goto('/member?section=wallet');
  await expect(streamerPage.getByTestId('wallet-pending')).not.toHaveText(/^\D*0(\.0+)?\D*$/);
  await expect
    .poll(async () => {
      const text = (await streamerPage.getByTestId('wallet-pending').textContent()) ?? '';
      return Number(text.replace(/[^\d.]/g, ''));
    })
    .toBeGreaterThanOrEqual(5);

  expect(errors.filter((error) => !/favicon/.test(error))).toEqual([]);
  await streamer.close();
  await viewer.close();
  await context.close();
});
