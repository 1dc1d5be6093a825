import { isStaffRole } from '@tifo/contract';
import {
  LIVE_LIMITS,
  type LiveDataEventType,
  type ModeratedUser,
  type ModerationEvent,
  type RoomRole,
} from '@tifo/contract';
import { AppError } from '../../platform/http/app-error';
import type { Database } from '../../platform/db/database';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { LiveDataHub } from '../../realtime/live-data-hub';
import type { LiveRepository, ModeratedRow, SanctionKind } from './live.repository';
import type { LiveService } from './live.service';
import { canSanction, isModerator, resolveRoomRole, viewerStateOf } from './room-roles';

export interface ModerationServiceDeps {
  db: Database;
  live: LiveService;
  liveData: LiveDataHub;
  rateLimiter: RateLimiter;
  now?: () => number;
}

const REPORT_RULE = { limit: 5, windowMs: 60 * 60_000 };

const EVENT_OF: Record<SanctionKind, { on: LiveDataEventType; off: LiveDataEventType }> = {
  mute: { on: 'setTaboo', off: 'relieveTaboo' },
  shield: { on: 'setusershield', off: 'setusershield' },
  kick: { on: 'liveKickout', off: 'liveKickout' },
};

/**
 * Room moderation (spec §4 live-room states, §5 at most 200 admins, §6 room managers): every
 * action is checked here against the actor's role in that room, stored, and pushed to the
 * room's pages with the spec's event names. Room chat (modules/chat) obeys the
 * mutes, kicks and shields set here.
 */
export class ModerationService {
  constructor(
    private readonly repository: LiveRepository,
    private readonly deps: ModerationServiceDeps,
  ) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  async moderationLists(actorId: number, roomId: number) {
    await this.requireModerator(actorId, roomId);
    const now = new Date(this.now());
    const [admins, muted, shielded, kicked] = await Promise.all([
      this.repository.admins(roomId),
      this.repository.sanctioned(roomId, 'mute', now),
      this.repository.sanctioned(roomId, 'shield', now),
      this.repository.sanctioned(roomId, 'kick', now),
    ]);
    return {
      admins: admins.map(moderatedUserOf),
      muted: muted.map(moderatedUserOf),
      shielded: shielded.map(moderatedUserOf),
      kicked: kicked.map(moderatedUserOf),
    };
  }

  async userStatus(actorId: number, roomId: number, userId: number) {
    const room = await this.requireModerator(actorId, roomId);
    const target = await this.requireUser(userId);
    const role = await resolveRoomRole(this.repository, room, userId);
    const state = await viewerStateOf(this.repository, roomId, userId, role, new Date(this.now()));
    return {
      ...state,
      is_followed: await this.repository.isFollowing(userId, room.anchorId),
      user_id: userId,
      nickname: target.nickname,
    };
  }

  /** The streamer names or removes an admin of their own room. */
  async setAdministration(anchorId: number, userId: number, set: boolean) {
    const room = await this.deps.live.ownRoom(anchorId);
    if (userId === anchorId) throw new AppError('live.cannotTargetSelf');
    const target = await this.requireUser(userId);
    if (set) {
      await this.deps.db.transaction(async (tx) => {
        await this.repository.lockRoom(tx, room.id);
        if (await this.repository.isAdmin(room.id, userId, tx)) return;
        if ((await this.repository.countAdmins(tx, room.id)) >= LIVE_LIMITS.roomAdminsMax) {
          throw new AppError('live.tooManyAdmins', { params: { max: LIVE_LIMITS.roomAdminsMax } });
        }
        await this.repository.addAdmin(tx, room.id, userId);
      });
    } else {
      await this.repository.removeAdmin(room.id, userId);
    }
    await this.push('setAdministrations', {
      room_id: room.id,
      user_id: userId,
      nickname: target.nickname,
      active: set,
      until: null,
      by_user_id: anchorId,
    });
    return { user_id: userId, admin: set };
  }

  async sanction(
    actorId: number,
    input: { room_id: number; user_id: number; kind: SanctionKind; minutes: number },
  ): Promise<{ until: string | null }> {
    const { target } = await this.checkSanction(actorId, input.room_id, input.user_id);
    const until = input.minutes > 0 ? new Date(this.now() + input.minutes * 60_000) : null;
    await this.repository.setSanction({
      roomId: input.room_id,
      userId: input.user_id,
      kind: input.kind,
      until,
      byUserId: actorId,
    });
    await this.push(EVENT_OF[input.kind].on, {
      room_id: input.room_id,
      user_id: input.user_id,
      nickname: target.nickname,
      active: true,
      until: until?.toISOString() ?? null,
      by_user_id: actorId,
    });
    return { until: until?.toISOString() ?? null };
  }

