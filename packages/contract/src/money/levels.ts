/**
 * The user-level ladder (wealth experience, spec §3/§5): level n needs 100·(n−1)² experience,
 * so level 2 is 100 diamonds spent and level 50 is 240,100. `toplevel` in user info is the
 * level the bar is heading for (the next one, or the last at the top).
 */
export const USER_LEVEL_MAX = 50;

export function expForUserLevel(level: number): number {
  return 100 * (level - 1) ** 2;
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

export function userLevelOf(exp: number): LevelProgress {
  const safeExp = Math.max(0, exp);
  const level = Math.min(USER_LEVEL_MAX, Math.floor(Math.sqrt(safeExp / 100)) + 1);
  if (level >= USER_LEVEL_MAX) {
    return { level: USER_LEVEL_MAX, nextLevel: USER_LEVEL_MAX, percent: 100, expToNext: 0 };
  }
  const from = expForUserLevel(level);
  const to = expForUserLevel(level + 1);
  return {
    level,
    nextLevel: level + 1,
    percent: Math.floor(((safeExp - from) / (to - from)) * 1000) / 10,
    expToNext: Math.round((to - safeExp) * 10) / 10,
  };
}
