import { Redis } from 'ioredis';

export interface ConnectRedisOptions {
  url: string;
  onError?: (error: Error) => void;
  /**
   * Queue commands while Redis is away (ioredis' offline queue). Off by default, so a command
   * fails at once instead of waiting for a reconnection; the bus's subscriber keeps it on.
   */
  offlineQueue?: boolean;
  /** Milliseconds before reconnection attempt `attempt`; ioredis' own backoff otherwise. */
  retryStrategy?: (attempt: number) => number;
}

/**
 * Opens one Redis connection with the server's settings: connected before it is returned
 * (a wrong `REDIS_URL` fails the start), errors reported to `onError`, and at most two retries
 * of a command, so nothing waits forever while Redis is away.
 */
export async function connectRedis(options: ConnectRedisOptions): Promise<Redis> {
  const redis = new Redis(options.url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    enableOfflineQueue: options.offlineQueue ?? false,
    ...(options.retryStrategy ? { retryStrategy: options.retryStrategy } : {}),
  });
  redis.on('error', (error: Error) => options.onError?.(error));
  await redis.connect();
  return redis;
}
