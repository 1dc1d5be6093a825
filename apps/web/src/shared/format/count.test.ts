import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  it('writes counts from 10 000 on as N.Nw in zh, rounding down', () => {
    expect(formatCount(9999, 'zh')).toBe('9999');
    expect(formatCount(10000, 'zh')).toBe('1.0w');
    expect(formatCount(12345, 'zh')).toBe('1.2w');
    expect(formatCount(19999, 'zh')).toBe('1.9w');
    expect(formatCount(1234567, 'zh')).toBe('123.4w');
    expect(formatCount(0, 'zh')).toBe('0');
  });

  it('uses the compact forms of en and vi from 10 000 on', () => {
    expect(formatCount(9999, 'en')).toBe('9,999');
    expect(formatCount(10000, 'en')).toBe('10K');
    expect(formatCount(12345, 'en')).toBe('12.3K');
    expect(formatCount(9999, 'vi')).toBe('9.999');
    expect(formatCount(12345, 'vi').replace(/\s/g, ' ')).toBe('12,3 N');
  });

  it('never shows a negative or fractional count', () => {
    expect(formatCount(-5, 'zh')).toBe('0');
    expect(formatCount(42.7, 'en')).toBe('42');
  });
});
