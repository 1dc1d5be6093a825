import { expect, test, type Page } from '@playwright/test';
import { collectErrors, useLanguage, type Language } from './helpers';
import {
  PASSWORD,
  newestOutboxId,
  readCode,
  memberContext,
  registerViaApi,
  uniqueMobile,
} from './members';

// Accounts against the real server; members.ts explains the SMS code limits every test obeys.

async function openLoginForms(page: Page): Promise<void> {
  await page.getByTestId('login-button').click();
  const dialog = page.getByTestId('login-dialog');
  await expect(dialog).toBeVisible();
  // QR is the default mode.
  await expect(dialog.getByTestId('qr-login')).toBeVisible();
  await dialog.getByTestId('login-toggle').click();
}

async function expectLoggedIn(page: Page): Promise<void> {
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('login-dialog')).toHaveCount(0);
  const stored = await page.evaluate(`localStorage.getItem('userInfo')`);
  expect(typeof stored).toBe('string');
  expect(String(stored)).not.toContain('token');
}

test('a visitor registers with a code, logs out and logs in by password', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const mobile = uniqueMobile();
  await page.goto('/main');
  await openLoginForms(page);
  const dialog = page.getByTestId('login-dialog');
  await dialog.getByRole('tab', { name: '注册' }).click();
  await dialog.getByTestId('login-mobile').fill(mobile);
  await dialog.getByTestId('get-code').click();
  await expect(page.getByTestId('toast').filter({ hasText: '验证码发送成功' })).toBeVisible();
  await expect(dialog.getByTestId('get-code')).toBeDisabled();
  await expect(dialog.getByTestId('get-code')).toContainText('秒后重发');
  await dialog.getByTestId('login-code').fill(await readCode(request, mobile));
  await dialog.getByTestId('login-password').fill(PASSWORD);
  await dialog.getByTestId('login-repassword').fill(PASSWORD);
  await dialog.getByTestId('login-submit').click();
  await expectLoggedIn(page);

  // The avatar panel opens on focus too, and logs out.
  await page.getByRole('button', { name: '用户菜单' }).focus();
  const panel = page.getByTestId('user-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: '申请主播' })).toHaveAttribute(
    'href',
    '/member?type=7',
  );
  await panel.getByTestId('logout').click();
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(page).toHaveURL(/\/main$/);
  expect(await page.evaluate(`localStorage.getItem('userInfo')`)).toBeNull();
  // The server session is gone as well.
  const info = await page.request.get('/api/Member/info');
  expect(((await info.json()) as { code: number }).code).toBe(700);

  await openLoginForms(page);
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByTestId('login-account').fill(mobile);
  await dialog.getByTestId('login-password').fill(PASSWORD);
  await dialog.getByTestId('login-submit').click();
  await expectLoggedIn(page);
  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
});

test('a member logs in by phone code', async ({ page, request }) => {
  // The number needs two codes (register, then login) and the server allows one a minute.
  test.setTimeout(120_000);
  const member = await registerViaApi(request);
  const lastId = await newestOutboxId(request, member.mobile);
  await page.goto('/main');
  await openLoginForms(page);
  const dialog = page.getByTestId('login-dialog');
  await dialog.getByRole('tab', { name: '验证码登录' }).click();
  await dialog.getByTestId('login-mobile').fill(member.mobile);
  const waitMs = member.codeRequestedAt + 60_500 - Date.now();
  if (waitMs > 0) await page.waitForTimeout(waitMs);
  await dialog.getByTestId('get-code').click();
  await expect(dialog.getByTestId('get-code')).toContainText('秒后重发');
  await dialog.getByTestId('login-code').fill(await readCode(request, member.mobile, lastId));
  await dialog.getByTestId('login-submit').click();
  await expectLoggedIn(page);
});

test('a visitor logs in by QR code confirmed on a logged-in phone', async ({ page, browser }) => {
  await page.goto('/main');
  await page.getByTestId('login-button').click();
  const image = page.getByTestId('login-dialog').getByTestId('qr-image');
  await expect(image).toBeVisible();
  const code = await image.getAttribute('data-code');
  expect(code).toBeTruthy();

  const phone = await memberContext(browser, { viewport: { width: 390, height: 844 } });
  try {
    const phonePage = await phone.context.newPage();
    await phonePage.goto(`/qr-login?code=${code ?? ''}`);
    const question = phonePage.getByTestId('qr-confirm-state');
    await expect(question).toContainText(phone.member.user.user_nickname);
    await expect(page.getByTestId('qr-status')).toHaveAttribute('data-status', 'scanned');
    await phonePage.getByTestId('qr-confirm').click();
    await expect(question).toHaveAttribute('data-state', 'done');
    await expectLoggedIn(page);
    await expect(page.getByTestId('user-menu')).toContainText(phone.member.user.user_nickname);

    // The code is single use: opening it again says so.
    await phonePage.goto(`/qr-login?code=${code ?? ''}`);
    await expect(question).toHaveAttribute('data-state', 'expired');
  } finally {
    await phone.context.close();
  }
});

