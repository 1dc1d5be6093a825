import { FUN_GUESS, type Guess, type GuessOptionKey } from '@tifo/contract';

/** What a winning stake pays at fixed odds: the server's arithmetic (hundredths, rounded down). */
export function oddsReturn(amount: number, odds: number): number {
  return Math.floor((amount * Math.round(odds * 100)) / 100);
}

/**
 * What a new stake on `key` would get from the pool if `key` won and nobody staked after it:
 * the whole pool, this stake included, shared in proportion to the winning stakes.
 */
export function poolEstimate(guess: Guess, key: GuessOptionKey, amount: number): number {
  const option = guess.options.find((entry) => entry.key === key);
  if (!option || amount <= 0) return 0;
  return Math.floor(((guess.total_staked + amount) * amount) / (option.staked + amount));
}

/** A pool option's implied payout per coin as it stands (pool ÷ the option's stakes). */
export function poolRatio(guess: Guess, key: GuessOptionKey): number | null {
  const option = guess.options.find((entry) => entry.key === key);
  return option && option.staked > 0 ? guess.total_staked / option.staked : null;
}

/** An option's part of everything staked, in whole percent (0 on an empty pool). */
export function shareOf(guess: Guess, key: GuessOptionKey): number {
  const option = guess.options.find((entry) => entry.key === key);
  return option && guess.total_staked > 0
    ? Math.round((option.staked / guess.total_staked) * 100)
    : 0;
}

/** The member's stakes on a guess, added up per option (a member may stake on one twice). */
export function myStakesByOption(guess: Guess): Map<GuessOptionKey, number> {
  const totals = new Map<GuessOptionKey, number>();
  for (const stake of guess.my_stakes) {
    totals.set(stake.key, (totals.get(stake.key) ?? 0) + stake.amount);
  }
  return totals;
}

/** A typed amount as a whole number of coins, or null when it is not one. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/** How much more the member may put on an option (the cap is per member and guess). */
export function roomLeftOn(guess: Guess, key: GuessOptionKey): number {
  return Math.max(0, FUN_GUESS.stakeMax - (myStakesByOption(guess).get(key) ?? 0));
}
