import {
  SPORT_CLASSIFY,
  type GoalAlertData,
  type LiveDataEventType,
  type MatchChange,
  type Odds,
} from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveDataAudience, LiveDataPush } from '../realtime/live-data-hub';
import type { MatchEvent, Sport } from './fixtures/feed-model';
import { singleInstanceLeadership, type FeedLeadership } from './feed-leader';
import {
  changedFields,
  goalAlertOf,
  liveFieldsOf,
  oddsViewOf,
  type LiveFields,
} from './match-view';
import type { ScheduledMatch, ScoreFeed } from './score-feed';

export type Publish = <T extends LiveDataEventType>(
  audience: LiveDataAudience,
  message: LiveDataPush<T>,
) => Promise<void>;

export interface FeedLoopOptions {
  feed: ScoreFeed;
  /** The LiveDataHub's `publish` (through the bus, to every instance). */
  publish: Publish;
  leadership?: FeedLeadership;
  /** Real time between ticks; 1 s by default. */
  intervalMs?: number;
  logger?: Pick<FastifyBaseLogger, 'error'>;
  /** Hears each goal alert pushed (broadcasts on the match mark it for their replays). */
  onGoal?: (goal: GoalAlertData) => void;
  /** Hears every event of a tick, once, on the leader (favourites' alerts). */
  onEvents?: (events: MatchEvent[]) => void;
}

/** What one tick pushed (tests and logs read it). */
export interface TickReport {
  leader: boolean;
  matchChanges: number;
  goals: number;
  exponentMessages: number;
}

/** A goal older than this (feed time) when a tick sees it is not alerted: the moment passed. */
const GOAL_ALERT_MAX_AGE_MS = 10 * 60_000;
const IN_PLAY_DONE = new Set(['finished', 'postponed', 'cancelled']);

/**
 * Every second: what happened in the feed since the last tick becomes socket pushes.
 * - code 100 `football_match` / `basketball_match`: the changed fields of each match, keyed by
 *   match id, to the clients following that sport;
 * - code 200 `goal`: a goal alert to every client;
 * - code 100 `football_exponent` / `basketball_exponent`: one message per bookmaker with the
 *   lines that moved, to the clients that chose that bookmaker.
 * The loop keeps the last pushed fields of each match in play and sends only differences; a
 * client that missed some (reconnect) re-syncs with `Match/getList`.
 */
export class FeedLoop {
  private readonly sent = new Map<string, LiveFields>();
  private readonly sentOdds = new Map<string, string>();
  private last: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<TickReport> | null = null;
  private readonly leadership: FeedLeadership;

  constructor(private readonly options: FeedLoopOptions) {
    this.leadership = options.leadership ?? singleInstanceLeadership;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.tick().catch((error: unknown) =>
        this.options.logger?.error({ err: error }, 'feed loop tick failed'),
      );
    }, this.options.intervalMs ?? 1_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
    await this.leadership.close();
  }

  /** One round: also what tests call after moving a manual clock. */
  async tick(): Promise<TickReport> {
    const run = this.run();
    this.running = run;
    try {
      return await run;
    } finally {
      this.running = null;
    }
  }

  private async run(): Promise<TickReport> {
    const report: TickReport = { leader: false, matchChanges: 0, goals: 0, exponentMessages: 0 };
    if (!(await this.leadership.isLeader())) {
      // Another instance pushes; start afresh if this one takes over later.
      this.last = null;
      this.sent.clear();
      this.sentOdds.clear();
      return report;
    }
    report.leader = true;
    const { feed } = this.options;
    const now = feed.now();
    const from = this.last !== null && this.last < now ? this.last : now;
    this.last = now;
    const events = from < now ? feed.eventsBetween(from, now) : [];
    if (events.length > 0) this.options.onEvents?.(events);

    const touched = new Map<string, ScheduledMatch>();
    for (const match of feed.liveAt(now)) touched.set(match.id, match);
    for (const event of events) {
      if (touched.has(event.matchId)) continue;
      const match = feed.match(event.matchId);
      if (match) touched.set(match.id, match);
    }

    const changes: Record<Sport, Record<string, MatchChange>> = { football: {}, basketball: {} };
    const odds: Record<Sport, Map<number, Record<string, Odds>>> = {
      football: new Map(),
      basketball: new Map(),
    };
    for (const match of touched.values()) {
      const state = feed.stateAt(match.id, now);
      if (!state) continue;
      const fields = liveFieldsOf(state);
      const change = changedFields(this.sent.get(match.id), fields);
      if (Object.keys(change).length > 0) changes[match.sport][match.id] = change;
      const done = IN_PLAY_DONE.has(state.status);
      if (done) this.sent.delete(match.id);
      else this.sent.set(match.id, fields);
      for (const book of feed.bookmakers()) {
        const key = `${match.id}:${book.id}`;
        if (done || state.status === 'not_started') {
          this.sentOdds.delete(key);
          continue;
        }
        const lines = feed.odds(match.id, book.id, state);
        if (!lines) continue;
        const view = oddsViewOf(lines);
        const text = JSON.stringify(view);
        if (this.sentOdds.get(key) === text) continue;
        this.sentOdds.set(key, text);
        const byBook = odds[match.sport].get(book.id) ?? {};
        byBook[match.id] = view;
        odds[match.sport].set(book.id, byBook);
      }
    }

    const at = new Date(now).toISOString();
    for (const sport of ['football', 'basketball'] as const) {
      const matches = changes[sport];
      const count = Object.keys(matches).length;
      if (count === 0) continue;
      report.matchChanges += count;
      await this.options.publish(
        { kind: 'sport', classify: SPORT_CLASSIFY[sport] },
        { code: 100, data: { type: `${sport}_match`, at, matches } },
      );
    }

    for (const event of events) {
      if (event.type !== 'goal' || !('kind' in event)) continue;
      if (event.at < now - GOAL_ALERT_MAX_AGE_MS) continue;
      const match = touched.get(event.matchId);
      if (!match) continue;
      const data: GoalAlertData = goalAlertOf(feed, match, event);
      report.goals += 1;
      await this.options.publish({ kind: 'all' }, { code: 200, type: 'goal', data });
      this.options.onGoal?.(data);
    }

    for (const sport of ['football', 'basketball'] as const) {
      for (const [companyId, matches] of odds[sport]) {
        report.exponentMessages += 1;
        await this.options.publish(
          { kind: 'sport', classify: SPORT_CLASSIFY[sport], companyId },
          { code: 100, data: { type: `${sport}_exponent`, at, company_id: companyId, matches } },
        );
      }
    }
    return report;
  }
}
