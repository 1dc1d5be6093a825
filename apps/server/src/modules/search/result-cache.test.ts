import { describe, expect, it, vi } from 'vitest';
import { ResultCache } from './result-cache';

describe('search result cache', () => {
  it('answers a key from memory within its time, then loads again', async () => {
    let now = 0;
    const cache = new ResultCache({ ttlMs: 5_000, maxEntries: 10, now: () => now });
    const load = vi.fn(() => Promise.resolve(now));
    expect(await cache.get('a', load)).toBe(0);
    now = 4_999;
    expect(await cache.get('a', load)).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
    now = 5_000;
    expect(await cache.get('a', load)).toBe(5_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between callers, keeps no failure and drops the oldest when full', async () => {
    const cache = new ResultCache({ ttlMs: 5_000, maxEntries: 2 });
    const load = vi.fn(() => Promise.resolve('x'));
    await Promise.all([cache.get('a', load), cache.get('a', load)]);
    expect(load).toHaveBeenCalledTimes(1);

    const failing = vi.fn(() => Promise.reject(new Error('database down')));
    await expect(cache.get('b', failing)).rejects.toThrow('database down');
    await expect(cache.get('b', failing)).rejects.toThrow('database down');
    expect(failing).toHaveBeenCalledTimes(2);

    await cache.get('c', load);
    await cache.get('d', load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
