import { createHash } from 'node:crypto';
import type { ChatPayload } from '@tifo/contract';
import { AppError } from '../../platform/http/app-error';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter';

/** Room chat: one message a second and 20 a minute per member, across instances. */
export const ROOM_SEND_RULES: readonly RateLimitRule[] = [
  { limit: 1, windowMs: 1_000 },
  { limit: 20, windowMs: 60_000 },
];
/** Private chat is a conversation, not a flood: a few a second, 60 a minute. */
export const PRIVATE_SEND_RULES: readonly RateLimitRule[] = [
  { limit: 3, windowMs: 1_000 },
  { limit: 60, windowMs: 60_000 },
];
/** The same room message again within this window is a duplicate (copy-paste floods). */
const DUPLICATE_RULE: RateLimitRule = { limit: 1, windowMs: 10_000 };

/** Counts a send against each rule; refuses with the wait when one is exceeded. */
export async function enforceSendRate(
  rateLimiter: RateLimiter,
  key: string,
  rules: readonly RateLimitRule[],
): Promise<void> {
  for (const rule of rules) {
    const result = await rateLimiter.hit(`${key}:${rule.windowMs}`, rule);
    if (!result.allowed) {
      throw new AppError('live.barrageTooFast', {
        httpStatus: 429,
        params: { seconds: Math.max(1, Math.ceil(result.retryAfterMs / 1000)) },
        data: { retry_after_ms: result.retryAfterMs },
      });
    }
  }
}

/**
 * Refuses the same content from the same member in the same room within 10 s, on every
 * instance (the counter lives where the rate limits do: Redis in production).
 */
export async function refuseDuplicate(
  rateLimiter: RateLimiter,
  scope: string,
  payload: ChatPayload,
): Promise<void> {
  const digest = createHash('sha256')
    .update(payload.kind === 'text' ? payload.text.trim() : JSON.stringify(payload))
    .digest('base64url')
    .slice(0, 22);
  const result = await rateLimiter.hit(`${scope}:dup:${digest}`, DUPLICATE_RULE);
  if (!result.allowed) throw new AppError('live.barrageDuplicate');
}

/** The words of a payload that blocked words are matched against. */
export function screenedTextOf(payload: ChatPayload): string {
  switch (payload.kind) {
    case 'text':
      return payload.text;
    case 'file':
      return payload.name;
    case 'custom':
      return 'title' in payload.custom ? payload.custom.title : payload.custom.name;
    case 'image':
      return '';
  }
}
