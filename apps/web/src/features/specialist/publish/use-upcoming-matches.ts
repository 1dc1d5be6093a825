import type { MatchSummary, Odds, SportName } from '@tifo/contract';
import { useMemo, useState } from 'react';
import { addDays, viewerDate, useMatchListsQueries } from '../../scores';

/** Days of fixtures the publishing form offers: today and the next two (site time zone). */
const DAYS = 3;

/**
 * Matches an expert may still analyse: not started and before kick-off, soonest first, with
 * the current lines of the default bookmaker (a hint; the server takes its own at publication).
 */
export function useUpcomingMatches(sport: SportName) {
  // "Today" and "now" by the server's clock: a demo feed may run ahead of or behind ours.
  const [serverTime, setServerTime] = useState<string | null>(null);
  const today = viewerDate(serverTime ? new Date(serverTime) : Date.now());
  const dates = useMemo(
    () => Array.from({ length: DAYS }, (_, index) => addDays(today, index)),
    [today],
  );
  const lists = useMatchListsQueries(sport, 'upcoming', dates);
  const reported = lists.find((list) => list.data)?.data?.server_time ?? null;
  if (reported && viewerDate(new Date(reported)) !== today) setServerTime(reported);
  const now = reported ? Date.parse(reported) : Date.now();
  const seen = new Set<string>();
  const matches: MatchSummary[] = [];
  const odds: Record<string, Odds> = {};
  for (const list of lists) {
    Object.assign(odds, list.data?.odds);
    for (const match of list.data?.list ?? []) {
      if (seen.has(match.id) || match.status !== 'not_started') continue;
      if (Date.parse(match.kickoff) <= now) continue;
      seen.add(match.id);
      matches.push(match);
    }
  }
  matches.sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.id.localeCompare(b.id));
  const failed = lists.find((list) => list.isError);
  return {
    matches,
    odds,
    /** The server's "now" as the lists last told it. */
    now,
    pending: lists.some((list) => list.isPending),
    failed: failed !== undefined,
    retry: () => void failed?.refetch(),
  };
}
