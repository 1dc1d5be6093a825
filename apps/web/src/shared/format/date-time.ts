import { SITE_TIME_ZONE, type Language } from '@tifo/contract';
import { LOCALES } from './locale';
import { dateTimeFormat } from './intl';

/** Date and time of an instant in the site time zone, in the page language. */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(LOCALES[language].regional, {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}
