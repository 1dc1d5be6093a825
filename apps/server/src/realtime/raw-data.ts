import type { RawData } from 'ws';

/** The text of a `ws` message, whichever of its three buffer shapes it arrived in. */
export function rawToText(raw: RawData): string {
  if (Buffer.isBuffer(raw)) return raw.toString('utf8');
  return (Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw)).toString('utf8');
}
