import { describe, expect, it } from 'vitest';
import {
  allowNextCode,
  callerFrom,
  latestCode,
  newAddress,
  registerMember,
} from '../../test-support/accounts';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';
import { LOGIN_THROTTLE } from './login-password-throttle';

type Body = { code: number; msg: string };

const WRONG = 'Wrong account or password.';
const LOCKED = /^Too many failed logins\. Try again in \d+ min, or log in with a code\.$/;

// Security review H2 (counted before verifying, few at once) and L5 (no lockout by others).
describe.each(databaseKinds)('password login throttle on %s', (kind) => {
  const ctx = useAppForFile(kind);

  const login = (address: string | undefined, account: string, password: string) =>
    callerFrom(ctx.test.app, address).post(
      '/api/user/login',
      { account, password },
      { lang: 'en' },
    );

  it('counts a burst before verifying: of 25 concurrent guesses at most 5 are evaluated, and the right password sent last is refused', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const caller = callerFrom(ctx.test.app);
    const guesses = [...Array.from({ length: 24 }, (_, i) => `wrong-${i}`), member.password];
    const replies = await Promise.all(
      guesses.map((password) =>
        caller.post('/api/user/login', { account: member.mobile, password }, { lang: 'en' }),
      ),
    );
    const bodies = replies.map((reply) => reply.json<Body>());
    expect(bodies.filter((body) => body.msg === WRONG).length).toBeLessThanOrEqual(5);
    expect(bodies.filter((body) => body.code === 0)).toEqual([]);
    expect(replies.at(-1)?.statusCode).toBe(429);
    expect(bodies.at(-1)?.msg).toMatch(LOCKED);
  });

  it('verifies at most two logins of one account at a time', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) => login(undefined, member.mobile, `wrong-${i}`)),
    );
    const busy = replies.filter(
      (reply) => reply.statusCode === 429 && /already being checked/.test(reply.json<Body>().msg),
    );
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(replies.filter((reply) => reply.json<Body>().msg === WRONG).length).toBe(
      6 - busy.length,
    );
  });

  it("an attacker's failures from one address do not stop the owner logging in by password from another", async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const attacker = newAddress();
    for (let i = 0; i < 8; i += 1) await login(attacker, member.mobile, `wrong-${i}`);
    // The attacker's own address is paused, even with the right password.
    const attackerRight = await login(attacker, member.mobile, member.password);
    expect(attackerRight.statusCode).toBe(429);
    expect(attackerRight.json<Body>().msg).toMatch(LOCKED);
    // The owner, elsewhere, logs in as usual, a typo included.
    const owner = newAddress();
    expect((await login(owner, member.mobile, 'typo-typo')).json<Body>().msg).toBe(WRONG);
    expect((await login(owner, member.mobile, member.password)).json<Body>().code).toBe(0);
  });

  it('an attacker with many addresses still meets a daily ceiling per account, which a code login clears', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const ceiling = LOGIN_THROTTLE.perAccount[0].limit;
    for (let i = 0; i < ceiling; i += 1) {
      const reply = await login(newAddress(), member.mobile, `wrong-${i}`);
      expect(reply.json<Body>().msg).toBe(WRONG);
    }
    const ownerAddress = newAddress();
    const fresh = await login(ownerAddress, member.mobile, member.password);
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json<Body>().msg).toMatch(LOCKED);

    const caller = callerFrom(ctx.test.app);
    await allowNextCode(ctx.test.parts.rateLimiter, member.mobile);
    await caller.post('/api/user/getCode', { mobile: member.mobile, scene: 'login' });
    const code = await latestCode(ctx.database.db, member.mobile);
    expect(
      (await caller.post('/api/user/login', { mobile: member.mobile, code })).json<Body>().code,
    ).toBe(0);
    expect((await login(ownerAddress, member.mobile, member.password)).json<Body>().code).toBe(0);
  });
});
