import {
  moneyRoutes,
  ResponseCode,
  type CallBody,
  type CallData,
  type PayoutAccounts,
  type Wallet,
  type Withdrawal,
  type WithdrawalStatus,
} from '@tifo/contract';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError, callApi, ClientErrorCode } from '../../../shared/api-client';
import { memberScopedKey } from '../../../shared/session/member-scope';
import { walletKeys } from '../../../shared/wallet/wallet-keys';
import { applyWallet } from '../../../shared/wallet/wallet-push';

/** The withdrawal list's filter: one review state, or every withdrawal. */
export type WithdrawalFilter = WithdrawalStatus | 'all';

type WithdrawalPage = CallData<typeof moneyRoutes.withdrawalList>;

/**
 * Payout data hangs under `memberScopedKey` (login and logout drop it: a bank card must never
 * show to the next member on this browser), in its own `payout` branch so that it cannot
 * collide with the wallet screens' keys.
 */
export const payoutKeys = {
  all: [...memberScopedKey, 'payout'] as const,
  accounts: () => [...payoutKeys.all, 'accounts'] as const,
  withdrawals: () => [...payoutKeys.all, 'withdrawals'] as const,
  withdrawalList: (filter: WithdrawalFilter) => [...payoutKeys.withdrawals(), filter] as const,
};

/** A wallet answer: the shared wallet cache, the stored balances, the statement lists. */
function takeNewWallet(queryClient: QueryClient, wallet: Wallet): void {
  applyWallet(queryClient, wallet);
}

export function usePayoutWalletQuery() {
  return useQuery({
    queryKey: walletKeys.wallet(),
    queryFn: ({ signal }) => callApi(moneyRoutes.wallet, { signal, quiet: true }),
  });
}

export function usePayoutAccountsQuery() {
  return useQuery({
    queryKey: payoutKeys.accounts(),
    queryFn: ({ signal }) => callApi(moneyRoutes.payoutAccounts, { signal, quiet: true }),
  });
}

export function useWithdrawalsQuery(filter: WithdrawalFilter) {
  return useInfiniteQuery({
    queryKey: payoutKeys.withdrawalList(filter),
    queryFn: ({ pageParam, signal }) =>
      callApi(moneyRoutes.withdrawalList, {
        query: { page: pageParam, ...(filter === 'all' ? {} : { status: filter }) },
        signal,
        quiet: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
  });
}

/** Shows a new withdrawal at the top of the lists it belongs to before the refetch lands. */
function prependWithdrawal(queryClient: QueryClient, withdrawal: Withdrawal): void {
  for (const filter of ['all', withdrawal.status] as const) {
    queryClient.setQueryData<InfiniteData<WithdrawalPage>>(
      payoutKeys.withdrawalList(filter),
      (data) => {
        const [first, ...rest] = data?.pages ?? [];
        if (!data || !first || first.list.some((entry) => entry.id === withdrawal.id)) return data;
        return { ...data, pages: [{ ...first, list: [withdrawal, ...first.list] }, ...rest] };
      },
    );
  }
}

/**
 * Refusals (below the minimum, wrong payment password, locked password…) come back as code 1
 * with a translated `msg`: the forms show it beside the fields, so the toast is skipped.
 */
export function useApplyForWithdrawalMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof moneyRoutes.applyForWithdrawal>) =>
      callApi(moneyRoutes.applyForWithdrawal, { body, quiet: true }),
    onSuccess: ({ withdrawal, wallet }) => {
      takeNewWallet(queryClient, wallet);
      prependWithdrawal(queryClient, withdrawal);
      void queryClient.invalidateQueries({ queryKey: payoutKeys.withdrawals() });
    },
  });
}

export function useConversionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof moneyRoutes.conversionBalance>) =>
      callApi(moneyRoutes.conversionBalance, { body, quiet: true }),
    onSuccess: (wallet) => takeNewWallet(queryClient, wallet),
  });
}

export function useBindBankCardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof moneyRoutes.bindBankCard>) =>
      callApi(moneyRoutes.bindBankCard, { body, quiet: true }),
    onSuccess: (accounts) =>
      queryClient.setQueryData<PayoutAccounts>(payoutKeys.accounts(), accounts),
  });
}

export function useBindAlipayMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof moneyRoutes.bindAliPay>) =>
      callApi(moneyRoutes.bindAliPay, { body, quiet: true }),
    onSuccess: (accounts) =>
      queryClient.setQueryData<PayoutAccounts>(payoutKeys.accounts(), accounts),
  });
}

/**
 * What to show beside a form when the server refused it: the server's own words (wrong payment
 * password, password locked for 15 minutes, no bound account…). Null for failures the API
 * client has already announced (network toast, session dialogs).
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.code === ResponseCode.error || error.code === ClientErrorCode.invalidResponse
    ? error.message
    : null;
}
