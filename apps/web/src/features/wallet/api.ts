import { moneyRoutes, type CallBody, type CallData, type Order } from '@tifo/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api-client';
import { useRewardRulesChange } from '../../shared/reward-rules';
import { applyWallet } from '../../shared/wallet/wallet-push';
import { walletKeys, type StatementFilters } from '../../shared/wallet/wallet-keys';

export { walletKeys };

/** Orders are polled this often while the payment page is open (the push usually wins). */
export const ORDER_POLL_MS = 2_000;

export type OrderList = CallData<typeof moneyRoutes.orderList>;
export type NobleList = CallData<typeof moneyRoutes.nobleList>;

export function useChargePackagesQuery() {
  return useQuery({
    queryKey: walletKeys.packages(),
    queryFn: () => callApi(moneyRoutes.chargePackages, { quiet: true }),
    staleTime: 5 * 60_000,
  });
}

export function usePayUrlMutation() {
  return useMutation({
    // The dialog shows the refusal itself, in place of a toast.
    mutationFn: (body: CallBody<typeof moneyRoutes.payUrl>) =>
      callApi(moneyRoutes.payUrl, { body, quiet: true }),
  });
}

/** Not settled yet (or not known yet): keep asking. */
function isOpenOrder(order: Order | undefined): boolean {
  return order === undefined || order.status === 'pending';
}

/**
 * One recharge order, polled while it is pending. The member is on the payment tab meanwhile,
 * so polling goes on in the background too.
 */
export function useOrderStatusQuery(orderNo: string | null) {
  return useQuery({
    queryKey: walletKeys.order(orderNo ?? ''),
    queryFn: () =>
      callApi(moneyRoutes.orderStatus, { query: { order_no: orderNo ?? '' }, quiet: true }),
    enabled: orderNo !== null,
    refetchInterval: (query) => (isOpenOrder(query.state.data) ? ORDER_POLL_MS : false),
    refetchIntervalInBackground: true,
    // Coming back from the payment tab shows the outcome at once.
    refetchOnWindowFocus: (query) => isOpenOrder(query.state.data),
    // A failed poll is simply tried again at the next tick.
    retry: false,
  });
}

function useOrderListQuery(type: 'order' | 'ledger', filters: StatementFilters) {
  return useInfiniteQuery({
    queryKey: type === 'order' ? walletKeys.orders(filters) : walletKeys.statements(filters),
    queryFn: ({ pageParam }) =>
      callApi(moneyRoutes.orderList, { query: { ...filters, type, page: pageParam }, quiet: true }),
    initialPageParam: 1,
    getNextPageParam: (last: OrderList, pages) => (last.has_more ? pages.length + 1 : undefined),
  });
}

export function useStatementsQuery(filters: StatementFilters) {
  return useOrderListQuery('ledger', filters);
}

export function useRechargeOrdersQuery(filters: StatementFilters) {
  return useOrderListQuery('order', filters);
}

export function useNobleListQuery() {
  // Prices follow the reward rules administrators set.
  useRewardRulesChange(walletKeys.nobles());
  return useQuery({
    queryKey: walletKeys.nobles(),
    queryFn: () => callApi(moneyRoutes.nobleList, { quiet: true }),
  });
}

/** Buys a noble tier; the wallet, the noble state and the stored profile follow the answer. */
export function useBuyNobleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { tier: number; months: number }) =>
      callApi(moneyRoutes.buyNoble, { body, quiet: true }),
    onSuccess: ({ noble, wallet }) => {
      applyWallet(queryClient, wallet, { noble_tier: noble.tier });
      queryClient.setQueryData<NobleList>(walletKeys.nobles(), (list) =>
        list ? { ...list, mine: noble } : list,
      );
    },
  });
}
