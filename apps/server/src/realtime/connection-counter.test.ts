import { afterEach, describe, expect, it } from 'vitest';
import { MemoryBus, MemoryHub } from '../platform/bus/memory-bus';
import { ConnectionCounter } from './connection-counter';
import { TokenBucket } from './token-bucket';

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('connection counter', () => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  async function twoInstances() {
    const hub = new MemoryHub();
    let now = 1_000_000;
    const counters = [new MemoryBus(hub), new MemoryBus(hub)].map(
      (bus) => new ConnectionCounter({ bus, channel: 'c', intervalMs: 60_000, now: () => now }),
    ) as [ConnectionCounter, ConnectionCounter];
    for (const counter of counters) {
      await counter.start();
      stops.push(() => counter.stop());
    }
    return { counters, advance: (ms: number) => (now += ms) };
  }

  it('caps a key on one instance exactly and frees a slot on release', async () => {
    const { counters } = await twoInstances();
    const [first] = counters;
    expect([1, 2, 3].map(() => first.tryAcquire('a:1', 2))).toEqual([true, true, false]);
    first.release('a:1');
    expect(first.tryAcquire('a:1', 2)).toBe(true);
  });

  it('counts what other instances reported, until their report is stale', async () => {
    const { counters, advance } = await twoInstances();
    const [first, second] = counters;
    first.tryAcquire('a:1', 20);
    first.tryAcquire('a:1', 20);
    await first.report();
    await settle();
    expect(second.count('a:1')).toBe(2);
    expect(second.tryAcquire('a:1', 3)).toBe(true);
    expect(second.tryAcquire('a:1', 3)).toBe(false);
    advance(3 * 60_000 + 1);
    expect(second.count('a:1')).toBe(1);
  });
});

describe('token bucket', () => {
  it('allows the burst at once, then the rate', () => {
    let now = 0;
    const bucket = new TokenBucket({ burst: 3, perSecond: 2 }, () => now);
    expect([1, 2, 3, 4].map(() => bucket.take())).toEqual([true, true, true, false]);
    now += 500;
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
    now += 10_000;
    expect([1, 2, 3, 4].map(() => bucket.take())).toEqual([true, true, true, false]);
  });
});
