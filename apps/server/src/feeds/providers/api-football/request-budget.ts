import type { Clock } from '../../simulator/simulator-clock';
import type { ApiFootballFailure } from './api-football.fetcher';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const FIRST_BACK_OFF_MS = 15_000;
const LONGEST_BACK_OFF_MS = 10 * MINUTE_MS;

/**
 * How urgent a request is. Live scores may spend the whole day's budget; the others stop
 * short of it, so a busy evening of live matches always finds requests left.
 */
export type RequestPriority = 'live' | 'today' | 'background' | 'extra';

/**
 * Share of the daily and per-minute limits each priority may reach. `extra` (pre-match odds)
 * takes what the scores leave: it stops at 70 % of the day.
 */
const DAILY_SHARE: Record<RequestPriority, number> = {
  live: 1,
  today: 0.92,
  background: 0.85,
  extra: 0.7,
};
const MINUTE_SHARE: Record<RequestPriority, number> = {
  live: 1,
  today: 0.8,
  background: 0.6,
  extra: 0.4,
};

export interface RequestBudgetOptions {
  dailyLimit: number;
  perMinute: number;
  clock: Clock;
}

export interface RequestBudgetFigures {
  requestsToday: number;
  dailyLimit: number;
  requestsLastMinute: number;
  perMinute: number;
  /** No request is made before this instant (a limit or a failing provider), or null. */
  blockedUntil: number | null;
  blockedBecause: ApiFootballFailure | null;
}

/**
 * The provider's request budget: a day (UTC, when API-Football resets its counters) and a
 * sliding minute, each with a limit, and a back-off after the provider said stop or failed:
 * - the daily-limit error blocks until the next 00:00 UTC;
 * - a rate limit (HTTP 429) blocks for a minute;
 * - 5xx, timeouts and bad bodies block for 15 s, doubling up to 10 min while they go on.
 * A success ends the doubling. Callers ask `allows(priority)` before each request and
 * `spend()` when they make it.
 */
export class RequestBudget {
  private day = -1;
  private usedToday = 0;
  private readonly recent: number[] = [];
  private blockedUntil = 0;
  private blockedBecause: ApiFootballFailure | null = null;
  private backOffMs = 0;

  constructor(private readonly options: RequestBudgetOptions) {}

  private roll(now: number): void {
    const day = Math.floor(now / DAY_MS);
    if (day !== this.day) {
      this.day = day;
      this.usedToday = 0;
    }
    while (this.recent.length > 0 && (this.recent[0] ?? 0) <= now - MINUTE_MS) this.recent.shift();
  }

  allows(priority: RequestPriority): boolean {
    const now = this.options.clock();
    this.roll(now);
    if (now < this.blockedUntil) return false;
    const { dailyLimit, perMinute } = this.options;
    return (
      this.usedToday < Math.floor(dailyLimit * DAILY_SHARE[priority]) &&
      this.recent.length < Math.max(1, Math.floor(perMinute * MINUTE_SHARE[priority]))
    );
  }

  spend(): void {
    const now = this.options.clock();
    this.roll(now);
    this.usedToday += 1;
    this.recent.push(now);
  }

  succeeded(): void {
    this.backOffMs = 0;
  }

  failed(failure: ApiFootballFailure): void {
    const now = this.options.clock();
    if (failure === 'daily-limit') {
      this.block((Math.floor(now / DAY_MS) + 1) * DAY_MS, failure);
      this.usedToday = Math.max(this.usedToday, this.options.dailyLimit);
    } else if (failure === 'rate-limit') {
      this.block(now + MINUTE_MS, failure);
    } else if (failure === 'unavailable') {
      this.backOffMs = Math.min(
        LONGEST_BACK_OFF_MS,
        this.backOffMs === 0 ? FIRST_BACK_OFF_MS : this.backOffMs * 2,
      );
      this.block(now + this.backOffMs, failure);
    }
    // A rejected request says nothing of the provider's health: no back-off.
  }

  /** The provider's own count of what is left today wins over ours when it is lower. */
  syncRemaining(remaining: number): void {
    this.roll(this.options.clock());
    this.usedToday = Math.max(this.usedToday, this.options.dailyLimit - remaining);
  }

  private block(until: number, because: ApiFootballFailure): void {
    if (until > this.blockedUntil) {
      this.blockedUntil = until;
      this.blockedBecause = because;
    }
  }

  figures(): RequestBudgetFigures {
    const now = this.options.clock();
    this.roll(now);
    const blocked = now < this.blockedUntil;
    return {
      requestsToday: this.usedToday,
      dailyLimit: this.options.dailyLimit,
      requestsLastMinute: this.recent.length,
      perMinute: this.options.perMinute,
      blockedUntil: blocked ? this.blockedUntil : null,
      blockedBecause: blocked ? this.blockedBecause : null,
    };
  }
}
