import { DEFAULT_LEVEL_STEPS, expForUserLevel, USER_LEVEL_MAX } from '@tifo/contract';

export interface ShownProgress {
  level: number;
  /** The level the bar heads for; null at the top of the ladder. */
  nextLevel: number | null;
  percent: number;
  /** Experience still needed, estimated from the percentage (0.1 steps); null at the top. */
  expToNext: number | null;
}

/**
 * The level bar from user info. User info carries the level, the next level and the percentage
 * but not the experience itself, so what is still needed is worked out from the ladder: the
 * span between the two levels times the share left. `step` is the user ladder's step in force
 * (administrators can change it; the reward rules).
 */
export function progressFromUserInfo(
  user: {
    userlevel: number;
    toplevel: number;
    exp_percent: number;
  },
  step: number = DEFAULT_LEVEL_STEPS.user,
): ShownProgress {
  const level = Math.min(USER_LEVEL_MAX, Math.max(1, Math.floor(user.userlevel)));
  const percent = Math.max(0, Math.min(100, user.exp_percent));
  if (level >= USER_LEVEL_MAX) return { level, nextLevel: null, percent: 100, expToNext: null };
  // `toplevel` is the next level; an older profile without it heads for level + 1.
  const nextLevel = user.toplevel > level ? Math.min(user.toplevel, USER_LEVEL_MAX) : level + 1;
  const span = expForUserLevel(nextLevel, step) - expForUserLevel(level, step);
  const expToNext = Math.round(span * (1 - percent / 100) * 10) / 10;
  return { level, nextLevel, percent, expToNext };
}

/** The whole ladder: every level with the total experience it needs at `step`. */
export function levelLadder(
  step: number = DEFAULT_LEVEL_STEPS.user,
): { level: number; exp: number }[] {
  return Array.from({ length: USER_LEVEL_MAX }, (_, index) => ({
    level: index + 1,
    exp: expForUserLevel(index + 1, step),
  }));
}
