import { hornRoutes, ResponseCode, type CallData } from '@tifo/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi, ClientErrorCode } from '../../shared/api-client';
import { applyWallet } from '../../shared/wallet/wallet-push';
import { hornKeys, type HornFilter } from './horn-keys';

export { hornKeys, type HornFilter };

export type HornPage = CallData<typeof hornRoutes.mine>;

/** Approved horns of the last day, newest first; the `horn` event keeps the list current. */
export function useRecentHornsQuery() {
  return useQuery({
    queryKey: hornKeys.recent(),
    // The panel shows its own error state in place of a toast.
    queryFn: ({ signal }) => callApi(hornRoutes.recent, { signal, quiet: true }),
    select: (data) => data.list,
  });
}

/** The member's horns with one review state (or all), newest first, a page at a time. */
export function useMyHornsQuery(filter: HornFilter) {
  return useInfiniteQuery({
    queryKey: hornKeys.mineBy(filter),
    queryFn: ({ pageParam, signal }) =>
      callApi(hornRoutes.mine, {
        query: { page: pageParam, ...(filter === 'all' ? {} : { status: filter }) },
        signal,
        quiet: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: HornPage, pages) => (last.has_more ? pages.length + 1 : undefined),
  });
}

export interface HornSend {
  text: string;
  roomId?: number | undefined;
  /** Made once per click, so a retried request pays once. */
  requestId: string;
}

/** Sends a horn for review; the wallet follows the answer and the member's list reloads. */
export function useSendHornMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the refusal (nobles only, not enough diamonds…) beside its fields.
    mutationFn: ({ text, roomId, requestId }: HornSend) =>
      callApi(hornRoutes.send, {
        body: {
          text,
          request_id: requestId,
          ...(roomId === undefined ? {} : { room_id: roomId }),
        },
        quiet: true,
      }),
    // Here rather than in the form: it still runs if the form is gone meanwhile.
    onSuccess: ({ wallet }) => {
      applyWallet(queryClient, wallet);
      void queryClient.invalidateQueries({ queryKey: hornKeys.mine() });
    },
  });
}

/**
 * A refused send's words (the server's translated `msg`: nobles only, not enough diamonds…);
 * null for failures the API client has already announced (network toast, session dialogs).
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.code === ResponseCode.error || error.code === ClientErrorCode.invalidResponse
    ? error.message
    : null;
}
