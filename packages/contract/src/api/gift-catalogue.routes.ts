import type { CallRoutes } from './call-route';
import type { giftCatalogueCalls } from './gift-catalogue';

/** `giftCatalogueCalls` without their schemas (call-route.ts). */
export const giftCatalogueRoutes: CallRoutes<typeof giftCatalogueCalls> = {
  list: { method: 'GET', path: 'Admin/gifts' },
  save: { method: 'POST', path: 'Admin/saveGift' },
};
