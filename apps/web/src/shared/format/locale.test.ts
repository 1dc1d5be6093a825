import { LANGUAGES } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { LOCALES, pageLanguage } from './locale';
import { formatDiamonds } from './money';

// The live room's diamonds used to read i18next's bare code ('zh'/'en'/'vi'); this pins that
// the regional locales print them the same (counts keep bare en: see LOCALES).
const SAMPLES = [0, 7, 42, 999, 1234, 9999, 10_000, 12_345, 123_456, 98_765_432];
const BARE = { zh: 'zh', en: 'en', vi: 'vi' } as const;

describe('LOCALES', () => {
  it('prints diamonds as the bare i18next codes did', () => {
    for (const language of LANGUAGES) {
      for (const value of [...SAMPLES, 0.5, 12.25, 1234.5, 100_000.75]) {
        const bare = new Intl.NumberFormat(BARE[language], { maximumFractionDigits: 2 });
        expect(formatDiamonds(value, language)).toBe(bare.format(value));
      }
    }
  });

  it('has a locale for every site language', () => {
    expect(Object.keys(LOCALES).sort()).toEqual([...LANGUAGES].sort());
  });
});

describe('pageLanguage', () => {
  it('reads the site languages and anything else as zh', () => {
    expect(pageLanguage('en')).toBe('en');
    expect(pageLanguage('vi')).toBe('vi');
    expect(pageLanguage('zh')).toBe('zh');
    expect(pageLanguage('cimode')).toBe('zh');
  });
});
