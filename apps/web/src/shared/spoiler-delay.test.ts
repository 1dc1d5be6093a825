import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdForStream, setSpoilerSafe, setStreamDelay, spoilerDelayMs } from './spoiler-delay';

describe('spoiler-safe delay', () => {
  afterEach(() => {
    setStreamDelay(null);
    setSpoilerSafe(true);
    vi.useRealTimers();
  });

  it('holds news as long as the stream runs behind, and not at all without a stream', () => {
    vi.useFakeTimers();
    const shown = vi.fn();
    holdForStream(shown);
    expect(shown).toHaveBeenCalledOnce();

    setStreamDelay(5_000);
    holdForStream(shown);
    vi.advanceTimersByTime(4_999);
    expect(shown).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1);
    expect(shown).toHaveBeenCalledTimes(2);
  });

  it('lets the member turn the wait off', () => {
    setStreamDelay(5_000);
    expect(spoilerDelayMs()).toBe(5_000);
    setSpoilerSafe(false);
    expect(spoilerDelayMs()).toBe(0);
    setStreamDelay(Number.NaN);
    setSpoilerSafe(true);
    expect(spoilerDelayMs()).toBe(0);
  });
});
