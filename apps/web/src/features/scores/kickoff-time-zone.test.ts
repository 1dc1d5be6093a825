import { afterEach, describe, expect, it } from 'vitest';
import { write } from '../../shared/storage';
import { kickoffTime, viewerDate } from './match-format';

describe("kick-offs in the viewer's time zone", () => {
  afterEach(() => localStorage.clear());

  it('shows a 20:00 Beijing kick-off as 19:00 in Vietnam, and the day it falls on there', () => {
    const kickoff = '2026-06-01T12:00:00Z';
    expect(kickoffTime(kickoff, 'Asia/Shanghai')).toBe('20:00');
    expect(kickoffTime(kickoff, 'Asia/Ho_Chi_Minh')).toBe('19:00');
    write('timeZone', 'Asia/Ho_Chi_Minh');
    expect(kickoffTime(kickoff)).toBe('19:00');
    // 00:30 in Beijing on the 2nd is still the 1st in Hanoi.
    const lateNight = new Date('2026-06-01T16:30:00Z');
    expect(viewerDate(lateNight, 'Asia/Shanghai')).toBe('2026-06-02');
    expect(viewerDate(lateNight)).toBe('2026-06-01');
  });
});
