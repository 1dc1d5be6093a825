import { describe, expect, it } from 'vitest';
import { callerFrom, newMobile, registerMember } from '../../test-support/accounts';
import { makeOperator } from '../../test-support/live';
import { useAppForFile } from '../../test-support/test-app';
import type { Envelope } from '../../test-support/envelope';

/**
 * A production deployment started on the demo's stand-in providers with DEMO_PROVIDERS=allow:
 * the SMS outbox and the sandbox checkout serve operators only, withdrawals are off, and the
 * API docs are not published (security review C1, C2, L9).
 */
describe('production with DEMO_PROVIDERS=allow', () => {
  const ctx = useAppForFile('pglite', {
    env: {
      NODE_ENV: 'production',
      DEMO_PROVIDERS: 'allow',
      PUBLIC_URL: 'https://tifo.example.com',
      OPERATOR_MOBILE: '+86 13912340000',
      FEED_ENABLED: 'false',
      MEDIA_SERVER: 'off',
    },
  });

  it('shows the SMS outbox to operators only', async () => {
    const caller = callerFrom(ctx.test.app);
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const operator = await registerMember(ctx.test.app, ctx.database.db);
    await makeOperator(ctx.database.db, operator.userId);
    const mobile = newMobile();
    await caller.post('/api/user/getCode', { mobile, scene: 'register' });
    const outbox = `/api/Dev/smsOutbox?mobile=${mobile}&country_code=86`;

    expect((await caller.get(outbox)).json<Envelope>().code).toBe(700);
    const asMember = await caller.get(outbox, { token: member.token });
    expect(asMember.statusCode).toBe(403);
    const asOperator = await caller.get(outbox, { token: operator.token });
    expect(asOperator.json<Envelope<{ list: unknown[] }>>().data.list).toHaveLength(1);
    const config = (await caller.get('/api/System/getConfig')).json<
      Envelope<{ demo_sms_outbox: boolean; android_download_url: string }>
    >();
    expect(config.data.demo_sms_outbox).toBe(false);
    expect(config.data.android_download_url).toBe('https://tifo.example.com/downLoad');
  });

  it('keeps the sandbox checkout from members, even for their own orders', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const order = (
      await callerFrom(ctx.test.app).post(
        '/api/chargerules/payUrl',
        { id: 6, type: 0 },
        { token: member.token },
      )
    ).json<Envelope<{ order_no: string }>>();
    const page = await ctx.test.app.inject({
      method: 'GET',
      url: `/payments/sandbox/checkout?order=${order.data.order_no}`,
      headers: { cookie: `token=${member.token}` },
    });
    expect(page.statusCode).toBe(403);
    const paid = await ctx.test.app.inject({
      method: 'POST',
      url: '/payments/sandbox/checkout',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `token=${member.token}`,
      },
      payload: `order=${order.data.order_no}&action=pay`,
    });
    expect(paid.statusCode).toBe(403);
  });

  it('refuses withdrawals: sandbox diamonds never become money', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const reply = await callerFrom(ctx.test.app).post(
      '/api/Balance/applyForWithdrawal',
      { amount: 3000, method: 'bank', payment_password: '123456' },
      { token: member.token, lang: 'en' },
    );
    expect(reply.statusCode).toBe(403);
    expect(reply.json<Envelope>().msg).toMatch(/demo deployment/);
  });

  it('does not publish the API docs', async () => {
    expect((await ctx.test.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(
      404,
    );
    expect((await ctx.test.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
  });
});
