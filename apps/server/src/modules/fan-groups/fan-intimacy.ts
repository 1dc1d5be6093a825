import {
  FAN_GROUP_LIMITS,
  FAN_INTIMACY,
  FAN_LEVEL_THRESHOLDS,
  fanLevelOf,
  type FanIntimacySource,
} from '@tifo/contract';

const DAY_MS = 86_400_000;

/** The part of a membership that intimacy changes. */
export interface IntimacyState {
  intimacy: number;
  level: number;
  day: string;
  watchToday: number;
  chatToday: number;
  giftToday: number;
}

const TODAY_FIELD = {
  watch: 'watchToday',
  chat: 'chatToday',
  gift: 'giftToday',
} as const satisfies Record<FanIntimacySource, keyof IntimacyState>;

const DAILY_CAP: Record<FanIntimacySource, number> = {
  watch: FAN_INTIMACY.watchDailyCap,
  chat: FAN_INTIMACY.chatDailyCap,
  gift: FAN_INTIMACY.giftDailyCap,
};

/**
 * Adds `points` from `source` on site day `today`, within the source's daily cap (the day's
 * counters start again on a new day). Returns the new state and what was actually gained.
 */
export function earnIntimacy(
  state: IntimacyState,
  source: FanIntimacySource,
  points: number,
  today: string,
): { state: IntimacyState; gained: number } {
  const fresh =
    state.day === today
      ? state
      : { ...state, day: today, watchToday: 0, chatToday: 0, giftToday: 0 };
  const field = TODAY_FIELD[source];
  const gained = Math.max(0, Math.min(Math.floor(points), DAILY_CAP[source] - fresh[field]));
  const intimacy = fresh.intimacy + gained;
  return {
    state: { ...fresh, [field]: fresh[field] + gained, intimacy, level: fanLevelOf(intimacy) },
    gained,
  };
}

/**
 * A level lost for a week without activity: intimacy falls to where the level below starts.
 * Level 1 loses nothing. Due when a week has passed since the later of the last activity and
 * the last drop, so each idle week costs one level.
 */
export function lapseDue(
  member: { level: number; lastActiveAt: Date; lastLapseAt: Date | null },
  now: number,
): boolean {
  if (member.level <= 1) return false;
  const since = Math.max(member.lastActiveAt.getTime(), member.lastLapseAt?.getTime() ?? 0);
  return now - since >= FAN_GROUP_LIMITS.lapseDays * DAY_MS;
}

export function droppedLevel(level: number): { level: number; intimacy: number } {
  const lower = Math.max(1, level - 1);
  return { level: lower, intimacy: FAN_LEVEL_THRESHOLDS[lower - 1] ?? 0 };
}
