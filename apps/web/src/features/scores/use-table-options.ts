import type { MatchSummary, Odds, SportName } from '@tifo/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useStoredValue } from '../../shared/use-stored-value';
import { useViewerTimeZone } from '../../shared/format/time-zone';
import { matchKeys, useFollowedIdsQuery, useRanksQueries } from './api';
import type { MatchTableOptions } from './MatchTable';

const NO_IDS: ReadonlySet<string> = new Set();
const NO_ODDS: Readonly<Record<string, Odds>> = {};

/** Everything a match table needs besides the matches: settings, follows, ranks, live lines. */
export function useMatchTableOptions(
  sport: SportName,
  matches: readonly MatchSummary[],
): MatchTableOptions {
  const game = useStoredValue('gameSettings');
  const display = useStoredValue('scoreDisplayOptions');
  const member = useStoredValue('userInfo') !== null;
  const timeZone = useViewerTimeZone();
  const followed = useFollowedIdsQuery(sport, member);
  const competitionIds = useMemo(
    () => [...new Set(matches.map((match) => match.competition.id))].sort(),
    [matches],
  );
  const ranks = useRanksQueries(competitionIds, display.showRanking);
  const odds = useQuery<Record<string, Odds>>({
    queryKey: matchKeys.liveOdds(sport),
    // Filled by socket pushes only (code 100 `*_exponent`); never fetched.
    queryFn: () => ({}),
    staleTime: Infinity,
    enabled: false,
  });
  return {
    game,
    display,
    member,
    followed: followed.data ?? NO_IDS,
    ranks,
    odds: odds.data ?? NO_ODDS,
    timeZone,
  };
}
