import { redEnvelopeRoutes, type RedEnvelope, type RedEnvelopeChangedEvent } from '@tifo/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api-client';
import { applyWallet } from '../../../shared/wallet/wallet-push';
import { liveKeys } from '../api';

/**
 * Query keys of red envelopes. A room's list lives under `liveKeys.room`, so it goes with the
 * room; socket events and answers write into it (no second store).
 */
export const redEnvelopeKeys = {
  room: (roomId: number) => [...liveKeys.room(roomId), 'red-envelopes'] as const,
  info: (id: number) => [...liveKeys.all, 'red-envelope', id] as const,
};

/** The room's envelopes as the stack shows them. */
export function useRoomRedEnvelopesQuery(roomId: number) {
  return useQuery({
    queryKey: redEnvelopeKeys.room(roomId),
    // No envelopes is what a failed list looks like: nothing to toast about over the video.
    queryFn: ({ signal }) =>
      callApi(redEnvelopeRoutes.roomList, { query: { room_id: roomId }, signal, quiet: true }),
    select: (data) => data.list,
    // Pushes keep it current, and a reconnected socket re-reads it (use-live-room invalidates
    // the room's queries): reading it again on every focus would only undo closed badges.
    staleTime: Infinity,
  });
}

/**
 * One envelope and its claims (the claim dialog). What it says of the envelope (shares left,
 * status, the member's share) also refreshes the room's stack, which may have missed a push.
 */
export function useRedEnvelopeInfoQuery(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: redEnvelopeKeys.info(id),
    queryFn: async ({ signal }) => {
      const data = await callApi(redEnvelopeRoutes.info, { query: { id }, signal, quiet: true });
      refreshRedEnvelope(queryClient, data.envelope);
      return data;
    },
  });
}

type RoomList = { list: RedEnvelope[] };

function updateRoomList(
  queryClient: QueryClient,
  roomId: number,
  update: (list: RedEnvelope[]) => RedEnvelope[],
): void {
  queryClient.setQueryData<RoomList>(redEnvelopeKeys.room(roomId), (current) =>
    current ? { list: update(current.list) } : current,
  );
}

/**
 * Adds an envelope to its room's list, or refreshes the one there. A push carries no
 * `my_share`, so the member's own share already known is kept.
 */
export function upsertRedEnvelope(queryClient: QueryClient, envelope: RedEnvelope): void {
  updateRoomList(queryClient, envelope.room_id, (list) => {
    const index = list.findIndex((entry) => entry.id === envelope.id);
    if (index < 0) return [...list, envelope];
    const known = list[index];
    const merged = { ...envelope, my_share: envelope.my_share ?? known?.my_share ?? null };
    return list.map((entry, at) => (at === index ? merged : entry));
  });
}

/** Refreshes an envelope the room's list shows; one it does not show is not added back. */
export function refreshRedEnvelope(queryClient: QueryClient, envelope: RedEnvelope): void {
  updateRoomList(queryClient, envelope.room_id, (list) =>
    list.map((entry) =>
      entry.id === envelope.id
        ? { ...envelope, my_share: envelope.my_share ?? entry.my_share }
        : entry,
    ),
  );
}

/** A `redEnvelopeChanged` push: shares left and status; an envelope not shown is ignored. */
export function applyRedEnvelopeChange(
  queryClient: QueryClient,
  change: RedEnvelopeChangedEvent,
): void {
  updateRoomList(queryClient, change.room_id, (list) =>
    list.map((entry) =>
      entry.id === change.id
        ? { ...entry, remaining_count: change.remaining_count, status: change.status }
        : entry,
    ),
  );
}

export function removeRedEnvelope(queryClient: QueryClient, roomId: number, id: number): void {
  updateRoomList(queryClient, roomId, (list) => list.filter((entry) => entry.id !== id));
}

export interface RedEnvelopeDraft {
  total: number;
  count: number;
  message: string;
  /** Made once per opening of the dialog, so a retried request puts diamonds in once. */
  requestId: string;
}

export function useSendRedEnvelopeMutation(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The dialog shows the refusal (not enough diamonds…) in place of a toast.
    mutationFn: ({ total, count, message, requestId }: RedEnvelopeDraft) =>
      callApi(redEnvelopeRoutes.insert, {
        body: { room_id: roomId, total, count, message, request_id: requestId },
        quiet: true,
      }),
    onSuccess: ({ envelope, wallet }) => {
      applyWallet(queryClient, wallet);
      upsertRedEnvelope(queryClient, envelope);
    },
  });
}

export function useReceiveRedEnvelopeMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The dialog shows the refusal (all claimed, expired, already claimed) in place of a toast.
    mutationFn: () => callApi(redEnvelopeRoutes.receive, { body: { id }, quiet: true }),
    onSuccess: ({ amount, envelope, wallet }) => {
      applyWallet(queryClient, wallet);
      upsertRedEnvelope(queryClient, { ...envelope, my_share: envelope.my_share ?? amount });
    },
    // Claimed or refused, the claims and the member's share are worth reading again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: redEnvelopeKeys.info(id) }),
  });
}
