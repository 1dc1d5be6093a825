import { describe, expect, it } from 'vitest';
import { allowNextCode, callerFrom, latestCode, registerMember } from '../../test-support/accounts';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

type Body = { code: number; msg: string };

const WRONG = 'The current password is wrong.';
const LOCKED = /^Too many wrong passwords\. Try again in \d+ min\.$/;

// Security review M5: the login password is throttled wherever it is checked, and an existing
// payment password changes only with an SMS code.
describe.each(databaseKinds)('login password checks of signed-in members on %s', (kind) => {
  const ctx = useAppForFile(kind);

  it('15 concurrent wrong login passwords through Member/paymentPassword: at most 5 are evaluated, the right one is refused, and so is a password login from there', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const caller = callerFrom(ctx.test.app);
    const guesses = [...Array.from({ length: 15 }, (_, i) => `wrong-${i}`), member.password];
    const replies = await Promise.all(
      guesses.map((login_password) =>
        caller.post(
          '/api/Member/paymentPassword',
          { login_password, payment_password: '246810', repassword: '246810' },
          { token: member.token, lang: 'en' },
        ),
      ),
    );
    const bodies = replies.map((reply) => reply.json<Body>());
    expect(bodies.filter((body) => body.msg === WRONG).length).toBeLessThanOrEqual(5);
    expect(bodies.filter((body) => body.code === 0)).toEqual([]);
    expect(replies.at(-1)?.statusCode).toBe(429);
    expect(bodies.at(-1)?.msg).toMatch(LOCKED);
    // One count for every way of checking the login password.
    const login = await caller.post('/api/user/login', {
      account: member.mobile,
      password: member.password,
    });
    expect(login.statusCode).toBe(429);
  });

  it('10 wrong old passwords through user/editPassword: after five the right one is refused', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const caller = callerFrom(ctx.test.app);
    const change = (old_password: string) =>
      caller.post(
        '/api/user/editPassword',
        { old_password, password: 'newpass1', repassword: 'newpass1' },
        { token: member.token, lang: 'en' },
      );
    const answers: string[] = [];
    for (let i = 0; i < 10; i += 1) answers.push((await change(`wrong-${i}`)).json<Body>().msg);
    expect(answers.slice(0, 5)).toEqual(Array(5).fill(WRONG));
    expect(answers.slice(5).every((msg) => LOCKED.test(msg))).toBe(true);
    const right = await change(member.password);
    expect(right.statusCode).toBe(429);
    expect(right.json<Body>().msg).toMatch(LOCKED);
  });

  it('changing an existing payment password needs an SMS code sent to the member’s own phone; the first one does not', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const caller = callerFrom(ctx.test.app);
    const setPayment = (payment: string, code?: string) =>
      caller.post(
        '/api/Member/paymentPassword',
        {
          login_password: member.password,
          payment_password: payment,
          repassword: payment,
          ...(code ? { code } : {}),
        },
        { token: member.token, lang: 'en' },
      );
    expect((await setPayment('111111')).json<Body>().code).toBe(0);
    expect((await setPayment('222222')).json<Body>()).toMatchObject({
      code: 1,
      msg: 'Changing the payment password needs the code we send to your phone. Ask for it first.',
    });
    expect((await setPayment('222222', '000000')).json<Body>().code).toBe(1);

    // Standing in for the minute since the register code (one code a minute per number).
    await allowNextCode(ctx.test.parts.rateLimiter, member.mobile);
    const sent = await caller.post(
      '/api/Member/getPaymentPasswordCode',
      {},
      { token: member.token },
    );
    expect(sent.json()).toMatchObject({ code: 0, data: { expires_in: 300, resend_in: 60 } });
    const code = await latestCode(ctx.database.db, member.mobile);
    expect((await setPayment('222222', code)).json<Body>().code).toBe(0);
    // Spent: a second change needs a new code.
    expect((await setPayment('333333', code)).json<Body>().code).toBe(1);
    // The payment code is good for nothing else.
    const login = await caller.post('/api/user/login', { mobile: member.mobile, code });
    expect(login.json<Body>().code).toBe(1);
    // Only members ask for one, and only for their own number.
    const visitor = await caller.post('/api/Member/getPaymentPasswordCode', {});
    expect(visitor.json<Body>().code).toBe(700);
  });
});
