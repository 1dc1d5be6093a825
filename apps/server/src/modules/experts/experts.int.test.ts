import { analysisCalls, expertAdminCalls, expertCalls, type AnalysisPick } from '@tifo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScheduledMatch } from '../../feeds/score-feed';
import { manualClock } from '../../feeds/simulator/simulator-clock';
import { registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { makeOperator } from '../../test-support/live';
import { grantDiamonds, ledgerProblems, walletOf } from '../../test-support/money';
import { databaseKinds } from '../../test-support/targets';
import { useFeedAppForFile } from '../../test-support/test-app';
import { seedDemoExperts } from '../../db/seed/expert-seed';
import { DemoAnalysts } from './demo-analysts';

const T0 = Date.UTC(2026, 2, 14, 15, 20);
const HOUR = 3_600_000;
const REASONING = 'Both sides rotate heavily; the home press wins the ball high and often.';

describe.each(databaseKinds)('experts and analyses (%s)', (kind) => {
  const clock = manualClock(T0);
  const ctx = useFeedAppForFile(kind, clock);
  const call = contractCaller(() => ctx.test.app);
  let operator: { token: string; userId: number };

  beforeAll(async () => {
    operator = await registerMember(ctx.test.app, ctx.database.db);
    await makeOperator(ctx.database.db, operator.userId);
  });

  const feed = () => ctx.test.parts.scoreFeed;
  const member = () => registerMember(ctx.test.app, ctx.database.db);
  const form = {
    real_name: '王分析',
    wechat: 'wx_analyst',
    experience: '十年足球数据分析经验',
    code_accepted: true,
  };
  async function expert(refund = false) {
    const made = await member();
    expect(await call(expertCalls.apply, { body: form, token: made.token })).toMatchObject({
      code: 0,
    });
    const approved = await call(expertAdminCalls.review, {
      body: { user_id: made.userId, approve: true },
      token: operator.token,
    });
    expect(approved.data.status).toBe('approved');
    if (refund) {
      await call(expertCalls.updateProfile, {
        body: { title: 'Analyst', intro: '', specialities: [], refund_if_wrong: true },
        token: made.token,
      });
    }
    return made;
  }
  /** Football matches not started yet, kicking off within `hours` of the clock. */
  function upcoming(hours: number): ScheduledMatch[] {
    const now = clock();
    return feed()
      .matchesBetween(now + 60_000, now + hours * HOUR)
      .filter((match) => match.sport === 'football');
  }
  /** The final score the deterministic feed will reach (read ahead of the clock). */
  function finalScore(match: ScheduledMatch) {
    const state = feed().stateAt(match.id, match.kickoff + 5 * HOUR);
    if (state?.status !== 'finished') throw new Error(`match ${match.id} does not finish`);
    return state.score;
  }
  const publish = async (
    token: string,
    match: ScheduledMatch,
    market: '1x2' | 'handicap' | 'total',
    pick: AnalysisPick,
    price = 0,
  ) => {
    const answer = await call(analysisCalls.publish, {
      body: {
        match_id: match.id,
        market,
        pick,
        confidence: 3,
        title: 'Derby call',
        reasoning: REASONING,
        price,
      },
      token,
    });
    expect(answer).toMatchObject({ code: 0 });
    return answer.data.id;
  };

  it('takes expert applications under the spec rules and lets operators decide them', async () => {
    const ana = await member();
    const apply = (body: typeof form) =>
      call(expertCalls.apply, { body, token: ana.token, lang: 'zh' });
    expect(await apply({ ...form, wechat: '  ' })).toMatchObject({
      code: 1,
      msg: '请填写完整信息后再提交',
    });
    expect(await apply({ ...form, experience: '字'.repeat(201) })).toMatchObject({
      code: 1,
      msg: '工作经历请控制在 200 字以内',
    });
    expect(await apply({ ...form, code_accepted: false })).toMatchObject({
      code: 1,
      msg: '请阅读并勾选分析师守则',
    });
    // 200 words exactly, mixed scripts, is fine.
    const applied = await apply({
      ...form,
      experience: `${'字'.repeat(150)} ${'word '.repeat(50)}`,
    });
    expect(applied.data).toMatchObject({ status: 'waiting' });
    expect((await apply(form)).code).toBe(1);
    const publishing = await call(analysisCalls.publish, {
      body: {
        match_id: 'x',
        market: '1x2',
        pick: 'home',
        confidence: 3,
        title: 't',
        reasoning: REASONING,
        price: 0,
      },
      token: ana.token,
    });
    expect(publishing.status).toBe(403);
    const byMember = await call(expertAdminCalls.review, {
      body: { user_id: ana.userId, approve: true },
      token: ana.token,
    });
    expect(byMember.status).toBe(403);
    const rejected = await call(expertAdminCalls.review, {
      body: { user_id: ana.userId, approve: false, note: 'Tell us more' },
      token: operator.token,
    });
    expect(rejected.data).toMatchObject({ status: 'rejected', review_note: 'Tell us more' });
    expect((await call(expertCalls.profile, { query: { id: ana.userId } })).status).toBe(404);
    // A rejected member may apply again.
    expect((await apply(form)).data.status).toBe('waiting');
  });

  it('never shows a paid pick before purchase, sells it once before kick-off, and appends corrections', async () => {
    const tipster = await expert();
    const [match] = upcoming(48);
    if (!match) throw new Error('no upcoming football match');
    const id = await publish(tipster.token, match, 'handicap', 'home', 12);
    const again = await call(analysisCalls.publish, {
      body: {
        match_id: match.id,
        market: 'handicap',
        pick: 'away',
        confidence: 1,
        title: 'x',
        reasoning: REASONING,
        price: 0,
      },
      token: tipster.token,
    });
    expect(again).toMatchObject({ code: 1 });
    const wrongPick = await call(analysisCalls.publish, {
      body: {
        match_id: match.id,
        market: 'total',
        pick: 'home',
        confidence: 1,
        title: 'x',
        reasoning: REASONING,
        price: 0,
      },
      token: tipster.token,
    });
    expect(wrongPick).toMatchObject({ code: 1, msg: 'This market has no such pick.' });

    const buyer = await member();
    for (const token of [undefined, buyer.token]) {
      const seen = await call(analysisCalls.detail, { query: { id }, ...(token ? { token } : {}) });
      expect(seen.data).toMatchObject({
        visible: false,
        pick: null,
        pick_odds: null,
        reasoning: null,
        price: 12,
      });
      expect(JSON.stringify(seen)).not.toContain(REASONING);
      const listed = await call(analysisCalls.list, {
        query: { match_id: match.id },
        ...(token ? { token } : {}),
      });
      expect(listed.data.list[0]).toMatchObject({ id, pick: null, visible: false });
    }
    expect(
      (await call(analysisCalls.detail, { query: { id }, token: tipster.token })).data,
    ).toMatchObject({ pick: 'home', reasoning: REASONING, mine: true });

    const poor = await call(analysisCalls.buy, { body: { id }, token: buyer.token });
    expect(poor).toMatchObject({ code: 1, msg: 'Not enough diamonds. Recharge first.' });
    await grantDiamonds(ctx.test.parts.money.ledger, buyer.userId, 20);
    const bought = await call(analysisCalls.buy, { body: { id }, token: buyer.token });
    expect(bought.data).toMatchObject({
      visible: true,
      purchased: true,
      pick: 'home',
      reasoning: REASONING,
    });
    await call(analysisCalls.buy, { body: { id }, token: buyer.token });
    expect((await walletOf(ctx.test.app, buyer.token)).diamonds).toBe(8);
    expect((await call(analysisCalls.buy, { body: { id }, token: tipster.token })).code).toBe(1);

    await call(analysisCalls.correct, {
      body: { id, text: 'Their keeper is out.' },
      token: tipster.token,
    });
    const corrected = await call(analysisCalls.detail, { query: { id }, token: buyer.token });
    expect(corrected.data.corrections.map((item) => item.text)).toEqual(['Their keeper is out.']);
    expect(corrected.data.reasoning).toBe(REASONING);
    const stranger = await member();
    expect(
      (await call(analysisCalls.correct, { body: { id, text: 'x' }, token: stranger.token }))
        .status,
    ).toBe(403);

    // Kick-off closes publishing and buying.
    clock.set(match.kickoff + 60_000);
    await grantDiamonds(ctx.test.parts.money.ledger, stranger.userId, 20);
    expect(await call(analysisCalls.buy, { body: { id }, token: stranger.token })).toMatchObject({
      code: 1,
      msg: 'The match has kicked off: analyses can no longer be published or bought.',
    });
    const late = await call(analysisCalls.publish, {
      body: {
        match_id: match.id,
        market: 'total',
        pick: 'over',
        confidence: 1,
        title: 'x',
        reasoning: REASONING,
        price: 0,
      },
      token: tipster.token,
    });
    expect(late).toMatchObject({ code: 1 });
    expect((await walletOf(ctx.test.app, stranger.token)).diamonds).toBe(20);
    clock.set(T0);
  });

  it('settles from the final result: pays the expert through pending income, or refunds the buyers', async () => {
    clock.set(T0);
    const [match] = upcoming(48);
    if (!match) throw new Error('no upcoming football match');
    const score = finalScore(match);
    const outcome = score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';
    const losing: AnalysisPick = outcome === 'home' ? 'away' : 'home';
    const winner = await expert();
    const refunder = await expert(true);
    const winning = await publish(winner.token, match, '1x2', outcome, 10);
    const lost = await publish(refunder.token, match, '1x2', losing, 10);
    const buyer = await member();
    await grantDiamonds(ctx.test.parts.money.ledger, buyer.userId, 50);
    for (const id of [winning, lost])
      await call(analysisCalls.buy, { body: { id }, token: buyer.token });
    expect((await walletOf(ctx.test.app, buyer.token)).diamonds).toBe(30);

    clock.set(match.kickoff + 5 * HOUR);
    expect(await ctx.test.parts.analysisSettlement.settleDue()).toBeGreaterThanOrEqual(2);
    const settled = await call(analysisCalls.detail, { query: { id: winning } });
    expect(settled.data).toMatchObject({
      status: 'settled',
      result: 'won',
      visible: true,
      pick: outcome,
    });
    expect(settled.data.match).toMatchObject({ status: 'finished', home: { score: score.home } });
    expect((await call(analysisCalls.detail, { query: { id: lost } })).data.result).toBe('lost');
    // The refunding expert's buyer has their 10 back; the winner earns 70 % as pending income.
    expect((await walletOf(ctx.test.app, buyer.token)).diamonds).toBe(40);
    expect(await walletOf(ctx.test.app, winner.token)).toMatchObject({
      pending: 7,
      withdrawable: 0,
    });
    expect(await walletOf(ctx.test.app, refunder.token)).toMatchObject({ pending: 0 });
    await ctx.test.parts.analysisSettlement.settleIncomeDue(Date.now() + 2 * 86_400_000);
    expect(await walletOf(ctx.test.app, winner.token)).toMatchObject({
      pending: 0,
      withdrawable: 7,
    });
    // Settling again changes nothing.
    await ctx.test.parts.analysisSettlement.settleDue();
    expect((await walletOf(ctx.test.app, buyer.token)).diamonds).toBe(40);
    expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);

    const record = await call(expertCalls.record, { query: { id: winner.userId } });
    expect(record.data).toMatchObject({ settled: 1, won: 1, hit_rate: 1, current_streak: 1 });
    clock.set(T0);
  });

  it("lets the demo's experts cover the coming matches, once each", async () => {
    clock.set(T0);
    await seedDemoExperts(ctx.database.db);
    const demo = new DemoAnalysts({
      db: ctx.database.db,
      feed: feed(),
      analyses: ctx.test.parts.analyses,
    });
    const first = await demo.publishRound();
    expect(first).toBeGreaterThan(0);
    expect(await demo.publishRound()).toBe(0);
    const ranking = await call(analysisCalls.foresight, { query: { sport: 'football' } });
    const counted = ranking.data.list.reduce((sum, item) => sum + item.analysis_count, 0);
    expect(counted).toBeGreaterThan(0);
  });
});
