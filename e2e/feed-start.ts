import { createSimulatorScoreFeed } from '../apps/server/src/feeds/score-feed';
import { manualClock } from '../apps/server/src/feeds/simulator/simulator-clock';

/** The browser tests' score feed: seed, speed and a busy start, so live matches are certain. */
export const E2E_FEED = { seed: 1, speed: 10 } as const;
/** The experts server's feed (experts.spec.ts): a match kicks off and finishes within a test. */
export const E2E_EXPERTS_FEED_SPEED = 240;

const WEEK_MS = 7 * 24 * 3600_000;

/**
 * A Saturday 14:30 UTC near today on which the simulator has at least five live football
 * matches: the leagues' afternoon kick-offs. Deterministic for a given week.
 */
export function busyFeedStart(today = Date.now()): number {
  const date = new Date(today);
  const saturday = Date.UTC(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate() - ((date.getUTCDay() + 1) % 7),
    14,
    30,
  );
  for (let week = 0; week < 12; week += 1) {
    const start = saturday - week * WEEK_MS;
    const feed = createSimulatorScoreFeed({ seed: E2E_FEED.seed, clock: manualClock(start) });
    if (feed.liveAt(start).filter((match) => match.sport === 'football').length >= 5) return start;
  }
  throw new Error('no busy Saturday afternoon in the last twelve weeks of the simulated calendar');
}
