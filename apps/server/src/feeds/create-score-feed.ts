import type { Config } from '../platform/config/config';
import {
  apiFootballFetcher,
  createApiFootballScoreFeed,
} from './providers/api-football/api-football.feed';
import { createSimulatorScoreFeed, type ScoreFeed } from './score-feed';
import { acceleratedClock, systemClock, type Clock } from './simulator/simulator-clock';

export interface ScoreFeedSource {
  feed: ScoreFeed;
  /** Starts background polling (real providers); the simulator needs none. */
  start(): void;
  stop(): void;
}

/**
 * The configured score provider: the simulator by default (its clock from FEED_SPEED and
 * FEED_START unless a test passes one), or API-Football polled in real time.
 */
export function createScoreFeed(
  config: Pick<Config, 'feedProvider' | 'apiFootball' | 'feedSeed' | 'feedSpeed' | 'feedStart'>,
  options: { clock?: Clock | undefined; onPollError: (error: unknown) => void },
): ScoreFeedSource {
  if (config.feedProvider === 'api-football' && config.apiFootball) {
    const feed = createApiFootballScoreFeed({
      fetchJson: apiFootballFetcher({
        baseUrl: config.apiFootball.url,
        key: config.apiFootball.key,
      }),
      leagues: config.apiFootball.leagues,
      clock: options.clock ?? systemClock,
      onError: options.onPollError,
    });
    return { feed, start: () => feed.start(), stop: () => feed.stop() };
  }
  const clock =
    options.clock ??
    (config.feedSpeed === 1 && config.feedStart === undefined
      ? systemClock
      : acceleratedClock({
          simulatedStart: config.feedStart ?? Date.now(),
          speed: config.feedSpeed,
        }));
  return {
    feed: createSimulatorScoreFeed({ seed: config.feedSeed, clock }),
    start: () => {},
    stop: () => {},
  };
}
