import type { Redis } from 'ioredis';
import { connectRedis } from '../redis/connect-redis';
import type { RateLimiter, RateLimitResult, RateLimitRule } from './rate-limiter';

/**
 * Counts in Redis so that every instance enforces one limit. The counter and its expiry are
 * set in one script, so a crash between the two cannot leave a counter that never expires.
 */
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

/** One hit taken back; the expiry stays, and a count never goes below zero. */
const FORGIVE_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

export class RedisRateLimiter implements RateLimiter {
  readonly driver = 'redis' as const;

  private constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  static async connect(options: {
    url: string;
    prefix?: string;
    onError?: (error: Error) => void;
  }): Promise<RedisRateLimiter> {
    const redis = await connectRedis({
      url: options.url,
      onError: (error) => options.onError?.(error),
    });
    return new RedisRateLimiter(redis, options.prefix ?? 'tifo:rl:');
  }

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    return this.run(key, rule, 1);
  }

  async peek(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    return this.run(key, rule, 0);
  }

  async forgive(key: string, rule: RateLimitRule): Promise<void> {
    await this.redis.eval(FORGIVE_SCRIPT, 1, `${this.prefix}${key}|${rule.windowMs}`);
  }

  async reset(key: string, rules: readonly RateLimitRule[]): Promise<void> {
    if (rules.length === 0) return;
    await this.redis.del(...rules.map((rule) => `${this.prefix}${key}|${rule.windowMs}`));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => {});
  }

  private async run(key: string, rule: RateLimitRule, increment: number): Promise<RateLimitResult> {
    const [count, ttl] = (await this.redis.eval(
      HIT_SCRIPT,
      1,
      `${this.prefix}${key}|${rule.windowMs}`,
      String(rule.windowMs),
      String(increment),
    )) as [number, number];
    return { allowed: count <= rule.limit, count, retryAfterMs: Math.max(0, ttl) };
  }
}
