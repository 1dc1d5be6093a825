import { FUN_GUESS, oddsInHundredths } from '@tifo/contract';

/** Gold staked on each option of a guess so far. */
export type StakedByOption = Partial<Record<string, number>>;

/**
 * What a fixed-odds guess would cost the platform if its worst outcome won, in hundredths of a
 * gold coin: the largest, over the options, of (stakes on it × its odds) less everything staked.
 * Payouts are rounded down, so the real cost is never more. Never below 0 (a pool's is 0).
 */
export function liabilityHundredths(odds: Record<string, number>, staked: StakedByOption): number {
  const total = Object.values(staked).reduce<number>((sum, amount) => sum + (amount ?? 0), 0);
  let worst = 0;
  for (const [option, value] of Object.entries(odds)) {
    worst = Math.max(worst, (staked[option] ?? 0) * oddsInHundredths(value) - total * 100);
  }
  return worst;
}

/**
 * The most that may still be added on `option` before the guess's worst-case cost passes
 * `FUN_GUESS.liabilityMax`: a stake x there raises the cost of that outcome by x × (odds − 1)
 * and lowers every other outcome's by x, so only that outcome's cost bounds it.
 */
export function roomUnderLiabilityCap(
  odds: Record<string, number>,
  staked: StakedByOption,
  option: string,
): number {
  const hundredths = oddsInHundredths(odds[option] ?? 1);
  const total = Object.values(staked).reduce<number>((sum, amount) => sum + (amount ?? 0), 0);
  const headroom = FUN_GUESS.liabilityMax * 100 + total * 100 - (staked[option] ?? 0) * hundredths;
  if (hundredths <= 100) return Number.POSITIVE_INFINITY;
  return Math.max(0, Math.floor(headroom / (hundredths - 100)));
}
