import type { FastifyBaseLogger } from 'fastify';
import type { LiveRepository } from './live.repository';

/**
 * Viewer time (viewers × seconds) of each room, from every presence tick: the streamer ranking
 * and levels are scored from it. Whole seconds go to the database; fractions wait for the next
 * tick, so short ticks lose nothing.
 */
export class ViewerTime {
  private readonly owed = new Map<number, number>();

  constructor(
    private readonly options: { repository: LiveRepository; logger: FastifyBaseLogger },
  ) {}

  /** `local`: this instance's viewers per room; `totals`: every instance's (the online count). */
  record(tick: { local: Map<number, number>; totals: Map<number, number>; seconds: number }) {
    const samples = [...tick.local.entries()].map(([roomId, count]) => {
      const owed = (this.owed.get(roomId) ?? 0) + count * tick.seconds;
      this.owed.set(roomId, owed - Math.floor(owed));
      return { roomId, viewerSeconds: Math.floor(owed), online: tick.totals.get(roomId) ?? count };
    });
    if (samples.length === 0) return;
    void this.options.repository
      .recordViewers(samples)
      .catch((error: unknown) =>
        this.options.logger.warn({ err: error }, 'could not record viewers'),
      );
  }
}
