import { expect, test } from '@playwright/test';
import { demoRoomId } from './demo-streamer';
import { collectErrors, type Envelope } from './helpers';
import { memberContext, topUp, WEB } from './members';

test('a member sends a red envelope in a live room; another viewer sees it appear and claims a share', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const roomId = await demoRoomId(request);
  const sender = await memberContext(browser);
  await topUp(sender.context.request, 1);
  const viewer = await memberContext(browser);

  const viewerPage = await viewer.context.newPage();
  const viewerErrors = collectErrors(viewerPage);
  await viewerPage.goto(`/live?id=${roomId}`);
  await expect(viewerPage.getByTestId('room-sidebar')).toBeVisible({ timeout: 20_000 });

  const senderPage = await sender.context.newPage();
  await senderPage.goto(`/live?id=${roomId}`);
  await senderPage.getByTestId('red-envelope-send-button').click();
  const dialog = senderPage.getByTestId('red-envelope-send-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('red-envelope-total').fill('20');
  await dialog.getByTestId('red-envelope-count').fill('2');
  await dialog.getByTestId('red-envelope-message').fill('恭喜发财');
  await dialog.getByTestId('red-envelope-submit').click();
  await expect(dialog).toBeHidden();

  // The viewer's page hears about it over the socket, without a reload.
  const badge = viewerPage.getByTestId('red-envelope-badge').first();
  await expect(badge).toBeVisible({ timeout: 10_000 });
  await badge.click();
  const claim = viewerPage.getByTestId('red-envelope-claim-dialog');
  await expect(claim).toContainText('恭喜发财');
  await claim.getByTestId('red-envelope-open').click();
  await expect(claim.getByTestId('red-envelope-amount')).toBeVisible();
  const amount = Number(
    /[\d.]+/.exec((await claim.getByTestId('red-envelope-amount').innerText()) ?? '')?.[0],
  );
  expect(amount).toBeGreaterThan(0);
  expect(amount).toBeLessThan(20);
  await expect(claim.getByTestId('red-envelope-claims')).toContainText(
    viewer.member.user.user_nickname,
  );

  // The diamonds are in the viewer's wallet.
  const wallet = (await (
    await viewer.context.request.get('/api/Balance/getWallet', { headers: WEB })
  ).json()) as Envelope<{ diamonds: number }>;
  expect(wallet.data.diamonds).toBeCloseTo(amount, 2);
  expect(viewerErrors.filter((error) => !/favicon/.test(error))).toEqual([]);
  await sender.context.close();
  await viewer.context.close();
});
