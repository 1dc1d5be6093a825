import { LIMITS, type Language } from '@tifo/contract';
import { LOCALES } from './locale';
import { numberFormat } from './intl';

/**
 * A viewer count or score as fans read it. Below 10 000 the plain number; from 10 000 on, zh
 * writes "N.Nw" (spec §9 `largeCountThreshold`: 12345 → "1.2w", rounded down so a count is never
 * overstated) and en/vi use their own compact forms ("12.3K", "12,3 N").
 */
export function formatCount(value: number, language: Language): string {
  const count = Math.max(0, Math.floor(value));
  if (count < LIMITS.largeCountThreshold) {
    return language === 'zh' ? String(count) : numberFormat(LOCALES[language].counts).format(count);
  }
  if (language === 'zh') {
    return `${(Math.floor(count / 1_000) / 10).toFixed(1)}w`;
  }
  return numberFormat(LOCALES[language].counts, {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(count);
}
