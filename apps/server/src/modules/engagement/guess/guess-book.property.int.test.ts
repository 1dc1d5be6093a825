import { bookKeepsMargin, FUN_GUESS, type GuessOptionKey } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { guessStakes, liveRooms } from '../../../db/schema/index';
import type { ScoreFeed } from '../../../feeds/score-feed';
import { AppError } from '../../../platform/http/app-error';
import { registerMember } from '../../../test-support/accounts';
import { grantGold, ledgerProblems, registerLiveStreamer } from '../../../test-support/money';
import { databaseKinds } from '../../../test-support/targets';
import { useAppForFile } from '../../../test-support/test-app';
import { LiveRepository } from '../../live/live.repository';
import { liabilityHundredths } from './guess-book';
import { settleStakes } from './guess-outcome';
import { GuessRepository } from './guess.repository';
import { GuessService } from './guess.service';

const DAY_MS = 86_400_000;
const OTHERS = 4;

type Shape = { kind: 'winner'; sport: 'football' | 'basketball' } | { kind: 'total' };

const SHAPES: { shape: Shape; keys: GuessOptionKey[] }[] = [
  { shape: { kind: 'winner', sport: 'football' }, keys: ['home', 'draw', 'away'] },
  { shape: { kind: 'winner', sport: 'basketball' }, keys: ['home', 'away'] },
  { shape: { kind: 'total' }, keys: ['over', 'under'] },
];

/** A final score that makes `result` the outcome (totals on a 2.5 line). */
function scoreFor(result: GuessOptionKey): { home: number; away: number } {
  return {
    home: { home: 1, draw: 1, away: 0, over: 2, under: 1 }[result],
    away: { home: 0, draw: 1, away: 1, over: 1, under: 0 }[result],
  };
}

/**
 * A valid book: random probabilities, an overround from the limit up, odds rounded down to
 * hundredths (which only adds margin) and kept in range; a few clamped books fall out.
 */
const book = fc
  .record({
    shape: fc.nat(SHAPES.length - 1),
    weights: fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 3, maxLength: 3 }),
    overround: fc.oneof(fc.constant(FUN_GUESS.overroundMin), fc.double({ min: 1.05, max: 1.4 })),
  })
  .map(({ shape, weights, overround }) => {
    const { keys } = SHAPES[shape]!;
    const total = keys.reduce((sum, _key, index) => sum + weights[index]!, 0);
    const odds = Object.fromEntries(
      keys.map((key, index) => {
        const fair = total / weights[index]! / overround;
        return [key, Math.min(20, Math.max(1.01, Math.floor(fair * 100) / 100))];
      }),
    );
    return { shape, odds };
  })
  .filter(({ odds }) => bookKeepsMargin(Object.values(odds)));

/** Other members' stakes: member, option, amount. */
const others = fc.array(
  fc.record({
    member: fc.nat(OTHERS - 1),
    option: fc.nat(2),
    amount: fc.integer({ min: FUN_GUESS.stakeMin, max: FUN_GUESS.stakeMax }),
  }),
  { maxLength: 8 },
);

