import { describe, expect, it } from 'vitest';
import { levelProgress } from './intimacy';

describe('levelProgress', () => {
  it('measures from the start of the current level', () => {
    // Level 2 runs from 100 to 300.
    expect(levelProgress(2, 200, 300)).toBe(0.5);
    expect(levelProgress(2, 100, 300)).toBe(0);
  });

  it('is full at the top level and never leaves 0…1', () => {
    expect(levelProgress(10, 12_000, null)).toBe(1);
    expect(levelProgress(1, -5, 100)).toBe(0);
    expect(levelProgress(1, 500, 100)).toBe(1);
  });
});
