import type { NobleState } from '@tifo/contract';

export interface NobleQuote {
  /** Monthly price × months: the full price, before any credit. */
  price: number;
  /**
   * Switching tier while a noble is active: the server credits the unused time of the current
   * tier, so `price` is only an upper bound and the server has the last word on the balance.
   */
  creditsCurrent: boolean;
  /** Diamonds missing for the full price; 0 when the balance covers it or a credit applies. */
  shortBy: number;
}

export function quoteNoble({
  monthlyDiamonds,
  months,
  tier,
  mine,
  balance,
  now = Date.now(),
}: {
  monthlyDiamonds: number;
  months: number;
  tier: number;
  mine: NobleState | null;
  balance: number;
  now?: number;
}): NobleQuote {
  const price = monthlyDiamonds * months;
  const creditsCurrent = mine !== null && mine.tier !== tier && Date.parse(mine.expires_at) > now;
  const shortBy = creditsCurrent ? 0 : Math.max(0, Math.round((price - balance) * 100) / 100);
  return { price, creditsCurrent, shortBy };
}
