import { createHmac, timingSafeEqual } from 'node:crypto';

export interface UploadGrant {
  userId: number;
  kind: 'image' | 'video';
  /** Unix seconds. */
  expiresAt: number;
}

/** A signed, short-lived permission to upload one kind of file: `<payload>.<signature>`. */
export function signUploadToken(grant: UploadGrant, key: Buffer): string {
  const payload = Buffer.from(JSON.stringify([grant.userId, grant.kind, grant.expiresAt])).toString(
    'base64url',
  );
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
    const [userId, kind, expiresAt] = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    ) as unknown[];
    if (
      typeof userId !== 'number' ||
      (kind !== 'image' && kind !== 'video') ||
      typeof expiresAt !== 'number'
    ) {
      return null;
    }
    return expiresAt > nowSeconds ? { userId, kind, expiresAt } : null;
  } catch {
    return null;
  }
}
