import { MATCH_REMINDER_LEAD_MINUTES } from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import { matchReminderOf } from '../../feeds/match-view';
import type { ScoreFeed } from '../../feeds/score-feed';
import type { LiveDataHub } from '../../realtime/live-data-hub';
import type { MatchesRepository } from './matches.repository';

/** Reservations older than this at their kick-off are not reminded any more (server was down). */
const STALE_AFTER_MS = 5 * 60_000;

/**
 * Tells a member, on every open page, that a match they reserved (`live/reserveMatch`) kicks
 * off in ten minutes. Runs on every instance; the database hands each reminder to one of them.
 */
export class ReservationReminders {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: {
      feed: ScoreFeed;
      repository: MatchesRepository;
      liveData: LiveDataHub;
      logger: FastifyBaseLogger;
    },
  ) {}

  /** Sends the reminders due at the feed's `now`; returns how many went out. */
  async tick(now = this.deps.feed.now()): Promise<number> {
    const due = await this.deps.repository.claimDueReminders(
      new Date(now - STALE_AFTER_MS),
      new Date(now + MATCH_REMINDER_LEAD_MINUTES * 60_000),
      new Date(now),
    );
    for (const reservation of due) {
      const match = this.deps.feed.match(reservation.matchId);
      if (!match) continue;
      await this.deps.liveData.publish(
        { kind: 'user', userId: reservation.userId },
        { code: 200, type: 'matchReminder', data: matchReminderOf(this.deps.feed, match, now) },
      );
    }
    return due.length;
  }

  start(everyMs = 30_000): void {
    this.timer = setInterval(() => {
      this.tick().catch((error: unknown) =>
        this.deps.logger.warn({ err: error }, 'reservation reminders failed'),
      );
    }, everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
