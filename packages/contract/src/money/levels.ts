/**
 * Each ladder's step: level n needs step·(n−1)². Administrators can change the steps (the
 * reward rules, api/reward-rules.ts); these are the defaults.
 */
export const DEFAULT_LEVEL_STEPS = { user: 100, anchor: 500 } as const;

/**
 * The user-level ladder (wealth experience, spec §3/§5): by default level n needs 100·(n−1)²
 * experience, so level 2 is 100 diamonds spent and level 50 is 240,100. `toplevel` in user info
 * is the level the bar is heading for (the next one, or the last at the top).
 */
export const USER_LEVEL_MAX = 50;

export function expForUserLevel(level: number, step: number = DEFAULT_LEVEL_STEPS.user): number {
  return step * (level - 1) ** 2;
}

export interface LevelProgress {
  level: number;
  /** The next level (the same at the top of the ladder). */
  nextLevel: number;
  /** Progress from this level to the next, 0–100 with one decimal. */
  percent: number;
  /** Experience still needed for the next level (0 at the top). */
  expToNext: number;
}

export function userLevelOf(exp: number, step: number = DEFAULT_LEVEL_STEPS.user): LevelProgress {
  return ladderProgress(exp, step, USER_LEVEL_MAX);
}

/**
 * The streamer-level ladder (income): by default level n needs 500·(n−1)² diamonds of settled
 * gift income, so level 2 is 500 diamonds earned and level 40 is 760,500.
 */
export const ANCHOR_LEVEL_MAX = 40;

export function incomeForAnchorLevel(
  level: number,
  step: number = DEFAULT_LEVEL_STEPS.anchor,
): number {
  return step * (level - 1) ** 2;
}

export function anchorLevelOf(
  incomeDiamonds: number,
  step: number = DEFAULT_LEVEL_STEPS.anchor,
): LevelProgress {
  return ladderProgress(incomeDiamonds, step, ANCHOR_LEVEL_MAX);
}

/** Where `exp` stands on a ladder whose level n needs step·(n−1)². */
function ladderProgress(exp: number, step: number, max: number): LevelProgress {
  const safeExp = Math.max(0, exp);
  const level = Math.min(max, Math.floor(Math.sqrt(safeExp / step)) + 1);
  if (level >= max) return { level: max, nextLevel: max, percent: 100, expToNext: 0 };
  const from = step * (level - 1) ** 2;
  const to = step * level ** 2;
  return {
    level,
    nextLevel: level + 1,
    percent: Math.floor(((safeExp - from) / (to - from)) * 1000) / 10,
    expToNext: Math.round((to - safeExp) * 10) / 10,
  };
}
