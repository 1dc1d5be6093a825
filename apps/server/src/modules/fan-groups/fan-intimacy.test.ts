import { FAN_INTIMACY, FAN_LEVEL_THRESHOLDS, fanLevelOf } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { droppedLevel, earnIntimacy, lapseDue, type IntimacyState } from './fan-intimacy';

const DAY = 86_400_000;
const start: IntimacyState = {
  intimacy: 0,
  level: 1,
  day: '2026-11-28',
  watchToday: 0,
  chatToday: 0,
  giftToday: 0,
};

describe('fan intimacy', () => {
  it('levels follow the thresholds', () => {
    expect(fanLevelOf(0)).toBe(1);
    expect(fanLevelOf(99)).toBe(1);
    expect(fanLevelOf(100)).toBe(2);
    expect(fanLevelOf(10_000)).toBe(FAN_LEVEL_THRESHOLDS.length);
    expect(fanLevelOf(1e9)).toBe(FAN_LEVEL_THRESHOLDS.length);
  });

  it('caps each source per day, separately, and starts again the next day', () => {
    let state = start;
    for (let message = 0; message < 10; message += 1) {
      state = earnIntimacy(state, 'chat', FAN_INTIMACY.chatPerMessage, '2026-11-28').state;
    }
    expect(state.chatToday).toBe(FAN_INTIMACY.chatDailyCap);
    const watched = earnIntimacy(state, 'watch', 500, '2026-11-28');
    expect(watched.gained).toBe(FAN_INTIMACY.watchDailyCap);
    expect(watched.state.intimacy).toBe(FAN_INTIMACY.chatDailyCap + FAN_INTIMACY.watchDailyCap);
    expect(earnIntimacy(watched.state, 'watch', 1, '2026-11-28').gained).toBe(0);
    const nextDay = earnIntimacy(watched.state, 'chat', 5, '2026-11-29');
    expect(nextDay.gained).toBe(5);
    expect(nextDay.state).toMatchObject({ day: '2026-11-29', chatToday: 5, watchToday: 0 });
  });

  it('never gains from nothing or a negative amount', () => {
    expect(earnIntimacy(start, 'gift', -50, start.day).gained).toBe(0);
    expect(earnIntimacy(start, 'gift', 0.9, start.day).gained).toBe(0);
  });

  it('drops one level per idle week, not below level 1', () => {
    const active = new Date(Date.UTC(2026, 10, 1));
    const member = { level: 4, lastActiveAt: active, lastLapseAt: null };
    expect(lapseDue(member, active.getTime() + 7 * DAY - 1)).toBe(false);
    expect(lapseDue(member, active.getTime() + 7 * DAY)).toBe(true);
    const lapsedAt = new Date(active.getTime() + 7 * DAY);
    expect(lapseDue({ ...member, level: 3, lastLapseAt: lapsedAt }, lapsedAt.getTime() + DAY)).toBe(
      false,
    );
    expect(droppedLevel(4)).toEqual({ level: 3, intimacy: FAN_LEVEL_THRESHOLDS[2] });
    expect(lapseDue({ ...member, level: 1 }, active.getTime() + 70 * DAY)).toBe(false);
    expect(droppedLevel(1)).toEqual({ level: 1, intimacy: 0 });
  });
});
