import { expect, test } from '@playwright/test';
import { collectErrors } from './helpers';
import { memberContext } from './members';
import { apiGet, apiPost, approvedStreamer, loginAsOperator } from './streamers';

test('an approved broadcast reservation reminds the fan who reserved it when the streamer goes live', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await loginAsOperator(request);
  const streamer = await approvedStreamer(browser, request);

  // The streamer plans a broadcast of a match still to come, from the member centre.
  const streamerPage = await streamer.context.newPage();
  const errors = collectErrors(streamerPage);
  await streamerPage.goto('/member?section=reservations');
  const section = streamerPage.getByTestId('broadcast-plans');
  await expect(section).toBeVisible();
  await section.getByTestId('plan-new').click();
  const picker = section.getByTestId('plan-match');
  await expect(picker.locator('option[value]:not([value=""])').first()).toBeAttached();
  const matchId = await picker
    .locator('option[value]:not([value=""])')
    .first()
    .getAttribute('value');
  await picker.selectOption(matchId ?? '');
  // In ten minutes of the feed's clock (it runs ten times faster than ours): the reminder comes
  // when the streamer goes live within an hour of that. The form reads the viewer's zone, here
  // the browser's own: the wall clock is written out in the browser.
  const { server_time: serverTime } = await apiGet<{ server_time: string }>(
    request,
    'Match/getList?sport=football&status=live',
  );
  const plannedAt = Date.parse(serverTime) + 10 * 60_000;
  // A string, not a closure: closures break under the TypeScript transform (stack-notes.md).
  const wallClock = await streamerPage.evaluate<string>(
    `(() => { const at = new Date(${plannedAt}); const pad = (n) => String(n).padStart(2, '0'); return at.getFullYear() + '-' + pad(at.getMonth() + 1) + '-' + pad(at.getDate()) + 'T' + pad(at.getHours()) + ':' + pad(at.getMinutes()); })()`,
  );
  await section.getByTestId('plan-time').fill(wallClock);
  const title = `赛前直播 ${Date.now() % 100_000}`;
  await section.getByTestId('plan-title').fill(title);
  await section.getByTestId('plan-submit').click();
  const row = section.getByTestId('broadcast-plan').filter({ hasText: title });
  await expect(row).toHaveAttribute('data-status', 'waiting');
  const planId = Number(await row.getAttribute('data-plan-id'));

  // An operator approves it.
  await apiPost(request, 'Admin/reviewLivePlan', { id: planId, approve: true });
  await streamerPage.reload();
  await expect(
    streamerPage.getByTestId('broadcast-plan').filter({ hasText: title }),
  ).toHaveAttribute('data-status', 'approved');

  // A fan finds it on the match's page and reserves it.
  const fan = await memberContext(browser);
  const fanPage = await fan.context.newPage();
  errors.push(...collectErrors(fanPage));
  await fanPage.goto(`/score-detail?id=${matchId}`);
  const planned = fanPage.getByTestId('planned-broadcast').filter({ hasText: title });
  await planned.getByTestId('reserve-plan').click();
  await expect
    .poll(async () => {
      const reserved = await apiGet<{ list: { id: number }[] }>(
        fan.context.request,
        'Live/getReservedLivePlans',
      );
      return reserved.list.map((plan) => plan.id);
    })
    .toContain(planId);

  // It is on the fan's /reserve page; when the streamer goes live, the open page reminds them.
  await fanPage.goto('/reserve');
  await expect(fanPage.getByText(title).first()).toBeVisible();
  const { room } = await apiPost<{ room: { room_id: number } }>(
    streamer.context.request,
    'Live/startRoom',
    {},
  );
  const reminder = fanPage.getByTestId('broadcast-reminder');
  await expect(reminder).toBeVisible({ timeout: 20_000 });
  await expect(reminder).toHaveAttribute('href', `/live?id=${room.room_id}`);
  await apiPost(streamer.context.request, 'Live/endRoom', {});
  expect(errors).toEqual([]);
  await streamer.context.close();
  await fan.context.close();
});
