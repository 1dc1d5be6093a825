import { LIMITS } from '@tifo/contract';
import { dateTimeFormat } from '../../shared/format/intl';
import { viewerTimeZone } from '../../shared/format/time-zone';

/**
 * A count as the site shows it (spec §9 "Large counts"): above 10000 as N.Nw (12345 → 1.2w),
 * otherwise the number itself.
 */
export function formatCount(count: number): string {
  if (count <= LIMITS.largeCountThreshold) return String(Math.max(0, Math.trunc(count)));
  return `${(count / 10_000).toFixed(1)}w`;
}

/** The end of a mute or kick in the reader's language and time zone. */
export function formatUntil(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, {
    timeZone: viewerTimeZone(),
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
