import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitShares } from './split-shares';

describe('splitShares', () => {
  it('always sums to the total, with every share at least 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.double({ min: 0, max: 0.999_999, noNaN: true }),
        (count, extra, seed) => {
          const total = count + extra;
          let state = seed;
          const random = () => {
            state = (state * 9301 + 0.49297) % 1;
            return state;
          };
          const shares = splitShares(total, count, random);
          expect(shares).toHaveLength(count);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
          expect(Math.min(...shares)).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });

  it('keeps each drawn share below twice the mean of what was left', () => {
    const shares = splitShares(10_000, 10, () => 0.999_999);
    let remaining = 10_000;
    shares.slice(0, -1).forEach((share, index) => {
      expect(share).toBeLessThan((remaining * 2) / (10 - index));
      remaining -= share;
    });
  });

  it('gives one share the whole total, and equal ones when there is no room to vary', () => {
    expect(splitShares(500, 1)).toEqual([500]);
    expect(splitShares(5, 5, () => 0.9)).toEqual([1, 1, 1, 1, 1]);
  });

  it('refuses a total smaller than the number of shares', () => {
    expect(() => splitShares(3, 4)).toThrow(/too little/);
    expect(() => splitShares(10, 0)).toThrow();
  });
});
