import { describe, expect, it } from 'vitest';
import { monthsBefore, recordsRange } from './records-range';

describe('fun-guess records range', () => {
  it('goes back calendar months, on the last day of a shorter month', () => {
    expect(monthsBefore('2026-11-24', 3)).toBe('2026-08-24');
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28');
    expect(monthsBefore('2026-02-15', 3)).toBe('2025-11-15');
  });

  it('accepts the earliest day and refuses the day before it', () => {
    // 2026-11-24 10:00 in China.
    const now = Date.parse('2026-11-24T02:00:00Z');
    const range = recordsRange({ from: '2026-08-24' }, now, 3);
    expect(range.earliest).toBe('2026-08-24');
    expect(range.from.toISOString()).toBe('2026-08-23T16:00:00.000Z');
    expect(() => recordsRange({ from: '2026-08-23' }, now, 3)).toThrow();
    expect(recordsRange({}, now, 3).from).toEqual(range.from);
  });

  it('uses the China-time day: just after midnight in China is already the next day', () => {
    const now = Date.parse('2026-11-23T16:30:00Z'); // 00:30 on the 24th in China
    expect(recordsRange({}, now, 3).earliest).toBe('2026-08-24');
  });

  it('refuses a range that ends before it starts, and makes `to` inclusive', () => {
    const now = Date.parse('2026-11-24T02:00:00Z');
    expect(() => recordsRange({ from: '2026-11-10', to: '2026-11-01' }, now, 3)).toThrow();
    expect(recordsRange({ from: '2026-11-01', to: '2026-11-01' }, now, 3).to?.toISOString()).toBe(
      '2026-11-01T16:00:00.000Z',
    );
  });
});
