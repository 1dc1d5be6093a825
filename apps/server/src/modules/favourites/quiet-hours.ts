import type { AlertSettingsRow } from './favourites.repository';

/** The minute of the day (0–1439) at `at` on the clock of `timeZone`. */
export function minuteOfDayIn(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

/** Whether pushes wait at `at`: quiet hours from `quietFrom` up to `quietTo`, across midnight too. */
export function inQuietHours(settings: AlertSettingsRow | null, at: number): boolean {
  if (!settings || settings.quietFrom === null || settings.quietTo === null) return false;
  if (settings.quietFrom === settings.quietTo) return false;
  const minute = minuteOfDayIn(settings.timeZone, at);
  return settings.quietFrom < settings.quietTo
    ? minute >= settings.quietFrom && minute < settings.quietTo
    : minute >= settings.quietFrom || minute < settings.quietTo;
}
