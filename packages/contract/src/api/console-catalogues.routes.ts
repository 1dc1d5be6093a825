import type { CallRoutes } from './call-route';
import type {
  bannerCatalogueCalls,
  goodsCatalogueCalls,
  packageCatalogueCalls,
} from './console-catalogues';

/** `packageCatalogueCalls` without their schemas (call-route.ts). */
export const packageCatalogueRoutes: CallRoutes<typeof packageCatalogueCalls> = {
  list: { method: 'GET', path: 'Admin/packages' },
  save: { method: 'POST', path: 'Admin/savePackage' },
};

/** `goodsCatalogueCalls` without their schemas (call-route.ts). */
export const goodsCatalogueRoutes: CallRoutes<typeof goodsCatalogueCalls> = {
  list: { method: 'GET', path: 'Admin/goods' },
  save: { method: 'POST', path: 'Admin/saveGoods' },
};

/** `bannerCatalogueCalls` without their schemas (call-route.ts). */
export const bannerCatalogueRoutes: CallRoutes<typeof bannerCatalogueCalls> = {
  list: { method: 'GET', path: 'Admin/banners' },
  save: { method: 'POST', path: 'Admin/saveBanner' },
};
