import { expect, test } from '@playwright/test';
import { demoRoomId } from './demo-streamer';
import { collectErrors } from './helpers';
import { memberContext } from './members';

test('a member earns gold (sign-in, the chat task), exchanges roses in the mall and sends one from the backpack', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const roomId = await demoRoomId(request);
  const { context } = await memberContext(browser);
  const page = await context.newPage();
  const errors = collectErrors(page);

  // Sign in for the day from the dialog: 10 gold coins.
  await page.goto('/main');
  await page.getByTestId('user-menu').hover();
  await page.getByTestId('sign-in-open').click();
  const signIn = page.getByTestId('sign-in-dialog');
  await signIn.getByTestId('sign-in-button').click();
  await expect(signIn.getByTestId('sign-in-reward')).toContainText('10');
  await page.keyboard.press('Escape');

  // The chat task: three messages in a live room, then claim its 10 gold coins.
  await page.goto(`/live?id=${roomId}`);
  const input = page.getByTestId('barrage-input');
  await expect(input).toBeVisible({ timeout: 20_000 });
  for (const text of ['开球了', '传得好', '进了！']) {
    await input.fill(text);
    await input.press('Enter');
    await expect(page.getByTestId('barrage-item').filter({ hasText: text })).toBeVisible();
    await page.waitForTimeout(1_100);
  }
  await page.goto('/member?type=8');
  const chatTask = page.locator('[data-testid="task-item"][data-key="chat"]');
  await chatTask.getByTestId('task-claim').click();
  await expect(chatTask).toHaveAttribute('data-claimed', 'true');

  // The mall: two roses at 10 gold coins each take all 20.
  await page.goto('/member?section=mall');
  await expect(page.getByTestId('mall-gold-balance')).toContainText('20');
  const rose = page.getByTestId('mall-goods-card').first();
  await rose.getByTestId('mall-exchange-button').click();
  const dialog = page.getByTestId('mall-exchange-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('mall-exchange-count').fill('2');
  await dialog.getByTestId('mall-exchange-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('mall-gold-balance')).toContainText('0');
  await page.getByRole('tab', { name: '我的兑换' }).click();
  await expect(page.getByTestId('mall-record')).toHaveCount(1);
  await expect(page.getByTestId('mall-record').first()).toContainText('2');

  // The roses wait in the live room's backpack; one goes to the streamer.
  await page.goto(`/live?id=${roomId}`);
  await page.getByRole('tab', { name: '背包' }).click();
  const item = page.getByTestId('backpack-item').first();
  await expect(item).toContainText('2');
  await item.click();
  await page.getByTestId('backpack-send').click();
  await expect(page.getByTestId('backpack-item').first()).toContainText('1');
  expect(errors.filter((error) => !/favicon/.test(error))).toEqual([]);
  await context.close();
});
