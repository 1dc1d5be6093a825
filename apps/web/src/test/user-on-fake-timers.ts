import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * Turns on fake timers and returns a user-event user that works with them. The user waits
 * between keys on the fake clock (`advanceTimers`); Testing Library, after each action, waits
 * for a `setTimeout(0)` that it advances only under Jest's fake timers, so a `jest` stand-in
 * lets it advance Vitest's (`vi.unstubAllGlobals()` removes it).
 */
export function fakeTimersAndUser() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
