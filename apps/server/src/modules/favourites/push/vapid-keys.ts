import { createECDH } from 'node:crypto';
import type { Secrets } from '../../../platform/secrets/secrets';

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: what browsers take as `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
  /** Who push services contact about our pushes: an https: URL or a mailto: address. */
  subject: string;
  source: 'environment' | 'app-secret';
}

/**
 * The VAPID key pair pushes are signed with. Operators may set both halves; otherwise the pair
 * is derived from the app secret (generated into DATA_DIR on first start, or APP_SECRET), so
 * every instance signs with the same key without another file to share, and the key survives
 * restarts: a new key would orphan every subscription the browsers hold.
 */
export function vapidKeys(options: {
  secrets: Secrets;
  publicKey: string | undefined;
  privateKey: string | undefined;
  subject: string;
}): VapidKeys {
  if (options.publicKey && options.privateKey) {
    return {
      publicKey: options.publicKey,
      privateKey: options.privateKey,
      subject: options.subject,
      source: 'environment',
    };
  }
  // A 32-byte HMAC output is a valid P-256 private key but for a chance of about 2^-32.
  const privateKey = options.secrets.keyFor('web-push-vapid');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
    subject: options.subject,
    source: 'app-secret',
  };
}
