import type { Language } from '@tifo/contract';
import { formatDateTime } from '../../shared/format/date-time';
import { LOCALES } from '../../shared/format/locale';
import { relativeTimeFormat } from '../../shared/format/intl';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** When an article came out, as news sites say it: "5 minutes ago", "3 hours ago", else the date. */
export function publishedTime(iso: string, language: Language, now: number = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  if (Number.isNaN(elapsed) || elapsed < 0 || elapsed >= 24 * HOUR) {
    return formatDateTime(iso, language);
  }
  const relative = relativeTimeFormat(LOCALES[language].regional, { numeric: 'auto' });
  if (elapsed < HOUR) return relative.format(-Math.max(1, Math.floor(elapsed / MINUTE)), 'minute');
  return relative.format(-Math.floor(elapsed / HOUR), 'hour');
}
