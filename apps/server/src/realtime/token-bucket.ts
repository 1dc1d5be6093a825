import type { FrameRate } from './socket-limits';

/** Allows `burst` events at once and `perSecond` on average after that. */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly rate: FrameRate,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = rate.burst;
    this.updatedAt = now();
  }

  /** Takes one token; false when none is left (the event is over the rate). */
  take(): boolean {
    const now = this.now();
    const refill = ((now - this.updatedAt) / 1000) * this.rate.perSecond;
    this.tokens = Math.min(this.rate.burst, this.tokens + refill);
    this.updatedAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
