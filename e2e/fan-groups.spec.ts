import { expect, test } from '@playwright/test';
import { collectErrors } from './helpers';
import { memberContext, topUp } from './members';
import { apiGet, apiPost, approvedStreamer, loginAsOperator } from './streamers';

test('a member joins a streamer’s fan group and another member sees the badge on their message', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await loginAsOperator(request);
  const streamer = await approvedStreamer(browser, request);
  // The streamer names the group and its badge (gift mode: the fan light joins) and goes live.
  const badge = `铁${Date.now() % 100}`;
  await apiPost(streamer.context.request, 'Group/setSettings', {
    name: '测试粉丝团',
    badge,
    join_mode: 'gift',
    fee_diamonds: 10,
    fans_only_chat_level: 0,
    chat_colour_level: 1,
    entry_effect_level: 0,
  });
  await apiPost(streamer.context.request, 'Live/setLiveInfo', {
    title: `粉丝团测试 ${Date.now() % 100_000}`,
    category_type: 1,
  });
  const { room } = await apiPost<{ room: { room_id: number } }>(
    streamer.context.request,
    'Live/startRoom',
    {},
  );

  const fan = await memberContext(browser);
  await topUp(fan.context.request, 1);
  const viewer = await memberContext(browser);
  const fanPage = await fan.context.newPage();
  const viewerPage = await viewer.context.newPage();
  const errors = [...collectErrors(fanPage), ...collectErrors(viewerPage)];
  await fanPage.goto(`/live?id=${room.room_id}`);
  await viewerPage.goto(`/live?id=${room.room_id}`);

  // The fan joins from the room by sending the fan light.
  await fanPage.getByTestId('fan-group-button').click();
  const panel = fanPage.getByTestId('fan-group-panel');
  await expect(panel).toBeVisible();
  await panel.getByTestId('fan-group-join').click();
  await expect
    .poll(async () => {
      const info = await apiGet<{ me: { active: boolean } | null }>(
        fan.context.request,
        `Group/info?anchor_id=${streamer.member.user.id}`,
      );
      return info.me?.active ?? false;
    })
    .toBe(true);
  await fanPage.keyboard.press('Escape');

  // Their message carries the badge on the other member's page.
  await expect(viewerPage.getByTestId('barrage-input')).toBeEnabled();
  const greeting = `粉丝来了 ${Date.now()}`;
  const input = fanPage.getByTestId('barrage-input');
  await input.fill(greeting);
  await input.press('Enter');
  const seen = viewerPage.getByTestId('barrage-item').filter({ hasText: greeting });
  await expect(seen).toBeVisible();
  await expect(seen.getByTestId('fan-badge').first()).toContainText(badge);
  expect(errors).toEqual([]);
  for (const context of [streamer.context, fan.context, viewer.context]) await context.close();
});
