import { describe, expect, it } from 'vitest';
import { sharedFixtureCatalog } from '../score-feed';
import { createFeedSimulator } from './feed-simulator';
import { REPLAY_PLACEMENTS } from './replay-placement';
import { measureScoreCoverage } from './score-coverage';

describe('score coverage of the shipped data (issue 25)', () => {
  const simulator = createFeedSimulator({ catalog: sharedFixtureCatalog() });

  it('has a football match live in at least 90 % of the hours of a year, and always one coming up', () => {
    const coverage = measureScoreCoverage(simulator, {
      mondayUtc: Date.UTC(2027, 0, 4),
      weeks: 52,
      sport: 'football',
    });
    expect(coverage.liveHours / coverage.hours).toBeGreaterThanOrEqual(0.9);
    expect(coverage.hoursWithoutUpcoming).toBe(0);
    // No hour of the week is dead every week: a Tuesday 07:00 UTC too has its matches.
    expect(Math.min(...coverage.byHourOfWeek)).toBeGreaterThan(0.5);
    // A year of replays: ~10 s alone, longer beside other CPU-heavy files on CI's two cores.
  }, 90_000);

  it('owes that to the placements: replayed on their own days and clocks, leagues leave gaps', () => {
    const unmoved = createFeedSimulator({ catalog: sharedFixtureCatalog(), placements: {} });
    const coverage = measureScoreCoverage(unmoved, {
      mondayUtc: Date.UTC(2027, 0, 4),
      weeks: 8,
      sport: 'football',
    });
    expect(coverage.liveHours / coverage.hours).toBeLessThan(0.7);
  });

  it('never moves the leagues fans know by heart', () => {
    for (const id of [
      'en.1-2024-25',
      'es.1-2024-25',
      'uefa.cl-2024-25',
      'cn.1-2025',
      'worldcup-2026',
    ]) {
      expect(REPLAY_PLACEMENTS[id]).toBeUndefined();
    }
  });
});
