import type { RateLimiter, RateLimitResult, RateLimitRule } from './rate-limiter';

interface Window {
  count: number;
  endsAt: number;
}

export class MemoryRateLimiter implements RateLimiter {
  readonly driver = 'memory' as const;
  private readonly windows = new Map<string, Window>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    // Drop finished windows now and then so the map cannot grow without bound.
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const window = this.current(key, rule);
    window.count += 1;
    return this.result(window, rule);
  }

  async peek(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    return this.result(this.current(key, rule), rule);
  }

  async forgive(key: string, rule: RateLimitRule): Promise<void> {
    const window = this.windows.get(`${key}|${rule.windowMs}`);
    if (window && window.endsAt > this.now() && window.count > 0) window.count -= 1;
  }

  async reset(key: string, rules: readonly RateLimitRule[]): Promise<void> {
    for (const rule of rules) this.windows.delete(`${key}|${rule.windowMs}`);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.windows.clear();
  }

  private current(key: string, rule: RateLimitRule): Window {
    const windowKey = `${key}|${rule.windowMs}`;
    const now = this.now();
    let window = this.windows.get(windowKey);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + rule.windowMs };
      this.windows.set(windowKey, window);
    }
    return window;
  }

  private result(window: Window, rule: RateLimitRule): RateLimitResult {
    return {
      allowed: window.count <= rule.limit,
      count: window.count,
      retryAfterMs: Math.max(0, window.endsAt - this.now()),
    };
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}
