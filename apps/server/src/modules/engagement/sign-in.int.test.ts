import { engagementCalls, type CallBody } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { registerMember } from '../../test-support/accounts';
import { callContract } from '../../test-support/call-contract';
import { ledgerProblems, walletOf } from '../../test-support/money';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';
import { SignInRepository } from './sign-in.repository';
import { chinaDay, SignInService } from './sign-in.service';

const HOUR = 3_600_000;

describe.each(databaseKinds)('daily sign-in (%s)', (kind) => {
  const ctx = useAppForFile(kind);

  const strip = (token: string) =>
    callContract(ctx.test.app, engagementCalls.signTaskList, { token });
  // In Chinese, the site's default: a refusal is checked by its Chinese text.
  const sign = (token: string, body: CallBody<typeof engagementCalls.sign> = {}) =>
    callContract(ctx.test.app, engagementCalls.sign, { body, token, lang: 'zh' });

  it('shows the 7-day strip, signs once a day (also when sent at once), pays gold through the ledger', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const before = (await strip(member.token)).data;
    expect(before.is_sign).toBe(0);
    expect(before.list.map((day) => day.lz_num)).toEqual([10, 10, 20, 20, 30, 30, 50]);
    expect(before.list[6]?.total_num).toBe(170);
    expect(before.list.filter((day) => day.is_today).map((day) => day.num)).toEqual([1]);

    const attempts = await Promise.all(Array.from({ length: 10 }, () => sign(member.token)));
    expect(attempts.filter((attempt) => attempt.code === 0)).toHaveLength(1);
    const refused = attempts.find((attempt) => attempt.code !== 0);
    expect(refused).toMatchObject({ status: 409, code: 1 });
    expect(refused?.msg).toMatch(/已经签到/);
    expect((await walletOf(ctx.test.app, member.token)).gold_coins).toBe(10);

    const after = (await strip(member.token)).data;
    expect(after).toMatchObject({ is_sign: 1, streak: 1 });
    expect(after.list.map((day) => day.is_sign)).toEqual([1, 0, 0, 0, 0, 0, 0]);
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });

  it('refuses visitors and a stale strip day', async () => {
    const visitor = await callContract(ctx.test.app, engagementCalls.sign, { body: {} });
    expect(visitor.code).toBe(700);
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const stale = await sign(member.token, { id: 3 });
    expect(stale).toMatchObject({ code: 1 });
    expect((await walletOf(ctx.test.app, member.token)).gold_coins).toBe(0);
    expect(await sign(member.token, { id: 1 })).toMatchObject({ code: 0, data: { reward: 10 } });
  });

  it('walks the strip on consecutive China-time days, starts again after a gap or a full week', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    // 23:59:59 and 00:00:00 in Beijing are two days.
    let now = Date.parse('2026-11-22T15:59:59Z');
    const service = new SignInService(new SignInRepository(ctx.database.db), {
      ledger: ctx.test.parts.money.ledger,
      rules: ctx.test.parts.money.rules,
      now: () => now,
    });
    expect(chinaDay(now)).toBe('2026-11-22');
    expect(await service.sign(member.userId, 1)).toMatchObject({ day: 1, reward: 10 });
    now += 1_000;
    expect(chinaDay(now)).toBe('2026-11-23');
    expect(await service.sign(member.userId, 2)).toMatchObject({ day: 2, reward: 10 });
    await expect(service.sign(member.userId, undefined)).rejects.toThrow('signIn.already');

    // A missed day starts the strip again.
    now += 48 * HOUR;
    expect((await service.list(member.userId)).streak).toBe(0);
    expect(await service.sign(member.userId, 1)).toMatchObject({ day: 1 });
    const days = [];
    for (let day = 2; day <= 7; day += 1) {
      now += 24 * HOUR;
      days.push((await service.sign(member.userId, day)).reward);
    }
    expect(days).toEqual([10, 20, 20, 30, 30, 50]);
    const week = await service.list(member.userId);
    expect(week).toMatchObject({ is_sign: 1, streak: 7 });
    expect(week.list.every((day) => day.is_sign === 1)).toBe(true);
    // After day 7 a new week begins; the streak goes on.
    now += 24 * HOUR;
    expect(await service.sign(member.userId, 1)).toMatchObject({ day: 1, reward: 10 });
    expect((await service.list(member.userId)).streak).toBe(8);
    expect((await walletOf(ctx.test.app, member.token)).gold_coins).toBe(
      10 + 10 + 10 + (10 + 20 + 20 + 30 + 30 + 50) + 10,
    );
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });
});