describe.each(databaseKinds)('fun-guess books against the worst-case member (%s)', (kind) => {
  const ctx = useAppForFile(kind);
  const world = {} as {
    guesses: GuessService;
    streamer: { token: string; userId: number; roomId: number };
    worst: { userId: number };
    others: { userId: number }[];
  };
  /** The stand-in feed: each run's match has not started until the run finishes it. */
  const matches = new Map<string, { sport: 'football' | 'basketball'; finished?: object }>();
  let serviceNow = Date.UTC(2026, 0, 1, 4);

  beforeAll(async () => {
    const { app } = ctx.test;
    const db = ctx.database.db;
    const ledger = ctx.test.parts.money.ledger;
    const feed: Pick<ScoreFeed, 'match' | 'stateAt' | 'now'> = {
      now: () => 0,
      match: (id) =>
        ({ id, sport: matches.get(id)?.sport ?? 'football', kickoff: DAY_MS }) as ReturnType<
          ScoreFeed['match']
        >,
      stateAt: (id) =>
        ({
          status: matches.get(id)?.finished ? 'finished' : 'not_started',
          score: matches.get(id)?.finished ?? { home: 0, away: 0 },
        }) as ReturnType<ScoreFeed['stateAt']>,
    };
    world.guesses = new GuessService(new GuessRepository(db), {
      ledger,
      liveRepository: new LiveRepository(db),
      liveData: { publish: async () => {} },
      feed,
      matchLabel: () => 'Home vs Away',
      logger: app.log,
      // A China-time day per run, so the room's 20 guesses a day never get in the way.
      now: () => serviceNow,
    });
    world.streamer = await registerLiveStreamer(app, db);
    world.worst = await registerMember(app, db);
    world.others = [];
    for (let index = 0; index < OTHERS; index += 1)
      world.others.push(await registerMember(app, db));
    for (const member of [world.worst, ...world.others]) {
      await grantGold(ledger, member.userId, 10_000_000);
    }
  });

  it('never pays out beyond the stakes by more than the cap, and no member wins for certain', async () => {
    const db = ctx.database.db;
    const ledger = ctx.test.parts.money.ledger;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(book, others, fc.nat(2), async ({ shape, odds }, stakes, pick) => {
        run += 1;
        serviceNow += DAY_MS;
        const { shape: guessShape, keys } = SHAPES[shape]!;
        const matchId = `book-${run}-${Math.random().toString(36).slice(2)}`;
        matches.set(matchId, {
          sport: guessShape.kind === 'winner' ? guessShape.sport : 'football',
        });
        await db.update(liveRooms).set({ matchId }).where(eq(liveRooms.id, world.streamer.roomId));
        const guess = await world.guesses.create(
          world.streamer.userId,
          {
            room_id: world.streamer.roomId,
            kind: guessShape.kind,
            mode: 'odds',
            odds,
            ...(guessShape.kind === 'total' && { line: 2.5 }),
          },
          'en',
        );
        const before = new Map<number, number>();
        for (const member of [world.worst, ...world.others]) {
          before.set(member.userId, (await ledger.wallet(member.userId)).gold_coins);
        }

        // All at once: the worst-case member stakes the most on every option, others as drawn.
        const attempts = [
          ...keys.map((option) => ({
            userId: world.worst.userId,
            option,
            amount: FUN_GUESS.stakeMax,
          })),
          ...stakes.map((stake) => ({
            userId: world.others[stake.member]!.userId,
            option: keys[stake.option % keys.length]!,
            amount: stake.amount,
          })),
        ];
        const results = await Promise.allSettled(
          attempts.map((attempt) =>
            world.guesses.bet(
              attempt.userId,
              { guess_id: guess.id, option: attempt.option, amount: attempt.amount },
              'en',
            ),
          ),
        );
        for (const result of results) {
          if (result.status === 'rejected' && !(result.reason instanceof AppError)) {
            throw result.reason;
          }
        }

        const rows = await db.select().from(guessStakes).where(eq(guessStakes.guessId, guess.id));
        const perMember = new Map<number, number>();
        for (const row of rows) perMember.set(row.userId, (perMember.get(row.userId) ?? 0) + 1);
        // One option per member, and never more than the cap on it.
        expect([...perMember.values()].every((count) => count === 1)).toBe(true);
        expect(rows.every((row) => row.amount <= FUN_GUESS.stakeMax)).toBe(true);

        const staked = rows.reduce((sum, row) => sum + row.amount, 0);
        const perOption = Object.fromEntries(
          keys.map((key) => [
            key,
            rows.filter((row) => row.option === key).reduce((sum, row) => sum + row.amount, 0),
          ]),
        );
        expect(liabilityHundredths(odds, perOption)).toBeLessThanOrEqual(
          FUN_GUESS.liabilityMax * 100,
        );
        const paidIf = new Map(
          keys.map((result) => [result, settleStakes('odds', odds, result, rows)]),
        );
        for (const [, settled] of paidIf) {
          const paid = [...settled.values()].reduce((sum, outcome) => sum + outcome.payout, 0);
          expect(paid - staked).toBeLessThanOrEqual(FUN_GUESS.liabilityMax);
        }
        // No member profits in every outcome.
        for (const row of rows) {
          const returns = keys.map((result) => paidIf.get(result)!.get(row.id)?.payout ?? 0);
          expect(Math.min(...returns)).toBeLessThan(row.amount);
        }

        // The match finishes; what really moves matches the sums above.
        const result = keys[pick % keys.length]!;
        matches.get(matchId)!.finished = scoreFor(result);
        expect(await world.guesses.settleFinished('en')).toBe(1);
        let gained = 0;
        for (const member of [world.worst, ...world.others]) {
          gained += (await ledger.wallet(member.userId)).gold_coins - before.get(member.userId)!;
        }
        expect(gained).toBeLessThanOrEqual(FUN_GUESS.liabilityMax);
        const expectedPaid = [...paidIf.get(result)!.values()].reduce(
          (sum, outcome) => sum + outcome.payout,
          0,
        );
        expect(gained).toBe(expectedPaid - staked);
        expect(await ledgerProblems(ledger)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
