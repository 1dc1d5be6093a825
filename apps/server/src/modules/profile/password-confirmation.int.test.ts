import { accountCalls, profileCalls } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { allowNextCode, latestCode, newAddress, registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

const WRONG = 'The current password is wrong.';
const LOCKED = /^Too many wrong passwords\. Try again in \d+ min\.$/;
const IN_FLIGHT = /^This account's password is already being checked\. Try again in a moment\.$/;

// Security review M5: the login password is throttled wherever it is checked, and an existing
// payment password changes only with an SMS code.
describe.each(databaseKinds)('login password checks of signed-in members on %s', (kind) => {
  const ctx = useAppForFile(kind);
  // Each test passes one remoteAddress to its calls, as one person would: limits count per address.
  const call = contractCaller(() => ctx.test.app);

  it('15 concurrent wrong login passwords through Member/paymentPassword: at most 5 are evaluated, the right one is refused, and so is a password login from there', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const remoteAddress = newAddress();
    const guesses = [...Array.from({ length: 15 }, (_, i) => `wrong-${i}`), member.password];
    const replies = await Promise.all(
      guesses.map((login_password) =>
        call(profileCalls.paymentPassword, {
          remoteAddress,
          body: { login_password, payment_password: '246810', repassword: '246810' },
          token: member.token,
          lang: 'en',
        }),
      ),
    );
    expect(replies.filter((reply) => reply.msg === WRONG).length).toBeLessThanOrEqual(5);
    expect(replies.filter((reply) => reply.code === 0)).toEqual([]);
    // Sent alongside the guesses, the right password is refused either as locked or as a check
    // already in flight; once they have settled, it is refused as locked.
    expect(replies.at(-1)?.status).toBe(429);
    expect(replies.at(-1)?.msg).toMatch(new RegExp(`${LOCKED.source}|${IN_FLIGHT.source}`));
    const settled = await call(profileCalls.paymentPassword, {
      remoteAddress,
      body: { login_password: member.password, payment_password: '246810', repassword: '246810' },
      token: member.token,
      lang: 'en',
    });
    expect(settled.status).toBe(429);
    expect(settled.msg).toMatch(LOCKED);
    // One count for every way of checking the login password.
    const login = await call(accountCalls.login, {
      remoteAddress,
      body: { account: member.mobile, password: member.password },
    });
    expect(login.status).toBe(429);
  });

  it('10 wrong old passwords through user/editPassword: after five the right one is refused', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const remoteAddress = newAddress();
    const change = (old_password: string) =>
      call(profileCalls.editPassword, {
        remoteAddress,
        body: { old_password, password: 'newpass1', repassword: 'newpass1' },
        token: member.token,
        lang: 'en',
      });
    const answers: string[] = [];
    for (let i = 0; i < 10; i += 1) answers.push((await change(`wrong-${i}`)).msg);
    expect(answers.slice(0, 5)).toEqual(Array(5).fill(WRONG));
    expect(answers.slice(5).every((msg) => LOCKED.test(msg))).toBe(true);
    const right = await change(member.password);
    expect(right.status).toBe(429);
    expect(right.msg).toMatch(LOCKED);
  });

  it('changing an existing payment password needs an SMS code sent to the member’s own phone; the first one does not', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const remoteAddress = newAddress();
    const setPayment = (payment: string, code?: string) =>
      call(profileCalls.paymentPassword, {
        remoteAddress,
        body: {
          login_password: member.password,
          payment_password: payment,
          repassword: payment,
          ...(code ? { code } : {}),
        },
        token: member.token,
        lang: 'en',
      });
    expect((await setPayment('111111')).code).toBe(0);
    expect(await setPayment('222222')).toMatchObject({
      code: 1,
      msg: 'Changing the payment password needs the code we send to your phone. Ask for it first.',
    });
    expect((await setPayment('222222', '000000')).code).toBe(1);

    // Standing in for the minute since the register code (one code a minute per number).
    await allowNextCode(ctx.test.parts.rateLimiter, member.mobile);
    const sent = await call(profileCalls.paymentPasswordCode, {
      remoteAddress,
      token: member.token,
    });
    expect(sent).toMatchObject({ code: 0, data: { expires_in: 300, resend_in: 60 } });
    const code = await latestCode(ctx.database.db, member.mobile);
    expect((await setPayment('222222', code)).code).toBe(0);
    // Spent: a second change needs a new code.
    expect((await setPayment('333333', code)).code).toBe(1);
    // The payment code is good for nothing else.
    const login = await call(accountCalls.login, {
      remoteAddress,
      body: { mobile: member.mobile, code },
    });
    expect(login.code).toBe(1);
    // Only members ask for one, and only for their own number.
    const visitor = await call(profileCalls.paymentPasswordCode, { remoteAddress });
    expect(visitor.code).toBe(700);
  });
});
