import type { TrustProxy } from '../config/config';

/**
 * Fastify's `trustProxy` for a TRUST_PROXY setting. A hop count trusts that many proxies next to
 * the server (the client is the address they appended), so a client-supplied X-Forwarded-For
 * entry further left is never believed; the server must then be reachable only through those
 * proxies. Fastify itself refuses plain numbers (it cannot check the peer), hence the function.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
