import webPush from 'web-push';
import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `sent`; `gone`: the subscription expired or was revoked (drop it); `failed`: try next time. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  send(
    target: PushTarget,
    payload: string,
    options: { ttlSeconds: number; topic?: string },
  ): Promise<PushOutcome>;
}

/** How long a push service may take to answer before the send counts as failed. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * Encrypts (RFC 8291) and signs (VAPID) with the `web-push` library, then posts with fetch:
 * `web-push`'s own sender speaks https only, and the local push service of the tests is http.
 */
export function createPushSender(keys: VapidKeys): PushSender {
  return {
    async send(target, payload, options) {
      const details = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: {
            subject: keys.subject,
            publicKey: keys.publicKey,
            privateKey: keys.privateKey,
          },
          TTL: options.ttlSeconds,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
          ...(options.topic ? { topic: options.topic } : {}),
        },
      );
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body,
          redirect: 'error',
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await response.body?.cancel();
        // 404 and 410: RFC 8030 §7.3, the subscription is gone for good.
        if (response.status === 404 || response.status === 410) return 'gone';
        return response.ok ? 'sent' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}
