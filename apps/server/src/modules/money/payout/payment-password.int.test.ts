import { MONEY, moneyCalls } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../../../db/schema/index';
import type * as PasswordHasher from '../../../platform/passwords/password-hasher';
import { registerMember } from '../../../test-support/accounts';
import { callContract } from '../../../test-support/call-contract';
import { setPaymentPassword } from '../../../test-support/money';
import { databaseKinds } from '../../../test-support/targets';
import { useAppForFile } from '../../../test-support/test-app';

/** Counts password verifications, to see how many guesses were really evaluated. */
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../platform/passwords/password-hasher', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordHasher>();
  return {
    ...real,
    verifyPassword: (hash: string, password: string) => {
      verifications.count += 1;
      return real.verifyPassword(hash, password);
    },
  };
});

/** The member has no income: this answer means the payment password was accepted. */
const NOT_ENOUGH = 'Not enough withdrawable income.';

// Security review M2: the payment-password lock is taken before the password is verified.
describe.each(databaseKinds)('payment password lock on %s', (kind) => {
  const ctx = useAppForFile(kind);

  const convert = (token: string, password: string) =>
    callContract(ctx.test.app, moneyCalls.conversionBalance, {
      body: { amount: 1, payment_password: password },
      token,
      lang: 'en',
    });

  it('30 concurrent conversions, 29 wrong and the right one last: at most 5 are verified and the right one is refused', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const right = await setPaymentPassword(ctx.test.app, member);
    const guesses = [...Array.from({ length: 29 }, (_, i) => String(100_000 + i)), right];
    verifications.count = 0;
    const replies = await Promise.all(guesses.map((password) => convert(member.token, password)));
    expect(verifications.count).toBeLessThanOrEqual(MONEY.paymentPasswordMaxFailures);
    const last = replies.at(-1);
    expect(last?.status).toBe(429);
    expect(last?.msg).toMatch(/^Too many wrong payment passwords/);
    expect(replies.filter((reply) => reply.msg === NOT_ENOUGH)).toEqual([]);
  });

  it('a right password clears the failures, and the lock ends after its time', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const right = await setPaymentPassword(ctx.test.app, member);
    for (let i = 0; i < 4; i += 1) await convert(member.token, '000001');
    // Passed the password (then refused for want of income); the count starts again.
    expect((await convert(member.token, right)).msg).toBe(NOT_ENOUGH);
    const again = await convert(member.token, '000001');
    expect(again.msg).toBe('Wrong payment password. 4 tries left.');
    for (let i = 0; i < 4; i += 1) await convert(member.token, '000001');
    expect((await convert(member.token, right)).status).toBe(429);
    await ctx.database.db
      .update(users)
      .set({ paymentPasswordLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, member.userId));
    expect((await convert(member.token, right)).msg).toBe(NOT_ENOUGH);
  });
});
