/**
 * Fixed-window counters shared by every instance (Redis) or kept in this process (embedded
 * default). `hit` counts one attempt and says whether it is within the limit.
 */
export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** When the current window ends; a refused caller may retry then. */
  retryAfterMs: number;
}

export interface RateLimiter {
  readonly driver: 'memory' | 'redis';
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** Reads the count without adding to it. */
  peek(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /**
   * Takes back one hit of a key under a rule (an attempt counted up front that turned out to be
   * fine, or a slot given back); never below zero.
   */
  forgive(key: string, rule: RateLimitRule): Promise<void>;
  /** Forgets a key's counts under these rules (after a successful login, say). */
  reset(key: string, rules: readonly RateLimitRule[]): Promise<void>;
  close(): Promise<void>;
}
