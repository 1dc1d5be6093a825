import { vi } from 'vitest';

/**
 * Makes `crypto` look like a page opened at http://<LAN address>: not a secure context, so
 * `randomUUID` is missing while `getRandomValues` works. Undo with `vi.unstubAllGlobals()`.
 */
export function stubInsecureCrypto() {
  const real = globalThis.crypto;
  vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
}
