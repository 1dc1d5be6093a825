import type { FastifyInstance } from 'fastify';
import type { Language } from '@tifo/contract';
import { createFeedLeadership } from '../../feeds/feed-leader';
import { FeedLoop } from '../../feeds/feed-loop';
import { createScoreFeed } from '../../feeds/create-score-feed';
import type { ScoreFeed } from '../../feeds/score-feed';
import type { Clock } from '../../feeds/simulator/simulator-clock';
import type { Platform } from '../../platform/install-platform';
import { matchLabelOf } from '../live/match-label';
import { MatchesRepository } from './matches.repository';
import { registerMatchRoutes } from './matches.routes';
import { MatchesService } from './matches.service';
import { ReservationReminders } from './reservation-reminders';

export interface MatchesDeps extends Pick<Platform, 'config' | 'database' | 'liveData' | 'events'> {
  /** The score feed's clock (tests pass a manual clock); FEED_SPEED decides otherwise. */
  feedClock?: Clock;
}

export interface Matches {
  scoreFeed: ScoreFeed;
  /** Pushes score changes; started unless FEED_ENABLED=false (tests call `tick()` by hand). */
  feedLoop: FeedLoop;
  reminders: ReservationReminders;
  /** "Home vs Away" of a match in a language, for room titles and fun-guess. */
  matchLabel: (matchId: string, language: Language) => string | null;
}

/** Fixtures, scores and odds from the score feed, its push loop, and reservation reminders. */
export async function installMatches(app: FastifyInstance, deps: MatchesDeps): Promise<Matches> {
  const { config, liveData } = deps;
  const feedSource = createScoreFeed(config, {
    clock: deps.feedClock,
    // Messages are short (cut provider texts, three problems at most): log lines stay small.
    onPollError: (error) =>
      app.log.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'score provider poll failed',
      ),
    onReport: (health) => {
      const { leagues, ...figures } = health;
      const stale = Object.values(leagues).filter((at) => at === null).length;
      app.log.info(
        {
          scoreFeed: {
            ...figures,
            leagues: Object.keys(leagues).length,
            leagues_never_updated: stale,
          },
        },
        'score provider figures',
      );
    },
  });
  const scoreFeed = feedSource.feed;
  const feedLoop = new FeedLoop({
    feed: scoreFeed,
    publish: (audience, message) => liveData.publish(audience, message),
    logger: app.log,
    onGoal: (goal) => deps.events.emit('match.goal', { goal, at: Date.now() }),
    onEvents: (events) => deps.events.emit('match.events', { events }),
    ...(config.feedEnabled
      ? {
          leadership: await createFeedLeadership({
            redisUrl: config.redisUrl,
            onError: (error) => app.log.error({ err: error }, 'feed leader lease error'),
          }),
        }
      : {}),
  });
  const repository = new MatchesRepository(deps.database.db);
  registerMatchRoutes(app, new MatchesService(repository, { feed: scoreFeed }));
  const reminders = new ReservationReminders({
    feed: scoreFeed,
    repository,
    liveData,
    logger: app.log,
  });
  if (config.feedEnabled) {
    feedSource.start();
    feedLoop.start();
    reminders.start();
  }
  app.addHook('onClose', async () => {
    reminders.stop();
    feedSource.stop();
    await feedLoop.stop();
  });
  return {
    scoreFeed,
    feedLoop,
    reminders,
    matchLabel: (matchId, language) => matchLabelOf(scoreFeed, matchId, language),
  };
}
