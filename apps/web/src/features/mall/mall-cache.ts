import type { Wallet } from '@tifo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { backpackKeys } from '../live';
import { storeGoldBalance } from '../sign-in';
import { walletKeys } from '../../shared/wallet/wallet-keys';
import { mallKeys } from './mall-keys';

/**
 * An exchange went through: the wallet and the stored balance take the server's new gold
 * (the answer carries only the gold, so `applyWallet` does not fit), and the lists reload.
 */
export function applyExchange(queryClient: QueryClient, goldCoins: number): void {
  queryClient.setQueryData<Wallet>(walletKeys.wallet(), (wallet) =>
    wallet ? { ...wallet, gold_coins: goldCoins } : wallet,
  );
  storeGoldBalance(goldCoins);
  // The payment is a ledger posting: the statements gain a line.
  void queryClient.invalidateQueries({ queryKey: walletKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: mallKeys.goods() });
  void queryClient.invalidateQueries({ queryKey: mallKeys.records() });
  // Gift goods land in the backpack the live room shows.
  void queryClient.invalidateQueries({ queryKey: backpackKeys.list() });
}
