import {
  SPORT_CLASSIFY,
  exponentChangesDataSchema,
  matchChangesDataSchema,
  type ExponentChangesData,
  type LiveDataServerMessage,
  type MatchChange,
  type MatchChangesData,
  type MatchSummary,
  type Odds,
  type SportName,
} from '@tifo/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { holdForStream } from '../../shared/spoiler-delay';
import { LiveDataSocketContext } from '../../shared/use-live-data-socket';
import {
  matchKeys,
  type ListStatus,
  type MatchDetailData,
  type MatchIndexData,
  type MatchListData,
} from './api';
import { isInPlay } from './match-format';

/** A match summary with one pushed change merged in (only the fields present change). */
export function applyMatchChange(match: MatchSummary, change: MatchChange): MatchSummary {
  const next: MatchSummary = { ...match };
  if (change.status !== undefined) next.status = change.status;
  if (change.period !== undefined) next.period = change.period;
  if (change.minute !== undefined) next.minute = change.minute;
  if (change.stoppage !== undefined) next.stoppage = change.stoppage;
  if (change.seconds_left !== undefined) next.seconds_left = change.seconds_left;
  if (change.match_str !== undefined) next.match_str = change.match_str;
  if (change.home_score !== undefined) next.home = { ...match.home, score: change.home_score };
  if (change.away_score !== undefined) next.away = { ...match.away, score: change.away_score };
  if (change.half_time !== undefined) next.half_time = change.half_time;
  if (change.penalties !== undefined) next.penalties = change.penalties;
  if (change.periods !== undefined) next.periods = change.periods;
  if (change.cards !== undefined) next.cards = change.cards;
  if (change.corners !== undefined) next.corners = change.corners;
  return next;
}

function mergeList(
  list: readonly MatchSummary[],
  changes: MatchChangesData['matches'],
): { list: MatchSummary[]; changed: boolean } {
  let changed = false;
  const next = list.map((match) => {
    const change = changes[match.id];
    if (!change) return match;
    changed = true;
    return applyMatchChange(match, change);
  });
  return { list: next, changed };
}

/**
 * Merges a code-100 `*_match` push into every cached list and detail of that sport. Returns
 * whether a match that is not in the cached live list has started, in which case the caller
 * refetches that list (the push carries changes only, never a whole new row).
 */
export function applyMatchChangesToCache(
  queryClient: QueryClient,
  data: MatchChangesData,
): { liveListStale: boolean } {
  const sport: SportName = data.type === 'football_match' ? 'football' : 'basketball';
  let liveListStale = false;
  for (const [key, cached] of queryClient.getQueriesData<MatchListData>({
    queryKey: matchKeys.sportLists(sport),
  })) {
    if (!cached) continue;
    const { list, changed } = mergeList(cached.list, data.matches);
    if (changed) queryClient.setQueryData<MatchListData>(key, { ...cached, list });
    const status = key[3] as ListStatus | undefined;
    if (status === 'live') {
      const known = new Set(cached.list.map((match) => match.id));
      for (const [id, change] of Object.entries(data.matches)) {
        if (!known.has(id) && change.status !== undefined && isInPlay(change.status)) {
          liveListStale = true;
        }
      }
    }
  }
  for (const [key, cached] of queryClient.getQueriesData<MatchDetailData>({
    queryKey: matchKeys.details(),
  })) {
    const change = cached ? data.matches[cached.match.id] : undefined;
    if (!cached || !change) continue;
    queryClient.setQueryData<MatchDetailData>(key, {
      ...cached,
      match: applyMatchChange(cached.match, change),
    });
  }
  return { liveListStale };
}

function withLive(index: MatchIndexData, odds: Odds, at: string): MatchIndexData {
  const last = index.history[index.history.length - 1];
  return {
    ...index,
    live: odds,
    history: [...index.history, { at, match_str: last?.match_str ?? '', odds }],
  };
}

/** Merges a code-100 `*_exponent` push: live lines of the pushed bookmaker. */
export function applyExponentChangesToCache(
  queryClient: QueryClient,
  data: ExponentChangesData,
): void {
  const sport: SportName = data.type === 'football_exponent' ? 'football' : 'basketball';
  const matches: Record<string, Odds> = data.matches;
  queryClient.setQueryData<Record<string, Odds>>(matchKeys.liveOdds(sport), (previous) => ({
    ...previous,
    ...matches,
  }));
  for (const [key, cached] of queryClient.getQueriesData<MatchIndexData>({
    queryKey: matchKeys.indexes(),
  })) {
    const odds = cached ? matches[cached.match_id] : undefined;
    if (!cached || !odds || cached.company_id !== data.company_id) continue;
    queryClient.setQueryData<MatchIndexData>(key, withLive(cached, odds, data.at));
  }
  for (const [key, cached] of queryClient.getQueriesData<MatchDetailData>({
    queryKey: matchKeys.details(),
  })) {
    const odds = cached ? matches[cached.match.id] : undefined;
    if (!cached?.index || !odds || cached.index.company_id !== data.company_id) continue;
    queryClient.setQueryData<MatchDetailData>(key, {
      ...cached,
      index: withLive(cached.index, odds, data.at),
    });
  }
}

/** Applies one live-data message to the cache; true when a live list should be refetched. */
export function handleScoreMessage(
  queryClient: QueryClient,
  message: LiveDataServerMessage,
): { sport: SportName; liveListStale: boolean } | null {
  if (message.code !== 100) return null;
  const matchChanges = matchChangesDataSchema.safeParse(message.data);
  if (matchChanges.success) {
    const sport = matchChanges.data.type === 'football_match' ? 'football' : 'basketball';
    return { sport, ...applyMatchChangesToCache(queryClient, matchChanges.data) };
  }
  const exponents = exponentChangesDataSchema.safeParse(message.data);
  if (exponents.success) {
    applyExponentChangesToCache(queryClient, exponents.data);
    const sport = exponents.data.type === 'football_exponent' ? 'football' : 'basketball';
    return { sport, liveListStale: false };
  }
  return null;
}

/**
 * Keeps the score data of `sport` live: tells the socket which sport to push (`classify`, again
 * after every reconnect), merges pushes into the query cache and, after a reconnect, refetches
 * everything of the sport (pushes missed while disconnected are gone for good).
 */
export function useLiveScores(sport: SportName | null, companyId?: number): void {
  const socket = useContext(LiveDataSocketContext);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!socket || !sport) return;
    const subscribe = () => {
      socket.send({ type: 'classify', classify_type: SPORT_CLASSIFY[sport] });
      if (companyId !== undefined) socket.send({ type: 'toggle', company_id: companyId });
    };
    let wasOpen = socket.getState() === 'open';
    if (wasOpen) subscribe();
    const offState = socket.onState((state) => {
      if (state !== 'open') return;
      subscribe();
      if (wasOpen) {
        // A reconnect: re-sync lists, details and lines from the server.
        void queryClient.invalidateQueries({ queryKey: matchKeys.all });
      }
      wasOpen = true;
    });
    const offMessage = socket.onMessage((message) => {
      // Beside a stream, scores change when the picture shows it (spoiler-safe).
      holdForStream(() => {
        const result = handleScoreMessage(queryClient, message);
        if (result?.liveListStale) {
          void queryClient.invalidateQueries({
            queryKey: [...matchKeys.sportLists(result.sport), 'live'],
          });
        }
      });
    });
    return () => {
      offState();
      offMessage();
    };
  }, [socket, sport, companyId, queryClient]);
}
