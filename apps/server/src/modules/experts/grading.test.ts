import { describe, expect, it } from 'vitest';
import { gradePick } from './grading';

const score = (home: number, away: number) => ({ home, away });

describe('grading a pick from the final score', () => {
  it('settles 1x2 picks', () => {
    expect(gradePick({ market: '1x2', pick: 'home', line: null, odds: 2.1 }, score(2, 1))).toEqual({
      result: 'won',
      returnUnits: 1.1,
    });
    expect(gradePick({ market: '1x2', pick: 'draw', line: null, odds: 3.2 }, score(1, 1))).toEqual({
      result: 'won',
      returnUnits: 2.2,
    });
    expect(gradePick({ market: '1x2', pick: 'away', line: null, odds: 3 }, score(1, 1))).toEqual({
      result: 'lost',
      returnUnits: -1,
    });
  });

  it('settles Asian handicaps: whole, half and quarter lines', () => {
    const home = (line: number, home: number, away: number) =>
      gradePick({ market: 'handicap', pick: 'home', line, odds: 1.9 }, score(home, away));
    const away = (line: number, home: number, away: number) =>
      gradePick({ market: 'handicap', pick: 'away', line, odds: 2 }, score(home, away));
    expect(home(-1, 2, 1)).toEqual({ result: 'push', returnUnits: 0 });
    expect(home(-1, 3, 1)).toEqual({ result: 'won', returnUnits: 0.9 });
    expect(home(-0.5, 1, 1)).toEqual({ result: 'lost', returnUnits: -1 });
    // −0.25 is half on 0, half on −0.5.
    expect(home(-0.25, 1, 1)).toEqual({ result: 'half_lost', returnUnits: -0.5 });
    expect(away(-0.25, 1, 1)).toEqual({ result: 'half_won', returnUnits: 0.5 });
    // −0.75: half on −0.5, half on −1; winning by one wins half and pushes half.
    expect(home(-0.75, 2, 1)).toEqual({ result: 'half_won', returnUnits: 0.45 });
    expect(away(-0.75, 2, 1)).toEqual({ result: 'half_lost', returnUnits: -0.5 });
    expect(away(0.5, 0, 1)).toEqual({ result: 'won', returnUnits: 1 });
    expect(home(1.25, 0, 1)).toEqual({ result: 'half_won', returnUnits: 0.45 });
  });

  it('settles totals, quarter lines included, and basketball point lines', () => {
    const over = (line: number, home: number, away: number) =>
      gradePick({ market: 'total', pick: 'over', line, odds: 1.95 }, score(home, away));
    const under = (line: number, home: number, away: number) =>
      gradePick({ market: 'total', pick: 'under', line, odds: 1.85 }, score(home, away));
    expect(over(2.5, 2, 1)).toEqual({ result: 'won', returnUnits: 0.95 });
    expect(under(2.5, 2, 1)).toEqual({ result: 'lost', returnUnits: -1 });
    expect(over(3, 2, 1)).toEqual({ result: 'push', returnUnits: 0 });
    expect(over(2.75, 2, 1)).toEqual({ result: 'half_won', returnUnits: 0.475 });
    // 2.25: half on 2, half on 2.5; two goals push one half and decide the other.
    expect(under(2.25, 1, 1)).toEqual({ result: 'half_won', returnUnits: 0.425 });
    expect(under(2.25, 1, 0)).toEqual({ result: 'won', returnUnits: 0.85 });
    expect(over(2.25, 2, 0)).toEqual({ result: 'half_lost', returnUnits: -0.5 });
    expect(over(221.5, 110, 112)).toEqual({ result: 'won', returnUnits: 0.95 });
    expect(
      gradePick({ market: 'handicap', pick: 'home', line: -4.5, odds: 1.9 }, score(101, 98)),
    ).toEqual({ result: 'lost', returnUnits: -1 });
  });
});
