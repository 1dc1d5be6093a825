import { bookKeepsMargin, bookOverround, FUN_GUESS, type GuessOptionKey } from '@tifo/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { liabilityHundredths, roomUnderLiabilityCap } from './guess-book';
import { settleStakes } from './guess-outcome';

const OPTION_SETS: GuessOptionKey[][] = [
  ['home', 'draw', 'away'],
  ['home', 'away'],
  ['over', 'under'],
];

/** A book of odds in hundredths within the contract's range, over one of the option sets. */
const anyBook = fc
  .constantFrom(...OPTION_SETS)
  .chain((keys) =>
    fc
      .tuple(...keys.map(() => fc.integer({ min: 101, max: 2_000 })))
      .map((hundredths) =>
        Object.fromEntries(keys.map((key, index) => [key, hundredths[index]! / 100])),
      ),
  );
const marginBook = anyBook.filter((odds) => bookKeepsMargin(Object.values(odds)));

describe('fun-guess books', () => {
  it('measures the margin on the odds as paid (hundredths)', () => {
    expect(bookOverround([20, 20, 20])).toBeCloseTo(0.15);
    expect(bookKeepsMargin([20, 20, 20])).toBe(false);
    expect(bookKeepsMargin([2.9, 2.9, 2.9])).toBe(false);
    expect(bookKeepsMargin([2.85, 2.85, 2.85])).toBe(true);
    // 1.904 is paid as 1.90: 2 × 1/1.90 = 1.0526 keeps the margin.
    expect(bookKeepsMargin([1.904, 1.904])).toBe(true);
    // 1.996 is paid as 2.00: 2 × 1/2 = 1, no margin, although 2 × 1/1.996 is 1.002.
    expect(bookKeepsMargin([1.996, 1.996])).toBe(false);
    expect(bookKeepsMargin([1.01])).toBe(false);
  });

  it('prices the worst outcome and what an option may still take', () => {
    const odds = { home: 19, draw: 1.9, away: 2.1 };
    expect(liabilityHundredths(odds, {})).toBe(0);
    expect(liabilityHundredths(odds, { home: 10_000 })).toBe(180_000 * 100);
    // A stake on another outcome lowers what a home win costs.
    expect(liabilityHundredths(odds, { home: 10_000, away: 5_000 })).toBe(175_000 * 100);
    expect(roomUnderLiabilityCap(odds, { home: 10_000 }, 'home')).toBe(1_111);
    expect(liabilityHundredths(odds, { home: 11_111 })).toBeLessThanOrEqual(
      FUN_GUESS.liabilityMax * 100,
    );
    expect(liabilityHundredths(odds, { home: 11_112 })).toBeGreaterThan(
      FUN_GUESS.liabilityMax * 100,
    );
  });

  it('lets no spread of stakes over a book with the margin win for certain, however it is split', () => {
    fc.assert(
      fc.property(
        marginBook,
        fc.array(fc.tuple(fc.nat(2), fc.integer({ min: 1, max: 10_000 })), {
          minLength: 1,
          maxLength: 12,
        }),
        (odds, picks) => {
          const keys = Object.keys(odds) as GuessOptionKey[];
          const stakes = picks.map(([option, amount], id) => ({
            id,
            option: keys[option % keys.length]!,
            amount,
          }));
          const staked = stakes.reduce((sum, stake) => sum + stake.amount, 0);
          // The stakes' owners together (one member on every option, or a ring of accounts)
          // lose in at least one outcome.
          const worst = Math.min(
            ...keys.map((result) => {
              const paid = [...settleStakes('odds', odds, result, stakes).values()].reduce(
                (sum, outcome) => sum + outcome.payout,
                0,
              );
              return paid - staked;
            }),
          );
          expect(worst).toBeLessThan(0);
          // And the platform never pays out more than the liability it was told of.
          for (const result of keys) {
            const paid = [...settleStakes('odds', odds, result, stakes).values()].reduce(
              (sum, outcome) => sum + outcome.payout,
              0,
            );
            const perOption = Object.fromEntries(
              keys.map((key) => [
                key,
                stakes.filter((stake) => stake.option === key).reduce((s, x) => s + x.amount, 0),
              ]),
            );
            expect((paid - staked) * 100).toBeLessThanOrEqual(liabilityHundredths(odds, perOption));
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
