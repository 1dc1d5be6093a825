import { dateTimeFormat } from '../../../shared/format/intl';
import { viewerTimeZone } from '../../../shared/format/time-zone';

/**
 * A planned broadcast's time is typed in a `datetime-local` input, which has no time zone. The
 * form reads it in the viewer's time zone, the one every kick-off on the site is shown in for
 * them, so "20:00" means the same as a match's "20:00" on their screen; the server gets an ISO
 * instant with that zone's offset.
 */

const MINUTE_MS = 60_000;
const LOCAL_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallClockIn(instant: number, timeZone: string): WallClock {
  const parts = dateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

function utcOf(clock: WallClock): number {
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Minutes a time zone is ahead of UTC at an instant (Asia/Shanghai: 480). */
export function zoneOffsetMinutes(instant: number, timeZone: string = viewerTimeZone()): number {
  const minute = Math.floor(instant / MINUTE_MS) * MINUTE_MS;
  return Math.round((utcOf(wallClockIn(minute, timeZone)) - minute) / MINUTE_MS);
}

/** "+08:00" for 480 minutes, "-03:30" for -210. */
function isoOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** "UTC+8", "UTC-3:30": the zone's offset as the form names it. */
export function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  const rest = size % 60;
  return `UTC${sign}${Math.floor(size / 60)}${rest ? `:${pad(rest)}` : ''}`;
}

/** An instant as a `datetime-local` value ("2026-11-22T20:00") in the time zone. */
export function toLocalInput(iso: string, timeZone: string = viewerTimeZone()): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const clock = wallClockIn(instant, timeZone);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

/**
 * A `datetime-local` value read in the time zone, as ISO 8601 with the zone's offset
 * ("2026-11-22T20:00:00+08:00"); null when it is not a real date and time. A time that a
 * daylight-saving jump skips moves forward by the jump.
 */
export function fromLocalInput(value: string, timeZone: string = viewerTimeZone()): string | null {
  const match = LOCAL_VALUE.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // "02-30" would roll over into March: refuse it rather than plan another day.
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23) return null;
  // The offset at the wall time read as UTC is right except within hours of a change: ask again
  // at the instant it gives.
  const guess = wall - zoneOffsetMinutes(wall, timeZone) * MINUTE_MS;
  const instant = wall - zoneOffsetMinutes(guess, timeZone) * MINUTE_MS;
  const offset = zoneOffsetMinutes(instant, timeZone);
  return `${toLocalInput(new Date(instant).toISOString(), timeZone)}:00${isoOffset(offset)}`;
}
