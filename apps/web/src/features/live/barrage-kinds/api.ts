import {
  BARRAGE_PRICES,
  liveRoutes,
  moneyRoutes,
  type BarrageKind,
  type CallData,
} from '@tifo/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../shared/api-client';
import { randomId } from '../../../shared/random-id';
import type { UserInfo } from '../../../shared/storage';
import type { NobleList } from '../../wallet';
import { walletKeys } from '../../../shared/wallet/wallet-keys';
import { applyWallet } from '../../../shared/wallet/wallet-push';

/** The barrages that cost something and go over HTTP; a normal one goes over `/im`. */
export type PaidBarrageKind = Exclude<BarrageKind, 'normal'>;

export type SentBarrage = CallData<typeof liveRoutes.sendBarrage>;

export function isPaidKind(kind: BarrageKind): kind is PaidBarrageKind {
  return kind !== 'normal';
}

/** Diamonds this barrage costs: a noble's free advertising barrages are used first. */
export function barrageCost(kind: BarrageKind, freeLeft: number | null): number {
  if (kind === 'advert' && freeLeft !== null && freeLeft > 0) return 0;
  return BARRAGE_PRICES[kind];
}

/** Writes a noble's free advertising barrages left into the cached noble state, if cached. */
function storeFreeBarrages(queryClient: QueryClient, left: number): void {
  queryClient.setQueryData<NobleList>(walletKeys.nobles(), (list) =>
    list?.mine ? { ...list, mine: { ...list.mine, free_barrages_left: left } } : list,
  );
}

/**
 * The member's noble state (same cache as the member centre's noble section). Asked only of
 * members who may be nobles: non-nobles have no free barrages to count.
 */
function useNobleStateQuery(enabled: boolean) {
  return useQuery({
    queryKey: walletKeys.nobles(),
    queryFn: () => callApi(moneyRoutes.nobleList, { quiet: true }),
    enabled,
    select: (list) => list.mine,
    staleTime: 60_000,
  });
}

interface PaidBarrageSend {
  text: string;
  kind: PaidBarrageKind;
  /** Made once per message, so a retried request pays once. */
  requestId: string;
}

function useSendPaidBarrageMutation(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The chat box shows the refusal (not enough diamonds, muted…) in place of a toast.
    mutationFn: ({ text, kind, requestId }: PaidBarrageSend) =>
      callApi(liveRoutes.sendBarrage, {
        body: { room_id: roomId, text, kind, request_id: requestId },
        quiet: true,
      }),
    onSuccess: (sent) => {
      if (sent.wallet) applyWallet(queryClient, sent.wallet);
      if (sent.free_barrages_left !== null) storeFreeBarrages(queryClient, sent.free_barrages_left);
    },
  });
}

export interface PaidBarrages {
  /** A noble's free advertising barrages left this month; null when unknown or not a noble. */
  freeLeft: number | null;
  /** Sends a paid or advertising barrage; the message itself comes back over `/im`. */
  send: (text: string, kind: PaidBarrageKind) => Promise<SentBarrage>;
}

/** Paid and advertising barrages of a room's chat box, for a signed-in member. */
export function usePaidBarrages(roomId: number, user: UserInfo | null): PaidBarrages {
  // An older stored profile may lack the tier: then ask.
  const mayBeNoble = user !== null && (user.noble_tier ?? 1) > 0;
  const noble = useNobleStateQuery(mayBeNoble);
  const mutation = useSendPaidBarrageMutation(roomId);
  // The last answer also tells, for when the noble state is not cached.
  const [answeredFree, setAnsweredFree] = useState<number | null>(null);
  const { mutateAsync } = mutation;
  return {
    freeLeft: noble.data?.free_barrages_left ?? answeredFree,
    send: async (text, kind) => {
      const sent = await mutateAsync({ text, kind, requestId: randomId() });
      if (sent.free_barrages_left !== null) setAnsweredFree(sent.free_barrages_left);
      return sent;
    },
  };
}
