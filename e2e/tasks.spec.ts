import { expect, test } from '@playwright/test';
import { demoRoomId } from './demo-streamer';
import { collectErrors } from './helpers';
import { memberContext } from './members';

test('a member completes the chat task in a live room and claims its gold once', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const roomId = await demoRoomId(request);
  const { context } = await memberContext(browser);
  const page = await context.newPage();
  const errors = collectErrors(page);

  await page.goto('/member?type=8');
  const chatTask = page.locator('[data-testid="task-item"][data-key="chat"]');
  await expect(chatTask).toHaveAttribute('data-complete', 'false');
  await expect(chatTask.getByTestId('task-claim')).toHaveCount(0);

  // Three messages in the room chat (one a second, the room's rate limit).
  await page.goto(`/live?id=${roomId}`);
  const input = page.getByTestId('barrage-input');
  for (const text of ['好球', '加油', '漂亮']) {
    await input.fill(text);
    await input.press('Enter');
    await expect(page.getByTestId('barrage-item').filter({ hasText: text })).toBeVisible();
    await page.waitForTimeout(1_100);
  }

  await page.goto('/member?type=8');
  await expect(chatTask).toHaveAttribute('data-complete', 'true');
  await chatTask.getByTestId('task-claim').click();
  await expect(chatTask.getByTestId('task-claimed-note')).toContainText('10');
  await expect(chatTask).toHaveAttribute('data-claimed', 'true');
  expect(errors.filter((error) => !/favicon/.test(error))).toEqual([]);
  await context.close();
});
