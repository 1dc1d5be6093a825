import { describe, expect, it } from 'vitest';
import { formatCount } from './format';

describe('formatCount', () => {
  it('shows counts up to 10000 as they are and larger ones as N.Nw', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(9_999)).toBe('9999');
    expect(formatCount(10_000)).toBe('10000');
    expect(formatCount(10_001)).toBe('1.0w');
    expect(formatCount(12_345)).toBe('1.2w');
    expect(formatCount(1_250_000)).toBe('125.0w');
  });
});