  async lift(actorId: number, input: { room_id: number; user_id: number; kind: SanctionKind }) {
    const { target } = await this.checkSanction(actorId, input.room_id, input.user_id);
    await this.repository.liftSanction(input.room_id, input.user_id, input.kind);
    await this.push(EVENT_OF[input.kind].off, {
      room_id: input.room_id,
      user_id: input.user_id,
      nickname: target.nickname,
      active: false,
      until: null,
      by_user_id: actorId,
    });
  }

  async kickedList(userId: number) {
    const rows = await this.repository.kickedRooms(userId, new Date(this.now()));
    return {
      list: rows.map((row) => ({ room_id: row.roomId, until: row.until?.toISOString() ?? null })),
    };
  }

  /** Operators seal a room: its broadcast ends, it leaves the lists and cannot go live. */
  async seal(actorId: number, input: { room_id: number; sealed: boolean; reason: string }) {
    const actor = await this.requireUser(actorId);
    if (!isStaffRole(actor.role)) throw new AppError('admin.operatorsOnly', { httpStatus: 403 });
    await this.deps.live.requireRoom(input.room_id);
    await this.repository.updateRoom(input.room_id, {
      sealedAt: input.sealed ? new Date(this.now()) : null,
      sealedReason: input.sealed ? input.reason : '',
    });
    if (input.sealed) {
      // The stream stops with the broadcast (a sealed room's key is refused from now on).
      this.deps.live.cutStream(input.room_id);
      await this.deps.live.endBroadcast(input.room_id, 'sealed');
    }
    await this.deps.liveData.publish(
      { kind: 'room', roomId: input.room_id },
      {
        code: 200,
        type: 'sealingStatu',
        data: { room_id: input.room_id, sealed: input.sealed, reason: input.reason },
      },
    );
    return { room_id: input.room_id, sealed: input.sealed };
  }

  async report(
    userId: number,
    input: { room_id: number; reason: string; detail: string },
  ): Promise<{ reported: true }> {
    await this.deps.live.requireRoom(input.room_id);
    const limit = await this.deps.rateLimiter.hit(`live:report:${userId}`, REPORT_RULE);
    if (!limit.allowed) {
      throw new AppError('request.rateLimited', {
        httpStatus: 429,
        params: { seconds: Math.ceil(limit.retryAfterMs / 1000) },
      });
    }
    await this.repository.addReport({
      roomId: input.room_id,
      reporterId: userId,
      reason: input.reason,
      detail: input.detail,
    });
    return { reported: true };
  }

  // ——— checks ———

  private async requireUser(userId: number) {
    const user = await this.repository.userBrief(userId);
    if (!user) throw new AppError('profile.userNotFound', { httpStatus: 404 });
    return user;
  }

  private async requireModerator(actorId: number, roomId: number) {
    const room = await this.deps.live.requireRoom(roomId);
    const role = await resolveRoomRole(this.repository, room, actorId);
    if (!isModerator(role)) throw new AppError('live.notModerator', { httpStatus: 403 });
    return room;
  }

  private async checkSanction(actorId: number, roomId: number, userId: number) {
    const room = await this.deps.live.requireRoom(roomId);
    if (actorId === userId) throw new AppError('live.cannotTargetSelf');
    const target = await this.requireUser(userId);
    const actorRole = await resolveRoomRole(this.repository, room, actorId);
    if (!isModerator(actorRole)) throw new AppError('live.notModerator', { httpStatus: 403 });
    const targetRole: RoomRole = await resolveRoomRole(this.repository, room, userId);
    if (!canSanction(actorRole, targetRole)) {
      throw new AppError('live.cannotSanction', { httpStatus: 403 });
    }
    return { room, target };
  }

  private async push(type: LiveDataEventType, data: ModerationEvent): Promise<void> {
    await this.deps.liveData.publish(
      { kind: 'room', roomId: data.room_id },
      { code: 200, type, data },
    );
  }
}

function moderatedUserOf(row: ModeratedRow): ModeratedUser {
  return {
    user_id: row.userId,
    nickname: row.nickname,
    avatar: row.avatar,
    since: row.since.toISOString(),
    until: row.until ? new Date(row.until).toISOString() : null,
  };
}
