import { AppError } from '../../../platform/http/app-error';
import { chinaDayStart } from '../../money/money-dates';
import { chinaDay } from '../sign-in.service';

/** The calendar day `months` before `day` (YYYY-MM-DD), on the month's last day if shorter. */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The dates a records query may cover (spec §5, §9): from three months before today (China
 * time) on. An older `from` is refused with the earliest day allowed, not quietly moved.
 */
export function recordsRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: number,
  months: number,
): { from: Date; to?: Date; earliest: string } {
  const earliest = monthsBefore(chinaDay(now), months);
  if (query.from && query.from < earliest) {
    throw new AppError('guess.tooOld', { params: { earliest, months } });
  }
  if (query.from && query.to && query.from > query.to) {
    throw new AppError('match.badDateRange', { params: { from: query.from, to: query.to } });
  }
  const from = chinaDayStart(query.from ?? earliest);
  if (!query.to) return { from, earliest };
  return { from, to: new Date(chinaDayStart(query.to).getTime() + 86_400_000), earliest };
}
