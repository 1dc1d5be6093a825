import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { onLazyLiveDataEvent } from '../../shared/live-data-events';
import { LiveDataSocketContext } from '../../shared/use-live-data-socket';

/**
 * Keeps balances live: a `walletChanged` push (a payment landed, income settled…) updates the
 * wallet cache and the stored profile. Mount once (the layout's RechargeHost). The schema and
 * the handler load with the first push, so /main's first load carries only this listener.
 */
export function useWalletPush(): void {
  const socket = useContext(LiveDataSocketContext);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    return onLazyLiveDataEvent(socket, 'walletChanged', async () =>
      (await import('../../shared/wallet/wallet-push')).walletPushListener(queryClient),
    );
  }, [socket, queryClient]);
}
