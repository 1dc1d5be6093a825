import type { Language, MatchStatus, MatchSummary } from '@tifo/contract';
import { dateTimeFormat } from '../../shared/format/intl';
import { dayIn, viewerTimeZone } from '../../shared/format/time-zone';

/** The three tabs of the score pages (进行中 / 未开始 / 已结束). */
export type StatusTab = 'live' | 'upcoming' | 'finished';

const UPCOMING: ReadonlySet<MatchStatus> = new Set(['not_started', 'postponed']);
const FINISHED: ReadonlySet<MatchStatus> = new Set(['finished', 'cancelled']);

/** Which tab a match belongs to: postponed waits with the upcoming ones, cancelled is over. */
export function statusTab(status: MatchStatus): StatusTab {
  if (UPCOMING.has(status)) return 'upcoming';
  if (FINISHED.has(status)) return 'finished';
  return 'live';
}

export function isInPlay(status: MatchStatus): boolean {
  return statusTab(status) === 'live';
}

interface Named {
  name: string;
  name_zh: string;
  name_vi: string;
}

/** A team's or competition's name in the page language (zh where known, else English). */
export function localName(named: Named, language: Language): string {
  if (language === 'zh') return named.name_zh || named.name;
  if (language === 'vi') return named.name_vi || named.name;
  return named.name;
}

/** YYYY-MM-DD of an instant in the viewer's time zone (shared/format/time-zone.ts). */
export function viewerDate(instant: Date | number, timeZone: string = viewerTimeZone()): string {
  return dayIn(instant, timeZone);
}

/** The date `days` after a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** The calendar strip: yesterday, today and the next six days. */
export function dateStrip(today: string): string[] {
  return Array.from({ length: 8 }, (_, index) => addDays(today, index - 1));
}

/** Kick-off time HH:mm in the viewer's time zone. */
export function kickoffTime(kickoff: string, timeZone: string = viewerTimeZone()): string {
  return dateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(kickoff));
}

/** Matches sorted for a list: in play first, then by kick-off, then by id for stability. */
export function sortMatches(matches: readonly MatchSummary[]): MatchSummary[] {
  return [...matches].sort(
    (a, b) =>
      Number(isInPlay(b.status)) - Number(isInPlay(a.status)) ||
      a.kickoff.localeCompare(b.kickoff) ||
      a.id.localeCompare(b.id),
  );
}

/** Counts per tab of a list. */
export function countByTab(matches: readonly MatchSummary[]): Record<StatusTab, number> {
  const counts: Record<StatusTab, number> = { live: 0, upcoming: 0, finished: 0 };
  for (const match of matches) counts[statusTab(match.status)] += 1;
  return counts;
}
