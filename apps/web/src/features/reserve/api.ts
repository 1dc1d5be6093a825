import { matchRoutes, type CallData } from '@tifo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api-client';
import { memberScopedKey } from '../../shared/session/member-scope';

export type ReservedMatch = CallData<typeof matchRoutes.getReserveList>['list'][number];

/** The member's reservations hang under `memberScopedKey`: logout drops them. */
export const reserveKeys = {
  list: () => [...memberScopedKey, 'reservations'] as const,
};

export function useReserveListQuery(enabled: boolean) {
  return useQuery({
    queryKey: reserveKeys.list(),
    queryFn: ({ signal }) => callApi(matchRoutes.getReserveList, { signal, quiet: true }),
    enabled,
    select: (data) => data.list,
  });
}

/** Cancels a reservation; the match leaves the list once the server agrees. */
export function useCancelReservationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchId: string) =>
      callApi(matchRoutes.reserveMatch, { body: { match_id: matchId, reserve: false } }),
    onSuccess: ({ match_id: matchId }) => {
      queryClient.setQueryData<CallData<typeof matchRoutes.getReserveList>>(
        reserveKeys.list(),
        (data) => data && { ...data, list: data.list.filter((match) => match.id !== matchId) },
      );
    },
  });
}
