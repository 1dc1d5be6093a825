import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { connectRedis } from '../platform/redis/connect-redis';

/**
 * Which instance drives the feed loop. Every instance serves sockets, but only one may turn
 * feed events into pushes, or each goal would reach every client once per instance.
 *
 * - In-process bus (one instance): always the leader.
 * - Redis (`REDIS_URL`): a lease, the key `tifo:feed-leader` holding the instance's id. An
 *   instance takes it with `SET NX PX <ttl>` and renews it on every tick (compare-and-PEXPIRE in
 *   one script, so it only extends its own lease). When the leader stops it deletes its lease;
 *   when it dies the lease lapses after `ttl` and the next instance to tick takes over, so at
 *   most `ttl` of pushes (5 s by default) is lost; clients re-sync with `Match/getList`.
 */
export interface FeedLeadership {
  readonly kind: 'single' | 'redis';
  /** Takes or renews the lease; false while another instance holds it (or Redis is away). */
  isLeader(): Promise<boolean>;
  /** Gives the lease up (on shutdown) and closes connections. */
  close(): Promise<void>;
}

export const singleInstanceLeadership: FeedLeadership = {
  kind: 'single',
  isLeader: async () => true,
  close: async () => {},
};

const RENEW_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return 0
`;
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

export const FEED_LEADER_KEY = 'tifo:feed-leader';
export const FEED_LEASE_TTL_MS = 5_000;

export class RedisFeedLeadership implements FeedLeadership {
  readonly kind = 'redis' as const;
  readonly instanceId = randomUUID();

  private constructor(
    private readonly redis: Redis,
    private readonly key: string,
    private readonly ttlMs: number,
  ) {}

  static async connect(options: {
    url: string;
    key?: string;
    ttlMs?: number;
    onError?: (error: Error) => void;
  }): Promise<RedisFeedLeadership> {
    const redis = await connectRedis({
      url: options.url,
      onError: (error) => options.onError?.(error),
    });
    return new RedisFeedLeadership(
      redis,
      options.key ?? FEED_LEADER_KEY,
      options.ttlMs ?? FEED_LEASE_TTL_MS,
    );
  }

  async isLeader(): Promise<boolean> {
    try {
      const taken = await this.redis.set(this.key, this.instanceId, 'PX', this.ttlMs, 'NX');
      if (taken === 'OK') return true;
      const renewed = await this.redis.eval(
        RENEW_SCRIPT,
        1,
        this.key,
        this.instanceId,
        String(this.ttlMs),
      );
      return renewed === 1;
    } catch {
      // Without Redis no push can be fanned out either; the next tick tries again.
      return false;
    }
  }

  async close(): Promise<void> {
    try {
      await this.redis.eval(RELEASE_SCRIPT, 1, this.key, this.instanceId);
    } catch {
      // The lease lapses by itself.
    }
    this.redis.disconnect();
  }
}

export async function createFeedLeadership(options: {
  redisUrl: string | undefined;
  key?: string;
  onError?: (error: Error) => void;
}): Promise<FeedLeadership> {
  if (!options.redisUrl) return singleInstanceLeadership;
  return RedisFeedLeadership.connect({
    url: options.redisUrl,
    ...(options.key ? { key: options.key } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
  });
}
