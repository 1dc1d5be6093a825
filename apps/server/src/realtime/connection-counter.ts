import { z } from 'zod';
import type { Bus } from '../platform/bus/bus';
import { InstanceReports } from './instance-reports';

const reportEntrySchema = z.tuple([z.string(), z.number().int().positive()]);

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
  private readonly local = new Map<string, number>();
  private readonly remote: InstanceReports<string>;

  constructor(options: ConnectionCounterOptions) {
    this.remote = new InstanceReports({ ...options, entrySchema: reportEntrySchema });
  }

  start(): Promise<void> {
    return this.remote.start(() => this.report());
  }

  /** Safe to call twice (a hub closes before the app does). */
  stop(): Promise<void> {
    return this.remote.stop();
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
    for (const counts of this.remote.current()) total += counts.get(key) ?? 0;
    return total;
  }

  /** Tells the other instances this one's busy keys (every interval; tests call it directly). */
  async report(): Promise<void> {
    const counts = [...this.local].filter(([, held]) => held >= REPORTED_FROM);
    await this.remote.publish(counts).catch(() => {
      // The bus reports its own errors; the next round tries again.
    });
  }
}
