import type { ScoreFeedHealth } from '@tifo/contract';
import type { Clock } from '../../simulator/simulator-clock';
import { failureOf, type ApiFootballQuery, type FetchJson } from './api-football.fetcher';
import { RequestBudget, type RequestPriority } from './request-budget';

/** Requests of one round in flight at once. */
const CONCURRENCY = 4;
/** A round's error lists this many problems at most (a log line stays small). */
const PROBLEMS_SHOWN = 3;

const PRIORITY_RANK: Record<RequestPriority, number> = {
  live: 0,
  today: 1,
  background: 2,
  extra: 3,
};

/** One request a round may make. */
export interface PolledRequest {
  /** Identifies the request across rounds (its last success is kept under this key). */
  key: string;
  priority: RequestPriority;
  /** Earlier first within a priority. */
  order: number;
  path: string;
  query: ApiFootballQuery;
  /** The competitions an answer brings up to date. */
  covers: readonly string[];
  apply(body: unknown, pollTime: number): void;
}

export interface RequestRunnerOptions {
  provider: string;
  fetchJson: FetchJson;
  clock: Clock;
  dailyLimit: number;
  perMinute: number;
  /** The competitions followed (health lists when each was last brought up to date). */
  competitionIds: readonly string[];
}

/**
 * What every api-sports.io feed shares: rounds of due requests made most urgent first within
 * a `RequestBudget`, what succeeded when, and the health figures. A feed says which requests
 * are due (`due` helps) and what an answer changes (`apply`).
 */
export class RequestRunner {
  readonly budget: RequestBudget;
  private readonly lastDone = new Map<string, number>();
  private readonly leagueSuccess = new Map<string, number>();
  private lastSuccessAt: number | null = null;
  private lastProblem: string | null = null;
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: RequestRunnerOptions) {
    this.budget = new RequestBudget({
      dailyLimit: options.dailyLimit,
      perMinute: options.perMinute,
      clock: options.clock,
    });
  }

  /** Whether a request never succeeded or last did `everyMs` ago. */
  due(key: string, everyMs: number, now: number): boolean {
    const last = this.lastDone.get(key);
    return last === undefined || now - last >= everyMs;
  }

  lastSuccessOf(key: string): number | undefined {
    return this.lastDone.get(key);
  }

  markDone(key: string, at: number): void {
    this.lastDone.set(key, at);
  }

  /**
   * One round: each phase's requests (a phase sees what the previous one read), concurrent
   * callers sharing the round in progress; rejects with a short summary if any failed.
   */
  round(phases: readonly ((now: number, problems: string[]) => PolledRequest[])[]): Promise<void> {
    this.running ??= (async () => {
      const problems: string[] = [];
      for (const phase of phases) {
        await this.run(phase(this.options.clock(), problems), problems);
      }
      if (problems.length > 0) {
        const shown = problems.slice(0, PROBLEMS_SHOWN).join('; ');
        const more =
          problems.length > PROBLEMS_SHOWN ? ` (and ${problems.length - PROBLEMS_SHOWN} more)` : '';
        this.lastProblem = `${shown}${more}`.slice(0, 500);
        throw new Error(`${this.options.provider} refresh: ${this.lastProblem}`);
      }
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Rounds now, then every `everyMs` (a round with nothing due costs nothing), until `stop`. */
  start(
    phases: readonly ((now: number, problems: string[]) => PolledRequest[])[],
    everyMs: number,
    onError?: (error: unknown) => void,
  ): void {
    if (this.timer) return;
    const round = () => {
      this.round(phases).catch((error: unknown) => onError?.(error));
    };
    round();
    this.timer = setInterval(round, everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** The provider's own count of what is left today (its `x-ratelimit-requests-remaining`). */
  noteQuota(quota: { dailyRemaining: number | null }): void {
    if (quota.dailyRemaining !== null) this.budget.syncRemaining(quota.dailyRemaining);
  }

  private async run(requests: PolledRequest[], problems: string[]): Promise<void> {
    const { budget } = this;
    const { fetchJson, clock } = this.options;
    const queue = [...requests].sort(
      (a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || a.order - b.order,
    );
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        if (!budget.allows(next.priority)) continue;
        budget.spend();
        const request = next;
        try {
          const body = await fetchJson(request.path, request.query);
          const pollTime = clock();
          request.apply(body, pollTime);
          budget.succeeded();
          this.lastDone.set(request.key, pollTime);
          this.lastSuccessAt = pollTime;
          for (const id of request.covers) this.leagueSuccess.set(id, pollTime);
        } catch (error) {
          budget.failed(failureOf(error));
          problems.push(error instanceof Error ? error.message : String(error));
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }

  health(): ScoreFeedHealth {
    const figures = this.budget.figures();
    const iso = (time: number | null | undefined) =>
      time === null || time === undefined ? null : new Date(time).toISOString();
    return {
      provider: this.options.provider.toLowerCase(),
      status:
        figures.blockedUntil !== null
          ? 'backing_off'
          : this.lastSuccessAt === null
            ? 'starting'
            : 'ok',
      requests_today: figures.requestsToday,
      daily_limit: figures.dailyLimit,
      requests_last_minute: figures.requestsLastMinute,
      minute_limit: figures.perMinute,
      blocked_until: iso(figures.blockedUntil),
      blocked_because: figures.blockedBecause,
      last_success_at: iso(this.lastSuccessAt),
      last_problem: this.lastProblem,
      leagues: Object.fromEntries(
        this.options.competitionIds.map((id) => [id, iso(this.leagueSuccess.get(id))] as const),
      ),
    };
  }
}
