import type { Language } from '@tifo/contract';
import { formatDateTime } from './date-time';
import { LOCALES } from './locale';
import { relativeTimeFormat } from './intl';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When something was written (a comment, a post): "just now" under a minute, then minutes, hours and days ago up to
 * a week (spec §4's time labels), then the date.
 */
export function relativeTime(iso: string, language: Language, now: number = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  if (Number.isNaN(elapsed) || elapsed >= 7 * DAY) return formatDateTime(iso, language);
  const relative = relativeTimeFormat(LOCALES[language].regional, { numeric: 'auto' });
  if (elapsed < MINUTE) return relative.format(0, 'second');
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  return relative.format(-Math.floor(elapsed / DAY), 'day');
}
