import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optionsOf, outcomeOf, settleStakes } from './guess-outcome';

describe('fun-guess outcomes', () => {
  it('reads the winner and the total from the final score, with a push on a whole line', () => {
    expect(outcomeOf('winner', null, { home: 2, away: 1 })).toBe('home');
    expect(outcomeOf('winner', null, { home: 1, away: 1 })).toBe('draw');
    expect(outcomeOf('winner', null, { home: 0, away: 3 })).toBe('away');
    expect(outcomeOf('total', 2.5, { home: 2, away: 1 })).toBe('over');
    expect(outcomeOf('total', 2.5, { home: 1, away: 1 })).toBe('under');
    expect(outcomeOf('total', 3, { home: 2, away: 1 })).toBeNull();
    expect(optionsOf('winner', 'basketball')).toEqual(['home', 'away']);
    expect(optionsOf('winner', 'football')).toEqual(['home', 'draw', 'away']);
  });

  it('pays fixed odds exactly, rounded down, and nothing to losers', () => {
    const settled = settleStakes('odds', { home: 1.85, away: 2.1 }, 'home', [
      { id: 1, option: 'home', amount: 100 },
      { id: 2, option: 'home', amount: 3 },
      { id: 3, option: 'away', amount: 50 },
    ]);
    expect(settled.get(1)).toEqual({ status: 'won', payout: 185 });
    expect(settled.get(2)).toEqual({ status: 'won', payout: 5 });
    expect(settled.get(3)).toEqual({ status: 'lost', payout: 0 });
  });

  it('returns every stake on a push, and in a pool nobody won', () => {
    const stakes = [
      { id: 1, option: 'over', amount: 40 },
      { id: 2, option: 'under', amount: 60 },
    ];
    expect([...settleStakes('odds', {}, null, stakes).values()]).toEqual([
      { status: 'draw', payout: 40 },
      { status: 'draw', payout: 60 },
    ]);
    expect(settleStakes('pool', {}, 'draw', stakes).get(2)).toEqual({ status: 'draw', payout: 60 });
  });

  it('never pays a pool out beyond what was staked', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            option: fc.constantFrom('home', 'draw', 'away'),
            amount: fc.integer({ min: 10, max: 10_000 }),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        fc.constantFrom('home' as const, 'draw' as const, 'away' as const),
        (raw, result) => {
          const stakes = raw.map((stake, id) => ({ id, ...stake }));
          const settled = settleStakes('pool', {}, result, stakes);
          const paid = [...settled.values()].reduce((sum, entry) => sum + entry.payout, 0);
          const pool = stakes.reduce((sum, stake) => sum + stake.amount, 0);
          expect(paid).toBeLessThanOrEqual(pool);
          // Rounding loses less than one coin per winner.
          const winners = [...settled.values()].filter((entry) => entry.status === 'won').length;
          if (winners > 0) expect(pool - paid).toBeLessThan(winners);
        },
      ),
    );
  });
});
