import { describe, expect, it } from 'vitest';
import { inQuietHours } from './quiet-hours';

const shanghai = (quietFrom: number | null, quietTo: number | null) => ({
  quietFrom,
  quietTo,
  timeZone: 'Asia/Shanghai',
  spoilerSafe: true,
});
/** 2026-03-14 at hh:mm in Beijing. */
const beijing = (hours: number, minutes = 0) => Date.UTC(2026, 2, 14, hours - 8, minutes);

describe('inQuietHours', () => {
  it('holds pushes from the start up to the end, across midnight too', () => {
    const night = shanghai(23 * 60, 7 * 60);
    expect(inQuietHours(night, beijing(22, 59))).toBe(false);
    expect(inQuietHours(night, beijing(23, 0))).toBe(true);
    expect(inQuietHours(night, beijing(3, 30))).toBe(true);
    expect(inQuietHours(night, beijing(6, 59))).toBe(true);
    expect(inQuietHours(night, beijing(7, 0))).toBe(false);
  });

  it('reads the hours on the member’s own clock', () => {
    const hanoiNight = { ...shanghai(23 * 60, 7 * 60), timeZone: 'Asia/Ho_Chi_Minh' };
    // 23:30 in Beijing is 22:30 in Hanoi.
    expect(inQuietHours(hanoiNight, beijing(23, 30))).toBe(false);
    expect(inQuietHours(hanoiNight, beijing(0, 30))).toBe(true);
  });

  it('has no quiet hours without settings, without times, or with an empty span', () => {
    expect(inQuietHours(null, beijing(3))).toBe(false);
    expect(inQuietHours(shanghai(null, null), beijing(3))).toBe(false);
    expect(inQuietHours(shanghai(120, 120), beijing(2))).toBe(false);
    expect(inQuietHours(shanghai(13 * 60, 15 * 60), beijing(14))).toBe(true);
  });
});
