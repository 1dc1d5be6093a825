import {
  imRoutes,
  liveRoutes,
  type CallBody,
  type CallData,
  type RoomChatMode,
  type RoomInfo,
} from '@tifo/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api-client';
import { liveRoomKey } from '../../shared/room-keys';
import { memberScopedKey } from '../../shared/session/member-scope';
import { storeRoomChatMode } from '../chat';
import { liveUrlKey, liveUrlQuery, roomInfoKey, roomInfoQuery } from './room-queries';

export type RankingPeriod = CallData<typeof liveRoutes.roomRanking>['period'];
export type LiveUrlData = CallData<typeof liveRoutes.getLiveUrl>;
export type ModerationData = CallData<typeof liveRoutes.getModeration>;
export type UserStatus = CallData<typeof liveRoutes.getUserStatus>;

/** Query keys of the live room. Socket events find a room's entries by `liveKeys.room(id)`. */
export const liveKeys = {
  all: ['live'] as const,
  room: liveRoomKey,
  info: roomInfoKey,
  url: liveUrlKey,
  /** Every period's contribution ranking: a gift changes them all. */
  rankings: (roomId: number) => [...liveKeys.room(roomId), 'ranking'] as const,
  ranking: (roomId: number, period: RankingPeriod) =>
    [...liveKeys.rankings(roomId), period] as const,
  moderation: (roomId: number) => [...liveKeys.room(roomId), 'moderation'] as const,
  userStatuses: (roomId: number) => [...liveKeys.room(roomId), 'user-status'] as const,
  userStatus: (roomId: number, userId: number) =>
    [...liveKeys.userStatuses(roomId), userId] as const,
  /** Rooms the member is kicked out of: member data, dropped at login and logout. */
  kicked: () => [...memberScopedKey, 'live-kicked'] as const,
};

/** How often a live room that waits for its video asks again for its playback URLs. */
export const WAITING_POLL_MS = 5_000;

export function useRoomInfoQuery(roomId: number) {
  return useQuery({ ...roomInfoQuery(roomId), enabled: roomId > 0 });
}

export function useLiveUrlQuery(roomId: number, enabled = true) {
  return useQuery({
    ...liveUrlQuery(roomId),
    enabled: enabled && roomId > 0,
    // Live but no video yet: ask again until the stream arrives (startRoom also refetches).
    refetchInterval: (query) =>
      query.state.data?.live_status === 'live' && !query.state.data.streaming
        ? WAITING_POLL_MS
        : false,
  });
}

/** Changes the cached room info, if any. */
export function updateRoomInfo(
  queryClient: QueryClient,
  roomId: number,
  change: (room: RoomInfo) => RoomInfo,
): void {
  queryClient.setQueryData<RoomInfo>(liveKeys.info(roomId), (room) => (room ? change(room) : room));
}

/** Slow mode and followers-only of a room's chat (moderators; the server checks the role). */
export function useSetRoomChatModeMutation(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: Omit<RoomChatMode, 'room_id'>) =>
      callApi(imRoutes.setRoomChatMode, { body: { room_id: roomId, ...mode } }),
    // The room hears the change as a push too; this shows it even if that push is late.
    onSuccess: (mode) => storeRoomChatMode(queryClient, mode),
  });
}

export function useRoomRankingQuery(roomId: number, period: RankingPeriod) {
  return useQuery({
    queryKey: liveKeys.ranking(roomId, period),
    queryFn: ({ signal }) =>
      callApi(liveRoutes.roomRanking, {
        query: { room_id: roomId, period, limit: 20 },
        signal,
        quiet: true,
      }),
    select: (data) => data.list,
  });
}

export function useKickedListQuery(enabled: boolean) {
  return useQuery({
    queryKey: liveKeys.kicked(),
    queryFn: ({ signal }) => callApi(liveRoutes.getKickedList, { signal, quiet: true }),
    enabled,
    select: (data) => data.list,
  });
}

export function useModerationQuery(roomId: number, enabled: boolean) {
  return useQuery({
    queryKey: liveKeys.moderation(roomId),
    queryFn: ({ signal }) =>
      callApi(liveRoutes.getModeration, { query: { room_id: roomId }, signal, quiet: true }),
    enabled,
  });
}

export function useUserStatusQuery(roomId: number, userId: number, enabled: boolean) {
  return useQuery({
    queryKey: liveKeys.userStatus(roomId, userId),
    // POST in the contract, but a read: no state changes on the server.
    queryFn: () =>
      callApi(liveRoutes.getUserStatus, {
        body: { room_id: roomId, user_id: userId },
        quiet: true,
      }),
    enabled,
  });
}

/** Every moderation action of a room's moderators, as one tagged mutation. */
export type ModerationAction =
  | { kind: 'mute'; userId: number; minutes: number }
  | { kind: 'unmute'; userId: number }
  | { kind: 'shield'; userId: number; shield: boolean }
  | { kind: 'kick'; userId: number; minutes: number }
  | { kind: 'unkick'; userId: number }
  | { kind: 'admin'; userId: number; set: boolean };

async function runModeration(roomId: number, action: ModerationAction): Promise<void> {
  const target = { room_id: roomId, user_id: action.userId };
  switch (action.kind) {
    case 'mute':
      await callApi(liveRoutes.setTaboo, { body: { ...target, minutes: action.minutes } });
      return;
    case 'unmute':
      await callApi(liveRoutes.relieveTaboo, { body: target });
      return;
    case 'shield':
      await callApi(liveRoutes.setUserShield, { body: { ...target, shield: action.shield } });
      return;
    case 'kick':
      await callApi(liveRoutes.liveKickout, {
        body: { ...target, minutes: action.minutes, lift: false },
      });
      return;
    case 'unkick':
      await callApi(liveRoutes.liveKickout, { body: { ...target, minutes: 0, lift: true } });
      return;
    case 'admin':
      await callApi(liveRoutes.setAdministrations, {
        body: { user_id: action.userId, set: action.set },
      });
      return;
  }
}

/** Refreshes what a moderation change touches: the lists and the user cards of the room. */
export function refreshModeration(queryClient: QueryClient, roomId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: liveKeys.moderation(roomId) }),
    queryClient.invalidateQueries({ queryKey: liveKeys.userStatuses(roomId) }),
  ]).then(() => undefined);
}

export function useModerationMutation(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ModerationAction) => runModeration(roomId, action),
    onSettled: () => refreshModeration(queryClient, roomId),
  });
}

export function useSealRoomMutation(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { sealed: boolean; reason: string }) =>
      callApi(liveRoutes.sealRoom, { body: { room_id: roomId, ...body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveKeys.room(roomId) }),
  });
}

/** Quiet: the report dialog shows a refusal itself. */
export function useReportMutation() {
  return useMutation({
    mutationFn: (body: CallBody<typeof liveRoutes.report>) =>
      callApi(liveRoutes.report, { body, quiet: true }),
  });
}

export function useSetPlacardMutation(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (placard: string) => callApi(liveRoutes.setPlacard, { body: { placard } }),
    onSuccess: ({ placard }) =>
      updateRoomInfo(queryClient, roomId, (room) => ({ ...room, placard })),
  });
}
