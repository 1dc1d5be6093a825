import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { read } from '../../shared/storage';
import { useWalletPush } from './use-wallet-push';
import { walletKeys } from '../../shared/wallet/wallet-keys';
import { buildWallet, member, openSocket, renderMoney, signIn } from './wallet.test-util';

function Listener() {
  useWalletPush();
  return null;
}

describe('useWalletPush', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes a walletChanged push to the stored balances and the wallet cache', async () => {
    signIn({ ...member, user_nickname: 'Keep me', noble_tier: 2 });
    const { socket, push } = openSocket();
    const { queryClient } = renderMoney(<Listener />, socket);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wallet = buildWallet({ diamonds: 88.5, gold_coins: 12, withdrawable: 40 });

    act(() => push('walletChanged', { wallet, reason: 'settlement', order_no: null }));
    await waitFor(() => expect(read('userInfo')?.balances.diamonds).toBe(88.5));
    const stored = read('userInfo');
    expect(stored?.balances).toEqual({ diamonds: 88.5, gold_coins: 12, withdrawable: 40 });
    // Everything else in the profile stays as it was.
    expect(stored?.user_nickname).toBe('Keep me');
    expect(stored?.noble_tier).toBe(2);
    expect(stored?.userSig).toBe('sig');
    expect(queryClient.getQueryData(walletKeys.wallet())).toEqual(wallet);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: walletKeys.lists() });
    socket.close();
  });

  it('ignores malformed pushes and other events', async () => {
    signIn();
    const { socket, push } = openSocket();
    const { queryClient } = renderMoney(<Listener />, socket);
    const before = read('userInfo');

    act(() => push('walletChanged', { wallet: { diamonds: 'lots' }, reason: 'topup' }));
    act(() => push('walletChanged', null));
    act(() => push('gift', { wallet: buildWallet({ diamonds: 999 }) }));
    // A well-formed push afterwards proves the malformed ones had their chance to apply.
    act(() =>
      push('walletChanged', {
        wallet: buildWallet({ diamonds: 51 }),
        reason: 'task',
        order_no: null,
      }),
    );
    await waitFor(() => expect(read('userInfo')?.balances.diamonds).toBe(51));
    expect(read('userInfo')).toEqual({
      ...before,
      balances: { diamonds: 51, gold_coins: 7, withdrawable: 120.5 },
    });
    expect(queryClient.getQueryData(walletKeys.wallet())).toEqual(buildWallet({ diamonds: 51 }));
    socket.close();
  });

  it('writes nothing for a visitor', async () => {
    const { socket, push } = openSocket();
    const { queryClient } = renderMoney(<Listener />, socket);
    act(() => push('walletChanged', { wallet: buildWallet(), reason: 'topup', order_no: null }));
    await waitFor(() => expect(queryClient.getQueryData(walletKeys.wallet())).toBeDefined());
    expect(read('userInfo')).toBeNull();
    socket.close();
  });
});
