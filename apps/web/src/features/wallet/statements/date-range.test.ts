import { describe, expect, it } from 'vitest';
import { allowedRange, clampRange, monthsBefore, siteDay } from './date-range';

describe('statement dates', () => {
  it('reads the day in China time', () => {
    // 17:30 UTC is already the next day in Shanghai.
    expect(siteDay(new Date('2026-11-22T17:30:00Z'))).toBe('2026-11-23');
  });

  it('goes back three months, ending short months on their last day', () => {
    expect(allowedRange('2026-11-22')).toEqual({ from: '2026-08-22', to: '2026-11-22' });
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28');
    expect(monthsBefore('2026-02-15', 3)).toBe('2025-11-15');
  });

  it('keeps a typed range inside the allowed one and in order', () => {
    const allowed = { from: '2026-08-22', to: '2026-11-22' };
    expect(clampRange({ from: '2026-01-01', to: '2027-01-01' }, allowed)).toEqual(allowed);
    expect(clampRange({ from: '', to: '2026-10-01' }, allowed)).toEqual({
      from: '2026-08-22',
      to: '2026-10-01',
    });
    expect(clampRange({ from: '2026-10-05', to: '2026-09-01' }, allowed)).toEqual({
      from: '2026-09-01',
      to: '2026-10-05',
    });
  });
});
