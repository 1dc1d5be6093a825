import { catalogueChangedDataSchema, moneyRoutes } from '@tifo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api-client';
import { useLiveDataEvent } from '../../../shared/use-live-data-event';
import { applyWallet } from '../../../shared/wallet/wallet-push';

/** The gift list is the same in every room and for everyone. */
export const giftKeys = {
  list: () => ['gifts', 'list'] as const,
};

export function useGiftListQuery() {
  const queryClient = useQueryClient();
  // An operator changed the gift catalogue (a price, a new gift): open panels show it without a
  // reload. Other catalogues (the reward rules) have their own listener in the layout.
  useLiveDataEvent('catalogueChanged', catalogueChangedDataSchema, ({ catalogue }) => {
    if (catalogue === 'gifts') void queryClient.invalidateQueries({ queryKey: giftKeys.list() });
  });
  return useQuery({
    queryKey: giftKeys.list(),
    // The panel shows its own error state, so no toast.
    queryFn: ({ signal }) => callApi(moneyRoutes.giftList, { signal, quiet: true }),
    select: (data) => data.list,
    staleTime: 5 * 60_000,
  });
}

export interface GiftSend {
  giftId: number;
  count: number;
  /** The price the panel showed: the server refuses the send if it changed since. */
  price?: number;
  /** Made once per click (`randomId`), so a retry of the same request is sent once. */
  requestId: string;
}

export function useSendGiftMutation(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The panel shows the refusal (not enough diamonds, own room…) in place of a toast.
    mutationFn: ({ giftId, count, requestId, price }: GiftSend) =>
      callApi(moneyRoutes.handselGift, {
        body: {
          room_id: roomId,
          gift_id: giftId,
          count,
          request_id: requestId,
          ...(price !== undefined && { price }),
        },
        quiet: true,
      }),
    onSuccess: ({ wallet }) => applyWallet(queryClient, wallet),
    // A refused send may be a gift whose price or offer changed: show the list as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: giftKeys.list() }),
  });
}
