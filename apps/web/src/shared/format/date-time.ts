import type { Language } from '@tifo/contract';
import { LOCALES } from './locale';
import { dateTimeFormat } from './intl';
import { viewerTimeZone } from './time-zone';

/** Date and time of an instant in the viewer's time zone, in the page language. */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(LOCALES[language].regional, {
    timeZone: viewerTimeZone(),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}
