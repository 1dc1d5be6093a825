import type { ExpertRecord } from '@tifo/contract';
import type { TFunction } from '../../../shared/i18n/translation-keys';

/** The current streak in words: wins or losses in a row, or none. */
export function streakText(record: ExpertRecord, t: TFunction<'experts'>): string {
  const streak = record.current_streak;
  if (streak > 0) return t('record.streakWin', { count: streak });
  if (streak < 0) return t('record.streakLoss', { count: -streak });
  return t('record.streakNone');
}
