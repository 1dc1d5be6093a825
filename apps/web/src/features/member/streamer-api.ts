import {
  LIMITS,
  liveRoutes,
  matchRoutes,
  streamHealthRoutes,
  roomStatusEventSchema,
  type CallBody,
  type CallData,
  type PushSettings,
  type RoomInfo,
  type RoomStatusEvent,
  type SportName,
} from '@tifo/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api-client';
import { useLiveDataEvent } from '../../shared/use-live-data-event';
import { memberScopedKey } from '../../shared/session/member-scope';
import { liveKeys } from '../anchor';

export type MyRoom = CallData<typeof liveRoutes.getMyRoom>;
export type Moderation = CallData<typeof liveRoutes.getModeration>;
export type ModerationList = Exclude<keyof Moderation, 'admins'>;
export type BroadcastRecord = CallData<typeof liveRoutes.getBroadcastRecords>['list'][number];
export type RoomSettings = CallBody<typeof liveRoutes.setLiveInfo>;

/** Broadcast records per page of the member centre table. */
export const RECORD_PAGE_SIZE = 20;

/** The streamer's own data: member data, so login and logout drop it with the rest. */
export const streamerKeys = {
  all: [...memberScopedKey, 'streamer'] as const,
  myRoom: () => [...streamerKeys.all, 'my-room'] as const,
  records: (page: number) => [...streamerKeys.all, 'records', page] as const,
  recordsAll: () => [...streamerKeys.all, 'records'] as const,
  moderation: (roomId: number) => [...streamerKeys.all, 'moderation', roomId] as const,
  streamHealth: () => [...streamerKeys.all, 'stream-health'] as const,
  matchOptions: (sport: SportName, date: string) =>
    [...streamerKeys.all, 'match-options', sport, date] as const,
};

function setRoom(queryClient: QueryClient, room: RoomInfo) {
  queryClient.setQueryData<MyRoom>(streamerKeys.myRoom(), (data) => data && { ...data, room });
}

function setPush(queryClient: QueryClient, push: PushSettings) {
  queryClient.setQueryData<MyRoom>(streamerKeys.myRoom(), (data) => data && { ...data, push });
}

/** The room changed what every room list shows. */
function refreshLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: liveKeys.lists() });
}

/**
 * The streamer's room and push settings (the server creates the room on first use). While
 * live it is refreshed every 30 s for the online count (room pushes reach the room's audience,
 * not this page), and at once when a push says the room started or ended elsewhere.
 */
export function useMyRoomQuery() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: streamerKeys.myRoom(),
    queryFn: ({ signal }) => callApi(liveRoutes.getMyRoom, { signal, quiet: true }),
    refetchInterval: (current) =>
      current.state.data?.room.live_status === 'live' ? LIMITS.socketHeartbeatMs : false,
  });
  const roomId = query.data?.room.room_id;
  const refreshMine = (event: RoomStatusEvent) => {
    if (event.room_id !== roomId) return;
    void queryClient.invalidateQueries({ queryKey: streamerKeys.myRoom() });
    void queryClient.invalidateQueries({ queryKey: streamerKeys.recordsAll() });
  };
  useLiveDataEvent('startRoom', roomStatusEventSchema, refreshMine);
  useLiveDataEvent('endRoom', roomStatusEventSchema, refreshMine);
  return query;
}

/** The streamer's stream as the ingest measures it, read again every 5 s while live. */
export function useStreamHealthQuery(live: boolean) {
  return useQuery({
    queryKey: streamerKeys.streamHealth(),
    queryFn: ({ signal }) => callApi(streamHealthRoutes.mine, { signal, quiet: true }),
    enabled: live,
    refetchInterval: live ? 5_000 : false,
  });
}

export function useStartRoomMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(liveRoutes.startRoom),
    onSuccess: (data) => {
      queryClient.setQueryData<MyRoom>(streamerKeys.myRoom(), data);
      refreshLists(queryClient);
    },
  });
}

export function useEndRoomMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(liveRoutes.endRoom),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: streamerKeys.myRoom() });
      void queryClient.invalidateQueries({ queryKey: streamerKeys.recordsAll() });
      refreshLists(queryClient);
    },
  });
}

export function useSetLiveInfoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoomSettings) => callApi(liveRoutes.setLiveInfo, { body }),
    onSuccess: (room) => {
      setRoom(queryClient, room);
      refreshLists(queryClient);
    },
  });
}

export function useResetStreamKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(liveRoutes.resetStreamKey),
    onSuccess: (push) => setPush(queryClient, push),
  });
}

export function useSetPlacardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (placard: string) => callApi(liveRoutes.setPlacard, { body: { placard } }),
    onSuccess: ({ placard }) =>
      queryClient.setQueryData<MyRoom>(
        streamerKeys.myRoom(),
        (data) => data && { ...data, room: { ...data.room, placard } },
      ),
  });
}

export function useBroadcastRecordsQuery(page: number) {
  return useQuery({
    queryKey: streamerKeys.records(page),
    queryFn: ({ signal }) =>
      callApi(liveRoutes.getBroadcastRecords, {
        query: { page, page_size: RECORD_PAGE_SIZE },
        signal,
        quiet: true,
      }),
    placeholderData: (previous) => previous,
  });
}

export function useModerationQuery(roomId: number | undefined) {
  return useQuery({
    queryKey: streamerKeys.moderation(roomId ?? 0),
    queryFn: ({ signal }) =>
      callApi(liveRoutes.getModeration, { query: { room_id: roomId ?? 0 }, signal, quiet: true }),
    enabled: roomId !== undefined,
  });
}

/** What a moderation action does: add or remove an admin, or lift a mute, block or kick. */
export type ModerationAction =
  | { kind: 'addAdmin'; userId: number }
  | { kind: 'removeAdmin'; userId: number }
  | { kind: 'lift'; list: ModerationList; userId: number };

async function runModeration(roomId: number, action: ModerationAction): Promise<unknown> {
  switch (action.kind) {
    case 'addAdmin':
      return callApi(liveRoutes.setAdministrations, {
        body: { user_id: action.userId, set: true },
      });
    case 'removeAdmin':
      return callApi(liveRoutes.setAdministrations, {
        body: { user_id: action.userId, set: false },
      });
    case 'lift': {
      const target = { room_id: roomId, user_id: action.userId };
      switch (action.list) {
        case 'muted':
          return callApi(liveRoutes.relieveTaboo, { body: target });
        case 'shielded':
          return callApi(liveRoutes.setUserShield, { body: { ...target, shield: false } });
        case 'kicked':
          return callApi(liveRoutes.liveKickout, { body: { ...target, minutes: 0, lift: true } });
      }
    }
  }
}

export function useModerationMutation(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ModerationAction) => runModeration(roomId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: streamerKeys.moderation(roomId) }),
  });
}

/** Matches of one sport and day for the "linked match" picker. */
export function useMatchOptionsQuery(sport: SportName, date: string) {
  return useQuery({
    queryKey: streamerKeys.matchOptions(sport, date),
    queryFn: ({ signal }) =>
      callApi(matchRoutes.getList, { query: { sport, status: 'all', date }, signal, quiet: true }),
    staleTime: 60_000,
    select: (data) => data.list,
  });
}
