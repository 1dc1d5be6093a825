import { SITE_TIME_ZONE, type Language } from '@tifo/contract';
import { read } from '../storage';
import { useStoredValue } from '../use-stored-value';
import { dateTimeFormat } from './intl';
import { LOCALES } from './locale';

/**
 * The viewer's time zone (issue 24): kick-offs, schedules, chat and replays are shown in it, and
 * the score lists' "today" is the viewer's day. The site's own zone (China time,
 * `SITE_TIME_ZONE`) stays for business days only: sign-in, rankings, statements (site-day.ts).
 */

/** Whether the browser's Intl knows a zone by this name. */
export function isTimeZone(name: string): boolean {
  try {
    dateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The device's zone, as the browser reports it; the site's when it reports none. */
export function deviceTimeZone(): string {
  const zone = dateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : SITE_TIME_ZONE;
}

function chosenOrDevice(chosen: string | null): string {
  return chosen && isTimeZone(chosen) ? chosen : deviceTimeZone();
}

/** The zone times are shown in: the viewer's choice in settings, else the device's. */
export function viewerTimeZone(): string {
  return chosenOrDevice(read('timeZone'));
}

/** `viewerTimeZone`, re-rendering when the viewer chooses another. */
export function useViewerTimeZone(): string {
  return chosenOrDevice(useStoredValue('timeZone'));
}

/** A zone's offset as fans read it ("GMT+7", "UTC+7"…, in the page language) at an instant. */
export function zoneOffsetName(timeZone: string, language: Language, at = new Date()): string {
  const part = dateTimeFormat(LOCALES[language].regional, { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((entry) => entry.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** The day (`YYYY-MM-DD`) of an instant in a zone. */
export function dayIn(instant: Date | number, timeZone: string): string {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
