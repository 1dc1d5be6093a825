import { moneyRoutes } from '@tifo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { walletKeys } from './wallet-keys';

/** The signed-in member's wallet (balances), read by the wallet and every screen that spends. */
export function useWalletQuery() {
  return useQuery({
    queryKey: walletKeys.wallet(),
    queryFn: () => callApi(moneyRoutes.wallet, { quiet: true }),
  });
}
