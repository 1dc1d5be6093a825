import { describe, expect, it } from 'vitest';
import { addDays, daysCovered, siteDay } from '../../../shared/format/site-day';
import { defaultStatsRange, moveRangeEnd } from './stats-range';

const TODAY = '2026-03-02';

describe('site days', () => {
  it('reads the day in China time and counts across months', () => {
    // 17:30 UTC is already the next day in Shanghai.
    expect(siteDay(new Date('2026-02-28T17:30:00Z'))).toBe('2026-03-01');
    expect(addDays('2026-03-02', -6)).toBe('2026-02-24');
    expect(addDays('2025-12-30', 3)).toBe('2026-01-02');
    expect(daysCovered('2026-02-24', '2026-03-02')).toBe(7);
    expect(daysCovered(TODAY, TODAY)).toBe(1);
  });
});

describe('agent statistics range', () => {
  it('opens on the last seven days, today included', () => {
    expect(defaultStatsRange(TODAY)).toEqual({ from: '2026-02-24', to: TODAY });
  });

  it('keeps the days in order and none after today', () => {
    const week = defaultStatsRange(TODAY);
    expect(moveRangeEnd(week, 'to', '2026-03-09', TODAY)).toEqual({ ...week, to: TODAY });
    expect(moveRangeEnd(week, 'from', '2026-03-01', TODAY)).toEqual({
      from: '2026-03-01',
      to: TODAY,
    });
    expect(moveRangeEnd(week, 'to', '2026-02-20', TODAY)).toEqual({
      from: '2026-02-20',
      to: '2026-02-20',
    });
  });

  it('pulls the other end along to stay within 92 days', () => {
    const week = defaultStatsRange(TODAY);
    const wide = moveRangeEnd(week, 'from', '2025-01-01', TODAY);
    expect(wide).toEqual({ from: '2025-01-01', to: '2025-04-02' });
    expect(daysCovered(wide.from, wide.to)).toBe(92);
    const back = moveRangeEnd({ from: '2025-01-01', to: '2025-01-10' }, 'to', TODAY, TODAY);
    expect(back).toEqual({ from: addDays(TODAY, -91), to: TODAY });
  });

  it('ignores an emptied or impossible day', () => {
    const week = defaultStatsRange(TODAY);
    expect(moveRangeEnd(week, 'from', '', TODAY)).toBe(week);
    expect(moveRangeEnd(week, 'to', '2026-02-30', TODAY)).toBe(week);
  });
});
