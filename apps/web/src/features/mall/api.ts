import { mallRoutes, ResponseCode, type CallBody, type CallData } from '@tifo/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi, ClientErrorCode } from '../../shared/api-client';
import { applyExchange } from './mall-cache';
import { mallKeys } from './mall-keys';

export { mallKeys };

export type ExchangeBody = CallBody<typeof mallRoutes.exchange>;
export type ExchangeResult = CallData<typeof mallRoutes.exchange> & { msg: string };

type Paged = { has_more: boolean };
const nextPage = (last: Paged, pages: Paged[]) => (last.has_more ? pages.length + 1 : undefined);

export function useGoodsQuery() {
  return useInfiniteQuery({
    queryKey: mallKeys.goods(),
    // The tab shows its own error state in place of a toast.
    queryFn: ({ pageParam, signal }) =>
      callApi(mallRoutes.goodsList, { query: { page: pageParam }, signal, quiet: true }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useExchangeRecordsQuery() {
  return useInfiniteQuery({
    queryKey: mallKeys.records(),
    queryFn: ({ pageParam, signal }) =>
      callApi(mallRoutes.exchangeRecords, { query: { page: pageParam }, signal, quiet: true }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** Exchanges gold for goods; the answer keeps the server's `msg` for the success toast. */
export function useExchangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ExchangeBody): Promise<ExchangeResult> => {
      let msg = '';
      const data = await callApi(mallRoutes.exchange, {
        body,
        // The dialog shows a refusal beside its fields.
        quiet: true,
        onMessage: (text) => {
          msg = text;
        },
      });
      return { ...data, msg };
    },
    // Here rather than in the dialog: it still runs if the dialog is gone meanwhile.
    onSuccess: (result) => applyExchange(queryClient, result.gold_coins),
    // "Sold out" or "not enough stock": the goods on screen are out of date.
    onError: () => void queryClient.invalidateQueries({ queryKey: mallKeys.goods() }),
  });
}

/**
 * A refused exchange's words (the server's translated `msg`: not enough gold, sold out…); null
 * for failures the API client has already announced (network toast, session dialogs).
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.code === ResponseCode.error || error.code === ClientErrorCode.invalidResponse
    ? error.message
    : null;
}
