import { expect, test, type Browser } from '@playwright/test';
import { collectErrors, type Envelope } from './helpers';
import { demoRoomId, demoStreamerToken, DEMO_STREAMER_NICKNAME } from './demo-streamer';
import { WEB, memberContext } from './members';

async function newMemberPage(browser: Browser) {
  const { context, member } = await memberContext(browser);
  return { context, member, page: await context.newPage() };
}

test('a visitor watches the demo broadcast: the video plays', async ({ page, request }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const roomId = await demoRoomId(request);
  const opened = Date.now();
  await page.goto(`/live?id=${roomId}`);
  const video = page.getByTestId('live-video');
  await expect(video).toBeVisible();
  await expect
    .poll(
      () => page.evaluate(`document.querySelector('[data-testid="live-video"]')?.currentTime ?? 0`),
      {
        timeout: 30_000,
      },
    )
    .toBeGreaterThan(1);
  test.info().annotations.push({
    type: 'figure',
    description: `page open → 1 s of video played: ${Date.now() - opened} ms`,
  });
  // The player starts muted (autoplay rules); the page says who is live.
  expect(await page.evaluate(`document.querySelector('[data-testid="live-video"]').muted`)).toBe(
    true,
  );
  await expect(page.getByText(DEMO_STREAMER_NICKNAME).first()).toBeVisible();
  expect(errors.filter((error) => !/favicon/.test(error))).toEqual([]);
});

test('room chat reaches members and visitors; an admin mutes a user, who then cannot send; a kicked user lands on /anchor?type=0', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const roomId = await demoRoomId(request);
  const streamerToken = await demoStreamerToken(request);
  const admin = await newMemberPage(browser);
  const fan = await newMemberPage(browser);
  const named = await request.post('/api/Live/setAdministrations', {
    headers: { ...WEB, token: streamerToken },
    data: { user_id: admin.member.user.id },
  });
  expect(((await named.json()) as Envelope<unknown>).code).toBe(0);

  // A visitor (tourist chat account) watches the room's chat too.
  const visitorContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/live?id=${roomId}`);
  await fan.page.goto(`/live?id=${roomId}`);
  await admin.page.goto(`/live?id=${roomId}`);
  // Visitors read the chat; to write they are asked to log in.
  await expect(visitor.getByTestId('barrage-login')).toBeVisible();
  await expect(visitor.getByTestId('barrage-input')).toHaveCount(0);
  // The pages are in the room once their video plays.
  for (const page of [fan.page, admin.page]) {
    await expect
      .poll(
        () =>
          page.evaluate(`document.querySelector('[data-testid="live-video"]')?.currentTime ?? 0`),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
  }
  // The visitor's chat has joined the room (its member count shows).
  await expect(visitor.getByTestId('room-chat-members')).toBeVisible();
  // Unique: the e2e data folder keeps earlier runs' messages.
  const greeting = `hello from the stands ${Date.now()}`;
  const input = fan.page.getByTestId('barrage-input');
  await input.fill(greeting);
  await input.press('Enter');
  // Every page in the room sees the message (chat room on /im), the visitor's too.
  for (const page of [admin.page, fan.page, visitor]) {
    await expect(page.getByTestId('barrage-item').filter({ hasText: greeting })).toBeVisible();
  }
  await visitorContext.close();

  // The admin opens the fan's card from the barrage and mutes them.
  const openCard = async () => {
    await admin.page
      .getByTestId('barrage-item')
      .filter({ hasText: greeting })
      .getByTestId('barrage-user')
      .click();
    await expect(admin.page.getByTestId('moderation-controls')).toBeVisible();
  };
  await openCard();
  await admin.page.getByTestId('mod-mute').click();
  // The muted fan's page learns it at once and closes the send box; the server refuses anyway.
  await expect(input).toBeDisabled();
  const refused = await fan.context.request.post('/api/Barrage/send', {
    headers: WEB,
    data: { room_id: roomId, text: 'let me talk' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as Envelope<unknown>).code).toBe(1);

  if (!(await admin.page.getByTestId('mod-kick').isVisible())) await openCard();
  await admin.page.getByTestId('mod-kick').click();
  await expect(fan.page).toHaveURL(/\/anchor\?type=0$/);
  // Coming back does not let them in.
  await fan.page.goto(`/live?id=${roomId}`);
  await expect(fan.page).toHaveURL(/\/anchor\?type=0$/);

  await admin.context.close();
  await fan.context.close();
});
