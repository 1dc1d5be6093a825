import { accountCalls } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { allowNextCode, latestCode, newAddress, registerMember } from '../../test-support/accounts';
import { callContract } from '../../test-support/call-contract';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';
import { LOGIN_THROTTLE } from './login-password-throttle';

const WRONG = 'Wrong account or password.';
const LOCKED = /^Too many failed logins\. Try again in \d+ min, or log in with a code\.$/;

// Security review H2 (counted before verifying, few at once) and L5 (no lockout by others).
describe.each(databaseKinds)('password login throttle on %s', (kind) => {
  const ctx = useAppForFile(kind);

  const login = (remoteAddress: string | undefined, account: string, password: string) =>
    callContract(ctx.test.app, accountCalls.login, {
      body: { account, password },
      lang: 'en',
      remoteAddress,
    });

  it('counts a burst before verifying: of 25 concurrent guesses at most 5 are evaluated, and the right password sent last is refused', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const address = newAddress();
    const guesses = [...Array.from({ length: 24 }, (_, i) => `wrong-${i}`), member.password];
    const replies = await Promise.all(
      guesses.map((password) => login(address, member.mobile, password)),
    );
    expect(replies.filter((reply) => reply.msg === WRONG).length).toBeLessThanOrEqual(5);
    expect(replies.filter((reply) => reply.code === 0)).toEqual([]);
    expect(replies.at(-1)?.status).toBe(429);
    expect(replies.at(-1)?.msg).toMatch(LOCKED);
  });

  it('verifies at most two logins of one account at a time', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) => login(undefined, member.mobile, `wrong-${i}`)),
    );
    const busy = replies.filter(
      (reply) => reply.status === 429 && /already being checked/.test(reply.msg),
    );
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(replies.filter((reply) => reply.msg === WRONG).length).toBe(6 - busy.length);
  });

  it("an attacker's failures from one address do not stop the owner logging in by password from another", async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const attacker = newAddress();
    for (let i = 0; i < 8; i += 1) await login(attacker, member.mobile, `wrong-${i}`);
    // The attacker's own address is paused, even with the right password.
    const attackerRight = await login(attacker, member.mobile, member.password);
    expect(attackerRight.status).toBe(429);
    expect(attackerRight.msg).toMatch(LOCKED);
    // The owner, elsewhere, logs in as usual, a typo included.
    const owner = newAddress();
    expect((await login(owner, member.mobile, 'typo-typo')).msg).toBe(WRONG);
    expect((await login(owner, member.mobile, member.password)).code).toBe(0);
  });

  it('an attacker with many addresses still meets a daily ceiling per account, which a code login clears', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const ceiling = LOGIN_THROTTLE.perAccount[0].limit;
    for (let i = 0; i < ceiling; i += 1) {
      const reply = await login(newAddress(), member.mobile, `wrong-${i}`);
      expect(reply.msg).toBe(WRONG);
    }
    const ownerAddress = newAddress();
    const fresh = await login(ownerAddress, member.mobile, member.password);
    expect(fresh.status).toBe(429);
    expect(fresh.msg).toMatch(LOCKED);

    const remoteAddress = newAddress();
    await allowNextCode(ctx.test.parts.rateLimiter, member.mobile);
    await callContract(ctx.test.app, accountCalls.getCode, {
      body: { mobile: member.mobile, scene: 'login' },
      remoteAddress,
    });
    const code = await latestCode(ctx.database.db, member.mobile);
    expect(
      (
        await callContract(ctx.test.app, accountCalls.login, {
          body: { mobile: member.mobile, code },
          remoteAddress,
        })
      ).code,
    ).toBe(0);
    expect((await login(ownerAddress, member.mobile, member.password)).code).toBe(0);
  });
});
