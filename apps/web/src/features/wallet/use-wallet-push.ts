import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { LiveDataSocketContext } from '../../shared/use-live-data-socket';
import type * as WalletPushModule from '../../shared/wallet/wallet-push';

let handler: Promise<typeof WalletPushModule> | null = null;

/** One import promise, so pushes that arrive while it loads are applied in their order. */
function loadHandler() {
  handler ??= import('../../shared/wallet/wallet-push').catch((error: unknown) => {
    handler = null;
    throw error;
  });
  return handler;
}

/**
 * Keeps balances live: a `walletChanged` push (a payment landed, income settled…) updates the
 * wallet cache and the stored profile. Mount once (the layout's RechargeHost). The parser and
 * its schemas load with the first push, so /main's first load carries only this listener.
 */
export function useWalletPush(): void {
  const socket = useContext(LiveDataSocketContext);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    return socket.onMessage((message) => {
      if (message.code !== 200 || message.type !== 'walletChanged') return;
      loadHandler().then(
        ({ handleWalletPush }) => handleWalletPush(queryClient, message.data),
        () => {
          // The chunk did not load (offline): the next push or page load brings the balances.
        },
      );
    });
  }, [socket, queryClient]);
}
