import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoRoomId } from './demo-streamer';
import { collectErrors } from './helpers';
import { PASSWORD, registerViaApi, topUp, uniqueAddress } from './members';

// A fan who uses no pointer at all (issue 24): every step below is a key press. Nothing is
// clicked, focused or filled by the test; it only reads what the page shows.

/** Tab stops a page may have before the wanted control (a room has the player, header, tabs). */
const TAB_LIMIT = 150;

/**
 * Presses Tab (Shift+Tab with `backwards`) until the element matching `selector` has focus, as
 * a keyboard user moves through the page, and checks that focus is visible there. Fails after
 * `TAB_LIMIT` presses, naming where focus was.
 */
async function tabTo(page: Page, selector: string, backwards = false): Promise<void> {
  const isThere = `document.activeElement?.matches(${JSON.stringify(selector)}) ?? false`;
  for (let presses = 0; presses < TAB_LIMIT; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate(isThere)) {
      await expectVisibleFocus(page);
      return;
    }
  }
  const at = await page.evaluate('document.activeElement?.outerHTML.slice(0, 160) ?? "nothing"');
  throw new Error(`${selector} not reached in ${TAB_LIMIT} presses; focus is on ${String(at)}`);
}

/** The focused control shows a ring: an outline (the browser's or ours) or a box-shadow ring. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await page.evaluate<{ outline: string; width: string; shadow: string }>(`(() => {
    const style = getComputedStyle(document.activeElement);
    return { outline: style.outlineStyle, width: style.outlineWidth, shadow: style.boxShadow };
  })()`);
  const outlined = ring.outline !== 'none' && ring.width !== '0px';
  expect(outlined || ring.shadow !== 'none', JSON.stringify(ring)).toBe(true);
}

/** Escape closes `dialog`, and focus goes back to `opener`. */
async function escapeCloses(page: Page, dialog: Locator, opener: string): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(`document.activeElement?.matches(${JSON.stringify(opener)})`)).toBe(
    true,
  );
}

/** Arrow keys along a tab list until the tab named `name` is selected. */
async function arrowToTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  await expect(async () => {
    if ((await tab.getAttribute('aria-selected')) !== 'true') {
      await page.keyboard.press('ArrowRight');
    }
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(tab).toBeFocused();
}

test('keyboard only: log in by password, open a live room, chat, send a gift; Escape closes every dialog', async ({
  browser,
  playwright,
}) => {
  // About a hundred key presses, each a round trip to a page on a loaded two-core machine, where
  // this took 2.5 min in CI (1.2 min alone).
  test.setTimeout(300_000);
  const baseURL = test.info().project.use.baseURL;
  // The member exists with diamonds to give (through the API); the page sees none of it yet.
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
  });
  const member = await registerViaApi(api);
  await topUp(api, 1);
  const roomId = await demoRoomId(api);
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  // A quiet page: /main re-renders with every goal of the fast feed, and on a loaded CI machine
  // each key press there took a second.
  await page.goto('/about-user?tabI=1');

  // The login dialog: opens with Enter, takes focus, Escape closes it and gives focus back.
  const loginDialog = page.getByTestId('login-dialog');
  await tabTo(page, '[data-testid="login-button"]');
  await page.keyboard.press('Enter');
  await expect(loginDialog).toBeVisible();
  expect(await loginDialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await escapeCloses(page, loginDialog, '[data-testid="login-button"]');

  await page.keyboard.press('Enter');
  await tabTo(page, '[data-testid="login-toggle"]');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('password-login-form')).toBeVisible();
  await tabTo(page, '[data-testid="login-account"]');
  await page.keyboard.type(member.mobile);
  await tabTo(page, '[data-testid="login-password"]');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(loginDialog).toHaveCount(0);

  // The avatar's panel opens on focus; the sign-in and recharge dialogs open from it. Their
  // opener goes with the panel, so focus starts again from where it was, in the header.
  const menuTrigger = '[data-testid="user-menu"] > button';
  for (const [item, dialogId] of [
    ['sign-in-open', 'sign-in-dialog'],
    ['user-recharge', 'recharge-dialog'],
  ] as const) {
    await tabTo(page, menuTrigger);
    await expect(page.getByTestId('user-panel')).toBeVisible();
    await tabTo(page, `[data-testid="${item}"]`);
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId(dialogId);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  // Escape also closes the avatar's panel.
  await tabTo(page, menuTrigger);
  await expect(page.getByTestId('user-panel')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('user-panel')).toHaveCount(0);

  // A live room, by its card in the list of live rooms.
  await page.goto('/anchor?type=0');
  await tabTo(page, `a[href="/live?id=${roomId}"]`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/live\\?id=${roomId}$`));
  await expect(page.getByTestId('room-sidebar')).toBeVisible({ timeout: 20_000 });

  // A chat message: type and press Enter.
  const message = `keyboard ${Date.now() % 100_000}`;
  await tabTo(page, '[data-testid="barrage-input"]');
  await page.keyboard.type(message);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log').filter({ hasText: message })).toBeVisible();

  // A gift: back to the sidebar's tabs, arrow to the gifts, choose one and send it.
  await tabTo(page, '[data-testid="room-sidebar"] [role="tab"][aria-selected="true"]', true);
  await arrowToTab(page, '礼物');
  const panel = page.getByTestId('gift-panel');
  await expect(panel.getByTestId('gift-balance')).toBeVisible();
  const before = Number(/\d+/.exec((await panel.getByTestId('gift-balance').textContent()) ?? ''));
  await tabTo(page, '[data-testid="gift-option"][data-gift-id="3"]');
  await page.keyboard.press('Enter');
  await expect(panel.locator('[data-gift-id="3"]')).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, '[data-testid="gift-send"]');
  await page.keyboard.press('Enter');
  await expect(panel.getByTestId('gift-balance')).toContainText(String(before - 5));
  await expect(page.getByTestId('gift-feed-item').first()).toContainText(member.user.user_nickname);

  // Private chat with the streamer: a dialog, closed with Escape; focus returns to its opener.
  await tabTo(page, '[data-testid="room-sidebar"] [role="tab"][aria-selected="true"]', true);
  await arrowToTab(page, '私聊');
  await tabTo(page, '[data-testid="private-chat-anchor"]');
  await page.keyboard.press('Enter');
  const privateChat = page.getByTestId('private-chat-popup');
  await expect(privateChat).toBeVisible();
  await escapeCloses(page, privateChat, '[data-testid="private-chat-anchor"]');

  await context.close();
  await api.dispose();
  expect(errors.filter((error) => !/favicon/.test(error))).toEqual([]);
});
