import {
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

/**
 * WeChat Pay API v3 signatures and notify decryption, with node:crypto only.
 *
 * Requests: RSA-SHA256 (PKCS#1 v1.5) with the merchant's API certificate key over
 * `METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n`, sent in `Authorization`.
 * Answers and notifies: the same algorithm with WeChat Pay's key over `TIMESTAMP\nNONCE\nBODY\n`
 * from the `Wechatpay-*` headers. Notify resources: AEAD_AES_256_GCM with the APIv3 key.
 */
export const WECHAT_PAY_AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';
/** Signed answers and notifies further than this from our clock are refused as replays. */
export const WECHAT_PAY_REPLAY_WINDOW_SECONDS = 5 * 60;

/** A PEM text (PKCS#8, PKCS#1 or SPKI, as the merchant platform hands them out) or a parsed key. */
export type WechatPayKey = string | KeyObject;

export function requestSignString(
  method: string,
  pathWithQuery: string,
  timestamp: string,
  nonce: string,
  body: string,
): string {
  // Every line ends with \n, the last one too, even when the body is empty (GET).
  return `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** For answers and notifies; a 204 answer's empty body still ends in one \n. */
export function responseSignString(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

export function signSha256Rsa(content: string, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

/** False for a wrong or malformed signature (never throws on what the network sent us). */
export function verifySha256Rsa(content: string, signature: string, publicKey: KeyObject): boolean {
  if (signature === '') return false;
  try {
    return createVerify('RSA-SHA256')
      .update(content, 'utf8')
      .verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** How a received header is looked up: by its lower-case name. */
export type HeaderLookup = (lowerCaseName: string) => string | undefined;

/**
 * Checks the `Wechatpay-*` headers of an answer or notify against its exact body text.
 * Only the WeChat Pay public key mode: a platform certificate's serial in `Wechatpay-Serial`
 * means a signature that our key cannot check.
 */
export function checkWechatPaySignature(
  header: HeaderLookup,
  body: string,
  platform: { publicKey: KeyObject; publicKeyId: string; nowSeconds: number },
): 'valid' | 'signature' | 'stale' {
  const timestamp = header('wechatpay-timestamp') ?? '';
  const nonce = header('wechatpay-nonce');
  const signature = header('wechatpay-signature') ?? '';
  if (header('wechatpay-serial') !== platform.publicKeyId) return 'signature';
  if (!/^\d{1,12}$/.test(timestamp) || nonce === undefined) return 'signature';
  const content = responseSignString(timestamp, nonce, body);
  if (!verifySha256Rsa(content, signature, platform.publicKey)) return 'signature';
  const skew = Math.abs(platform.nowSeconds - Number(timestamp));
  return skew > WECHAT_PAY_REPLAY_WINDOW_SECONDS ? 'stale' : 'valid';
}

/** A lookup over Node's `IncomingHttpHeaders` or any record, whatever the names' case. */
export function recordHeaders(
  headers: Readonly<Record<string, string | string[] | undefined>>,
): HeaderLookup {
  return (name) => {
    const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
    const value = key === undefined ? undefined : headers[key];
    // A repeated signature header is not WeChat Pay's: refuse rather than pick one.
    return typeof value === 'string' ? value : undefined;
  };
}

export function authorizationHeader(fields: {
  mchId: string;
  nonce: string;
  signature: string;
  timestamp: string;
  serialNo: string;
}): string {
  return (
    `${WECHAT_PAY_AUTH_SCHEME} mchid="${fields.mchId}",nonce_str="${fields.nonce}",` +
    `signature="${fields.signature}",timestamp="${fields.timestamp}",serial_no="${fields.serialNo}"`
  );
}

/** 32 upper-case hex characters, like the documentation's examples. */
export function wechatPayNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export interface EncryptedResource {
  ciphertext: string;
  nonce: string;
  associatedData: string;
}

const GCM_TAG_BYTES = 16;

/**
 * Decrypts a notify's `resource`: the key is the APIv3 key's 32 UTF-8 bytes, the IV the
 * `nonce` text, and the base64 `ciphertext` carries the 16-byte tag at its end.
 * Throws when the tag does not match (wrong key, altered text or associated data).
 */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  if (sealed.length < GCM_TAG_BYTES) throw new Error('ciphertext shorter than its tag');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    apiV3KeyBytes(apiV3Key),
    Buffer.from(resource.nonce, 'utf8'),
    { authTagLength: GCM_TAG_BYTES },
  );
  decipher.setAAD(Buffer.from(resource.associatedData, 'utf8'));
  decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
  const plain = Buffer.concat([
    decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)),
    decipher.final(),
  ]);
  return plain.toString('utf8');
}

/**
 * The transaction text inside a notify body (`{…, resource: {algorithm, ciphertext, nonce,
 * associated_data}}`). Throws `Error('resource')` for a body of another shape and
 * `Error('decrypt')` when the resource does not open with this APIv3 key.
 */
export function openNotifyResource(body: string, apiV3Key: string): string {
  let resource: unknown;
  try {
    resource = (JSON.parse(body) as { resource?: unknown } | null)?.resource;
  } catch {
    throw new Error('resource');
  }
  if (typeof resource !== 'object' || resource === null) throw new Error('resource');
  const {
    algorithm,
    ciphertext,
    nonce,
    associated_data: associatedData = '',
  } = resource as Record<string, unknown>;
  if (
    algorithm !== 'AEAD_AES_256_GCM' ||
    typeof ciphertext !== 'string' ||
    typeof nonce !== 'string' ||
    typeof associatedData !== 'string'
  ) {
    throw new Error('resource');
  }
  try {
    return decryptResource({ ciphertext, nonce, associatedData }, apiV3Key);
  } catch {
    throw new Error('decrypt');
  }
}

/** The APIv3 key is set in the merchant platform as 32 characters and used as the AES-256 key. */
export function apiV3KeyBytes(apiV3Key: string): Buffer {
  const bytes = Buffer.from(apiV3Key, 'utf8');
  if (bytes.length !== 32) throw new RangeError('the APIv3 key must be 32 bytes');
  return bytes;
}

export function wechatPayPrivateKey(key: WechatPayKey): KeyObject {
  return requireRsa(typeof key === 'string' ? createPrivateKey(key) : key);
}

export function wechatPayPublicKey(key: WechatPayKey): KeyObject {
  return requireRsa(typeof key === 'string' ? createPublicKey(key) : key);
}

function requireRsa(key: KeyObject): KeyObject {
  // v3 also has an SM2 scheme; an SM2 or EC key here would only fail at the first payment.
  if (key.asymmetricKeyType !== 'rsa') throw new TypeError('WeChat Pay keys must be RSA keys');
  return key;
}
