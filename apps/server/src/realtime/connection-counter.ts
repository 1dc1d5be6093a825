import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Bus, Unsubscribe } from '../platform/bus/bus';

const reportSchema = z.object({
  instanceId: z.string(),
  counts: z.array(z.tuple([z.string(), z.number().int().positive()])),
});

/** Keys held this many times on one instance are reported to the others. */
const REPORTED_FROM = 2;

export interface ConnectionCounterOptions {
  bus: Bus;
  /** The bus channel the instances report on (one per socket endpoint). */
  channel: string;
  intervalMs: number;
  now?: () => number;
}

/**
 * Open connections per key (`a:<address>`, `m:<member>`) on every instance. This instance counts
 * its own exactly; every few seconds each instance reports the keys it holds more than once, and
 * a report older than three intervals is dropped, so a crashed instance's connections fade out.
 * A cap is therefore exact on one instance, and across several it may be passed by what the
 * others opened since their last report, or by one connection per instance.
 */
export class ConnectionCounter {
  readonly instanceId = randomUUID();
  private readonly local = new Map<string, number>();
  private readonly remote = new Map<string, { at: number; counts: Map<string, number> }>();
  private readonly now: () => number;
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: Unsubscribe | null = null;

  constructor(private readonly options: ConnectionCounterOptions) {
    this.now = options.now ?? Date.now;
  }

  async start(): Promise<void> {
    this.unsubscribe = await this.options.bus.subscribe(this.options.channel, (payload) => {
      const report = reportSchema.safeParse(payload);
      if (!report.success || report.data.instanceId === this.instanceId) return;
      this.remote.set(report.data.instanceId, {
        at: this.now(),
        counts: new Map(report.data.counts),
      });
    });
    this.timer = setInterval(() => void this.report(), this.options.intervalMs);
    this.timer.unref();
  }

  /** Safe to call twice (a hub closes before the app does). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = null;
    await unsubscribe?.();
  }

  /** Counts one more connection for `key` unless it already holds `limit`; says whether it did. */
  tryAcquire(key: string, limit: number): boolean {
    if (this.count(key) >= limit) return false;
    this.local.set(key, (this.local.get(key) ?? 0) + 1);
    return true;
  }

  release(key: string): void {
    const held = (this.local.get(key) ?? 0) - 1;
    if (held > 0) this.local.set(key, held);
    else this.local.delete(key);
  }

  /** Connections `key` holds on every instance. */
  count(key: string): number {
    let total = this.local.get(key) ?? 0;
    const cutoff = this.now() - this.options.intervalMs * 3;
    for (const [instanceId, report] of this.remote) {
      if (report.at < cutoff) this.remote.delete(instanceId);
      else total += report.counts.get(key) ?? 0;
    }
    return total;
  }

  /** Tells the other instances this one's busy keys (every interval; tests call it directly). */
  async report(): Promise<void> {
    const counts = [...this.local].filter(([, held]) => held >= REPORTED_FROM);
    await this.options.bus
      .publish(this.options.channel, { instanceId: this.instanceId, counts })
      .catch(() => {
        // The bus reports its own errors; the next round tries again.
      });
  }
}
