import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../api/calendar-date';
import { foldForMatching, normaliseName, normaliseText } from './normalise-text';

describe('normaliseName', () => {
  it('folds fullwidth letters, removes invisible characters and squeezes spaces', () => {
    expect(normaliseName('ＴＩＦＯ  fan')).toBe('TIFO fan');
    expect(normaliseName('\u202Eevil\u202C name')).toBe('evil name');
    expect(normaliseName('a\u200Bb\u00ADc\uFEFF')).toBe('abc');
    expect(normaliseName(' \t tab\nname ')).toBe('tab name');
  });

  it('leaves nothing of a name made of invisible characters', () => {
    expect(normaliseName('\u200B\u200B\u200B')).toBe('');
    expect(normaliseName('\u3164\u3164')).toBe('');
    expect(normaliseName('\u2066\u2069')).toBe('');
  });

  it('keeps the joiners that emoji need', () => {
    const family = '👨\u200D👩\u200D👧';
    const heartOnFire = '❤\uFE0F\u200D🔥';
    const england = '🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}';
    expect(normaliseName(`fan ${family}`)).toBe(`fan ${family}`);
    expect(normaliseName(heartOnFire)).toBe(heartOnFire);
    expect(normaliseName(england)).toBe(england);
    expect(normaliseName('a\u200Db')).toBe('ab');
  });
});

describe('normaliseText', () => {
  it('keeps line breaks and full-width punctuation, removes invisible characters', () => {
    expect(normaliseText('你好，世界！\n第二行')).toBe('你好，世界！\n第二行');
    expect(normaliseText('bad\u200Bword\u2067')).toBe('badword');
  });
});

describe('foldForMatching', () => {
  it('sees through width, case, zero-width characters and look-alike letters', () => {
    for (const disguised of [
      'bad\u200bword',
      'ｂａｄｗｏｒｄ',
      'BАDWORD',
      'bad\u00adword',
      'ΒΑDWΟRD',
    ]) {
      expect(foldForMatching(disguised), JSON.stringify(disguised)).toBe('badword');
    }
    expect(foldForMatching('Tifo 官方')).toBe('tifo 官方');
  });
});

describe('isCalendarDate', () => {
  it('accepts real days and refuses impossible ones', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-00-10')).toBe(false);
    expect(isCalendarDate('2026-1-1')).toBe(false);
  });
});
