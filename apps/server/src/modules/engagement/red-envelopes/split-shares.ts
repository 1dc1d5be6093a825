/**
 * Splits `totalMinor` into `count` shares of at least 1 minor unit each, at random but fairly:
 * each share but the last is drawn from 1 to twice the mean of what is left, so early and late
 * claimers expect the same and nobody can take nearly all of it. The shares sum to the total.
 */
export function splitShares(
  totalMinor: number,
  count: number,
  random: () => number = Math.random,
): number[] {
  if (!Number.isSafeInteger(totalMinor) || !Number.isSafeInteger(count) || count < 1) {
    throw new Error(`cannot split ${totalMinor} into ${count} shares`);
  }
  if (totalMinor < count) throw new Error(`${totalMinor} is too little for ${count} shares`);
  const shares: number[] = [];
  let remaining = totalMinor;
  for (let left = count; left > 1; left -= 1) {
    const twiceMean = Math.floor((remaining * 2) / left);
    // Leave at least 1 for each share still to come.
    const upper = Math.max(1, Math.min(twiceMean - 1, remaining - (left - 1)));
    const share = 1 + Math.floor(random() * upper);
    shares.push(share);
    remaining -= share;
  }
  shares.push(remaining);
  return shares;
}
