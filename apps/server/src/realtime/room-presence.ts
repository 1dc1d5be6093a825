import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Bus, Unsubscribe } from '../platform/bus/bus';

const reportSchema = z.object({
  instanceId: z.string(),
  counts: z.array(z.tuple([z.number().int(), z.number().int().nonnegative()])),
});

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
  readonly instanceId = randomUUID();
  private readonly remote = new Map<string, { at: number; counts: Map<number, number> }>();
  private readonly intervalMs: number;
  private readonly now: () => number;
  private lastTotals = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: Unsubscribe | null = null;

  constructor(private readonly options: RoomPresenceOptions) {
    this.intervalMs = options.intervalMs ?? 5_000;
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
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.unsubscribe?.();
  }

  /** Pages open on a room on every instance (this one counted live, the others as reported). */
  total(roomId: number): number {
    return this.totals().get(roomId) ?? 0;
  }

  totals(): Map<number, number> {
    const totals = new Map(this.options.localCounts());
    const cutoff = this.now() - this.intervalMs * 3;
    for (const [instanceId, report] of this.remote) {
      if (report.at < cutoff) {
        this.remote.delete(instanceId);
        continue;
      }
      for (const [roomId, count] of report.counts) {
        totals.set(roomId, (totals.get(roomId) ?? 0) + count);
      }
    }
    return totals;
  }

  /** One round: report, push changed totals to this instance's pages, feed statistics. */
  async tick(): Promise<void> {
    const local = this.options.localCounts();
    await this.options.bus.publish(this.options.channel, {
      instanceId: this.instanceId,
      counts: [...local.entries()],
    });
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
