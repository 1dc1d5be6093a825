import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Signed push URLs in the scheme node-media-server checks (stack notes "Media"):
 * `?sign=<expiry>-<md5("/live/<key>-<expiry>-<secret>")>`, expiry in Unix seconds. The same
 * check guards the publish hooks of an external media server, so both paths refuse the same
 * pushes.
 */
export const STREAM_APP = 'live';

export function signStream(streamKey: string, expiresAtSeconds: number, secret: string): string {
  const digest = createHash('md5')
    .update(`/${STREAM_APP}/${streamKey}-${expiresAtSeconds}-${secret}`)
    .digest('hex');
  return `${expiresAtSeconds}-${digest}`;
}

export type SignatureVerdict = 'valid' | 'missing' | 'malformed' | 'expired' | 'forged';

export function verifyStreamSignature(
  streamKey: string,
  sign: string | undefined,
  secret: string,
  nowSeconds: number,
): SignatureVerdict {
  if (!sign) return 'missing';
  const match = /^(\d{1,12})-([0-9a-f]{32})$/.exec(sign);
  if (!match) return 'malformed';
  const expiresAt = Number(match[1]);
  if (expiresAt < nowSeconds) return 'expired';
  const expected = Buffer.from(signStream(streamKey, expiresAt, secret));
  const given = Buffer.from(sign);
  return expected.length === given.length && timingSafeEqual(expected, given) ? 'valid' : 'forged';
}
