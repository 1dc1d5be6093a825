import { liveRoutes, type CallData, type RoomSummary } from '@tifo/contract';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { callApi } from '../../shared/api-client';
import { onLazyLiveDataEvent } from '../../shared/live-data-events';
import type { LiveDataSocket } from '../../shared/live-data-socket';
import { LiveDataSocketContext } from '../../shared/use-live-data-socket';
import { memberScopedKey } from '../../shared/session/member-scope';

export type RankingPeriod = CallData<typeof liveRoutes.roomRanking>['period'];
export type RankingEntry = CallData<typeof liveRoutes.roomRanking>['list'][number];
export type RoomCategory = CallData<typeof liveRoutes.getCategoryList>['list'][number];

/**
 * Query keys of the anchor area. Every list of rooms hangs under `liveKeys.lists()`, so one
 * `startRoom`/`endRoom` push refreshes them all; the followed rooms are member data as well.
 */
export const liveKeys = {
  all: ['live'] as const,
  categories: () => [...liveKeys.all, 'categories'] as const,
  lists: () => [...liveKeys.all, 'lists'] as const,
  rooms: (type: number, categoryId: number | null) =>
    [...liveKeys.lists(), 'rooms', type, categoryId] as const,
  roomsPreview: (type: number, size: number) =>
    [...liveKeys.lists(), 'rooms-preview', type, size] as const,
  liveNow: (limit: number) => [...liveKeys.lists(), 'live-now', limit] as const,
  matchRooms: (matchId: string, size: number) =>
    [...liveKeys.lists(), 'match', matchId, size] as const,
  ranking: (period: RankingPeriod) => [...liveKeys.lists(), 'ranking', period] as const,
  followed: () => [...memberScopedKey, 'live', 'followed-rooms'] as const,
};

/** Live rooms before the others; the server's order (heat) is kept within each group. */
export function liveFirst<T extends Pick<RoomSummary, 'live_status'>>(rooms: readonly T[]): T[] {
  return [...rooms].sort(
    (a, b) => Number(b.live_status === 'live') - Number(a.live_status === 'live'),
  );
}

export function useCategoryListQuery() {
  return useQuery({
    queryKey: liveKeys.categories(),
    queryFn: ({ signal }) => callApi(liveRoutes.getCategoryList, { signal, quiet: true }),
    staleTime: 10 * 60_000,
    select: (data) => data.list,
  });
}

/** The first rooms of one /anchor type (home page fallback). */
export function useRoomPreviewQuery(type: number, size: number, enabled: boolean) {
  return useQuery({
    queryKey: liveKeys.roomsPreview(type, size),
    queryFn: ({ signal }) =>
      callApi(liveRoutes.getRoomList, {
        query: { type, page: 1, page_size: size },
        signal,
        quiet: true,
      }),
    enabled,
    select: (data) => data.list,
  });
}

/** Rooms live right now, hottest first. */
export function useLiveNowQuery(limit: number) {
  return useQuery({
    queryKey: liveKeys.liveNow(limit),
    queryFn: ({ signal }) =>
      callApi(liveRoutes.getLiveList, { query: { limit }, signal, quiet: true }),
    select: (data) => data.list,
  });
}

/** The rooms whose streamer linked one match, live first (match and reservation pages). */
export function useMatchRoomsQuery(matchId: string, size: number) {
  return useQuery({
    queryKey: liveKeys.matchRooms(matchId, size),
    queryFn: ({ signal }) =>
      callApi(liveRoutes.getRoomList, {
        query: { type: 0, match_id: matchId, page: 1, page_size: size },
        signal,
        quiet: true,
      }),
    enabled: matchId !== '',
    select: (data) => liveFirst(data.list),
  });
}

export function useFollowedRoomsQuery(enabled: boolean) {
  return useQuery({
    queryKey: liveKeys.followed(),
    queryFn: ({ signal }) => callApi(liveRoutes.getFollowedRooms, { signal, quiet: true }),
    enabled,
    select: (data) => liveFirst(data.list),
  });
}

/** The streamer ranking of /rank (roomRanking without a room). */
export function useStreamerRankingQuery(period: RankingPeriod, limit = 50) {
  return useQuery({
    queryKey: liveKeys.ranking(period),
    queryFn: ({ signal }) =>
      callApi(liveRoutes.roomRanking, { query: { period, limit }, signal, quiet: true }),
    select: (data) => data.list,
  });
}

/**
 * Refreshes every room list when a room goes live or ends (code-200 `startRoom`/`endRoom`, sent
 * to every page), and after a socket reconnect (pushes missed meanwhile are gone). Any number of
 * components may call it (a /reserve page has one match-streams list per match): they share one
 * subscription, so a push invalidates the lists once rather than once per component.
 */
export function useRoomStatusRefresh(): void {
  const socket = useContext(LiveDataSocketContext);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    return shareRoomStatusSubscription(socket, queryClient);
  }, [socket, queryClient]);
}

interface SharedSubscription {
  users: number;
  stop: () => void;
}

/** The room-status subscription of each socket and query client, with its number of users. */
const roomStatusSubscriptions = new WeakMap<LiveDataSocket, Map<QueryClient, SharedSubscription>>();

function shareRoomStatusSubscription(socket: LiveDataSocket, queryClient: QueryClient): () => void {
  let byClient = roomStatusSubscriptions.get(socket);
  if (!byClient) {
    byClient = new Map();
    roomStatusSubscriptions.set(socket, byClient);
  }
  let subscription = byClient.get(queryClient);
  if (!subscription) {
    subscription = { users: 0, stop: subscribeRoomStatus(socket, queryClient) };
    byClient.set(queryClient, subscription);
  }
  subscription.users += 1;
  const clients = byClient;
  const shared = subscription;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    shared.users -= 1;
    if (shared.users > 0) return;
    shared.stop();
    clients.delete(queryClient);
  };
}

function subscribeRoomStatus(socket: LiveDataSocket, queryClient: QueryClient): () => void {
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: liveKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: liveKeys.followed() });
  };
  let wasOpen = socket.getState() === 'open';
  const offState = socket.onState((state) => {
    if (state !== 'open') return;
    if (wasOpen) refresh();
    wasOpen = true;
  });
  // The schema loads with the first start or end (not on /main's first load).
  const listener = async () => ({
    schema: (await import('./room-status-event')).roomStatusEventSchema,
    handler: refresh,
  });
  const offStart = onLazyLiveDataEvent(socket, 'startRoom', listener);
  const offEnd = onLazyLiveDataEvent(socket, 'endRoom', listener);
  return () => {
    offState();
    offStart();
    offEnd();
  };
}
