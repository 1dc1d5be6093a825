import { expForUserLevel, USER_LEVEL_MAX, userLevelOf } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { levelLadder, progressFromUserInfo } from './level-progress';

describe('level progress from user info', () => {
  it('works out the experience still needed from the percentage', () => {
    // Level 4 → 5 spans 900 → 1600: a quarter done leaves 525.
    expect(progressFromUserInfo({ userlevel: 4, toplevel: 5, exp_percent: 25 })).toEqual({
      level: 4,
      nextLevel: 5,
      percent: 25,
      expToNext: 525,
    });
  });

  it('agrees with the ladder of the contract', () => {
    const exp = 1234.5;
    const truth = userLevelOf(exp);
    const shown = progressFromUserInfo({
      userlevel: truth.level,
      toplevel: truth.nextLevel,
      exp_percent: truth.percent,
    });
    // The percentage has one decimal, so the estimate is within a thousandth of the span.
    const span = expForUserLevel(truth.nextLevel) - expForUserLevel(truth.level);
    expect(Math.abs((shown.expToNext ?? 0) - truth.expToNext)).toBeLessThanOrEqual(span / 1000);
  });

  it('has nothing left to climb at the top, and heads for level + 1 without toplevel', () => {
    expect(
      progressFromUserInfo({ userlevel: USER_LEVEL_MAX, toplevel: USER_LEVEL_MAX, exp_percent: 3 }),
    ).toEqual({ level: USER_LEVEL_MAX, nextLevel: null, percent: 100, expToNext: null });
    expect(progressFromUserInfo({ userlevel: 1, toplevel: 0, exp_percent: 0 })).toMatchObject({
      nextLevel: 2,
      expToNext: 100,
    });
  });

  it('lists every level with its experience', () => {
    const ladder = levelLadder();
    expect(ladder).toHaveLength(USER_LEVEL_MAX);
    expect(ladder[0]).toEqual({ level: 1, exp: 0 });
    expect(ladder[1]).toEqual({ level: 2, exp: 100 });
    expect(ladder.at(-1)).toEqual({ level: 50, exp: 240_100 });
  });

  describe('with a step administrators set', () => {
    const step = 250;

    it('works out what is left on that ladder', () => {
      // Level 4 → 5 spans 2,250 → 4,000 at step 250: a quarter done leaves 1,312.5.
      expect(progressFromUserInfo({ userlevel: 4, toplevel: 5, exp_percent: 25 }, step)).toEqual({
        level: 4,
        nextLevel: 5,
        percent: 25,
        expToNext: 1312.5,
      });
      expect(
        progressFromUserInfo({ userlevel: 1, toplevel: 2, exp_percent: 0 }, step).expToNext,
      ).toBe(250);
    });

    it('agrees with the ladder of the contract at that step', () => {
      const truth = userLevelOf(5678.9, step);
      const shown = progressFromUserInfo(
        { userlevel: truth.level, toplevel: truth.nextLevel, exp_percent: truth.percent },
        step,
      );
      const span = expForUserLevel(truth.nextLevel, step) - expForUserLevel(truth.level, step);
      expect(shown.level).toBe(truth.level);
      expect(Math.abs((shown.expToNext ?? 0) - truth.expToNext)).toBeLessThanOrEqual(span / 1000);
    });

    it('lists the ladder at that step', () => {
      const ladder = levelLadder(step);
      expect(ladder).toHaveLength(USER_LEVEL_MAX);
      expect(ladder[0]).toEqual({ level: 1, exp: 0 });
      expect(ladder[1]).toEqual({ level: 2, exp: 250 });
      expect(ladder.at(-1)).toEqual({ level: 50, exp: 600_250 });
    });
  });
});
