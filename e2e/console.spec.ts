import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { seededPassword } from './demo-streamer';
import { E2E_EXPERTS_DATA_DIR } from './e2e-data-dir';
import { collectErrors } from './helpers';
import { loginWithPassword, memberContext, PASSWORD, topUp } from './members';
import { apiGet, apiPost, OPERATOR_MOBILE } from './streamers';

// The fast site: income settles at once there (playwright.config.ts), so a streamer can
// withdraw what fans sent a moment ago.
const SITE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 4}`;
test.use({ baseURL: SITE });

const PAYMENT_PASSWORD = '135790';

/** A member who applied as a streamer (waiting for review), with a browser context. */
async function applicant(browser: Browser) {
  const { context, member } = await memberContext(browser, { baseURL: SITE });
  await apiPost(context.request, 'Member/verified', {
    real_name: '控制台主播',
    contact: 'console@example.com',
    id_number: '11010519491231002X',
    experience: 'Two seasons calling futsal matches for a local club channel.',
  });
  return { context, member };
}

/** Goes live and earns `diamonds` of gifts from a fan; returns the room and the fan. */
async function earnFromFan(browser: Browser, streamer: APIRequestContext) {
  await apiPost(streamer, 'Live/setLiveInfo', {
    title: `控制台测试 ${Date.now() % 100_000}`,
    category_type: 1,
  });
  const { room } = await apiPost<{ room: { room_id: number } }>(streamer, 'Live/startRoom', {});
  const fan = await memberContext(browser, { baseURL: SITE });
  // 3,680 diamonds: a knight's tier (1,000) for the horn, gifts for the streamer's income.
  await topUp(fan.context.request, 5);
  await apiPost(fan.context.request, 'guard_user/buy', { tier: 1, months: 1 });
  // 30 footballs of 10 diamonds: the streamer's half (150) is over the withdrawal minimum.
  await apiPost(fan.context.request, 'member/handselGift', {
    room_id: room.room_id,
    gift_id: 5,
    count: 30,
  });
  return { roomId: room.room_id, fan };
}

/** The streamer withdraws 100 diamonds of settled income to a bank card. */
async function applyForWithdrawal(streamer: APIRequestContext) {
  await apiPost(streamer, 'Member/paymentPassword', {
    login_password: PASSWORD,
    payment_password: PAYMENT_PASSWORD,
    repassword: PAYMENT_PASSWORD,
  });
  await apiPost(streamer, 'Bank_card/bind', {
    real_name: '控制台主播',
    bank_name: '工商银行',
    card_number: '6222020000001111',
    payment_password: PAYMENT_PASSWORD,
  });
  // Gifts settle on the server's next settlement round (every 30 s).
  await expect
    .poll(
      async () =>
        (await apiGet<{ withdrawable: number }>(streamer, 'Balance/getWallet')).withdrawable,
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBeGreaterThanOrEqual(100);
  const { withdrawal } = await apiPost<{ withdrawal: { id: number } }>(
    streamer,
    'Balance/applyForWithdrawal',
    { amount: 100, method: 'bank', payment_password: PAYMENT_PASSWORD },
  );
  return withdrawal.id;
}

test('an operator runs the site from /admin and finds every decision in the audit log', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  const operatorApi = await playwright.request.newContext({ baseURL: SITE });
  const operatorPassword = await seededPassword('operator', OPERATOR_MOBILE, E2E_EXPERTS_DATA_DIR);
  await loginWithPassword(operatorApi, OPERATOR_MOBILE, operatorPassword);

  // Work waits: a streamer application, and (from an earlier streamer) a horn, a withdrawal
  // and a room on air.
  const streamer = await applicant(browser);
  const earner = await applicant(browser);
  await apiPost(operatorApi, 'Admin/reviewAnchorApplication', {
    user_id: earner.member.user.id,
    approve: true,
  });
  const { roomId, fan } = await earnFromFan(browser, earner.context.request);
  const hornText = `控制台喇叭 ${Date.now() % 100_000}`;
  await apiPost(fan.context.request, 'Horn/send', { text: hornText });
  await applyForWithdrawal(earner.context.request);

  // A viewer watches the room with the gift panel open.
  const viewer = await memberContext(browser, { baseURL: SITE });
  const viewerPage = await viewer.context.newPage();
  await viewerPage.goto(`/live?id=${roomId}`);
  // This site's feed runs 240 times fast: goal alerts would keep covering the room's tabs.
  await viewerPage.addStyleTag({ content: '[data-testid="goal-alert"] { display: none; }' });
  await viewerPage.getByRole('tab', { name: '礼物' }).click({ timeout: 20_000 });
  const rose = viewerPage.locator('[data-testid="gift-option"][data-gift-id="1"]');
  await expect(rose).toContainText(/\d/);
  // A retried run finds the price the first run left: the new price is always one more.
  const newPrice = String(Number(/\d+/.exec((await rose.textContent()) ?? '')?.[0]) + 1);

  // The operator signs in on the site and opens the console.
  const context = await browser.newContext({ baseURL: SITE });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await loginWithPassword(context.request, OPERATOR_MOBILE, operatorPassword);
  await page.goto('/admin');
  await expect(page.getByTestId('admin-role')).toBeVisible();

  // 1. The streamer application.
  await page.getByRole('link', { name: /主播申请/ }).click();
  const application = page.getByRole('row').filter({ hasText: streamer.member.user.user_nickname });
  await application.getByRole('button', { name: '通过' }).click();
  await expect(application).toHaveCount(0);
  expect(
    (await apiGet<{ is_anchor: number }>(streamer.context.request, 'User/getUserInfo')).is_anchor,
  ).toBe(1);

  // 2. The horn, refused with a note the fan reads on their horn list.
  const note = '请勿发布联系方式';
  await page.getByRole('link', { name: /全站喇叭/ }).click();
  const horn = page.getByRole('row').filter({ hasText: hornText });
  await horn.getByRole('button', { name: '拒绝' }).click();
  await page.getByRole('dialog').getByLabel('审核备注').fill(note);
  await page.getByRole('dialog').getByRole('button', { name: '确认拒绝' }).click();
  await expect(horn).toHaveCount(0);
  const fanPage = await fan.context.newPage();
  await fanPage.goto('/member?section=horn');
  await expect(fanPage.getByTestId('horn-item-note')).toContainText(note);

  // 3. The withdrawal.
  await page.getByRole('link', { name: /提现/ }).click();
  const withdrawal = page.getByRole('row').filter({ hasText: earner.member.user.user_nickname });
  await withdrawal.getByRole('button', { name: '通过' }).click();
  await expect(withdrawal).toHaveCount(0);

  // 4. The rose's price: the viewer's open gift panel shows the new one without a reload.
  await page.getByRole('link', { name: /礼物/ }).click();
  const roseRow = page.getByRole('row').filter({ hasText: '玫瑰' });
  await roseRow.getByRole('button', { name: '编辑' }).click();
  await page.getByRole('dialog').getByLabel('价格（钻石）').fill(newPrice);
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(rose).toContainText(newPrice);

  // 5. The room, sealed: the viewer's broadcast ends on the spot.
  await page.getByRole('link', { name: /直播间/ }).click();
  const room = page.getByRole('row').filter({ hasText: String(roomId) });
  await room.getByRole('button', { name: '封禁' }).click();
  await page.getByRole('dialog').getByLabel('封禁原因').fill('直播内容违规');
  await page.getByRole('dialog').getByRole('button', { name: '确认封禁' }).click();
  await expect(viewerPage.getByTestId('live-state')).toHaveAttribute('data-state', 'sealed');

  // All five are in the audit log, newest first.
  await page.getByRole('link', { name: /审计日志/ }).click();
  for (const action of [
    'Admin/saveGift',
    'Admin/sealRoom',
    'Admin/reviewWithdrawal',
    'Admin/reviewHorn',
    'Admin/reviewAnchorApplication',
  ]) {
    await expect(page.getByRole('row').filter({ hasText: action }).first()).toBeVisible();
  }
  expect(errors).toEqual([]);
  await context.close();
});
