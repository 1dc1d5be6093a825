import { MemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter } from './rate-limiter';
import { RedisRateLimiter } from './redis-rate-limiter';

export async function createRateLimiter(options: {
  redisUrl: string | undefined;
  onError?: (error: Error) => void;
}): Promise<RateLimiter> {
  if (!options.redisUrl) return new MemoryRateLimiter();
  return RedisRateLimiter.connect({
    url: options.redisUrl,
    ...(options.onError ? { onError: options.onError } : {}),
  });
}
