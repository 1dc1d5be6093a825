import { type Language, type MatchSummary } from '@tifo/contract';
import { LOCALES } from '../../shared/format/locale';
import { localName } from '../scores';
import { dateTimeFormat } from '../../shared/format/intl';
import { viewerTimeZone } from '../../shared/format/time-zone';

/** "Arsenal vs Chelsea" in the page language. */
export function planMatchLabel(match: MatchSummary, language: Language): string {
  return `${localName(match.home, language)} vs ${localName(match.away, language)}`;
}

/**
 * When a broadcast is planned: "Sat, 22 Nov, 19:45" in the page language and the viewer's time
 * zone, the zone every kick-off is shown in for them.
 */
export function formatPlannedAt(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(LOCALES[language].regional, {
    timeZone: viewerTimeZone(),
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}
