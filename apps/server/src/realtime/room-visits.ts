import type { RateLimiter, RateLimitRule } from '../platform/rate-limit/rate-limiter';
import type { LiveDataHub } from './live-data-hub';

/** How recently a member must have been in a room to count as there (red envelope claims). */
export const RECENT_VISIT_MINUTES = 5;

const BUCKET_MS = 60_000;
/** A bucket's key outlives the buckets a look-up reads. */
const BUCKET_RULE: RateLimitRule = {
  limit: Number.MAX_SAFE_INTEGER,
  windowMs: (RECENT_VISIT_MINUTES + 1) * BUCKET_MS,
};
const SCAN_INTERVAL_MS = 15_000;

/** A socket hub that knows which members are in which rooms on this instance. */
export interface RoomMembershipSource {
  localRoomMemberships(): Iterable<{ roomId: number; userId: number }>;
}

/**
 * Which members were in which live room during the last few minutes, on any instance: a page
 * on `/ws` (`enterRoom`) or a chat connection on `/im` (room join). Each instance records its
 * own members, at once on `enterRoom` and on leaving, and every 15 s for everyone still there, into minute
 * buckets of the shared rate-limit store (Redis when configured, so every instance sees them;
 * this process's memory otherwise). A look-up asks this instance's sockets first, then the
 * buckets of the last five minutes.
 */
export class RecentRoomVisits {
  /** The bucket each pair was last recorded in, so a scan writes each pair once a minute. */
  private readonly recorded = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private stopListening: Array<() => void> = [];
  private readonly now: () => number;

  constructor(
    private readonly options: {
      rateLimiter: RateLimiter;
      sources: RoomMembershipSource[];
      /** The live-data hub: a member's `enterRoom`, and their page leaving, are recorded at once. */
      entries?: Pick<LiveDataHub, 'onClientMessage' | 'onRoomLeft'>;
      onError?: (error: unknown) => void;
      now?: () => number;
    },
  ) {
    this.now = options.now ?? Date.now;
  }

  start(): void {
    const entries = this.options.entries;
    if (entries) {
      this.stopListening = [
        entries.onClientMessage((client, message) => {
          if (message.type !== 'enterRoom' || client.userId === null) return;
          this.record(message.room_id, client.userId).catch(this.reportError);
        }),
        // A page that leaves (closed, navigated away) still counts for a few minutes.
        entries.onRoomLeft((client, roomId) => {
          if (client.userId === null) return;
          this.recorded.delete(`${roomId}:${client.userId}`);
          this.record(roomId, client.userId).catch(this.reportError);
        }),
      ];
    }
    this.timer = setInterval(() => void this.scan().catch(this.reportError), SCAN_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    for (const stop of this.stopListening) stop();
  }

  /** Notes that a member is in a room now. */
  async record(roomId: number, userId: number): Promise<void> {
    const bucket = this.bucket();
    const pair = `${roomId}:${userId}`;
    if (this.recorded.get(pair) === bucket) return;
    this.recorded.set(pair, bucket);
    await this.options.rateLimiter.hit(keyOf(roomId, userId, bucket), BUCKET_RULE);
  }

  /** Whether the member is in the room now or was within the last few minutes. */
  async seenRecently(roomId: number, userId: number): Promise<boolean> {
    if (this.isHereNow(roomId, userId)) return true;
    const current = this.bucket();
    const counts = await Promise.all(
      Array.from({ length: RECENT_VISIT_MINUTES + 1 }, (_, back) =>
        this.options.rateLimiter.peek(keyOf(roomId, userId, current - back), BUCKET_RULE),
      ),
    );
    return counts.some((result) => result.count > 0);
  }

  /** Records everyone in a room on this instance (once a minute each) and forgets old pairs. */
  async scan(): Promise<void> {
    const current = this.bucket();
    for (const [pair, bucket] of this.recorded) {
      if (bucket < current) this.recorded.delete(pair);
    }
    const writes: Promise<void>[] = [];
    for (const source of this.options.sources) {
      for (const { roomId, userId } of source.localRoomMemberships()) {
        writes.push(this.record(roomId, userId));
      }
    }
    await Promise.all(writes);
  }

  private isHereNow(roomId: number, userId: number): boolean {
    for (const source of this.options.sources) {
      for (const membership of source.localRoomMemberships()) {
        if (membership.roomId === roomId && membership.userId === userId) return true;
      }
    }
    return false;
  }

  private bucket(): number {
    return Math.floor(this.now() / BUCKET_MS);
  }

  private readonly reportError = (error: unknown): void => this.options.onError?.(error);
}

function keyOf(roomId: number, userId: number, bucket: number): string {
  return `room-visit:${roomId}:${userId}:${bucket}`;
}
