import { afterEach, describe, expect, it } from 'vitest';
import { write } from '../storage';
import { dayIn, deviceTimeZone, viewerTimeZone, zoneOffsetName } from './time-zone';

describe("the viewer's time zone", () => {
  afterEach(() => localStorage.clear());

  it("is the viewer's choice, else the device's", () => {
    write('timeZone', 'Asia/Ho_Chi_Minh');
    expect(viewerTimeZone()).toBe('Asia/Ho_Chi_Minh');
    write('timeZone', null);
    expect(viewerTimeZone()).toBe(deviceTimeZone());
    // A name Intl does not know (an old choice, a hand-edited storage) falls back too.
    localStorage.setItem('timeZone', 'Mars/Olympus_Mons');
    expect(viewerTimeZone()).toBe(deviceTimeZone());
  });

  it('tells the day of an instant in a zone', () => {
    // 00:30 in Beijing on the 2nd is still the 1st in Hanoi.
    const lateNight = new Date('2026-06-01T16:30:00Z');
    expect(dayIn(lateNight, 'Asia/Shanghai')).toBe('2026-06-02');
    expect(dayIn(lateNight, 'Asia/Ho_Chi_Minh')).toBe('2026-06-01');
  });

  it('names a zone by its offset', () => {
    expect(zoneOffsetName('Asia/Ho_Chi_Minh', 'en')).toBe('GMT+7');
    expect(zoneOffsetName('Asia/Shanghai', 'en')).toBe('GMT+8');
    expect(zoneOffsetName('UTC', 'en')).toMatch(/^GMT(\+0)?$/);
  });
});
