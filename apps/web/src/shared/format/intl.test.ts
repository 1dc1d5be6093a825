import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl';

describe('cached Intl formatters', () => {
  it('builds one formatter per locale and options and reuses it', () => {
    const first = dateTimeFormat('en-GB', { hour: '2-digit', timeZone: 'UTC' });
    expect(dateTimeFormat('en-GB', { hour: '2-digit', timeZone: 'UTC' })).toBe(first);
    expect(dateTimeFormat('en-GB', { hour: '2-digit', timeZone: 'Asia/Shanghai' })).not.toBe(first);
    expect(dateTimeFormat('vi-VN', { hour: '2-digit', timeZone: 'UTC' })).not.toBe(first);
    expect(numberFormat('en')).toBe(numberFormat('en'));
    expect(numberFormat('en')).not.toBe(numberFormat('en', { maximumFractionDigits: 0 }));
  });

  it('formats as the uncached formatter would', () => {
    const instant = new Date('2026-06-01T12:05:00Z');
    const options: Intl.DateTimeFormatOptions = {
      timeZone: 'Asia/Shanghai',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    };
    expect(dateTimeFormat('en-GB', options).format(instant)).toBe('20:05');
    expect(numberFormat('vi-VN').format(12345.5)).toBe(
      new Intl.NumberFormat('vi-VN').format(12345.5),
    );
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
  });
});
