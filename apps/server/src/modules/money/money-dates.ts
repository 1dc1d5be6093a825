import { LIMITS } from '@tifo/contract';
import { AppError } from '../../platform/http/app-error';

/** Days are China-time days (UTC+8), the site's home (as the rankings). */
const CHINA_OFFSET_MS = 8 * 3_600_000;

export function chinaDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - CHINA_OFFSET_MS);
}

/**
 * A statement's `from`/`to` dates as a half-open range; at most three months back (spec §9
 * "date query limit"), `to` inclusive.
 */
export function statementRange(
  query: { from?: string; to?: string },
  now: number,
): { from?: Date; to?: Date } {
  const from = query.from ? chinaDayStart(query.from) : undefined;
  const to = query.to ? new Date(chinaDayStart(query.to).getTime() + 86_400_000) : undefined;
  if (from && to && from >= to) {
    throw new AppError('match.badDateRange', { params: { from: query.from!, to: query.to! } });
  }
  const earliest = new Date(now);
  earliest.setUTCMonth(earliest.getUTCMonth() - LIMITS.dateQueryLimitMonths);
  return { from: from && from > earliest ? from : earliest, ...(to ? { to } : {}) };
}

export function pageWindow(page: number, size: number) {
  // One extra row says whether there is a next page.
  return { offset: (page - 1) * size, limit: size + 1 };
}
