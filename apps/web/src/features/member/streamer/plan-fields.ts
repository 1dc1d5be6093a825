import { BROADCAST_PLAN_LIMITS, type BroadcastPlan, type Language } from '@tifo/contract';
import { LOCALES } from '../../../shared/format/locale';
import { toLocalInput, zoneOffsetMinutes } from './planned-time';
import { dateTimeFormat } from '../../../shared/format/intl';

// The plan form's fields: their first values, what is wrong with them, how the time reads.

const MINUTE_MS = 60_000;
export const LATE_MAX = BROADCAST_PLAN_LIMITS.afterKickoffMaxMinutes;

export interface PlanFields {
  matchId: string | null;
  /** The chosen match's kick-off, to start the time from and to check it against. */
  kickoff: string | null;
  /** A `datetime-local` value, read in the viewer's time zone. */
  time: string;
  title: string;
  cover: string;
}

export type Problem = 'match' | 'time' | 'late' | 'title';

export function fieldsOf(plan: BroadcastPlan | undefined): PlanFields {
  if (!plan) return { matchId: null, kickoff: null, time: '', title: '', cover: '' };
  return {
    matchId: plan.match.id,
    kickoff: plan.match.kickoff,
    time: toLocalInput(plan.planned_at),
    title: plan.title,
    // The answer gives the room's cover when the plan has none of its own, and cannot say
    // which: the form keeps what the streamer sees, if it is an upload the server accepts.
    cover: plan.cover.includes('/uploads/') ? plan.cover : '',
  };
}

export function problemsOf(fields: PlanFields, plannedAt: string | null): Problem[] {
  const problems: Problem[] = [];
  if (fields.matchId === null) problems.push('match');
  if (plannedAt === null) problems.push('time');
  else if (
    fields.kickoff !== null &&
    Date.parse(plannedAt) > Date.parse(fields.kickoff) + LATE_MAX * MINUTE_MS
  ) {
    problems.push('late');
  }
  if (fields.title.trim() === '') problems.push('title');
  return problems;
}

/** What the planned time is on the device's clock, when the viewer chose another zone. */
export function browserTime(plannedAt: string | null, language: Language): string | null {
  if (plannedAt === null) return null;
  const instant = Date.parse(plannedAt);
  if (new Date(instant).getTimezoneOffset() === -zoneOffsetMinutes(instant)) return null;
  return dateTimeFormat(LOCALES[language].regional, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(instant);
}
