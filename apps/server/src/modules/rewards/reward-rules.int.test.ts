import {
  accountCalls,
  DEFAULT_REWARD_RULES,
  engagementCalls,
  moneyCalls,
  REWARD_CAPS,
  rewardRulesCalls,
  type RewardSectionEdit,
} from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { registerMember, registerStaff } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { grantDiamonds, walletOf } from '../../test-support/money';
import { busKinds, databaseKinds, openBusPair, openTestDatabase } from '../../test-support/targets';
import { buildTestApp, useAppForFile } from '../../test-support/test-app';

describe.each(databaseKinds)('reward rules (%s)', (kind) => {
  const ctx = useAppForFile(kind);
  const call = contractCaller(() => ctx.test.app, { lang: 'en' });

  const administrator = () => registerStaff(ctx.test.app, ctx.database.db, 'operator');

  async function save(edit: RewardSectionEdit, token: string) {
    return call(rewardRulesCalls.save, { body: edit, token });
  }

  // Every test starts from the defaults: the rules are shared by the whole app.
  afterEach(async () => {
    const { token } = await administrator();
    // Tasks first: default tasks fit beside any saved sign-in strip, not the other way round.
    for (const section of ['daily_tasks', 'sign_in', 'nobles', 'levels'] as const) {
      const restored = await save(
        { section, value: DEFAULT_REWARD_RULES[section] } as RewardSectionEdit,
        token,
      );
      expect(restored.code).toBe(0);
    }
  });

  it('anyone reads the rules; only administrators change them, within the caps', async () => {
    expect((await call(rewardRulesCalls.rules, {})).data).toEqual(DEFAULT_REWARD_RULES);
    const admin = await administrator();
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const moderator = await registerStaff(ctx.test.app, ctx.database.db, 'moderator');
    const edit: RewardSectionEdit = { section: 'sign_in', value: [1, 2, 3, 4, 5, 6, 7] };
    expect((await save(edit, member.token)).status).toBe(403);
    expect((await save(edit, moderator.token)).status).toBe(403);

    const refused: RewardSectionEdit[] = [
      { section: 'sign_in', value: [10, 10, 10, 10, 10, 10, REWARD_CAPS.signInDayGold + 1] },
      { section: 'sign_in', value: [10, 10, 10] },
      {
        section: 'daily_tasks',
        value: DEFAULT_REWARD_RULES.daily_tasks.map((task) =>
          task.key === 'watch' ? { ...task, target: REWARD_CAPS.taskTarget.watch + 1 } : task,
        ),
      },
      {
        section: 'daily_tasks',
        value: [...DEFAULT_REWARD_RULES.daily_tasks].reverse(),
      },
      {
        section: 'nobles',
        value: DEFAULT_REWARD_RULES.nobles.map((tier) =>
          tier.tier === 2 ? { ...tier, monthly_diamonds: 1_000 } : tier,
        ),
      },
      { section: 'levels', value: { user_step: 0, anchor_step: 500 } },
    ];
    for (const bad of refused) {
      const answer = await save(bad, admin.token);
      expect(answer.code, JSON.stringify(bad)).toBe(1);
    }
    expect((await call(rewardRulesCalls.rules, {})).data).toEqual(DEFAULT_REWARD_RULES);

    const saved = await save(edit, admin.token);
    expect(saved.data.before.sign_in).toEqual(DEFAULT_REWARD_RULES.sign_in);
    expect(saved.data.after.sign_in).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await call(rewardRulesCalls.rules, {})).data.sign_in).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the worst-case member under the daily gold cap across sections', async () => {
    const { token } = await administrator();
    // The best sign-in day at its cap: with the default tasks it is well under the daily cap.
    const bestDay = REWARD_CAPS.signInDayGold;
    expect(
      (await save({ section: 'sign_in', value: [10, 10, 10, 10, 10, 10, bestDay] }, token)).code,
    ).toBe(0);
    // Tasks that alone pass every check, but with that day give one member too much gold.
    const generous = DEFAULT_REWARD_RULES.daily_tasks.map((task) => ({
      ...task,
      reward: REWARD_CAPS.taskGold,
    }));
    const refused = await save({ section: 'daily_tasks', value: generous }, token);
    expect(refused.code).toBe(1);
    expect(refused.msg).toContain(String(REWARD_CAPS.dailyGold));
    expect((await call(rewardRulesCalls.rules, {})).data.daily_tasks).toEqual(
      DEFAULT_REWARD_RULES.daily_tasks,
    );
    // Exactly at the cap is allowed.
    const perTask = (REWARD_CAPS.dailyGold - bestDay) / DEFAULT_REWARD_RULES.daily_tasks.length;
    const atCap = DEFAULT_REWARD_RULES.daily_tasks.map((task) => ({ ...task, reward: perTask }));
    expect((await save({ section: 'daily_tasks', value: atCap }, token)).code).toBe(0);
  });

  it('holds each member to the daily gold cap when the rules change between claims', async () => {
    const { token } = await administrator();
    const perTask = REWARD_CAPS.dailyGold / DEFAULT_REWARD_RULES.daily_tasks.length;
    await save({ section: 'sign_in', value: [0, 0, 0, 0, 0, 0, 0] }, token);
    await save(
      {
        section: 'daily_tasks',
        value: DEFAULT_REWARD_RULES.daily_tasks.map((task) => ({ ...task, reward: perTask })),
      },
      token,
    );
    const member = await registerMember(ctx.test.app, ctx.database.db);
    const { tasks } = ctx.test.parts.engagement;
    for (const task of DEFAULT_REWARD_RULES.daily_tasks) {
      // Watching counts seconds.
      await tasks.recordNow(member.userId, task.key, task.target * 60);
      const claimed = await call(engagementCalls.claimTask, {
        body: { key: task.key },
        token: member.token,
      });
      expect(claimed.data.reward).toBe(perTask);
    }
    // Now a generous sign-in: each rule set is within the cap, but this member has had the
    // whole day's gold already.
    await save({ section: 'daily_tasks', value: DEFAULT_REWARD_RULES.daily_tasks }, token);
    await save({ section: 'sign_in', value: [500, 10, 20, 20, 30, 30, 50] }, token);
    const signed = await call(engagementCalls.sign, { body: {}, token: member.token });
    expect(signed.data).toMatchObject({ reward: 0, gold_coins: REWARD_CAPS.dailyGold });
    // Another member signs in for the whole 500, then tasks turn generous: their claims stop
    // at the cap too.
    const early = await registerMember(ctx.test.app, ctx.database.db);
    const theirs = await call(engagementCalls.sign, { body: {}, token: early.token });
    expect(theirs.data.reward).toBe(500);
    await save({ section: 'sign_in', value: [0, 0, 0, 0, 0, 0, 0] }, token);
    await save(
      {
        section: 'daily_tasks',
        value: DEFAULT_REWARD_RULES.daily_tasks.map((task) => ({ ...task, reward: perTask })),
      },
      token,
    );
    const rewards = [];
    for (const task of DEFAULT_REWARD_RULES.daily_tasks) {
      await tasks.recordNow(early.userId, task.key, task.target * 60);
      const claimed = await call(engagementCalls.claimTask, {
        body: { key: task.key },
        token: early.token,
      });
      rewards.push(claimed.data.reward);
    }
    expect(rewards).toEqual([300, 300, 300, 100, 0]);
    expect((await walletOf(ctx.test.app, early.token)).gold_coins).toBe(REWARD_CAPS.dailyGold);
  });

  it('pays sign-ins and tasks by the rules in force', async () => {
    const { token } = await administrator();
    await save({ section: 'sign_in', value: [33, 10, 20, 20, 30, 30, 70] }, token);
    const tasks = DEFAULT_REWARD_RULES.daily_tasks.map((task) =>
      task.key === 'chat' ? { ...task, target: 1, reward: 77 } : task,
    );
    await save({ section: 'daily_tasks', value: tasks }, token);

    const member = await registerMember(ctx.test.app, ctx.database.db);
    const strip = await call(engagementCalls.signTaskList, { token: member.token });
    expect(strip.data.list.map((day) => day.lz_num)).toEqual([33, 10, 20, 20, 30, 30, 70]);
    expect(strip.data.list[6]?.total_num).toBe(213);
    expect(await call(engagementCalls.sign, { body: {}, token: member.token })).toMatchObject({
      code: 0,
      data: { reward: 33, gold_coins: 33 },
    });

    const before = await call(engagementCalls.dailyTasks, { token: member.token });
    const chat = before.data.daily.find((task) => task.key === 'chat');
    expect(chat).toMatchObject({ target: 1, lz_num: 77, task: 'Send a message in a room chat' });
    await ctx.test.parts.engagement.tasks.recordNow(member.userId, 'chat');
    const claimed = await call(engagementCalls.claimTask, {
      body: { key: 'chat' },
      token: member.token,
    });
    expect(claimed.data).toMatchObject({ reward: 77, gold_coins: 110 });
    expect((await walletOf(ctx.test.app, member.token)).gold_coins).toBe(110);
  });

  it('sells noble months at the edited price; an upgrade credits no more than was paid', async () => {
    const { token } = await administrator();
    const member = await registerMember(ctx.test.app, ctx.database.db);
    await grantDiamonds(ctx.test.parts.money.ledger, member.userId, 10_000);
    const cheap = DEFAULT_REWARD_RULES.nobles.map((tier) =>
      tier.tier === 1 ? { ...tier, monthly_diamonds: 100 } : tier,
    );
    await save({ section: 'nobles', value: cheap }, token);
    const list = await call(moneyCalls.nobleList, {});
    expect(list.data.tiers[0]).toMatchObject({ tier: 1, monthly_diamonds: 100 });
    const bought = await call(moneyCalls.buyNoble, {
      body: { tier: 1, months: 1 },
      token: member.token,
    });
    expect(bought.data).toMatchObject({ paid: 100, wallet: { diamonds: 9_900 } });

    // The knight month becomes dear and the member renews one month at the new price: the two
    // months left are still credited at the 100 the cheaper one cost, not 2,500 each.
    const dear = DEFAULT_REWARD_RULES.nobles.map((tier) =>
      tier.tier === 1 ? { ...tier, monthly_diamonds: 2_500 } : tier,
    );
    await save({ section: 'nobles', value: dear }, token);
    const renewed = await call(moneyCalls.buyNoble, {
      body: { tier: 1, months: 1 },
      token: member.token,
    });
    expect(renewed.data.paid).toBe(2_500);
    const upgrade = await call(moneyCalls.buyNoble, {
      body: { tier: 2, months: 1 },
      token: member.token,
    });
    const baron = DEFAULT_REWARD_RULES.nobles[1]!.monthly_diamonds;
    expect(upgrade.code).toBe(0);
    expect(upgrade.data.paid).toBeGreaterThanOrEqual(baron - 200);
    expect(upgrade.data.paid).toBeLessThan(baron);
  });

  it('places members and streamers on the edited ladders', async () => {
    const { token } = await administrator();
    const member = await registerMember(ctx.test.app, ctx.database.db);
    // 400 diamonds spent: level 3 on the default ladder (100·(n−1)²), level 5 with a step of 25.
    await ctx.database.db
      .update(users)
      .set({ wealthExpTenths: 4_000 })
      .where(eq(users.id, member.userId));
    const levelOf = async () =>
      (await call(accountCalls.memberInfo, { token: member.token })).data.userlevel;
    expect(await levelOf()).toBe(3);
    await save({ section: 'levels', value: { user_step: 25, anchor_step: 500 } }, token);
    expect(await levelOf()).toBe(5);
  });
});

