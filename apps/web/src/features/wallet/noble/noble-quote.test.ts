import { describe, expect, it } from 'vitest';
import { quoteNoble } from './noble-quote';

const now = Date.parse('2026-11-22T08:00:00Z');
const active = { tier: 1, expires_at: '2026-12-10T08:00:00Z', free_barrages_left: 30 };

describe('noble quote', () => {
  it('prices months and tells what is missing', () => {
    expect(
      quoteNoble({ monthlyDiamonds: 3000, months: 2, tier: 2, mine: null, balance: 2500.5, now }),
    ).toEqual({ price: 6000, creditsCurrent: false, shortBy: 3499.5 });
    expect(
      quoteNoble({ monthlyDiamonds: 1000, months: 1, tier: 1, mine: active, balance: 1000, now }),
    ).toEqual({ price: 1000, creditsCurrent: false, shortBy: 0 });
  });

  it('leaves the balance check to the server when an active tier is credited', () => {
    expect(
      quoteNoble({ monthlyDiamonds: 8000, months: 1, tier: 3, mine: active, balance: 10, now }),
    ).toEqual({ price: 8000, creditsCurrent: true, shortBy: 0 });
    const expired = { ...active, expires_at: '2026-11-01T00:00:00Z' };
    expect(
      quoteNoble({ monthlyDiamonds: 8000, months: 1, tier: 3, mine: expired, balance: 10, now }),
    ).toMatchObject({ creditsCurrent: false, shortBy: 7990 });
  });
});
