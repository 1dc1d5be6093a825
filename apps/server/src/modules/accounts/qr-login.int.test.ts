import { qrLoginCalls, type CallData } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginQrCodes } from '../../db/schema/index';
import { QR_CREATE_LIMIT } from './qr-login.service';
import { callerFrom, newAddress, registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import type { Envelope } from '../../test-support/envelope';
import { connectLiveData } from '../../test-support/live-data-client';
import { useAppForFile } from '../../test-support/test-app';
import { databaseKinds } from '../../test-support/targets';

describe.each(databaseKinds)('QR login on %s', (kind) => {
  const ctx = useAppForFile(kind, { listen: true });
  const call = contractCaller(() => ctx.test.app);

  /** The waiting web page: asks for a code, keeps the cookie, listens on the socket. */
  async function waitingPage() {
    const browser = callerFrom(ctx.test.app);
    const created = await browser.post('/api/user/getLoginQrcode', {});
    // The answer's cookie is read: through callerFrom.
    const body = created.json<Envelope<CallData<typeof qrLoginCalls.create>>>();
    expect(body.code).toBe(0);
    const setCookie = String(created.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^qr_login=[\w-]+; Path=\/api\/user; Max-Age=120; SameSite=Lax; HttpOnly$/,
    );
    const cookie = setCookie.split(';')[0] ?? '';
    const socket = await connectLiveData(ctx.test);
    socket.send({ type: 'login', code: body.data.code });
    socket.send({ type: 'heartbeat' });
    await socket.next((m) => m.code === 102);
    return { browser, cookie, socket, ...body.data };
  }

  it('logs the page in after the phone scans and confirms', async () => {
    const phoneUser = await registerMember(ctx.test.app, ctx.database.db);
    const page = await waitingPage();
    expect(page.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(page.url).toContain(`/qr-login?code=${page.code}`);

    expect(
      (await call(qrLoginCalls.scan, { body: { code: page.code }, token: phoneUser.token })).code,
    ).toBe(0);
    expect(await page.socket.next((m) => m.code === 200)).toMatchObject({
      code: 200,
      type: 'scan',
    });

    // Finishing before the phone confirms is refused.
    const early = await page.browser.post(
      '/api/user/qrcodeLogin',
      { code: page.code },
      { cookie: page.cookie, lang: 'en' },
    );
    expect(early.json<Envelope>()).toMatchObject({
      code: 1,
      msg: 'Confirm the login on your phone first.',
    });

    expect(
      (await call(qrLoginCalls.confirm, { body: { code: page.code }, token: phoneUser.token }))
        .code,
    ).toBe(0);
    expect(await page.socket.next((m) => m.code === 200)).toMatchObject({
      type: 'webLoginSuccess',
      data: { code: page.code },
    });

    const done = await page.browser.post(
      '/api/user/qrcodeLogin',
      { code: page.code },
      { cookie: page.cookie },
    );
    expect(done.json()).toMatchObject({ code: 0, data: { user: { id: phoneUser.userId } } });
    const cookies = done.headers['set-cookie'] as string[];
    expect(cookies.some((c) => c.startsWith('token='))).toBe(true);
    expect(cookies.some((c) => c.startsWith('qr_login=;'))).toBe(true);

    // Used once only.
    const again = await page.browser.post(
      '/api/user/qrcodeLogin',
      { code: page.code },
      { cookie: page.cookie },
    );
    expect(again.json<Envelope>().code).toBe(1);
    page.socket.socket.close();
  });

  it('does not let someone who only saw the QR code finish the login', async () => {
    const phoneUser = await registerMember(ctx.test.app, ctx.database.db);
    const page = await waitingPage();
    await call(qrLoginCalls.scan, { body: { code: page.code }, token: phoneUser.token });
    await call(qrLoginCalls.confirm, { body: { code: page.code }, token: phoneUser.token });
    const thief = callerFrom(ctx.test.app);
    const noCookie = await call(qrLoginCalls.complete, { body: { code: page.code }, lang: 'en' });
    expect(noCookie).toMatchObject({
      code: 1,
      msg: 'Finish the login on the page that shows the QR code.',
    });
    const forged = await thief.post(
      '/api/user/qrcodeLogin',
      { code: page.code },
      { cookie: 'qr_login=guess', lang: 'en' },
    );
    expect(forged.json<Envelope>().code).toBe(1);
    // The real page still can.
    expect(
      (
        await page.browser.post(
          '/api/user/qrcodeLogin',
          { code: page.code },
          { cookie: page.cookie },
        )
      ).json<Envelope>().code,
    ).toBe(0);
    page.socket.socket.close();
  });

  it('needs a logged-in phone, and one phone cannot confirm another phone’s scan', async () => {
    const page = await waitingPage();
    expect((await call(qrLoginCalls.scan, { body: { code: page.code } })).code).toBe(700);
    const first = await registerMember(ctx.test.app, ctx.database.db);
    const second = await registerMember(ctx.test.app, ctx.database.db);
    await call(qrLoginCalls.scan, { body: { code: page.code }, token: first.token });
    const takeover = await call(qrLoginCalls.scan, {
      body: { code: page.code },
      token: second.token,
    });
    expect(takeover.code).toBe(1);
    const confirm = await call(qrLoginCalls.confirm, {
      body: { code: page.code },
      token: second.token,
    });
    expect(confirm.code).toBe(1);
    page.socket.socket.close();
  });

  it('refuses an expired code', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const page = await waitingPage();
    await ctx.database.db
      .update(loginQrCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginQrCodes.code, page.code));
    const scan = await call(qrLoginCalls.scan, {
      body: { code: page.code },
      token: member.token,
      lang: 'en',
    });
    expect(scan).toMatchObject({
      code: 1,
      msg: 'This QR code has expired. Refresh it and scan again.',
    });
    page.socket.socket.close();
  });

  it('limits how many QR codes one address may ask for', async () => {
    const remoteAddress = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= QR_CREATE_LIMIT.limit; i += 1)
      statuses.push((await call(qrLoginCalls.create, { remoteAddress })).status);
    expect(statuses.slice(0, QR_CREATE_LIMIT.limit).every((status) => status === 200)).toBe(true);
    expect(statuses[QR_CREATE_LIMIT.limit]).toBe(429);
  });
});
