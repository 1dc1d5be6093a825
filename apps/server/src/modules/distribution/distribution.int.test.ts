import { distributionAdminCalls, distributionCalls, profileCalls } from '@tifo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAddress, registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { makeOperator } from '../../test-support/live';
import { ledgerProblems, topUpThroughSandbox, walletOf } from '../../test-support/money';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

const DAY = 86_400_000;
/** Package 1 of the seeded price list: 60 diamonds (and no bonus). */
const PACKAGE = 1;

describe.each(databaseKinds)('distribution centre and channel agents (%s)', (kind) => {
  const ctx = useAppForFile(kind, {
    env: { REFERRAL_LEVEL1_PERCENT: '10', REFERRAL_LEVEL2_PERCENT: '3', TOPUP_REFUND_DAYS: '7' },
  });
  const call = contractCaller(() => ctx.test.app, { lang: 'zh' });
  let operator: { token: string; userId: number };

  beforeAll(async () => {
    operator = await registerMember(ctx.test.app, ctx.database.db);
    await makeOperator(ctx.database.db, operator.userId);
  });

  const member = (options: Parameters<typeof registerMember>[2] = {}) =>
    registerMember(ctx.test.app, ctx.database.db, options);
  const summaryOf = async (token: string) =>
    (await call(distributionCalls.summary, { token })).data;
  const commissionsOf = async (token: string) =>
    (await call(distributionCalls.commissions, { token })).data.list;

  /** A → B → C: B invited C, A invited B. */
  async function inviteChain() {
    const a = await member();
    const b = await member({ invite: (await summaryOf(a.token)).invite_code });
    const c = await member({ invite: (await summaryOf(b.token)).invite_code });
    return { a, b, c };
  }

  it('refuses a self-invite and an invite loop, and binds a share code once', async () => {
    const a = await member();
    const b = await member();
    const codeOf = async (token: string) => (await summaryOf(token)).invite_code;
    const own = await call(profileCalls.bindShareCode, {
      body: { shareCode: await codeOf(a.token), type: 1 },
      token: a.token,
    });
    expect(own.code).toBe(1);
    const bound = await call(profileCalls.bindShareCode, {
      body: { shareCode: await codeOf(a.token), type: 1 },
      token: b.token,
    });
    expect(bound).toMatchObject({ code: 0, data: { bound: true } });
    // A binding B's code would close a loop: A → B → A.
    const loop = await call(profileCalls.bindShareCode, {
      body: { shareCode: await codeOf(b.token), type: 1 },
      token: a.token,
    });
    expect(loop.code).toBe(1);
    const invitees = await call(distributionCalls.invitees, {
      query: { level: 1 },
      token: a.token,
    });
    expect(invitees.data.list.map((row) => row.user_id)).toEqual([b.userId]);
  });

  it('pays both inviters a pending share of a top-up, traceable to it, settled after the window', async () => {
    const { a, b, c } = await inviteChain();
    const { orderNo } = await topUpThroughSandbox(ctx.test.app, c.token, PACKAGE);
    const [level1] = await commissionsOf(b.token);
    const [level2] = await commissionsOf(a.token);
    expect(level1).toMatchObject({ kind: 'level1', order_no: orderNo, status: 'pending' });
    expect(level2).toMatchObject({ kind: 'level2', order_no: orderNo, status: 'pending' });
    expect(level1!.amount).toBeCloseTo((level1!.topup_diamonds * 10) / 100);
    expect(level2!.amount).toBeCloseTo((level2!.topup_diamonds * 3) / 100);
    expect((await walletOf(ctx.test.app, b.token)).pending).toBeCloseTo(level1!.amount);
    expect(await summaryOf(a.token)).toMatchObject({
      invitees: { level1: 1, level2: 1 },
      earnings: { pending: level2!.amount, settled: 0 },
    });
    const levelTwo = await call(distributionCalls.invitees, {
      query: { level: 2 },
      token: a.token,
    });
    expect(levelTwo.data.list).toMatchObject([{ user_id: c.userId, level: 2 }]);

    // Not before the refund window closes; then to withdrawable.
    const distribution = ctx.test.parts.distribution;
    await distribution.settleDue(Date.now() + 6 * DAY);
    expect((await commissionsOf(b.token))[0]?.status).toBe('pending');
    expect(await distribution.settleDue(Date.now() + 8 * DAY)).toBeGreaterThanOrEqual(2);
    expect((await commissionsOf(b.token))[0]?.status).toBe('settled');
    expect((await walletOf(ctx.test.app, b.token)).withdrawable).toBeCloseTo(level1!.amount);
    // A settled top-up can no longer be refunded.
    const late = await call(distributionAdminCalls.refundTopup, {
      body: { order_no: orderNo, note: 'chargeback' },
      token: operator.token,
    });
    expect(late).toMatchObject({ code: 1, msg: '已超过退款期限，不能再退款' });
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });

  it('reverses a refunded top-up’s commissions once, however many refunds arrive', async () => {
    const { a, b, c } = await inviteChain();
    const { orderNo } = await topUpThroughSandbox(ctx.test.app, c.token, PACKAGE);
    const diamondsBefore = (await walletOf(ctx.test.app, c.token)).diamonds;
    const refunds = await Promise.all(
      Array.from({ length: 3 }, () =>
        call(distributionAdminCalls.refundTopup, {
          body: { order_no: orderNo, note: 'chargeback at the provider' },
          token: operator.token,
        }),
      ),
    );
    const done = refunds.filter((answer) => answer.code === 0);
    expect(done).toHaveLength(1);
    expect(done[0]?.data).toEqual({ order_no: orderNo, reversed_commissions: 2 });
    expect(refunds.filter((answer) => answer.code === 1)).toHaveLength(2);
    expect((await walletOf(ctx.test.app, c.token)).diamonds).toBe(diamondsBefore - 60);
    for (const inviter of [a, b]) {
      expect((await commissionsOf(inviter.token))[0]?.status).toBe('reversed');
      expect((await walletOf(ctx.test.app, inviter.token)).pending).toBe(0);
    }
    // Nothing left to settle for them.
    await ctx.test.parts.distribution.settleDue(Date.now() + 8 * DAY);
    expect((await walletOf(ctx.test.app, b.token)).withdrawable).toBe(0);
    const byMember = await call(distributionAdminCalls.refundTopup, {
      body: { order_no: orderNo, note: 'again' },
      token: b.token,
    });
    expect(byMember.code).not.toBe(0);
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });

  it('refuses to refund diamonds already spent', async () => {
    const buyer = await member();
    const { orderNo } = await topUpThroughSandbox(ctx.test.app, buyer.token, PACKAGE);
    const { ledger } = ctx.test.parts.money;
    const { member: memberAccount, platform } = await import('../money/ledger/ledger-accounts');
    await ledger.transaction((tx) =>
      ledger.post(tx, {
        reason: 'adjustment',
        movements: [
          { from: memberAccount(buyer.userId, 'diamonds'), to: platform('revenue'), amount: 5_000 },
        ],
      }),
    );
    const answer = await call(distributionAdminCalls.refundTopup, {
      body: { order_no: orderNo, note: 'chargeback' },
      token: operator.token,
    });
    expect(answer.msg).toContain('会员已花掉该订单的钻石');
  });

  it('flags an invitee registered from the inviter’s address: their top-ups pay no commission', async () => {
    const address = newAddress();
    const inviter = await member({ remoteAddress: address });
    const code = (await summaryOf(inviter.token)).invite_code;
    const sockPuppet = await member({ invite: code, remoteAddress: address });
    await expect
      .poll(async () =>
        (
          await call(distributionAdminCalls.referralFlags, { token: operator.token })
        ).data.list.find((flag) => flag.invitee_id === sockPuppet.userId),
      )
      .toMatchObject({ inviter_id: inviter.userId, reason: 'inviter_address' });
    await topUpThroughSandbox(ctx.test.app, sockPuppet.token, PACKAGE);
    expect(await commissionsOf(inviter.token)).toMatchObject([{ status: 'withheld', amount: 0 }]);
    expect((await walletOf(ctx.test.app, inviter.token)).pending).toBe(0);
  });

  it('gives a channel agent its registrations, top-ups and share by day', async () => {
    const agent = await member();
    const notOperator = await call(distributionAdminCalls.setAgent, {
      body: { user_id: agent.userId, channel_code: 'club-hanoi', share_percent: 5 },
      token: agent.token,
    });
    expect(notOperator.code).not.toBe(0);
    const made = await call(distributionAdminCalls.setAgent, {
      body: { user_id: agent.userId, channel_code: 'club-hanoi', share_percent: 5 },
      token: operator.token,
    });
    expect(made.data).toMatchObject({ channel_code: 'CLUB-HANOI', share_percent: 5, active: true });
    const rival = await member();
    const taken = await call(distributionAdminCalls.setAgent, {
      body: { user_id: rival.userId, channel_code: 'CLUB-HANOI', share_percent: 5 },
      token: operator.token,
    });
    expect(taken).toMatchObject({ code: 1, msg: '该渠道码已被其他代理使用' });

    const fan = await member({ channel: 'club-hanoi' });
    await member({ channel: 'no-such-channel' });
    await topUpThroughSandbox(ctx.test.app, fan.token, PACKAGE);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const stats = await call(distributionCalls.agentStats, {
      query: { from: today, to: today },
      token: agent.token,
    });
    expect(stats.data.days).toEqual([
      {
        day: today,
        registrations: 1,
        active_members: 1,
        topup_orders: 1,
        topup_diamonds: 60,
        earnings: 3,
      },
    ]);
    expect((await summaryOf(agent.token)).agent_channel).toBe('CLUB-HANOI');
    const stranger = await call(distributionCalls.agentStats, {
      query: { from: today, to: today },
      token: fan.token,
    });
    expect(stranger).toMatchObject({ code: 1, msg: '你不是渠道代理' });
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
  });
});
