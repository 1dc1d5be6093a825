import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '../platform/rate-limit/memory-rate-limiter';
import { RECENT_VISIT_MINUTES, RecentRoomVisits } from './room-visits';

describe('recent room visits', () => {
  let clock = Date.parse('2026-11-24T12:00:30Z');
  const now = () => clock;
  // One store shared by two instances, as Redis is in production.
  const store = new MemoryRateLimiter(now);
  afterEach(() => store.close());

  function instance(memberships: Array<{ roomId: number; userId: number }>) {
    return new RecentRoomVisits({
      rateLimiter: store,
      sources: [{ localRoomMemberships: () => memberships }],
      now,
    });
  }

  it("sees another instance's viewers while they stay and for a few minutes after", async () => {
    const viewers = [{ roomId: 10, userId: 7 }];
    const watchingOnA = instance(viewers);
    const claimingOnB = instance([]);
    expect(await claimingOnB.seenRecently(10, 7)).toBe(false);
    expect(await watchingOnA.seenRecently(10, 7)).toBe(true);

    // Twenty minutes of watching, scanned every 15 s: seen at every moment, in no other room.
    for (let step = 0; step < 80; step += 1) {
      await watchingOnA.scan();
      expect(await claimingOnB.seenRecently(10, 7)).toBe(true);
      expect(await claimingOnB.seenRecently(11, 7)).toBe(false);
      clock += 15_000;
    }

    // The page leaves: still counted within the window, then no longer.
    viewers.length = 0;
    clock += (RECENT_VISIT_MINUTES - 1) * 60_000;
    expect(await claimingOnB.seenRecently(10, 7)).toBe(true);
    clock += 2 * 60_000;
    expect(await claimingOnB.seenRecently(10, 7)).toBe(false);
  });

  it('records a visit once a minute, however often it is reported', async () => {
    const visits = instance([]);
    let hits = 0;
    const hit = store.hit.bind(store);
    store.hit = async (...args) => {
      hits += 1;
      return hit(...args);
    };
    for (let i = 0; i < 10; i += 1) await visits.record(3, 4);
    expect(hits).toBe(1);
    clock += 60_000;
    await visits.record(3, 4);
    expect(hits).toBe(2);
  });
});
