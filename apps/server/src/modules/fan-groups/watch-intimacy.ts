import { FAN_INTIMACY } from '@tifo/contract';
import type { IntimacyEarning } from './fan-groups.service';

const ANCHOR_CACHE_MAX = 10_000;

/**
 * Turns presence ticks into watching intimacy: seconds add up per member and room, and each
 * whole minute earns `watchPerMinute`. A member who left a room loses the part-minute there.
 */
export class WatchIntimacy {
  private owed = new Map<string, { roomId: number; userId: number; seconds: number }>();
  /** A room belongs to one streamer for good: remembered once looked up. */
  private readonly anchors = new Map<number, number | null>();

  constructor(
    private readonly deps: {
      anchorOfRoom: (roomId: number) => Promise<number | null>;
      earn: (earnings: IntimacyEarning[]) => Promise<unknown>;
    },
  ) {}

  async tick(memberships: { roomId: number; userId: number }[], seconds: number): Promise<void> {
    const next = new Map<string, { roomId: number; userId: number; seconds: number }>();
    const due: { roomId: number; userId: number; minutes: number }[] = [];
    for (const { roomId, userId } of memberships) {
      const key = `${roomId}:${userId}`;
      const total = (this.owed.get(key)?.seconds ?? 0) + seconds;
      const minutes = Math.floor(total / 60);
      if (minutes > 0) due.push({ roomId, userId, minutes });
      next.set(key, { roomId, userId, seconds: total - minutes * 60 });
    }
    this.owed = next;
    if (due.length === 0) return;
    const earnings: IntimacyEarning[] = [];
    for (const entry of due) {
      const anchorId = await this.anchorOf(entry.roomId);
      if (anchorId === null || anchorId === entry.userId) continue;
      earnings.push({
        anchorId,
        userId: entry.userId,
        source: 'watch',
        points: entry.minutes * FAN_INTIMACY.watchPerMinute,
      });
    }
    await this.deps.earn(earnings);
  }

  private async anchorOf(roomId: number): Promise<number | null> {
    if (this.anchors.has(roomId)) return this.anchors.get(roomId) ?? null;
    const anchorId = await this.deps.anchorOfRoom(roomId);
    if (this.anchors.size >= ANCHOR_CACHE_MAX) this.anchors.clear();
    this.anchors.set(roomId, anchorId);
    return anchorId;
  }
}
