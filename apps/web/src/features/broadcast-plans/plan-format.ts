import { SITE_TIME_ZONE, type Language, type MatchSummary } from '@tifo/contract';
import { LOCALES } from '../../shared/format/locale';
import { localName } from '../scores';
import { dateTimeFormat } from '../../shared/format/intl';

/** "Arsenal vs Chelsea" in the page language. */
export function planMatchLabel(match: MatchSummary, language: Language): string {
  return `${localName(match.home, language)} vs ${localName(match.away, language)}`;
}

/**
 * When a broadcast is planned: "Sat, 22 Nov, 19:45" in the page language and the site time
 * zone, the zone every kick-off on the site is shown in.
 */
export function formatPlannedAt(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(LOCALES[language].regional, {
    timeZone: SITE_TIME_ZONE,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}
