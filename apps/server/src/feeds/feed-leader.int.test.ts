import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { busKinds } from '../test-support/targets';
import { createFeedLeadership, RedisFeedLeadership } from './feed-leader';

describe.each(busKinds)('feed leadership (%s)', (kind) => {
  it('lets exactly one instance drive the feed, and another take over when it leaves', async () => {
    if (kind === 'memory') {
      const single = await createFeedLeadership({ redisUrl: undefined });
      expect(single.kind).toBe('single');
      expect(await single.isLeader()).toBe(true);
      expect(await single.isLeader()).toBe(true);
      return;
    }
    const url = process.env.REDIS_URL ?? '';
    // A key of its own keeps parallel test files (and a running server) out of it.
    const key = `tifo-test-${randomBytes(4).toString('hex')}:feed-leader`;
    const first = await RedisFeedLeadership.connect({ url, key, ttlMs: 2_000 });
    const second = await RedisFeedLeadership.connect({ url, key, ttlMs: 2_000 });
    expect(await first.isLeader()).toBe(true);
    expect(await second.isLeader()).toBe(false);
    // Renewing keeps the lease with its holder.
    expect(await first.isLeader()).toBe(true);
    expect(await second.isLeader()).toBe(false);
    await first.close();
    expect(await second.isLeader()).toBe(true);
    await second.close();
  });
});
