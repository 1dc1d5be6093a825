import type { CallQuery, moneyRoutes } from '@tifo/contract';
import { memberScopedKey } from '../session/member-scope';

export type StatementFilters = Omit<CallQuery<typeof moneyRoutes.orderList>, 'type' | 'page'>;

/**
 * Query keys of the money screens. Apart from `api.ts` so the layout's push listener can
 * invalidate them without pulling the calls onto /main's first load. Everything hangs under
 * `memberScopedKey`: login and logout drop it.
 */
export const walletKeys = {
  all: [...memberScopedKey, 'money'] as const,
  wallet: () => [...walletKeys.all, 'wallet'] as const,
  packages: () => [...walletKeys.all, 'packages'] as const,
  order: (orderNo: string) => [...walletKeys.all, 'order', orderNo] as const,
  /** Statements and recharge orders: both lists change when money moves. */
  lists: () => [...walletKeys.all, 'lists'] as const,
  statements: (filters: StatementFilters) => [...walletKeys.lists(), 'ledger', filters] as const,
  orders: (filters: StatementFilters) => [...walletKeys.lists(), 'order', filters] as const,
  nobles: () => [...walletKeys.all, 'nobles'] as const,
};
