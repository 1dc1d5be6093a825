import type { WebRouteTitleKey } from '@tifo/contract';

/** Data attached to a route: the key of its translated title (namespace `routes`). */
export interface RouteHandle {
  titleKey: WebRouteTitleKey;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value;
}
