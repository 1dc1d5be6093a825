import { describe, expect, it } from 'vitest';
import { write } from '../../../shared/storage';
import { fromLocalInput, offsetLabel, toLocalInput, zoneOffsetMinutes } from './planned-time';

describe("planned time in the viewer's time zone (China time in these tests)", () => {
  it('reads a datetime-local value as China time and sends its offset', () => {
    const iso = fromLocalInput('2026-11-22T20:00');
    expect(iso).toBe('2026-11-22T20:00:00+08:00');
    expect(new Date(iso ?? '').toISOString()).toBe('2026-11-22T12:00:00.000Z');
  });

  it("follows the viewer's chosen zone: a Hanoi streamer types Hanoi time", () => {
    write('timeZone', 'Asia/Ho_Chi_Minh');
    try {
      expect(fromLocalInput('2026-11-22T19:00')).toBe('2026-11-22T19:00:00+07:00');
      expect(toLocalInput('2026-11-22T12:00:00.000Z')).toBe('2026-11-22T19:00');
    } finally {
      write('timeZone', 'Asia/Shanghai');
    }
  });

  it('shows an instant as the site wall clock, across midnight', () => {
    expect(toLocalInput('2026-11-22T17:30:00.000Z')).toBe('2026-11-23T01:30');
    expect(fromLocalInput(toLocalInput('2026-11-22T17:30:00.000Z'))).toBe(
      '2026-11-23T01:30:00+08:00',
    );
  });

  it('refuses what is not a real date and time', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-02-30T20:00')).toBeNull();
    expect(fromLocalInput('2026-11-22 20:00')).toBeNull();
  });

  it('follows a zone with daylight saving time', () => {
    // London: GMT in winter, BST (+1) in summer.
    expect(fromLocalInput('2026-01-10T15:00', 'Europe/London')).toBe('2026-01-10T15:00:00+00:00');
    expect(fromLocalInput('2026-07-10T15:00', 'Europe/London')).toBe('2026-07-10T15:00:00+01:00');
    // 01:30 on the last Sunday of March does not exist there: it becomes 02:30 BST.
    expect(fromLocalInput('2026-03-29T01:30', 'Europe/London')).toBe('2026-03-29T02:30:00+01:00');
    expect(zoneOffsetMinutes(Date.parse('2026-07-10T12:00:00Z'), 'America/St_Johns')).toBe(-150);
  });

  it('names offsets the way the form shows them', () => {
    expect(offsetLabel(480)).toBe('UTC+8');
    expect(offsetLabel(-210)).toBe('UTC-3:30');
    expect(offsetLabel(0)).toBe('UTC+0');
  });
});
