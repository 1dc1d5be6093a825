/**
 * A random UUID (v4) for ids the browser makes: chat client ids, `request_id`s that make a
 * retried send count once. Use this, never `crypto.randomUUID` (lint refuses it elsewhere):
 * `randomUUID` exists only in secure contexts (https, localhost), and the README has people
 * open the site at `http://<LAN address>` for QR login, where it is undefined.
 * `getRandomValues` works in every context.
 */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // RFC 9562: the version nibble says 4 (random), the variant bits say 10xx.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
}
