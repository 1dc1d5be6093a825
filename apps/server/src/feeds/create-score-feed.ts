import type { Config } from '../platform/config/config';
import {
  apiFootballFetcher,
  createApiFootballScoreFeed,
} from './providers/api-football/api-football.feed';
import type { ApiFootballQuota } from './providers/api-football/api-football.fetcher';
import { createSimulatorScoreFeed, type ScoreFeed, type ScoreFeedHealth } from './score-feed';

const REPORT_EVERY_MS = 60 * 60_000;
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
  options: {
    clock?: Clock | undefined;
    onPollError: (error: unknown) => void;
    /** A real provider's figures, at start and every hour (for the logs). */
    onReport?: (health: ScoreFeedHealth) => void;
  },
): ScoreFeedSource {
  if (config.feedProvider === 'api-football' && config.apiFootball) {
    const settings = config.apiFootball;
    let quotaListener: (quota: ApiFootballQuota) => void = () => {};
    const feed = createApiFootballScoreFeed({
      fetchJson: apiFootballFetcher({
        baseUrl: settings.url,
        key: settings.key,
        onQuota: (quota) => quotaListener(quota),
      }),
      leagues: settings.leagues,
      dailyLimit: settings.dailyLimit,
      perMinute: settings.perMinute,
      oddsBookmakers: settings.oddsBookmakers,
      clock: options.clock ?? systemClock,
      onError: options.onPollError,
    });
    quotaListener = (quota) => feed.noteQuota(quota);
    let report: NodeJS.Timeout | null = null;
    return {
      feed,
      start: () => {
        feed.start();
        options.onReport?.(feed.health());
        report = setInterval(() => options.onReport?.(feed.health()), REPORT_EVERY_MS);
        report.unref();
      },
      stop: () => {
        feed.stop();
        if (report) clearInterval(report);
      },
    };
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
