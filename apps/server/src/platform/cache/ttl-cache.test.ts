import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('loads once within the time to live, again after it, and forgets failures', async () => {
    let now = 0;
    let loads = 0;
    let fail = false;
    const cache = new TtlCache<number, number>({
      ttlMs: 1_000,
      maxEntries: 10,
      now: () => now,
      load: async (key) => {
        loads += 1;
        if (fail) throw new Error('down');
        return key * 10;
      },
    });
    expect(await Promise.all([cache.get(1), cache.get(1)])).toEqual([10, 10]);
    expect(loads).toBe(1);
    now = 1_000;
    await cache.get(1);
    expect(loads).toBe(1);
    now = 1_001;
    fail = true;
    await expect(cache.get(1)).rejects.toThrow('down');
    fail = false;
    expect(await cache.get(1)).toBe(10);
    expect(loads).toBe(3);
  });
});
