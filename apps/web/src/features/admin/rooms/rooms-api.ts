import { consoleRoutes, liveRoutes, type CallBody } from '@tifo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api-client';
import { adminKeys, usePagedQuery } from '../api';

export type RoomFilter = 'live' | 'sealed';

/** Rooms on air (most viewers first) or sealed, by room id or streamer name. */
export function useConsoleRoomsQuery(filter: RoomFilter, search: string) {
  return usePagedQuery([...adminKeys.rooms(), filter, search], (page, signal) =>
    callApi(consoleRoutes.rooms, {
      query: { filter, page, ...(search ? { q: search } : {}) },
      signal,
      quiet: true,
    }),
  );
}

/** Seals a room (its broadcast ends) or unseals it; both tabs are read again. */
export function useSealRoomMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof liveRoutes.sealRoom>) =>
      callApi(liveRoutes.sealRoom, { body, quiet: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.rooms() }),
  });
}

/** Ends a room's broadcast without sealing it (the streamer may go live again). */
export function useEndBroadcastMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roomId: number) =>
      callApi(consoleRoutes.endBroadcast, { body: { room_id: roomId }, quiet: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.rooms() }),
  });
}

/** Sets a room's slow mode and followers-only from the console; the list shows the new modes. */
export function useSetRoomChatModeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof consoleRoutes.setRoomChatMode>) =>
      callApi(consoleRoutes.setRoomChatMode, { body, quiet: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.rooms() }),
  });
}
