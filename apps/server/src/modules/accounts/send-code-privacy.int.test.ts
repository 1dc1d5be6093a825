import { accountCalls } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { allowNextCode, newAddress, newMobile, registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import type { Envelope } from '../../test-support/envelope';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';
import { CODE_RATE_LIMITS } from './verification-code.service';

/** What a refusal tells the caller (its data holds only a request id). */
const said = async (reply: Promise<Envelope<unknown>>) => {
  const { code, msg } = await reply;
  return { code, msg };
};

// Security review M10: the code call must not tell who has an account.
describe.each(databaseKinds)('code requests reveal no accounts on %s', (kind) => {
  const ctx = useAppForFile(kind);
  const call = contractCaller(() => ctx.test.app);

  it('40 probes from one address: the same answer for registered and unregistered numbers, then 429 for all', async () => {
    const registered: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      // Standing in for the minute since the member's own register code.
      await allowNextCode(ctx.test.parts.rateLimiter, member.mobile);
      registered.push(member.mobile);
    }
    const probe = newAddress();
    const answers: { registered: boolean; status: number; body: Envelope<unknown> }[] = [];
    for (let i = 0; i < 40; i += 1) {
      const isRegistered = i % 2 === 0;
      const mobile = isRegistered ? (registered[i / 2] ?? '') : newMobile();
      const { status, ...body } = await call(accountCalls.getCode, {
        body: { mobile, scene: i % 4 < 2 ? 'register' : 'login' },
        lang: 'en',
        remoteAddress: probe,
      });
      answers.push({ registered: isRegistered, status, body });
    }
    const limit = CODE_RATE_LIMITS.perAddress[0].limit;
    const before = answers.slice(0, limit);
    expect(new Set(before.map((answer) => JSON.stringify([answer.status, answer.body]))).size).toBe(
      1,
    );
    expect(before[0]).toMatchObject({ status: 200, body: { code: 0 } });
    const after = answers.slice(limit);
    expect(after.every((answer) => answer.status === 429)).toBe(true);
    expect(after.filter((answer) => answer.registered)).toHaveLength(20 - limit / 2);
  });

  it('registering or logging in with a made-up code says the same for registered and unknown numbers', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const remoteAddress = newAddress();
    const register = (mobile: string) =>
      call(accountCalls.register, {
        body: { mobile, code: '123456', password: 'secret123', repassword: 'secret123' },
        lang: 'en',
        remoteAddress,
      });
    const known = await said(register(member.mobile));
    expect(known).toEqual(await said(register(newMobile())));
    expect(known.code).toBe(1);

    const codeLogin = (mobile: string) =>
      call(accountCalls.login, { body: { mobile, code: '123456' }, lang: 'en', remoteAddress });
    const knownLogin = await said(codeLogin(member.mobile));
    expect(knownLogin).toEqual(await said(codeLogin(newMobile())));
    expect(knownLogin.code).toBe(1);
  });
});
