import {
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
} from 'node:crypto';

/**
 * Alipay OpenAPI RSA2 signing (the classic `gateway.do` protocol), with node:crypto only.
 *
 * Sign string: every parameter except `sign` (and, when verifying a notify, `sign_type`), empty
 * values dropped, sorted by key in ASCII order, joined as `key=value` with `&`, values as they
 * are (not URL-encoded). Signature: base64 of RSA-SHA256 (PKCS#1 v1.5).
 */
export type AlipayParams = Readonly<Record<string, string | undefined>>;

/** A key as a PEM text, as the bare base64 that Alipay's console shows, or already parsed. */
export type AlipayKey = string | KeyObject;

export function alipaySignContent(
  params: AlipayParams,
  options: { excludeSignType?: boolean } = {},
): string {
  return (
    Object.entries(params)
      .filter(
        (entry): entry is [string, string] =>
          entry[1] !== undefined &&
          entry[1] !== '' &&
          entry[0] !== 'sign' &&
          !(options.excludeSignType === true && entry[0] === 'sign_type'),
      )
      // ASCII order, not localeCompare: 'Z' sorts before 'a'.
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, value]) => `${key}=${value}`)
      .join('&')
  );
}

export function signRsa2(content: string, privateKey: AlipayKey): string {
  return createSign('RSA-SHA256')
    .update(content, 'utf8')
    .sign(alipayPrivateKey(privateKey), 'base64');
}

/** False for a wrong or malformed signature (never throws on what a caller sent us). */
export function verifyRsa2(content: string, signature: string, publicKey: AlipayKey): boolean {
  if (signature === '') return false;
  try {
    return createVerify('RSA-SHA256')
      .update(content, 'utf8')
      .verify(alipayPublicKey(publicKey), signature, 'base64');
  } catch {
    return false;
  }
}

/** The request parameters plus their `sign` (over everything but `sign`, `sign_type` included). */
export function signAlipayParams(
  params: Readonly<Record<string, string>>,
  privateKey: AlipayKey,
): Record<string, string> {
  return { ...params, sign: signRsa2(alipaySignContent(params), privateKey) };
}

/** The merchant's application private key: PEM, or bare base64 DER (PKCS#8 or PKCS#1). */
export function alipayPrivateKey(key: AlipayKey): KeyObject {
  if (typeof key !== 'string') return key;
  if (key.includes('-----BEGIN')) return createPrivateKey(key);
  const der = bareBase64(key);
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

/** Alipay's public key: PEM, or bare base64 DER (SubjectPublicKeyInfo or PKCS#1). */
export function alipayPublicKey(key: AlipayKey): KeyObject {
  if (typeof key !== 'string') return key;
  if (key.includes('-----BEGIN')) return createPublicKey(key);
  const der = bareBase64(key);
  try {
    return createPublicKey({ key: der, format: 'der', type: 'spki' });
  } catch {
    return createPublicKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

function bareBase64(key: string): Buffer {
  // The console's text is often pasted with line breaks or spaces in it.
  return Buffer.from(key.replace(/\s+/g, ''), 'base64');
}
