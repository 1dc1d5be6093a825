import { walletChangedEventSchema, type Wallet, type WalletChangedEvent } from '@tifo/contract';
import type { QueryClient } from '@tanstack/react-query';
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

/** Parses a `walletChanged` push and applies it; a malformed one is dropped (returns null). */
export function handleWalletPush(
  queryClient: QueryClient,
  data: unknown,
): WalletChangedEvent | null {
  const parsed = walletChangedEventSchema.safeParse(data);
  if (!parsed.success) return null;
  applyWallet(queryClient, parsed.data.wallet);
  return parsed.data;
}