describe.each(busKinds)('reward rules across instances (%s bus)', (busKind) => {
  it('an edit on one instance holds on the other without a restart', async () => {
    const database = await openTestDatabase('pglite');
    const [busA, busB] = await openBusPair(busKind);
    const first = await buildTestApp({ database, bus: busA });
    const second = await buildTestApp({ database, bus: busB });
    try {
      const admin = await registerStaff(first.app, database.db, 'operator');
      const onFirst = contractCaller(() => first.app, { lang: 'en' });
      const onSecond = contractCaller(() => second.app, { lang: 'en' });
      const saved = await onFirst(rewardRulesCalls.save, {
        body: { section: 'sign_in', value: [5, 5, 5, 5, 5, 5, 5] },
        token: admin.token,
      });
      expect(saved.code).toBe(0);
      // The second instance pays what the first one saved, once the bus message arrives.
      const member = await registerMember(second.app, database.db);
      await expect
        .poll(async () => (await onSecond(rewardRulesCalls.rules, {})).data.sign_in[0])
        .toBe(5);
      const signed = await onSecond(engagementCalls.sign, { body: {}, token: member.token });
      expect(signed.data.reward).toBe(5);
    } finally {
      await first.close();
      await second.close();
      await busA.close();
      await busB.close();
      await database.dispose();
    }
  });
});
