import { expect, test } from '@playwright/test';
import { collectErrors } from './helpers';
import { memberContext } from './members';

test('two members chat privately: persona → popup, message centre, reply, read flags', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const alice = await memberContext(browser);
  const bob = await memberContext(browser);
  const alicePage = await alice.context.newPage();
  const bobPage = await bob.context.newPage();
  const errors = collectErrors(alicePage);

  // Bob waits in his message centre; Alice writes to him from his public page.
  await bobPage.goto('/member?section=messages');
  await expect(bobPage.getByTestId('private-chat')).toBeVisible();
  await alicePage.goto(`/persona?id=${bob.member.user.id}`);
  await alicePage.getByTestId('persona-message').click();
  const popup = alicePage.getByTestId('private-chat');
  await expect(popup).toBeVisible();
  const greeting = `hi Bob <b>not bold</b> [微笑] ${Date.now()}`;
  const aliceBox = popup.getByRole('textbox');
  await aliceBox.fill(greeting);
  await aliceBox.press('Enter');
  const sent = popup.getByTestId('message').filter({ hasText: 'not bold' });
  await expect(sent).toBeVisible();
  // HTML stays text; the emoji code becomes our own image.
  await expect(sent.locator('b')).toHaveCount(0);
  await expect(sent.locator('img[alt="[微笑]"]')).toHaveAttribute('src', /^\/emoji\//);

  // Bob's list shows the new conversation with one unread message, live.
  const conversation = bobPage
    .getByTestId('conversation')
    .filter({ hasText: alice.member.user.user_nickname });
  // The badge shows "1" (screen readers hear "1 unread").
  await expect(
    conversation.getByTestId('conversation-unread').locator('[aria-hidden="true"]'),
  ).toHaveText('1');
  await conversation.click();
  await expect(bobPage.getByTestId('message').filter({ hasText: 'not bold' })).toBeVisible();
  // Opening the thread marks it read: Alice's copy says so.
  await expect(sent.getByTestId('read-flag')).toHaveAttribute('data-read', 'true');

  const bobBox = bobPage.getByTestId('thread-pane').getByRole('textbox');
  // Empty or newline-only text is not sent.
  await bobBox.fill('\n\n');
  await bobBox.press('Enter');
  await expect(bobPage.getByTestId('message')).toHaveCount(1);
  await bobBox.fill('hello Alice');
  await bobBox.press('Enter');
  await expect(popup.getByTestId('message').filter({ hasText: 'hello Alice' })).toBeVisible();

  expect(errors.filter((error) => !/favicon/.test(error))).toEqual([]);
  await alice.context.close();
  await bob.context.close();
});
