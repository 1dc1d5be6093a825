import type { Config } from '../platform/config/config';
import {
  apiFootballFetcher,
  createApiFootballScoreFeed,
} from './providers/api-football/api-football.feed';
import type { ApiFootballQuota } from './providers/api-football/api-football.fetcher';
import { createApiBasketballScoreFeed } from './providers/api-basketball/api-basketball.feed';
import { combineScoreFeeds } from './combined-feed';
import { createSimulatorScoreFeed, type ScoreFeed, type ScoreFeedHealth } from './score-feed';
import { acceleratedClock, systemClock, type Clock } from './simulator/simulator-clock';

const REPORT_EVERY_MS = 60 * 60_000;

export interface ScoreFeedSource {
  feed: ScoreFeed;
  /** Starts background polling (real providers); the simulator needs none. */
  start(): void;
  stop(): void;
}

/**
 * The configured score provider: the simulator by default (its clock from FEED_SPEED and
 * FEED_START unless a test passes one), or API-Football polled in real time, with
 * API-Basketball beside it when basketball leagues are set.
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
    const clock = options.clock ?? systemClock;
    let footballQuota: (quota: ApiFootballQuota) => void = () => {};
    const football = createApiFootballScoreFeed({
      fetchJson: apiFootballFetcher({
        baseUrl: settings.url,
        key: settings.key,
        onQuota: (quota) => footballQuota(quota),
      }),
      leagues: settings.leagues,
      dailyLimit: settings.dailyLimit,
      perMinute: settings.perMinute,
      oddsBookmakers: settings.oddsBookmakers,
      clock,
      onError: options.onPollError,
    });
    footballQuota = (quota) => football.noteQuota(quota);
    const polled: { start(): void; stop(): void }[] = [football];
    let feed: ScoreFeed = football;
    const { basketball } = settings;
    if (basketball) {
      let basketballQuota: (quota: ApiFootballQuota) => void = () => {};
      const games = createApiBasketballScoreFeed({
        fetchJson: apiFootballFetcher({
          label: 'API-Basketball',
          baseUrl: basketball.url,
          key: basketball.key,
          onQuota: (quota) => basketballQuota(quota),
        }),
        leagues: basketball.leagues,
        dailyLimit: basketball.dailyLimit,
        perMinute: basketball.perMinute,
        clock,
        onError: options.onPollError,
      });
      basketballQuota = (quota) => games.noteQuota(quota);
      polled.push(games);
      feed = combineScoreFeeds(football, games);
    }
    let report: NodeJS.Timeout | null = null;
    const reportAll = () => {
      for (const health of feed.health?.() ?? []) options.onReport?.(health);
    };
    return {
      feed,
      start: () => {
        for (const source of polled) source.start();
        reportAll();
        report = setInterval(reportAll, REPORT_EVERY_MS);
        report.unref();
      },
      stop: () => {
        for (const source of polled) source.stop();
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
