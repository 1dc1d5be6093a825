import { mallRoutes } from '@tifo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api-client';
import { memberScopedKey } from '../../../shared/session/member-scope';

/** The member's backpack; under `memberScopedKey`, so login and logout drop it. */
export const backpackKeys = {
  list: () => [...memberScopedKey, 'backpack'] as const,
};

export function useBackpackQuery(enabled: boolean) {
  return useQuery({
    queryKey: backpackKeys.list(),
    // The panel shows its own error state, so no toast.
    queryFn: ({ signal }) => callApi(mallRoutes.backpack, { signal, quiet: true }),
    enabled,
  });
}

export interface BackpackSend {
  giftId: number;
  count: number;
}

export function useSendBackpackGiftMutation(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The panel shows the refusal in place of a toast.
    mutationFn: ({ giftId, count }: BackpackSend) =>
      callApi(mallRoutes.sendBackpackGift, {
        body: { room_id: roomId, gift_id: giftId, count },
        quiet: true,
      }),
    // The answer is the backpack after the send.
    onSuccess: (data) => queryClient.setQueryData(backpackKeys.list(), data),
  });
}
