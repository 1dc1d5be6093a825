import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busKinds } from '../../test-support/targets';
import { MemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter } from './rate-limiter';
import { RedisRateLimiter } from './redis-rate-limiter';

// One contract for both implementations (the bus kinds double as "has Redis").
describe.each(busKinds)('rate limiter: %s', (kind) => {
  let limiter: RateLimiter;
  const key = (name: string) => `${randomBytes(4).toString('hex')}:${name}`;
  beforeAll(async () => {
    limiter =
      kind === 'memory'
        ? new MemoryRateLimiter()
        : await RedisRateLimiter.connect({
            url: process.env.REDIS_URL ?? '',
            prefix: 'tifo-test:rl:',
          });
  });
  afterAll(() => limiter.close());

  it('allows up to the limit in a window, then refuses with a retry time', async () => {
    const k = key('sms');
    const rule = { limit: 3, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push(await limiter.hit(k, rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4]?.count).toBe(5);
    expect(results[3]?.retryAfterMs).toBeGreaterThan(50_000);
    expect(results[3]?.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('counts concurrent hits exactly', async () => {
    const k = key('burst');
    const rule = { limit: 10, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 30 }, () => limiter.hit(k, rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it('starts a new window after the old one ends', async () => {
    const k = key('short');
    const rule = { limit: 1, windowMs: 150 };
    expect((await limiter.hit(k, rule)).allowed).toBe(true);
    expect((await limiter.hit(k, rule)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 220));
    expect((await limiter.hit(k, rule)).allowed).toBe(true);
  });

  it('keeps windows of different lengths apart, peeks without counting, and resets', async () => {
    const k = key('multi');
    const minute = { limit: 1, windowMs: 60_000 };
    const day = { limit: 5, windowMs: 86_400_000 };
    await limiter.hit(k, minute);
    await limiter.hit(k, day);
    expect((await limiter.peek(k, minute)).count).toBe(1);
    expect((await limiter.peek(k, minute)).count).toBe(1);
    expect((await limiter.peek(k, day)).count).toBe(1);
    await limiter.reset(k, [minute, day]);
    expect((await limiter.peek(k, minute)).count).toBe(0);
    expect((await limiter.peek(k, day)).count).toBe(0);
  });

  it('forgives one hit at a time, never below zero', async () => {
    const k = key('forgive');
    const rule = { limit: 2, windowMs: 60_000 };
    await Promise.all([limiter.hit(k, rule), limiter.hit(k, rule), limiter.hit(k, rule)]);
    await limiter.forgive(k, rule);
    expect((await limiter.peek(k, rule)).count).toBe(2);
    await Promise.all([
      limiter.forgive(k, rule),
      limiter.forgive(k, rule),
      limiter.forgive(k, rule),
    ]);
    expect((await limiter.peek(k, rule)).count).toBe(0);
    expect((await limiter.hit(k, rule)).count).toBe(1);
    await limiter.forgive(key('never-hit'), rule);
  });
});
