import {
  DAILY_TASK_KEYS,
  giftCatalogueCalls,
  type Gift,
  DEFAULT_REWARD_RULES,
  engagementCalls,
  REWARD_CAPS,
  rewardRulesCalls,
  type RewardSectionEdit,
  analysisCalls,
  distributionAdminCalls,
  fanGroupCalls,
  FUN_GUESS,
  hornCalls,
  liveCalls,
  mallCalls,
  moneyCalls,
  paymentAdminCalls,
  redEnvelopeCalls,
} from '@tifo/contract';
import { and, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  analyses,
  analysisPurchases,
  backpackItems,
  backpackSends,
  channelAgents,
  commissions,
  dailyTaskProgress,
  signIns,
  fanFees,
  giftSends,
  gifts,
  goods,
  goodsExchanges,
  guessStakes,
  guesses,
  horns,
  ledgerPostings,
  ledgerTransactions,
  noblePurchases,
  paidBarrages,
  paymentOrders,
  redEnvelopeShares,
  redEnvelopes,
  liveRooms,
  experts,
  users,
  walletAccounts,
  withdrawals,
} from '../../db/schema/index';
import type { ScoreFeed } from '../../feeds/score-feed';
import { AppError } from '../../platform/http/app-error';
import { GuessRepository } from '../engagement/guess/guess.repository';
import { AnalysisSettlement } from '../experts/analysis-settlement';
import { ExpertsRepository } from '../experts/experts.repository';
import { GuessService } from '../engagement/guess/guess.service';
import { LiveRepository } from '../live/live.repository';
import { registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { makeOperator } from '../../test-support/live';
import {
  grantGold,
  ledgerProblems,
  registerLiveStreamer,
  setPaymentPassword,
  topUpThroughSandbox,
} from '../../test-support/money';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';
import { ORDER_LIMIT, orderLimitKey } from './topup/topup.service';

/** Refusals (a closed guess, a short wallet) are part of the game; anything else is a bug. */
function expectAppError(error: unknown): void {
  if (!(error instanceof AppError)) throw error;
}

/** Operations on a small world of fans, streamers and an operator, by index. */
type Operation =
  | { kind: 'topup'; fan: number; pack: number }
  | { kind: 'gift'; fan: number; streamer: number; gift: number; count: number }
  | { kind: 'noble'; fan: number; tier: number; months: number }
  | { kind: 'settle' }
  | { kind: 'withdraw'; streamer: number; amount: number }
  | { kind: 'review'; approve: boolean }
  | { kind: 'convert'; streamer: number; amount: number }
  | { kind: 'exchange'; fan: number; goods: number; count: number }
  | { kind: 'backpack'; fan: number; streamer: number; count: number }
  | { kind: 'envelope'; fan: number; streamer: number; total: number; count: number }
  | { kind: 'claim'; fan: number; pick: number }
  | { kind: 'expire' }
  | { kind: 'barrage'; fan: number; streamer: number; advert: boolean }
  | { kind: 'horn'; fan: number }
  | { kind: 'hornReview'; approve: boolean }
  | { kind: 'guessOpen'; streamer: number; pool: boolean; generous: boolean }
  | { kind: 'guessBet'; fan: number; pick: number; option: number; amount: number }
  | { kind: 'guessEnd'; streamer: number; home: number; away: number; stop: boolean }
  | { kind: 'latePayment'; fan: number; pack: number; short: boolean; credits: number }
  | { kind: 'analysisPublish'; streamer: number; price: number; refund: boolean }
  | { kind: 'analysisBuy'; fan: number; pick: number }
  | { kind: 'analysisSettle'; pick: number; home: number; away: number; void: boolean }
  | { kind: 'fanJoin'; fan: number; streamer: number; retry: boolean }
  | { kind: 'refund'; pick: number; times: number }
  | { kind: 'settleCommissions'; late: boolean }
  | { kind: 'signIn'; fan: number }
  | { kind: 'task'; fan: number; task: number }
  | { kind: 'rewardEdit'; section: number; amounts: number[] }
  | { kind: 'giftPrice'; gift: number; price: number };

const FANS = 3;
const STREAMERS = 2;

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('topup' as const),
    fan: fc.nat(FANS - 1),
    pack: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({
    kind: fc.constant('gift' as const),
    fan: fc.nat(FANS - 1),
    streamer: fc.nat(STREAMERS - 1),
    gift: fc.integer({ min: 1, max: 8 }),
    count: fc.integer({ min: 1, max: 30 }),
  }),
  fc.record({
    kind: fc.constant('noble' as const),
    fan: fc.nat(FANS - 1),
    tier: fc.integer({ min: 1, max: 2 }),
    months: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({ kind: fc.constant('settle' as const) }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    streamer: fc.nat(STREAMERS - 1),
    amount: fc.integer({ min: 100, max: 600 }),
  }),
  fc.record({ kind: fc.constant('review' as const), approve: fc.boolean() }),
  fc.record({
    kind: fc.constant('convert' as const),
    streamer: fc.nat(STREAMERS - 1),
    amount: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({
    kind: fc.constant('exchange' as const),
    fan: fc.nat(FANS - 1),
    goods: fc.nat(4),
    count: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('backpack' as const),
    fan: fc.nat(FANS - 1),
    streamer: fc.nat(STREAMERS - 1),
    count: fc.integer({ min: 1, max: 6 }),
  }),
  fc.record({
    kind: fc.constant('envelope' as const),
    fan: fc.nat(FANS - 1),
    streamer: fc.nat(STREAMERS - 1),
    total: fc.integer({ min: 1, max: 60 }),
    count: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ kind: fc.constant('claim' as const), fan: fc.nat(FANS - 1), pick: fc.nat(3) }),
  fc.record({ kind: fc.constant('expire' as const) }),
  fc.record({
    kind: fc.constant('barrage' as const),
    fan: fc.nat(FANS - 1),
    streamer: fc.nat(STREAMERS - 1),
    advert: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('horn' as const), fan: fc.nat(FANS - 1) }),
  fc.record({ kind: fc.constant('hornReview' as const), approve: fc.boolean() }),
  fc.record({
    kind: fc.constant('guessOpen' as const),
    streamer: fc.nat(STREAMERS - 1),
    pool: fc.boolean(),
    // Odds that pay out more than is staked (refused: the book must keep a margin).
    generous: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('guessBet' as const),
    fan: fc.nat(FANS - 1),
    pick: fc.nat(3),
    option: fc.nat(2),
    amount: fc.integer({ min: 10, max: 400 }),
  }),
  fc.record({
    kind: fc.constant('guessEnd' as const),
    streamer: fc.nat(STREAMERS - 1),
    home: fc.nat(3),
    away: fc.nat(3),
    stop: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('latePayment' as const),
    fan: fc.nat(FANS - 1),
    pack: fc.integer({ min: 1, max: 4 }),
    short: fc.boolean(),
    credits: fc.nat(3),
  }),
  fc.record({
    kind: fc.constant('analysisPublish' as const),
    streamer: fc.nat(STREAMERS - 1),
    price: fc.integer({ min: 0, max: 60 }),
    refund: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('analysisBuy' as const), fan: fc.nat(FANS - 1), pick: fc.nat(3) }),
  fc.record({
    kind: fc.constant('refund' as const),
    pick: fc.nat(3),
    times: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('settleCommissions' as const), late: fc.boolean() }),
  fc.record({
    kind: fc.constant('fanJoin' as const),
    fan: fc.nat(FANS - 1),
    streamer: fc.nat(STREAMERS - 1),
    retry: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('analysisSettle' as const),
    pick: fc.nat(3),
    home: fc.nat(3),
    away: fc.nat(3),
    void: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('signIn' as const), fan: fc.nat(FANS - 1) }),
  // An operator reprices a gift while fans send it (sends in flight pay one price or the other).
  fc.record({
    kind: fc.constant('giftPrice' as const),
    gift: fc.integer({ min: 1, max: 8 }),
    price: fc.integer({ min: 1, max: 60 }),
  }),
  fc.record({
    kind: fc.constant('task' as const),
    fan: fc.nat(FANS - 1),
    task: fc.nat(DAILY_TASK_KEYS.length - 1),
  }),
  fc.record({
    kind: fc.constant('rewardEdit' as const),
    section: fc.nat(2),
    // Up to a little over the caps, so some edits are refused.
    amounts: fc.array(fc.integer({ min: 0, max: REWARD_CAPS.signInDayGold + 50 }), {
      minLength: 7,
      maxLength: 7,
    }),
  }),
);

/**
 * An administrator's edit of the sign-in strip, the tasks' gold or the noble prices (always
 * ascending, from 10 diamonds a month up), from generated amounts.
 */
function rewardEditOf(op: { section: number; amounts: number[] }): RewardSectionEdit {
  if (op.section === 0) return { section: 'sign_in', value: op.amounts };
  if (op.section === 1) {
    return {
      section: 'daily_tasks',
      value: DEFAULT_REWARD_RULES.daily_tasks.map((task, index) => ({
        ...task,
        reward: op.amounts[index] ?? 0,
      })),
    };
  }
  let price = 0;
  return {
    section: 'nobles',
    value: DEFAULT_REWARD_RULES.nobles.map((tier, index) => {
      price += 10 + (op.amounts[index] ?? 0) * 10;
      return { ...tier, monthly_diamonds: price };
    }),
  };
}

/** One of each operation, in an order where each can go through (fan 1 is the noble). */
const EVERY_PATH: Operation[] = [
  { kind: 'topup', fan: 2, pack: 4 },
  { kind: 'topup', fan: 1, pack: 2 },
  { kind: 'gift', fan: 2, streamer: 0, gift: 1, count: 400 },
  { kind: 'settle' },
  { kind: 'withdraw', streamer: 0, amount: 100 },
  { kind: 'review', approve: true },
  { kind: 'exchange', fan: 2, goods: 0, count: 1 },
  { kind: 'backpack', fan: 2, streamer: 1, count: 1 },
  { kind: 'expire' },
  { kind: 'envelope', fan: 2, streamer: 0, total: 10, count: 2 },
  { kind: 'claim', fan: 0, pick: 0 },
  { kind: 'expire' },
  { kind: 'barrage', fan: 2, streamer: 1, advert: false },
  { kind: 'horn', fan: 1 },
  { kind: 'hornReview', approve: true },
  { kind: 'guessOpen', streamer: 1, pool: false, generous: false },
  { kind: 'guessBet', fan: 2, pick: 0, option: 0, amount: 50 },
  { kind: 'guessEnd', streamer: 1, home: 2, away: 0, stop: false },
  { kind: 'latePayment', fan: 0, pack: 1, short: false, credits: 2 },
  { kind: 'analysisPublish', streamer: 0, price: 10, refund: true },
  { kind: 'analysisBuy', fan: 2, pick: 0 },
  { kind: 'analysisSettle', pick: 0, home: 0, away: 1, void: false },
  { kind: 'analysisPublish', streamer: 1, price: 5, refund: false },
  { kind: 'analysisBuy', fan: 2, pick: 0 },
  { kind: 'analysisSettle', pick: 0, home: 2, away: 0, void: false },
  { kind: 'fanJoin', fan: 2, streamer: 0, retry: true },
  { kind: 'fanJoin', fan: 2, streamer: 1, retry: false },
  { kind: 'topup', fan: 1, pack: 1 },
  { kind: 'refund', pick: 0, times: 2 },
  { kind: 'topup', fan: 2, pack: 1 },
  { kind: 'settleCommissions', late: true },
  { kind: 'settle' },
  { kind: 'rewardEdit', section: 0, amounts: [40, 10, 10, 10, 10, 10, 10] },
  { kind: 'signIn', fan: 0 },
  { kind: 'task', fan: 0, task: 1 },
  { kind: 'rewardEdit', section: 2, amounts: [1, 2, 3, 4, 5, 6, 7] },
  { kind: 'giftPrice', gift: 2, price: 7 },
  { kind: 'gift', fan: 2, streamer: 0, gift: 2, count: 3 },
];

/**
 * A stand-in for the score feed: each streamer's room is about its own match, which has not
 * kicked off (stakes close at kick-off) until a `guessEnd` finishes it with its score (the room
 * then moves on to a new match).
 */
function guessFeed() {
  const finished = new Map<string, { home: number; away: number }>();
  return {
    finished,
    feed: {
      now: () => 0,
      match: (id: string) =>
        ({ id, sport: 'football' as const, kickoff: 86_400_000 }) as ReturnType<ScoreFeed['match']>,
      stateAt: (id: string) => {
        const score = finished.get(id);
        return (
          score
            ? { status: 'finished', score }
            : { status: 'not_started', score: { home: 0, away: 0 } }
        ) as ReturnType<ScoreFeed['stateAt']>;
      },
    },
  };
}

/**
 * A stand-in for the score feed as analyses see it: every analysis is on a match of its own,
 * decided by an `analysisSettle` (finished with a score, or postponed: void).
 */
function analysisResults() {
  const decided = new Map<string, { home: number; away: number } | null>();
  return {
    decide: (matchId: string, score: { home: number; away: number } | null) =>
      decided.set(matchId, score),
    feed: {
      // Far ahead: every analysis has kicked off as settlement sees it.
      now: () => Date.UTC(2200, 0, 1),
      match: (id: string) => ({ id }) as ReturnType<ScoreFeed['match']>,
      stateAt: (id: string) => {
        if (!decided.has(id)) return { status: 'first_half', score: { home: 0, away: 0 } };
        const score = decided.get(id);
        return (
          score
            ? { status: 'finished', score }
            : { status: 'postponed', score: { home: 0, away: 0 } }
        ) as ReturnType<ScoreFeed['stateAt']>;
      },
    } as Pick<ScoreFeed, 'now' | 'match' | 'stateAt'>,
  };
}

/** The guess service's clock: a day later at every guess opened, so 20 a day never binds. */
let guessDay = Date.UTC(2026, 0, 1, 4);

describe.each(databaseKinds)('ledger invariants under random concurrent money (%s)', (kind) => {
  const ctx = useAppForFile(kind, { env: { GIFT_SETTLEMENT_DELAY_SECONDS: '0' } });
  const call = contractCaller(() => ctx.test.app);
  const world = {} as {
    fans: { token: string; userId: number }[];
    streamers: { token: string; userId: number; roomId: number; paymentPassword: string }[];
    operator: { token: string };
    guesses: GuessService;
    matchOf: Map<number, string>;
    /** Goods on sale and their stock before the run. */
    goods: { id: number; stock: number; giftId: number | null }[];
    analysisSettlement: AnalysisSettlement;
    fanLightGiftId: number;
  };

  const stubFeed = guessFeed();
  const analysisFeed = analysisResults();

  beforeAll(async () => {
    const { app } = ctx.test;
    const db = ctx.database.db;
    world.guesses = new GuessService(new GuessRepository(db), {
      ledger: ctx.test.parts.money.ledger,
      liveRepository: new LiveRepository(db),
      liveData: { publish: async () => {} },
      feed: stubFeed.feed,
      matchLabel: () => 'Home vs Away',
      logger: app.log,
      now: () => guessDay,
    });
    world.analysisSettlement = new AnalysisSettlement(new ExpertsRepository(db), {
      feed: analysisFeed.feed,
      ledger: ctx.test.parts.money.ledger,
      notifier: { notify: async () => {} },
      platformSharePercent: 30,
      settlementDelayMs: 0,
    });
    world.matchOf = new Map();
    world.fans = [];
    for (let index = 0; index < FANS; index += 1) {
      const fan = await registerMember(app, db);
      await grantGold(ctx.test.parts.money.ledger, fan.userId, 3_000);
      world.fans.push(fan);
    }
    world.goods = (
      await db.select().from(goods).where(eq(goods.kind, 'gift')).orderBy(goods.id)
    ).map((row) => ({ id: row.id, stock: row.stock, giftId: row.giftId }));
    world.streamers = [];
    for (let index = 0; index < STREAMERS; index += 1) {
      const streamer = await registerLiveStreamer(app, db);
      const paymentPassword = await setPaymentPassword(app, streamer);
      const bound = await call(moneyCalls.bindBankCard, {
        body: {
          real_name: '测试',
          bank_name: '测试银行',
          card_number: `62220200000${index}1111`,
          payment_password: paymentPassword,
        },
        token: streamer.token,
      });
      expect(bound.code).toBe(0);
      world.streamers.push({ ...streamer, paymentPassword });
      // Streamer 0's fan group takes a monthly fee, streamer 1's the fan light.
      const group = await call(fanGroupCalls.saveSettings, {
        body: {
          name: `Fans ${index}`,
          badge: `F${index}`,
          join_mode: index === 0 ? 'fee' : 'gift',
          fee_diamonds: 3,
          fans_only_chat_level: 0,
          chat_colour_level: 0,
          entry_effect_level: 0,
        },
        token: streamer.token,
      });
      expect(group.code).toBe(0);
      world.fanLightGiftId = group.data.fan_light_gift_id ?? 0;
      // Streamers are experts too: their analyses are sold to the fans.
      await db.insert(experts).values({ userId: streamer.userId });
      const matchId = `property-${streamer.roomId}-0`;
      world.matchOf.set(streamer.roomId, matchId);
      await db.update(liveRooms).set({ matchId }).where(eq(liveRooms.id, streamer.roomId));
    }
    const operator = await registerMember(app, db);
    await makeOperator(db, operator.userId);
    world.operator = operator;
    // The invite tree: streamer 0 invited fan 0, who invited fan 1; fan 2 came through
    // streamer 1's channel. Every top-up then pays commissions.
    const [fan0, fan1, fan2] = world.fans as [
      (typeof world.fans)[0],
      (typeof world.fans)[0],
      (typeof world.fans)[0],
    ];
    await db
      .update(users)
      .set({ invitedBy: world.streamers[0]!.userId })
      .where(eq(users.id, fan0.userId));
    await db.update(users).set({ invitedBy: fan0.userId }).where(eq(users.id, fan1.userId));
    await db.insert(channelAgents).values({
      userId: world.streamers[1]!.userId,
      channelCode: 'PROPERTY',
      sharePercent: 7.5,
    });
    await db.update(users).set({ channelCode: 'PROPERTY' }).where(eq(users.id, fan2.userId));
    // Some settled income to start with, so withdrawals and conversions are tried for real.
    await topUpThroughSandbox(app, world.fans[0]!.token, 6);
    for (const streamer of world.streamers) {
      const warmUp = await call(moneyCalls.handselGift, {
        body: { room_id: streamer.roomId, gift_id: 1, count: 2000 },
        token: world.fans[0]!.token,
      });
      expect(warmUp.code).toBe(0);
    }
    expect(await ctx.test.parts.money.gifts.settleDue()).toBe(STREAMERS);
    // A noble among the fans, so horns and free advertising barrages are tried for real.
    await topUpThroughSandbox(app, world.fans[1]!.token, 6);
    const noble = await call(moneyCalls.buyNoble, {
      body: { tier: 1, months: 1 },
      token: world.fans[1]!.token,
    });
    expect(noble.code).toBe(0);
  });

  /** An analysis (1X2, home at 2.0) of a match far ahead, so fans can buy it until settled. */
  async function publishAnalysis(expertId: number, price: number, refund: boolean) {
    const matchId = `property-analysis-${Math.random().toString(36).slice(2)}`;
    const snapshot = { line: null, home: 2, draw: 3.2, away: 3.6, over: null, under: null };
    await ctx.database.db.insert(analyses).values({
      expertId,
      matchId,
      sport: 'football',
      competitionId: 'property',
      kickoff: new Date(Date.UTC(2100, 0, 1)),
      matchSnapshot: {} as typeof analyses.$inferInsert.matchSnapshot,
      market: '1x2',
      prices: snapshot,
      pick: 'home',
      pickOdds: 2,
      confidence: 3,
      title: 'Property pick',
      reasoning: 'Generated by the property test.',
      priceMinor: price * 100,
      refundIfWrong: refund,
    });
  }

  /** Analyses not settled yet, newest first (so `pick: 0` is the one just published). */
  const openAnalyses = () =>
    ctx.database.db
      .select({ id: analyses.id, matchId: analyses.matchId })
      .from(analyses)
      .where(isNull(analyses.result))
      .orderBy(desc(analyses.id));

  async function run(op: Operation): Promise<void> {
    const { app } = ctx.test;
    const fan = 'fan' in op ? world.fans[op.fan]! : null;
    const streamer = 'streamer' in op ? world.streamers[op.streamer]! : null;
    switch (op.kind) {
      case 'topup': {
        // Stands in for the minute a person would wait between more than ten orders.
        await ctx.test.parts.rateLimiter.reset(orderLimitKey(fan!.userId), [ORDER_LIMIT]);
        const { page } = await topUpThroughSandbox(app, fan!.token, op.pack);
        // The sandbox must always manage to pay: a refusal here is a bug, not bad luck.
        expect(page).toContain('data-status="paid"');
        return;
      }
      case 'gift':
        await call(moneyCalls.handselGift, {
          body: { room_id: streamer!.roomId, gift_id: op.gift, count: op.count },
          token: fan!.token,
        });
        return;
      case 'noble':
        await call(moneyCalls.buyNoble, {
          body: { tier: op.tier, months: op.months },
          token: fan!.token,
        });
        return;
      case 'settle':
        await ctx.test.parts.money.gifts.settleDue();
        await world.analysisSettlement.settleIncomeDue(Date.now() + 1_000);
        await ctx.test.parts.fans.settleFeesDue(Date.now() + 1_000);
        return;
      case 'refund': {
        const paid = await ctx.database.db
          .select({ orderNo: paymentOrders.orderNo })
          .from(paymentOrders)
          .where(eq(paymentOrders.status, 'paid'))
          .orderBy(desc(paymentOrders.id));
        const target = paid[op.pick % Math.max(paid.length, 1)];
        if (!target) return;
        // An operator pressing twice, or two operators at once: one refund at most.
        await Promise.all(
          Array.from({ length: op.times }, () =>
            call(distributionAdminCalls.refundTopup, {
              body: { order_no: target.orderNo, note: 'property test' },
              token: world.operator.token,
            }),
          ),
        );
        return;
      }
      case 'signIn':
        await call(engagementCalls.sign, { body: {}, token: fan!.token });
        return;
      case 'task': {
        const key = DAILY_TASK_KEYS[op.task]!;
        // Done for real as far as the server can tell (watching counts seconds).
        await ctx.test.parts.engagement.tasks.recordNow(fan!.userId, key, 600 * 60);
        await call(engagementCalls.claimTask, { body: { key }, token: fan!.token });
        return;
      }
      case 'giftPrice': {
        const [gift] = await ctx.database.db.select().from(gifts).where(eq(gifts.id, op.gift));
        if (!gift || gift.kind !== 'normal') return;
        await call(giftCatalogueCalls.save, {
          body: {
            id: gift.id,
            name_zh: gift.nameZh,
            name_en: gift.nameEn,
            name_vi: gift.nameVi,
            price: op.price,
            image: gift.image,
            animation: gift.animation as Gift['animation'],
            sort: gift.sort,
            active: gift.active,
          },
          token: world.operator.token,
        });
        return;
      }
      case 'rewardEdit':
        await call(rewardRulesCalls.save, {
          body: rewardEditOf(op),
          token: world.operator.token,
        });
        return;
      case 'settleCommissions':
        // Late: past the refund window, when refunds are refused.
        await ctx.test.parts.distribution.settleDue(Date.now() + (op.late ? 8 * 86_400_000 : 0));
        return;
      case 'fanJoin': {
        if (op.streamer === 1) {
          await call(moneyCalls.handselGift, {
            body: { room_id: streamer!.roomId, gift_id: world.fanLightGiftId, count: 1 },
            token: fan!.token,
          });
          return;
        }
        // A retry sends the same request id twice at once: one fee is taken.
        const body = {
          anchor_id: streamer!.userId,
          request_id: `fee-${fan!.userId}-${Math.random().toString(36).slice(2)}`,
        };
        await Promise.all(
          Array.from({ length: op.retry ? 2 : 1 }, () =>
            call(fanGroupCalls.join, { body, token: fan!.token }),
          ),
        );
        return;
      }
      case 'analysisPublish':
        await publishAnalysis(streamer!.userId, op.price, op.refund);
        return;
      case 'analysisBuy': {
        const open = await openAnalyses();
        const target = open[op.pick % Math.max(open.length, 1)];
        if (!target) return;
        await call(analysisCalls.buy, { body: { id: target.id }, token: fan!.token });
        return;
      }
      case 'analysisSettle': {
        const open = await openAnalyses();
        const target = open[op.pick % Math.max(open.length, 1)];
        if (!target) return;
        analysisFeed.decide(target.matchId, op.void ? null : { home: op.home, away: op.away });
        await world.analysisSettlement.settleDue();
        return;
      }
      case 'withdraw':
        await call(moneyCalls.applyForWithdrawal, {
          body: { amount: op.amount, method: 'bank', payment_password: streamer!.paymentPassword },
          token: streamer!.token,
        });
        return;
      case 'convert':
        await call(moneyCalls.conversionBalance, {
          body: { amount: op.amount, payment_password: streamer!.paymentPassword },
          token: streamer!.token,
        });
        return;
      case 'exchange': {
        const item = world.goods[op.goods % world.goods.length]!;
        await call(mallCalls.exchange, {
          body: { goods_id: item.id, count: op.count },
          token: fan!.token,
        });
        return;
      }
      case 'backpack': {
        const [held] = await ctx.database.db
          .select()
          .from(backpackItems)
          .where(eq(backpackItems.userId, fan!.userId))
          .limit(1);
        await call(mallCalls.sendBackpackGift, {
          body: { room_id: streamer!.roomId, gift_id: held?.giftId ?? 1, count: op.count },
          token: fan!.token,
        });
        return;
      }
      case 'envelope':
        await call(redEnvelopeCalls.insert, {
          body: { room_id: streamer!.roomId, total: op.total, count: op.count },
          token: fan!.token,
        });
        return;
      case 'claim': {
        const open = await ctx.database.db
          .select({ id: redEnvelopes.id, roomId: redEnvelopes.roomId })
          .from(redEnvelopes)
          .where(isNull(redEnvelopes.refundedAt))
          .orderBy(redEnvelopes.id);
        const target = open[op.pick % Math.max(open.length, 1)];
        if (!target) return;
        // Claims are for the room's viewers: the fan's page is on the room.
        await ctx.test.parts.engagement.roomVisits.record(target.roomId, fan!.userId);
        await call(redEnvelopeCalls.receive, { body: { id: target.id }, token: fan!.token });
        return;
      }
      case 'expire':
        await ctx.database.db
          .update(redEnvelopes)
          .set({ expiresAt: sql`now() - interval '1 second'` })
          .where(isNull(redEnvelopes.refundedAt));
        await ctx.test.parts.engagement.redEnvelopes.refundDue();
        return;
      case 'barrage':
        await call(liveCalls.sendBarrage, {
          body: {
            room_id: streamer!.roomId,
            text: `barrage ${Math.random()}`,
            kind: op.advert ? 'advert' : 'paid',
          },
          token: fan!.token,
        });
        return;
      case 'horn':
        await call(hornCalls.send, { body: { text: 'Big match tonight' }, token: fan!.token });
        return;
      case 'hornReview': {
        const [waiting] = await ctx.database.db
          .select({ id: horns.id })
          .from(horns)
          .where(eq(horns.status, 'waiting'))
          .limit(1);
        if (!waiting) return;
        await call(hornCalls.review, {
          body: { id: waiting.id, approve: op.approve },
          token: world.operator.token,
        });
        return;
      }
      case 'guessOpen':
        guessDay += 86_400_000;
        await world.guesses
          .create(
            streamer!.userId,
            {
              room_id: streamer!.roomId,
              kind: 'winner',
              mode: op.pool ? 'pool' : 'odds',
              odds: op.generous
                ? { home: 20, draw: 20, away: 20 }
                : { home: 2.1, draw: 3.3, away: 3.5 },
            },
            'en',
          )
          .catch(expectAppError);
        return;
      case 'guessBet': {
        const open = await ctx.database.db
          .select({ id: guesses.id })
          .from(guesses)
          .where(eq(guesses.status, 'open'))
          .orderBy(guesses.id);
        const target = open[op.pick % Math.max(open.length, 1)];
        if (!target) return;
        const option = (['home', 'draw', 'away'] as const)[op.option]!;
        await world.guesses
          .bet(fan!.userId, { guess_id: target.id, option, amount: op.amount }, 'en')
          .catch(expectAppError);
        return;
      }
      case 'guessEnd': {
        const matchId = world.matchOf.get(streamer!.roomId)!;
        if (op.stop) {
          const [open] = await ctx.database.db
            .select({ id: guesses.id })
            .from(guesses)
            .where(and(eq(guesses.matchId, matchId), inArray(guesses.status, ['open', 'pending'])))
            .limit(1);
          if (open) await world.guesses.stop(streamer!.userId, open.id, 'en').catch(expectAppError);
          return;
        }
        stubFeed.finished.set(matchId, { home: op.home, away: op.away });
        await world.guesses.settleFinished('en');
        // The room moves on to its next match.
        const next = `property-${streamer!.roomId}-${Math.random().toString(36).slice(2)}`;
        world.matchOf.set(streamer!.roomId, next);
        await ctx.database.db
          .update(liveRooms)
          .set({ matchId: next })
          .where(eq(liveRooms.id, streamer!.roomId));
        return;
      }
      case 'latePayment': {
        // An order the provider collects after it expired here (or collects short): the
        // callback twice, then operators crediting it `credits` times at once. Only a full late
        // payment may be credited, and only once.
        await ctx.test.parts.rateLimiter.reset(orderLimitKey(fan!.userId), [ORDER_LIMIT]);
        const order = await call(moneyCalls.payUrl, {
          body: { id: op.pack, type: 0 },
          token: fan!.token,
        });
        if (order.code !== 0) return;
        const [row] = await ctx.database.db
          .update(paymentOrders)
          .set({ status: 'expired' })
          .where(eq(paymentOrders.orderNo, order.data.order_no))
          .returning();
        const webhook = ctx.test.parts.money.sandbox.webhookRequest({
          orderNo: order.data.order_no,
          status: 'paid',
          amountFen: op.short ? 1 : (row?.amountMinor ?? 0),
        });
        const send = () =>
          app.inject({
            method: 'POST',
            url: '/payments/webhook/sandbox',
            headers: webhook.headers,
            payload: webhook.body,
          });
        await Promise.all([send(), send()]);
        const incidents = await call(paymentAdminCalls.paymentIncidents, {
          query: { state: 'open' },
          token: world.operator.token,
        });
        const incident = incidents.data.list.find((item) => item.order_no === order.data.order_no);
        await Promise.all(
          Array.from({ length: op.credits }, () =>
            call(paymentAdminCalls.resolvePaymentIncident, {
              body: { id: incident?.id ?? 0, action: 'credit', note: 'property test' },
              token: world.operator.token,
            }),
          ),
        );
        return;
      }
      case 'review': {
        const [waiting] = await ctx.database.db
          .select({ id: withdrawals.id })
          .from(withdrawals)
          .where(eq(withdrawals.status, 'waiting'))
          .limit(1);
        if (!waiting) return;
        await call(moneyCalls.reviewWithdrawal, {
          body: { id: waiting.id, approve: op.approve },
          token: world.operator.token,
        });
        return;
      }
    }
  }

  /** Each platform account's balance, and what the business tables say it must be. */
  async function reconcile(): Promise<string[]> {
    const db = ctx.database.db;
    const sum = async (kind: string, holderZero: boolean) => {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${walletAccounts.balance}), 0)::float8` })
        .from(walletAccounts)
        .where(
          and(
            eq(walletAccounts.kind, kind),
            holderZero ? eq(walletAccounts.holder, 0) : ne(walletAccounts.holder, 0),
          ),
        );
      return Number(row?.total ?? 0);
    };
    const scalar = async (query: Promise<{ total: number }[]>) =>
      Number((await query)[0]?.total ?? 0);
    const paidIn = await scalar(
      db
        .select({
          total: sql<number>`coalesce(sum((${paymentOrders.coin} + ${paymentOrders.give}) * 100), 0)::float8`,
        })
        .from(paymentOrders)
        .where(eq(paymentOrders.status, 'paid')),
    );
    const giftShare = await scalar(
      db
        .select({
          total: sql<number>`coalesce(sum(${giftSends.totalMinor} - ${giftSends.anchorIncomeMinor}), 0)::float8`,
        })
        .from(giftSends),
    );
    const nobleSales = await scalar(
      db
        .select({ total: sql<number>`coalesce(sum(${noblePurchases.paidMinor}), 0)::float8` })
        .from(noblePurchases),
    );
    const unsettled = await scalar(
      db
        .select({ total: sql<number>`coalesce(sum(${giftSends.anchorIncomeMinor}), 0)::float8` })
        .from(giftSends)
        .where(isNull(giftSends.settledAt)),
    );
    const byStatus = (status: string) =>
      scalar(
        db
          .select({ total: sql<number>`coalesce(sum(${withdrawals.amountMinor}), 0)::float8` })
          .from(withdrawals)
          .where(eq(withdrawals.status, status)),
      );
    const [negative] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(walletAccounts)
      .where(and(ne(walletAccounts.holder, 0), sql`${walletAccounts.balance} < 0`));
    const problems: string[] = [];
    const expectEqual = (what: string, actual: number, expected: number) => {
      if (actual !== expected) problems.push(`${what}: ${actual}, expected ${expected}`);
    };
    expectEqual('diamonds issued for payments', -(await sum('payments', true)), paidIn);
    const barrageSales = await scalar(
      db
        .select({ total: sql<number>`coalesce(sum(${paidBarrages.costMinor}), 0)::float8` })
        .from(paidBarrages),
    );
    const hornCost = (status: string) =>
      scalar(
        db
          .select({ total: sql<number>`coalesce(sum(${horns.costMinor}), 0)::float8` })
          .from(horns)
          .where(eq(horns.status, status)),
      );
    const purchases = (statuses: string[], total: SQL) =>
      scalar(
        db
          .select({ total: sql<number>`coalesce(sum(${total}), 0)::float8` })
          .from(analysisPurchases)
          .where(inArray(analysisPurchases.status, statuses)),
      );
    const commissionTotal = (statuses: string[]) =>
      scalar(
        db
          .select({ total: sql<number>`coalesce(sum(${commissions.amountMinor}), 0)::float8` })
          .from(commissions)
          .where(inArray(commissions.status, statuses)),
      );
    expectEqual(
      'commissions paid out',
      -(await sum('commissions', true)),
      await commissionTotal(['pending', 'settled']),
    );
    const fees = (total: SQL, unsettledOnly: boolean) =>
      scalar(
        db
          .select({ total: sql<number>`coalesce(sum(${total}), 0)::float8` })
          .from(fanFees)
          .where(unsettledOnly ? isNull(fanFees.settledAt) : undefined),
      );
    const feeShare = await fees(sql`${fanFees.totalMinor} - ${fanFees.incomeMinor}`, false);
    const analysisShare = await purchases(
      ['pending', 'settled'],
      sql`${analysisPurchases.priceMinor} - ${analysisPurchases.incomeMinor}`,
    );
    expectEqual(
      'platform revenue',
      await sum('revenue', true),
      giftShare +
        nobleSales +
        barrageSales +
        (await hornCost('succeeded')) +
        analysisShare +
        feeShare,
    );
    expectEqual(
      'held for unsettled analyses',
      await sum('analysisEscrow', true),
      await purchases(['held'], sql`${analysisPurchases.priceMinor}`),
    );
    expectEqual('held for horn reviews', await sum('reviewHeld', true), await hornCost('waiting'));
    expectEqual(
      'pending income',
      await sum('pending', false),
      unsettled +
        (await purchases(['pending'], sql`${analysisPurchases.incomeMinor}`)) +
        (await fees(sql`${fanFees.incomeMinor}`, true)) +
        (await commissionTotal(['pending'])),
    );
    expectEqual('held for withdrawals', await sum('held', false), await byStatus('waiting'));
    expectEqual('paid out', await sum('payouts', true), await byStatus('succeeded'));
    expectEqual('negative member accounts', Number(negative?.count ?? 0), 0);
    expectEqual(
      'gold spent in the mall',
      await sum('goldSpent', true),
      await scalar(
        db
          .select({ total: sql<number>`coalesce(sum(${goodsExchanges.gold}), 0)::float8` })
          .from(goodsExchanges),
      ),
    );
    expectEqual(
      'diamonds waiting in red envelopes',
      await sum('envelopes', true),
      await scalar(
        db
          .select({
            total: sql<number>`coalesce(sum(${redEnvelopeShares.amountMinor}), 0)::float8`,
          })
          .from(redEnvelopeShares)
          .innerJoin(redEnvelopes, eq(redEnvelopes.id, redEnvelopeShares.envelopeId))
          .where(and(isNull(redEnvelopeShares.claimedBy), isNull(redEnvelopes.refundedAt))),
      ),
    );
    expectEqual(
      'gold staked on unsettled guesses',
      await sum('guessPool', true),
      await scalar(
        db
          .select({ total: sql<number>`coalesce(sum(${guessStakes.amount}), 0)::float8` })
          .from(guessStakes)
          .innerJoin(guesses, eq(guesses.id, guessStakes.guessId))
          .where(inArray(guesses.status, ['open', 'pending'])),
      ),
    );
    // No guess pays out more than was staked on it by more than its liability cap.
    const net = sql<number>`sum(${guessStakes.payout} - ${guessStakes.amount})::float8`;
    const overpaid = await db
      .select({ guessId: guessStakes.guessId, net })
      .from(guessStakes)
      .groupBy(guessStakes.guessId)
      .having(sql`sum(${guessStakes.payout} - ${guessStakes.amount}) > ${FUN_GUESS.liabilityMax}`);
    for (const row of overpaid)
      problems.push(`guess ${row.guessId} paid ${row.net} beyond its stakes`);
    // Refunds only where the rules give them: a void match, or a loss by an expert who refunds.
    const wrongRefunds = await db
      .select({ id: analysisPurchases.id })
      .from(analysisPurchases)
      .innerJoin(analyses, eq(analyses.id, analysisPurchases.analysisId))
      .where(
        and(
          eq(analysisPurchases.status, 'refunded'),
          sql`not (${analyses.result} = 'void' or (${analyses.result} = 'lost' and ${analyses.refundIfWrong}))`,
        ),
      );
    for (const row of wrongRefunds) problems.push(`purchase ${row.id} refunded against the rules`);
    // Every fee's ledger transaction is traceable to its fee, and moved exactly its amount.
    const untraced = await db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .leftJoin(fanFees, eq(fanFees.id, ledgerTransactions.causeId))
      .where(
        and(
          eq(ledgerTransactions.reason, 'fan_fee'),
          sql`${fanFees.totalMinor} is distinct from (select sum(${ledgerPostings.amount})
            from ${ledgerPostings} where ${ledgerPostings.transactionId} = ${ledgerTransactions.id})`,
        ),
      );
    for (const row of untraced) problems.push(`fan fee transaction ${row.id} untraced`);
    problems.push(...(await commissionProblems()));
    problems.push(...(await mallProblems()));
    problems.push(...(await rewardProblems()));
    return problems;
  }

  /**
   * Every commission is traceable to its top-up and moved exactly its amount once; a refunded
   * top-up keeps none, and a reversal happened once, for a reversed commission only.
   */
  async function commissionProblems(): Promise<string[]> {
    const db = ctx.database.db;
    const problems: string[] = [];
    const moved = (reason: string) => sql<number>`coalesce((select sum(${ledgerPostings.amount})
      from ${ledgerPostings} join ${ledgerTransactions} t on t.id = ${ledgerPostings.transactionId}
      where t.reason = ${reason} and t.cause_id = ${commissions.id}), 0)::float8`;
    const transactions = (
      reason: string,
    ) => sql<number>`(select count(*)::int from ${ledgerTransactions}
      where ${ledgerTransactions.reason} = ${reason} and ${ledgerTransactions.causeId} = ${commissions.id})`;
    const rows = await db
      .select({
        id: commissions.id,
        status: commissions.status,
        amount: commissions.amountMinor,
        orderStatus: paymentOrders.status,
        paid: moved('commission'),
        reversed: moved('commission_reversal'),
        reversals: transactions('commission_reversal'),
      })
      .from(commissions)
      .leftJoin(paymentOrders, eq(paymentOrders.id, commissions.orderId));
    for (const row of rows) {
      const what = `commission ${row.id} (${row.status})`;
      if (row.orderStatus !== 'paid' && row.orderStatus !== 'refunded') {
        problems.push(`${what} has no paid top-up`);
      }
      const expectedPaid = row.status === 'withheld' ? 0 : row.amount;
      if (Number(row.paid) !== expectedPaid) problems.push(`${what} paid ${row.paid}`);
      const expectedReversals = row.status === 'reversed' && row.amount > 0 ? 1 : 0;
      if (
        row.reversals !== expectedReversals ||
        (expectedReversals && Number(row.reversed) !== row.amount)
      ) {
        problems.push(`${what} reversed ${row.reversals} times (${row.reversed})`);
      }
      if (
        row.orderStatus === 'refunded' &&
        (row.status === 'pending' || row.status === 'settled')
      ) {
        problems.push(`${what} kept after its top-up was refunded`);
      }
    }
    return problems;
  }

  /**
   * Whatever administrators did to the rules meanwhile: no member got more gold from sign-in
   * and tasks in a day than the daily cap, and noble upgrades never credited more than the
   * member had paid for noble time.
   */
  async function rewardProblems(): Promise<string[]> {
    const db = ctx.database.db;
    const problems: string[] = [];
    const perDay = (table: typeof signIns | typeof dailyTaskProgress) =>
      db
        .select({
          userId: table.userId,
          day: table.day,
          gold: sql<number>`coalesce(sum(${table.reward}), 0)::int`,
        })
        .from(table)
        .groupBy(table.userId, table.day);
    const goldByDay = new Map<string, number>();
    for (const row of [...(await perDay(signIns)), ...(await perDay(dailyTaskProgress))]) {
      const key = `member ${row.userId} on ${row.day}`;
      goldByDay.set(key, (goldByDay.get(key) ?? 0) + Number(row.gold));
    }
    for (const [key, gold] of goldByDay) {
      if (gold > REWARD_CAPS.dailyGold) problems.push(`${key} got ${gold} gold`);
    }
    const [issued] = await db
      .select({ total: sql<number>`coalesce(sum(${ledgerPostings.amount}), 0)::float8` })
      .from(ledgerPostings)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
      .where(eq(ledgerTransactions.reason, 'task'));
    const given = [...goldByDay.values()].reduce((sum, gold) => sum + gold, 0);
    if (Number(issued?.total ?? 0) !== given) {
      problems.push(`task gold in the ledger ${issued?.total} ≠ ${given} given`);
    }
    // Each upgrade credits at most the cash the member had paid for noble time before it (a
    // credit may pass on an earlier credit, never more than the money behind it).
    const paidBefore = sql<number>`(select coalesce(sum(earlier.paid_minor), 0)
      from ${noblePurchases} earlier
      where earlier.user_id = noble_purchases.user_id and earlier.id < noble_purchases.id)::float8`;
    const purchases = await db
      .select({
        id: noblePurchases.id,
        userId: noblePurchases.userId,
        credit: noblePurchases.creditMinor,
        paidBefore,
      })
      .from(noblePurchases);
    for (const row of purchases) {
      if (row.credit > Number(row.paidBefore)) {
        problems.push(
          `noble purchase ${row.id} of member ${row.userId} credited ${row.credit} ` +
            `with ${row.paidBefore} paid before`,
        );
      }
    }
    return problems;
  }

  /** Stock never oversold; backpacks hold what was exchanged less what was sent. */
  async function mallProblems(): Promise<string[]> {
    const db = ctx.database.db;
    const problems: string[] = [];
    for (const item of world.goods) {
      const [row] = await db
        .select({ stock: goods.stock })
        .from(goods)
        .where(eq(goods.id, item.id));
      const [sold] = await db
        .select({ count: sql<number>`coalesce(sum(${goodsExchanges.count}), 0)::int` })
        .from(goodsExchanges)
        .where(eq(goodsExchanges.goodsId, item.id));
      if ((row?.stock ?? -1) + (sold?.count ?? 0) !== item.stock) {
        problems.push(`goods ${item.id}: ${row?.stock} left + ${sold?.count} sold ≠ ${item.stock}`);
      }
    }
    const [held] = await db
      .select({ count: sql<number>`coalesce(sum(${backpackItems.count}), 0)::int` })
      .from(backpackItems);
    const [received] = await db
      .select({
        count: sql<number>`coalesce(sum(${goodsExchanges.count} * ${goods.giftQuantity}), 0)::int`,
      })
      .from(goodsExchanges)
      .innerJoin(goods, eq(goods.id, goodsExchanges.goodsId))
      .where(eq(goods.kind, 'gift'));
    const [sent] = await db
      .select({ count: sql<number>`coalesce(sum(${backpackSends.count}), 0)::int` })
      .from(backpackSends);
    if ((held?.count ?? 0) !== (received?.count ?? 0) - (sent?.count ?? 0)) {
      problems.push(`backpacks hold ${held?.count}, got ${received?.count}, sent ${sent?.count}`);
    }
    return problems;
  }

  it('keeps the ledger balanced, wallets equal to their entries, nothing negative, nothing lost', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(operation, { minLength: 1, maxLength: 6 }), {
          minLength: 1,
          maxLength: 4,
        }),
        async (batches) => {
          for (const batch of batches) {
            // Each batch runs at once, as concurrent requests would.
            // allSettled: a failing operation must not leave others running into the next check.
            const results = await Promise.allSettled(batch.map((op) => run(op)));
            for (const result of results) if (result.status === 'rejected') throw result.reason;
            expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
            expect(await reconcile()).toEqual([]);
          }
        },
      ),
      { numRuns: 25 },
    );
    // Every path once more, in an order where each one can succeed, so that the check below
    // does not depend on what the random runs happened to pick.
    for (const op of EVERY_PATH) {
      await run(op);
      expect(await ledgerProblems(ctx.test.parts.money.ledger)).toEqual([]);
      expect(await reconcile()).toEqual([]);
    }
    // The run really moved money through every path.
    const reasons = await ctx.database.db
      .selectDistinct({ reason: ledgerTransactions.reason })
      .from(ledgerTransactions);
    expect(reasons.map((row) => row.reason)).toEqual(
      expect.arrayContaining([
        'topup',
        'gift',
        'settlement',
        'withdrawal',
        'exchange',
        'red_envelope',
        'red_envelope_claim',
        'barrage',
        'horn',
        'guess',
        'analysis',
        'analysis_income',
        'analysis_refund',
        'fan_fee',
        'commission',
        'commission_reversal',
        'topup_refund',
        'task',
        'noble',
      ]),
    );
  }, 240_000);
});
