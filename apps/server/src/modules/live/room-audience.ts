import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { LiveDataHub } from '../../realtime/live-data-hub';
import { SOCKET_LIMITS } from '../../realtime/socket-limits';
import type { LiveRepository } from './live.repository';
import type { LiveService } from './live.service';

/**
 * How long "room N exists" is trusted: rooms are never deleted, so a yes lasts; a no is short,
 * so a room made a moment after someone asked for its id can be entered soon.
 */
const ROOM_CHECK = { existsForMs: 60_000, missingForMs: 5_000, maxEntries: 5_000 };

export interface RoomAudienceOptions {
  liveData: LiveDataHub;
  live: LiveService;
  liveRepository: LiveRepository;
  rateLimiter: RateLimiter;
  logger: FastifyBaseLogger;
  now?: () => number;
}

/**
 * Who joins a live room's audience on `/ws`, and who hears about it. Pages may join rooms that
 * exist: any other id is ignored, so made-up rooms cost no viewer update on each presence tick
 * (security review M7). A member joining is announced to the room when they really enter it,
 * at most once per room every few minutes on all instances together (M6). Returns a stop
 * function.
 */
export function installRoomAudience(options: RoomAudienceOptions): () => void {
  const now = options.now ?? Date.now;
  const checked = new Map<number, { exists: boolean; at: number }>();

  options.liveData.setRoomGate((roomId) => {
    const known = checked.get(roomId);
    const trustFor = known?.exists ? ROOM_CHECK.existsForMs : ROOM_CHECK.missingForMs;
    if (known && now() - known.at < trustFor) return known.exists;
    return options.liveRepository.roomById(roomId).then((room) => {
      if (checked.size >= ROOM_CHECK.maxEntries) checked.clear();
      checked.set(roomId, { exists: room !== null, at: now() });
      return room !== null;
    });
  });

  async function announce(roomId: number, userId: number): Promise<void> {
    const once = await options.rateLimiter.hit(`room-entry:${roomId}:${userId}`, {
      limit: 1,
      windowMs: SOCKET_LIMITS.entryAnnouncementEveryMs,
    });
    if (once.allowed) await options.live.announceEntry(roomId, userId);
  }

  return options.liveData.onRoomEntered((client, roomId) => {
    if (client.userId === null) return;
    announce(roomId, client.userId).catch((error: unknown) =>
      options.logger.warn({ err: error }, 'could not announce an entry'),
    );
  });
}
