import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface UploadGrant {
  userId: number;
  kind: 'image' | 'video';
  /** Unix seconds. */
  expiresAt: number;
  /** The token's own id: the upload service records it when the token is spent (single use). */
  tokenId: string;
}

/** A fresh token id: 16 random bytes, 32 hex characters. */
export function newUploadTokenId(): string {
  return randomBytes(16).toString('hex');
}

/** A signed, short-lived permission to upload one file of one kind: `<payload>.<signature>`. */
export function signUploadToken(grant: UploadGrant, key: Buffer): string {
  const payload = Buffer.from(
    JSON.stringify([grant.userId, grant.kind, grant.expiresAt, grant.tokenId]),
  ).toString('base64url');
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

export function verifyUploadToken(
  token: string,
  key: Buffer,
  nowSeconds: number,
): UploadGrant | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = createHmac('sha256', key).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const [userId, kind, expiresAt, tokenId] = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    ) as unknown[];
    if (
      typeof userId !== 'number' ||
      (kind !== 'image' && kind !== 'video') ||
      typeof expiresAt !== 'number' ||
      typeof tokenId !== 'string' ||
      !/^[0-9a-f]{32}$/.test(tokenId)
    ) {
      return null;
    }
    return expiresAt > nowSeconds ? { userId, kind, expiresAt, tokenId } : null;
  } catch {
    return null;
  }
}
