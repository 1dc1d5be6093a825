import { walletChangedEventSchema, type Wallet } from '@tifo/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { LiveDataEventListener } from '../live-data-events';
import { read, write, type UserInfo } from '../storage';
import { walletKeys } from './wallet-keys';

/**
 * Writes a wallet into the stored profile's balances (the avatar panel reads them), keeping
 * every other field. Nothing is written once the member has logged out.
 */
export function storeWallet(wallet: Wallet, extra: Pick<UserInfo, 'noble_tier'> = {}): void {
  const user = read('userInfo');
  if (!user) return;
  write('userInfo', {
    ...user,
    ...extra,
    balances: {
      ...user.balances,
      diamonds: wallet.diamonds,
      gold_coins: wallet.gold_coins,
      withdrawable: wallet.withdrawable,
    },
  });
}

/** A new wallet from the server: the cache, the stored balances, and the lists that changed. */
export function applyWallet(
  queryClient: QueryClient,
  wallet: Wallet,
  extra: Pick<UserInfo, 'noble_tier'> = {},
): void {
  queryClient.setQueryData(walletKeys.wallet(), wallet);
  void queryClient.invalidateQueries({ queryKey: walletKeys.lists() });
  storeWallet(wallet, extra);
}

/** The `walletChanged` listener (`onLazyLiveDataEvent`): applies the pushed wallet. */
export function walletPushListener(
  queryClient: QueryClient,
): LiveDataEventListener<'walletChanged'> {
  return {
    schema: walletChangedEventSchema,
    handler: (event) => applyWallet(queryClient, event.wallet),
  };
}
