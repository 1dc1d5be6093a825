/**
 * Noble tiers (spec §6, §9): bought monthly in diamonds. Every tier has the 30 free advertising
 * barrages a month and the global horn; higher tiers show a grander badge in chat.
 */
export const NOBLE_TIERS = [
  { tier: 1, key: 'knight', monthlyDiamonds: 1_000 },
  { tier: 2, key: 'baron', monthlyDiamonds: 3_000 },
  { tier: 3, key: 'earl', monthlyDiamonds: 8_000 },
  { tier: 4, key: 'duke', monthlyDiamonds: 20_000 },
  { tier: 5, key: 'king', monthlyDiamonds: 50_000 },
] as const;
export type NobleTier = (typeof NOBLE_TIERS)[number];
export type NobleTierNumber = NobleTier['tier'];
export const NOBLE_TIER_NUMBERS = NOBLE_TIERS.map((tier) => tier.tier) as [
  NobleTierNumber,
  ...NobleTierNumber[],
];

/** A noble month is 30 days, whatever the calendar says. */
export const NOBLE_MONTH_DAYS = 30;

export function nobleTier(tier: number): NobleTier | undefined {
  return NOBLE_TIERS.find((candidate) => candidate.tier === tier);
}
