import { walletChangedEventSchema, type OrderStatus, type Wallet } from '@tifo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { refreshUserInfo } from '../../../shared/session/refresh-user-info';
import { useLiveDataEvent } from '../../../shared/use-live-data-event';
import { useOrderStatusQuery, usePayUrlMutation, walletKeys } from '../api';
import { openPaymentTab } from './payment-tab';

/** What the recharge status shows (`data-status`); the order's `pending` is "waiting". */
export type RechargeStatus = 'waiting' | 'paid' | 'cancelled' | 'expired';

export interface PlacedOrder {
  orderNo: string;
  url: string;
  /** The browser blocked the new tab: the member opens the link by hand. */
  blocked: boolean;
}

const STATUS_SHOWN: Record<OrderStatus, RechargeStatus> = {
  pending: 'waiting',
  paid: 'paid',
  cancelled: 'cancelled',
  expired: 'expired',
  // A refunded order was paid first: the page that waited for it saw it paid.
  refunded: 'paid',
};

/**
 * One recharge: create the order, open the payment page, then wait for the payment. The order
 * is polled every 2 s; a `walletChanged` push for it settles it at once (and brings the new
 * balance). Paid: the wallet, the lists and the stored profile are refreshed.
 */
export function useRechargeOrder() {
  const queryClient = useQueryClient();
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  const [pushedWallet, setPushedWallet] = useState<Wallet | null>(null);
  const pay = usePayUrlMutation();
  const orderStatus = useOrderStatusQuery(order?.orderNo ?? null);
  const orderNo = order?.orderNo ?? null;

  useLiveDataEvent('walletChanged', walletChangedEventSchema, (event) => {
    if (orderNo !== null && event.order_no === orderNo) setPushedWallet(event.wallet);
  });

  let status: RechargeStatus | null = null;
  if (order) {
    const serverStatus = orderStatus.data?.status ?? 'pending';
    // Only the payment moves money for an order, so its push means paid.
    status = pushedWallet ? 'paid' : STATUS_SHOWN[serverStatus];
  }

  useEffect(() => {
    if (status !== 'paid') return;
    void queryClient.invalidateQueries({ queryKey: walletKeys.wallet() });
    void queryClient.invalidateQueries({ queryKey: walletKeys.lists() });
    void refreshUserInfo();
  }, [status, queryClient]);

  return {
    order,
    status,
    /** The balance the push brought; without a push the wallet is fetched again. */
    pushedDiamonds: pushedWallet?.diamonds ?? null,
    paying: pay.isPending,
    payError: pay.error?.message ?? null,
    start: (body: { id: number; type: number }) => {
      pay.mutate(body, {
        onSuccess: ({ url, order_no }) => {
          setPushedWallet(null);
          setOrder({ orderNo: order_no, url, blocked: !openPaymentTab(url) });
        },
      });
    },
    /** Back to the packages (after a cancelled or expired order, or a finished one). */
    reset: () => {
      pay.reset();
      setOrder(null);
      setPushedWallet(null);
    },
  };
}
