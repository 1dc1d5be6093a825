import { z } from 'zod';
import type { Bus } from '../platform/bus/bus';
import { InstanceReports } from './instance-reports';

const reportEntrySchema = z.tuple([z.number().int(), z.number().int().nonnegative()]);

export interface RoomPresenceOptions {
  bus: Bus;
  /** The bus channel the instances report on (one per kind of presence). */
  channel: string;
  /** This instance's count per room right now. */
  localCounts: () => Map<number, number>;
  /** A room's total changed: tell this instance's own pages (every instance does the same). */
  onTotalChanged: (roomId: number, total: number) => void;
  /** How often each instance reports its counts and pushes changed totals to its pages. */
  intervalMs?: number;
  now?: () => number;
  /** Called on every tick with this instance's counts and the totals (live rooms' statistics). */
  onTick?: (tick: {
    local: Map<number, number>;
    totals: Map<number, number>;
    seconds: number;
  }) => void;
}

/**
 * How many pages (or chat connections) are in each live room across every instance. Each instance reports its
 * own counts on the bus (Redis in production) every few seconds; a report older than three
 * intervals is dropped, so a crashed instance's viewers fade out. Each instance then tells its
 * own pages about changed totals, so no push is sent twice.
 */
export class RoomPresence {
  private readonly remote: InstanceReports<number>;
  private readonly intervalMs: number;
  private lastTotals = new Map<number, number>();

  constructor(private readonly options: RoomPresenceOptions) {
    this.intervalMs = options.intervalMs ?? 5_000;
    this.remote = new InstanceReports({
      ...options,
      intervalMs: this.intervalMs,
      entrySchema: reportEntrySchema,
    });
  }

  start(): Promise<void> {
    return this.remote.start(() => this.tick());
  }

  stop(): Promise<void> {
    return this.remote.stop();
  }

  /** Pages open on a room on every instance (this one counted live, the others as reported). */
  total(roomId: number): number {
    return this.totals().get(roomId) ?? 0;
  }

  totals(): Map<number, number> {
    const totals = new Map(this.options.localCounts());
    for (const counts of this.remote.current()) {
      for (const [roomId, count] of counts) totals.set(roomId, (totals.get(roomId) ?? 0) + count);
    }
    return totals;
  }

  /** One round: report, push changed totals to this instance's pages, feed statistics. */
  async tick(): Promise<void> {
    const local = this.options.localCounts();
    await this.remote.publish([...local.entries()]);
    const totals = this.totals();
    for (const roomId of new Set([...totals.keys(), ...this.lastTotals.keys()])) {
      const online = totals.get(roomId) ?? 0;
      if (online === (this.lastTotals.get(roomId) ?? 0)) continue;
      this.options.onTotalChanged(roomId, online);
    }
    this.lastTotals = totals;
    this.options.onTick?.({ local, totals, seconds: this.intervalMs / 1000 });
  }
}
