import { liveRoutes } from '@tifo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api-client';
import { liveRoomKey } from '../../shared/room-keys';

/**
 * A live room's info and playback URLs as queries, apart from the room page's code: the /live
 * route starts both while that code is still loading (app/routes.tsx), so the first frame waits
 * for one round of requests instead of a chain of them (issue 22, first frame < 1 s).
 */

/**
 * Pushes keep both current while the page is open (room-events.ts); this only spares the page
 * a second read when it mounts right after the route's prefetch.
 */
const FRESH_MS = 3_000;

/** The room id of `/live?id=12` (the spec's clients also send `room_id`). */
export function roomIdFromParams(params: URLSearchParams): number | null {
  const raw = params.get('id') ?? params.get('room_id');
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const roomInfoKey = (roomId: number) => [...liveRoomKey(roomId), 'info'] as const;
export const liveUrlKey = (roomId: number) => [...liveRoomKey(roomId), 'url'] as const;

export function roomInfoQuery(roomId: number) {
  return {
    queryKey: roomInfoKey(roomId),
    // The page shows its own "room not found" state, so no error toast.
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callApi(liveRoutes.getRoomInfo, { query: { room_id: roomId }, signal, quiet: true }),
    staleTime: FRESH_MS,
  };
}

export function liveUrlQuery(roomId: number) {
  return {
    queryKey: liveUrlKey(roomId),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callApi(liveRoutes.getLiveUrl, { query: { room_id: roomId }, signal, quiet: true }),
    staleTime: FRESH_MS,
  };
}

/**
 * Starts everything the room's video needs before the page can ask: its info, its playback
 * URLs and, where Media Source Extensions can play FLV, the FLV player's code.
 */
export function prefetchRoom(queryClient: QueryClient, roomId: number): void {
  void queryClient.prefetchQuery(roomInfoQuery(roomId));
  void queryClient.prefetchQuery(liveUrlQuery(roomId));
  if (typeof MediaSource !== 'undefined') void import('mpegts.js').catch(() => undefined);
}
