import type { SignInList, Wallet } from '@tifo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { read, write } from '../../shared/storage';
import { walletKeys } from '../../shared/wallet/wallet-keys';
import { signInKeys } from './sign-in-keys';

/** The list as it stands once `day` is signed: shown at once, until the reload confirms it. */
export function markDaySigned(list: SignInList, day: number): SignInList {
  return {
    ...list,
    is_sign: 1,
    streak: list.is_sign === 1 ? list.streak : list.streak + 1,
    list: list.list.map((entry) => (entry.id === day ? { ...entry, is_sign: 1 } : entry)),
  };
}

/**
 * Writes the new gold balance into the stored profile (the avatar panel reads it), keeping
 * every other field. Nothing is written once the member has logged out.
 */
export function storeGoldBalance(goldCoins: number): void {
  const user = read('userInfo');
  if (!user) return;
  write('userInfo', {
    ...user,
    gold: goldCoins,
    balances: { ...user.balances, gold_coins: goldCoins },
  });
}

/** A sign-in went through: the strip, the wallet and the stored balance follow the answer. */
export function applySignIn(
  queryClient: QueryClient,
  result: { day: number; gold_coins: number },
): void {
  queryClient.setQueryData<SignInList>(signInKeys.list(), (list) =>
    list ? markDaySigned(list, result.day) : list,
  );
  // The spec reloads the list afterwards: the server has the last word on the strip.
  void queryClient.invalidateQueries({ queryKey: signInKeys.list() });
  queryClient.setQueryData<Wallet>(walletKeys.wallet(), (wallet) =>
    wallet ? { ...wallet, gold_coins: result.gold_coins } : wallet,
  );
  // The reward is a ledger posting: the statements gain a line.
  void queryClient.invalidateQueries({ queryKey: walletKeys.lists() });
  storeGoldBalance(result.gold_coins);
}
