import { LIMITS, type Language } from '@tifo/contract';
import { HTML_LANG } from '../../shared/i18n/language';
import { dateTimeFormat } from '../../shared/format/intl';

/** The three relative words of message time labels, from the `common` catalog. */
export interface MessageTimeWords {
  justNow: string;
  yesterday: string;
  dayBeforeYesterday: string;
}

const MINUTE_MS = 60_000;
const WEEK_MS = 168 * 3_600_000;

/** Calendar day number of an instant in a time zone (days since 1970-01-01 there). */
function dayNumber(at: number, timeZone: string | undefined): number {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return Math.round(Date.UTC(get('year'), get('month') - 1, get('day')) / 86_400_000);
}

/**
 * The label above a chat message (spec §4 "Message time labels"): "just now" under a minute,
 * the time today, "yesterday" and "the day before yesterday" (calendar days), the weekday
 * within 168 hours, otherwise the date; all but "just now" carry the time of day.
 */
export function messageTimeLabel(
  at: number,
  now: number,
  language: Language,
  words: MessageTimeWords,
  timeZone?: string,
): string {
  if (now - at < MINUTE_MS && now >= at) return words.justNow;
  const locale = HTML_LANG[language];
  const time = dateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  const days = dayNumber(now, timeZone) - dayNumber(at, timeZone);
  if (days <= 0) return time;
  if (days === 1) return `${words.yesterday} ${time}`;
  if (days === 2) return `${words.dayBeforeYesterday} ${time}`;
  if (now - at < WEEK_MS) {
    const weekday = dateTimeFormat(locale, { timeZone, weekday: 'long' }).format(at);
    return `${weekday} ${time}`;
  }
  const date = dateTimeFormat(locale, {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  return `${date} ${time}`;
}

/** Whether a message gets a time label: the first one, and any 120 s or more after the last. */
export function needsTimeLabel(previousAt: number | null, at: number): boolean {
  return previousAt === null || at - previousAt >= LIMITS.timeLabelGapSeconds * 1000;
}
