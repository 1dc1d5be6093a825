import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
} from '@playwright/test';

// Members against the real server: codes come from the SMS outbox (GET /api/Dev/smsOutbox).
// The server allows one code per number per 60 s and 10 per client address per hour, so every
// test uses fresh numbers and asks for as few codes as it can.

export const WEB = { 'x-tifo-client': 'web' };
export const PASSWORD = 'secret123';

export interface RegisteredUser {
  mobile: string;
  token: string;
  user: { id: number; user_nickname: string };
  codeRequestedAt: number;
}

/** A documentation-range address (TEST-NET-3) nobody else uses. */
export function uniqueAddress(): string {
  return `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
}

export function uniqueMobile(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The newest code the outbox "sent" to a number (polled: the send is asynchronous). */
export async function readCode(
  request: APIRequestContext,
  mobile: string,
  after = 0,
): Promise<string> {
  let code = '';
  await expect(async () => {
    const response = await request.get(`/api/Dev/smsOutbox?mobile=${mobile}&country_code=86`);
    const body = (await response.json()) as {
      data: { list: { id: number; body: string }[] } | null;
    };
    const newest = body.data?.list[0];
    expect(newest && newest.id > after).toBeTruthy();
    code = /\d{6}/.exec(newest?.body ?? '')?.[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 5_000 });
  return code;
}

export async function newestOutboxId(request: APIRequestContext, mobile: string): Promise<number> {
  const response = await request.get(`/api/Dev/smsOutbox?mobile=${mobile}&country_code=86`);
  const body = (await response.json()) as { data: { list: { id: number }[] } | null };
  return body.data?.list[0]?.id ?? 0;
}

/** Registers through the API; with a context's `request`, that context gets the session cookie. */
export async function registerViaApi(request: APIRequestContext): Promise<RegisteredUser> {
  const mobile = uniqueMobile();
  const sent = await request.post('/api/user/getCode', {
    headers: WEB,
    data: { mobile, country_code: 86, scene: 'register' },
  });
  // Taken after the answer, so the server's 60 s window surely started before it.
  const codeRequestedAt = Date.now();
  expect(((await sent.json()) as { code: number }).code).toBe(0);
  const code = await readCode(request, mobile);
  const response = await request.post('/api/user/registered', {
    headers: WEB,
    data: { mobile, country_code: 86, code, password: PASSWORD, repassword: PASSWORD },
  });
  const body = (await response.json()) as {
    code: number;
    data: { token: string; user: RegisteredUser['user'] };
  };
  expect(body.code).toBe(0);
  return { mobile, token: body.data.token, user: body.data.user, codeRequestedAt };
}

/** Logs a number in with its password; with a context's `request`, it gets the cookie. */
export async function loginWithPassword(
  request: APIRequestContext,
  mobile: string,
  password: string,
): Promise<string> {
  const response = await request.post('/api/user/login', {
    headers: WEB,
    data: { account: mobile, country_code: 86, password, device_type: 'pc' },
  });
  const body = (await response.json()) as { code: number; msg: string; data: { token: string } };
  expect(body.code, body.msg).toBe(0);
  return body.data.token;
}

/** A browser context logged in as a freshly registered member (cookie and local profile). */
export async function memberContext(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    baseURL?: string;
    hasTouch?: boolean;
  } = {},
): Promise<{ context: BrowserContext; member: RegisteredUser }> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    // Each simulated member comes from an address of their own (the e2e server trusts the
    // proxy header), as real members do: the per-address SMS limit then counts per member.
    extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
    ...options,
  });
  const member = await registerViaApi(context.request);
  const profile = JSON.stringify(JSON.stringify(member.user));
  await context.addInitScript(`try { localStorage.setItem('userInfo', ${profile}); } catch {}`);
  return { context, member };
}

/** Pays a recharge on the sandbox checkout the way the checkout page's form does. */
export async function topUp(request: APIRequestContext, packageId: number): Promise<void> {
  const order = (await (
    await request.post('/api/chargerules/payUrl', {
      data: { id: packageId, type: 0 },
      headers: WEB,
    })
  ).json()) as { code: number; data: { order_no: string } };
  expect(order.code).toBe(0);
  // The page's form carries a token bound to the order and this session (security review C2).
  const page = await request.get(`/payments/sandbox/checkout?order=${order.data.order_no}`);
  const formToken = /name="form_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  expect(formToken).not.toBe('');
  const paid = await request.post('/payments/sandbox/checkout', {
    form: { order: order.data.order_no, action: 'pay', form_token: formToken },
  });
  expect(await paid.text()).toContain('data-status="paid"');
}
