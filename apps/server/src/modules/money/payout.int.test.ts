import { accountCalls, moneyCalls, type CallBody } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { makeOperator } from '../../test-support/live';
import {
  grantDiamonds,
  ledgerProblems,
  registerLiveStreamer,
  setPaymentPassword,
  walletOf,
} from '../../test-support/money';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

describe.each(databaseKinds)('withdrawals, conversion and payout accounts (%s)', (kind) => {
  const ctx = useAppForFile(kind, { env: { GIFT_SETTLEMENT_DELAY_SECONDS: '0' } });

  // In Chinese, the site's default: the refusals below are checked by their Chinese text.
  const call = contractCaller(() => ctx.test.app, { lang: 'zh' });

  /** A streamer with `diamonds` of settled, withdrawable income and a payment password. */
  async function earningStreamer(diamonds: number) {
    const { app } = ctx.test;
    const streamer = await registerLiveStreamer(app, ctx.database.db);
    const fan = await registerMember(app, ctx.database.db);
    await grantDiamonds(ctx.test.parts.money.ledger, fan.userId, diamonds * 2);
    // Gift 2·diamonds with a 50 % share: `diamonds` of income for the streamer.
    for (let left = diamonds * 2; left > 0; left -= Math.min(left, 1000)) {
      const count = Math.min(left, 1000);
      expect(
        await call(moneyCalls.handselGift, {
          body: { room_id: streamer.roomId, gift_id: 1, count },
          token: fan.token,
        }),
      ).toMatchObject({ code: 0 });
    }
    await ctx.test.parts.money.gifts.settleDue();
    const paymentPassword = await setPaymentPassword(app, streamer);
    return { ...streamer, paymentPassword };
  }

  it('binds payout accounts behind the payment password, and shows them masked', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const card = { real_name: '张三', bank_name: '招商银行', card_number: '6225 8800 1234 5678' };
    const noPassword = await call(moneyCalls.bindBankCard, {
      body: { ...card, payment_password: '111111' },
      token: member.token,
    });
    expect(noPassword.msg).toMatch(/支付密码/);
    const password = await setPaymentPassword(ctx.test.app, member);
    const wrong = await call(moneyCalls.bindBankCard, {
      body: { ...card, payment_password: '000000' },
      token: member.token,
    });
    expect(wrong).toMatchObject({ code: 1 });
    const bound = await call(moneyCalls.bindBankCard, {
      body: { ...card, payment_password: password },
      token: member.token,
    });
    expect(bound.data.bank_card?.card_number).toBe('6225 **** **** 5678');
    const alipay = await call(moneyCalls.bindAliPay, {
      body: { real_name: '张三', account: '13800138000', payment_password: password },
      token: member.token,
    });
    expect(alipay.data.alipay?.account).toBe('138****8000');
    const info = await call(moneyCalls.payoutAccounts, { token: member.token });
    expect(JSON.stringify(info.data)).not.toContain('12345678');
  });

  it('holds a withdrawal until reviewed: approval pays out, rejection returns the money, once', async () => {
    const streamer = await earningStreamer(300);
    const operator = await registerMember(ctx.test.app, ctx.database.db);
    await makeOperator(ctx.database.db, operator.userId);
    const apply = (
      amount: number,
      method: CallBody<typeof moneyCalls.applyForWithdrawal>['method'] = 'bank',
    ) =>
      call(moneyCalls.applyForWithdrawal, {
        body: { amount, method, payment_password: streamer.paymentPassword },
        token: streamer.token,
      });
    expect((await apply(150)).msg).toMatch(/银行卡/);
    await call(moneyCalls.bindBankCard, {
      body: {
        real_name: '李四',
        bank_name: '工商银行',
        card_number: '6222020000001111',
        payment_password: streamer.paymentPassword,
      },
      token: streamer.token,
    });
    expect((await apply(50)).msg).toMatch(/100/);
    expect((await apply(301)).msg).toMatch(/不足/);

    const first = await apply(120);
    expect(first.data).toMatchObject({
      withdrawal: { status: 'waiting' },
      wallet: { withdrawable: 180, held: 120 },
    });
    const second = await apply(100);
    expect(second.data.wallet).toMatchObject({ withdrawable: 80, held: 220 });

    // Only operators review.
    const notOperator = await call(moneyCalls.reviewWithdrawal, {
      body: { id: first.data.withdrawal.id, approve: true },
      token: streamer.token,
    });
    expect(notOperator.status).toBe(403);
    const approved = await call(moneyCalls.reviewWithdrawal, {
      body: { id: first.data.withdrawal.id, approve: true },
      token: operator.token,
    });
    expect(approved).toMatchObject({ code: 0, data: { status: 'succeeded' } });
    const rejected = await call(moneyCalls.reviewWithdrawal, {
      body: { id: second.data.withdrawal.id, approve: false, note: '账户信息有误' },
      token: operator.token,
    });
    expect(rejected).toMatchObject({
      code: 0,
      data: { status: 'failed', review_note: '账户信息有误' },
    });
    const again = await call(moneyCalls.reviewWithdrawal, {
      body: { id: second.data.withdrawal.id, approve: true },
      token: operator.token,
    });
    expect(again.status).toBe(409);
    expect(await walletOf(ctx.test.app, streamer.token)).toMatchObject({
      withdrawable: 180,
      held: 0,
    });

    const list = (await call(moneyCalls.withdrawalList, { token: streamer.token })).data.list;
    expect(list.map((item) => [item.status, item.yuan])).toEqual([
      ['failed', 10],
      ['succeeded', 12],
    ]);
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });

  it('converts income into diamonds irreversibly, behind the payment password', async () => {
    const streamer = await earningStreamer(100);
    const convert = (amount: number, password = streamer.paymentPassword) =>
      call(moneyCalls.conversionBalance, {
        body: { amount, payment_password: password },
        token: streamer.token,
      });
    expect((await convert(101)).msg).toMatch(/不足/);
    expect(await convert(40)).toMatchObject({ code: 0, data: { diamonds: 40, withdrawable: 60 } });
    const statement = (
      await call(moneyCalls.orderList, {
        query: { type: 'ledger', reason: 'conversion' },
        token: streamer.token,
      })
    ).data.entries;
    expect(statement.map((entry) => [entry.wallet, entry.amount]).sort()).toEqual([
      ['diamonds', 40],
      ['withdrawable', -40],
    ]);
  });

  it('locks the payment password after five wrong tries', async () => {
    const streamer = await earningStreamer(100);
    const tries = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      tries.push(
        await call(moneyCalls.conversionBalance, {
          body: { amount: 1, payment_password: '999999' },
          token: streamer.token,
        }),
      );
    }
    expect(tries[0]?.msg).toMatch(/还可尝试 4 次/);
    expect(tries[4]?.msg).toMatch(/15 分钟/);
    const right = await call(moneyCalls.conversionBalance, {
      body: { amount: 1, payment_password: streamer.paymentPassword },
      token: streamer.token,
    });
    expect(right).toMatchObject({ status: 429, code: 1 });
    expect((await walletOf(ctx.test.app, streamer.token)).withdrawable).toBe(100);
  });

  it('sells noble ranks: renewals extend, upgrades credit unused time, downgrades wait', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    await grantDiamonds(ctx.test.parts.money.ledger, member.userId, 20_000);
    const buy = (tier: number, months = 1) =>
      call(moneyCalls.buyNoble, { body: { tier, months }, token: member.token });
    const knight = await buy(1);
    expect(knight.data).toMatchObject({ paid: 1000, noble: { tier: 1, free_barrages_left: 30 } });
    const renewed = await buy(1, 2);
    const days =
      (Date.parse(renewed.data.noble.expires_at) - Date.parse(knight.data.noble.expires_at)) /
      86_400_000;
    expect(Math.round(days)).toBe(60);
    // Upgrade: 3 months of knight left (3,000 diamonds' worth) credited against the baron.
    const baron = await buy(2);
    expect(baron.data.paid).toBeGreaterThan(0);
    expect(baron.data.paid).toBeLessThanOrEqual(1);
    expect(baron.data.noble.tier).toBe(2);
    expect((await buy(1)).msg).toMatch(/更高等级/);
    const poor = await buy(5, 12);
    expect(poor.msg).toMatch(/钻石余额不足/);
    expect((await walletOf(ctx.test.app, member.token)).diamonds).toBeCloseTo(
      20_000 - 1000 - 2000 - baron.data.paid,
      2,
    );
    const info = (await call(accountCalls.memberInfo, { token: member.token })).data;
    expect(info.noble_tier).toBe(2);

    // The monthly free advertising barrages: 30, then none.
    const nobles = ctx.test.parts.money.nobles;
    const used = [];
    for (let count = 0; count < 31; count += 1)
      used.push(await nobles.useFreeBarrage(member.userId));
    expect(used.filter(Boolean)).toHaveLength(30);
    expect(await nobles.useFreeBarrage(registeredNobody)).toBe(false);
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });
});

const registeredNobody = 987_654_321;
