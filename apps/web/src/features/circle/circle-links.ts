import type { PostOrder } from '@tifo/contract';

export function circleHref(id: number): string {
  return `/circle-detail?id=${id}`;
}

export function postHref(id: number): string {
  return `/circle-detail?post=${id}`;
}

/** A positive whole id from a query parameter, else null. */
export function idOf(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The order of a list's `?order=` (newest unless it says `hot`). */
export function orderOf(value: string | null): PostOrder {
  return value === 'hot' ? 'hot' : 'new';
}
