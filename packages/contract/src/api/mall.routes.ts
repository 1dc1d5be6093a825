import type { CallRoutes } from './call-route';
import type { mallCalls } from './mall';

/** `mallCalls` without their schemas (call-route.ts). */
export const mallRoutes: CallRoutes<typeof mallCalls> = {
  goodsList: { method: 'GET', path: 'goods/getList' },
  exchange: { method: 'POST', path: 'goods/exchange' },
  exchangeRecords: { method: 'GET', path: 'goods/exchangeRecords' },
  backpack: { method: 'GET', path: 'Backpack/getList' },
  sendBackpackGift: { method: 'POST', path: 'Backpack/send' },
};