const MESSAGES: Record<Language, { fill: string; mismatch: string }> = {
  zh: { fill: '请填写完整信息后再提交', mismatch: '请输入相同的密码' },
  en: {
    fill: 'Please fill in all fields before submitting',
    mismatch: 'Please enter the same password',
  },
  vi: {
    fill: 'Vui lòng điền đầy đủ thông tin trước khi gửi',
    mismatch: 'Vui lòng nhập cùng một mật khẩu',
  },
};

for (const language of ['zh', 'en', 'vi'] as const) {
  test(`login validation messages in ${language}`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/login');
    const panel = page.getByTestId('login-panel');
    await panel.getByTestId('login-toggle').click();
    await panel.getByRole('tab').nth(2).click();
    await panel.getByTestId('login-submit').click();
    await expect(panel.getByTestId('login-problem')).toHaveText(MESSAGES[language].fill);
    await panel.getByTestId('login-mobile').fill(uniqueMobile());
    await panel.getByTestId('login-code').fill('123456');
    await panel.getByTestId('login-password').fill(PASSWORD);
    await panel.getByTestId('login-repassword').fill(`${PASSWORD}x`);
    await panel.getByTestId('login-submit').click();
    await expect(panel.getByTestId('login-problem')).toHaveText(MESSAGES[language].mismatch);

    // A code needs a mobile number.
    await panel.getByRole('tab').nth(0).click();
    await panel.getByTestId('login-mobile').fill('');
    await panel.getByTestId('get-code').click();
    await expect(panel.getByTestId('login-problem')).toHaveText(MESSAGES[language].fill);
  });
}

test('a visitor opening the member centre is sent to log in with a redirect', async ({ page }) => {
  await page.goto('/member?section=security');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%3Fsection%3Dsecurity$/);
  await expect(page.getByTestId('login-panel')).toBeVisible();
});

test('a session revoked on the server logs the page out and leaves /member after 1 s', async ({
  browser,
  request,
}) => {
  const { context, member } = await memberContext(browser);
  try {
    const page = await context.newPage();
    await page.goto('/member?type=0');
    await expect(page.getByTestId('member-section')).toHaveAttribute('data-section', 'profile');
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(page.getByTestId('profile-invite-code')).not.toBeEmpty();

    // Another client ends the session (the token header is how apps call).
    const signOut = await request.post('/api/Member/SignOut', {
      headers: { token: member.token },
    });
    expect(((await signOut.json()) as { code: number }).code).toBe(0);

    await page.getByTestId('member-menu').getByRole('link', { name: '我的关注' }).click();
    await expect(page.getByTestId('login-button')).toBeVisible();
    await expect(page).toHaveURL(/\/main$/);
    expect(await page.evaluate(`localStorage.getItem('userInfo')`)).toBeNull();
  } finally {
    await context.close();
  }
});

test('the member centre shows its real sections', async ({ browser }) => {
  const { context, member } = await memberContext(browser);
  try {
    const page = await context.newPage();
    await page.goto('/member?section=distribution');
    await expect(page.getByTestId('distribution-link')).toHaveValue(
      new RegExp(`/main\\?shareCode=\\w+$`),
    );
    // "My live" for a member who is not a streamer: the way to apply.
    await page.goto('/member?type=9');
    await expect(page.getByTestId('streamer-apply-prompt')).toBeVisible();
    await page.goto('/member?section=fanGroup');
    await expect(page.getByTestId('my-fan-groups')).toBeVisible();
    // Not a streamer: no fan-group settings.
    await expect(page.getByTestId('fan-group-settings')).toHaveCount(0);
    await page.goto('/member?section=wallet');
    await expect(page.getByTestId('wallet-diamonds')).toBeVisible();
    await page.goto('/member?type=7');
    await expect(page.getByTestId('certification-form')).toBeVisible();
    await page.goto('/member?section=security');
    await expect(page.getByTestId('change-password-form')).toBeVisible();
    await page.goto(`/persona?id=${member.user.id}`);
    await expect(page.getByTestId('persona-card')).toContainText(member.user.user_nickname);
    await page.goto('/persona?id=999999999');
    await expect(page.getByTestId('persona-not-found')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a member uploads a picture as avatar; a fake picture is refused by content', async ({
  browser,
}) => {
  const { context } = await memberContext(browser);
  try {
    const page = await context.newPage();
    await page.goto('/member?type=0');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    // A text file dressed up as a PNG: the browser and our client believe the name, the server reads the bytes.
    await page.getByTestId('avatar-upload').setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg onload="alert(1)"></svg>'),
    });
    await expect(page.getByTestId('toast').first()).toContainText('png');
    await page.getByTestId('avatar-upload').setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await expect(page.getByTestId('profile-avatar')).toHaveAttribute(
      'src',
      /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/,
    );
    await page.getByTestId('profile-save').click();
    await expect
      .poll(async () => {
        const info = await context.request.get('/api/Member/info');
        return ((await info.json()) as { data: { avatar: string } }).data.avatar;
      })
      .toMatch(/^\/uploads\/.+\.png$/);
    const avatarUrl = await page.getByTestId('profile-avatar').getAttribute('src');
    const served = await context.request.get(avatarUrl ?? '');
    expect(served.headers()['content-type']).toBe('image/png');
  } finally {
    await context.close();
  }
});
