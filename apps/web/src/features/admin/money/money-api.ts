import { consoleMoneyRoutes, type OrderStatus } from '@tifo/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api-client';
import { adminKeys, usePagedQuery } from '../api';

/** The order search's filters (empty: every order, newest first). */
export interface OrderFilters {
  orderNo: string;
  userId: number | null;
  status: OrderStatus | null;
}

export function useOrdersQuery(filters: OrderFilters) {
  return usePagedQuery([...adminKeys.money(), 'orders', filters], (page, signal) =>
    callApi(consoleMoneyRoutes.orders, {
      query: {
        page,
        ...(filters.orderNo ? { order_no: filters.orderNo } : {}),
        ...(filters.userId === null ? {} : { user_id: filters.userId }),
        ...(filters.status === null ? {} : { status: filters.status }),
      },
      signal,
      quiet: true,
    }),
  );
}

export function useTransactionQuery(id: number) {
  return useQuery({
    queryKey: [...adminKeys.money(), 'transaction', id],
    queryFn: ({ signal }) =>
      callApi(consoleMoneyRoutes.transaction, { query: { id }, signal, quiet: true }),
  });
}

/** An account and its postings, newest first; each page repeats the account (its balance). */
export function useAccountQuery(id: number) {
  return useInfiniteQuery({
    queryKey: [...adminKeys.money(), 'account', id],
    queryFn: ({ pageParam, signal }) =>
      callApi(consoleMoneyRoutes.account, { query: { id, page: pageParam }, signal, quiet: true }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
  });
}

export function usePlatformAccountsQuery() {
  return useQuery({
    queryKey: [...adminKeys.money(), 'platform'],
    queryFn: ({ signal }) => callApi(consoleMoneyRoutes.platformAccounts, { signal, quiet: true }),
  });
}

/** The books' checks are computed when asked: Refresh asks again. */
export function useBooksQuery() {
  return useQuery({
    queryKey: [...adminKeys.money(), 'books'],
    queryFn: ({ signal }) => callApi(consoleMoneyRoutes.books, { signal, quiet: true }),
  });
}
