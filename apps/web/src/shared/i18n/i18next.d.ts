import 'i18next';
import type { LazyResources } from './lazy-namespaces';
import type { Resources } from './resources';

// Typed keys: a key that is missing from the zh catalogs fails `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources & LazyResources;
  }
}
