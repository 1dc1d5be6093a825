import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Bus, Unsubscribe } from '../platform/bus/bus';

export interface InstanceReportsOptions<K, V = number> {
  bus: Bus;
  /** The bus channel the instances report on. */
  channel: string;
  /** One entry of a report: a key and its count (or another value, e.g. a stream's health). */
  entrySchema: z.ZodType<[K, V]>;
  /** How often the instances report; a report older than three intervals is dropped. */
  intervalMs: number;
  now?: () => number;
}

/**
 * Counts (or other values) per key that every server instance reports on the bus every
 * interval, as the other instances see them: this instance publishes its own and keeps the
 * latest report of each other one. A report older than three intervals is dropped, so a
 * crashed instance fades out.
 */
export class InstanceReports<K, V = number> {
  readonly instanceId = randomUUID();
  private readonly remote = new Map<string, { at: number; counts: Map<K, V> }>();
  private readonly reportSchema: z.ZodType<{ instanceId: string; counts: [K, V][] }>;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: Unsubscribe | null = null;

  constructor(private readonly options: InstanceReportsOptions<K, V>) {
    this.reportSchema = z.object({
      instanceId: z.string(),
      counts: z.array(options.entrySchema),
    });
    this.now = options.now ?? Date.now;
  }

  /** Keeps the other instances' reports, and calls `everyInterval` (which reports) from now on. */
  async start(everyInterval: () => Promise<void>): Promise<void> {
    this.unsubscribe = await this.options.bus.subscribe(this.options.channel, (payload) => {
      const report = this.reportSchema.safeParse(payload);
      if (!report.success || report.data.instanceId === this.instanceId) return;
      this.remote.set(report.data.instanceId, {
        at: this.now(),
        counts: new Map(report.data.counts),
      });
    });
    // A round that fails (the bus is away) is skipped: the bus logs its own errors and the
    // health check reports it; the next round reports again. Left unhandled, it would end the
    // process (found by the chaos suite, issue 27).
    this.timer = setInterval(
      () => void everyInterval().catch(() => undefined),
      this.options.intervalMs,
    );
    this.timer.unref();
  }

  /** Safe to call twice (a hub closes before the app does). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = null;
    await unsubscribe?.();
  }

  /** Tells the other instances this one's counts. */
  publish(counts: [K, V][]): Promise<void> {
    return this.options.bus.publish(this.options.channel, {
      instanceId: this.instanceId,
      counts,
    });
  }

  /** The counts of every other instance whose report is recent; stale reports are dropped. */
  current(): Map<K, V>[] {
    const cutoff = this.now() - this.options.intervalMs * 3;
    const current: Map<K, V>[] = [];
    for (const [instanceId, report] of this.remote) {
      if (report.at < cutoff) this.remote.delete(instanceId);
      else current.push(report.counts);
    }
    return current;
  }
}
