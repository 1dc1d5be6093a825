import type { SiteMuteCheck } from '../accounts/member-sanctions';
import { randomUUID } from 'node:crypto';
import {
  CHAT_LIMITS,
  type Barrage,
  type BarrageKind,
  type ChatMessage,
  type ChatPayload,
  type FanBadge,
  type RoomChatMode,
  type Wallet,
} from '@tifo/contract';
import type { AppEventBus } from '../../platform/events/app-event-bus';
import { AppError } from '../../platform/http/app-error';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { ImHub } from '../../realtime/im-hub';
import type { LiveRepository } from '../live/live.repository';
import type { LiveService } from '../live/live.service';
import { isModerator, resolveRoomRole, viewerStateOf } from '../live/room-roles';
import type { BarrageCharges, BarrageHighlight } from './barrage-charges';
import type { BlockedWordsService } from './blocked-words.service';
import type { RewardRulesService } from '../rewards/reward-rules';
import { chatMessageOf, sentMessageOf } from './chat-message';
import { roomConversation, type ChatRepository } from './chat.repository';
import { ROOM_SEND_RULES, enforceSendRate, refuseDuplicate, screenedTextOf } from './send-limits';

/** A member's fan badge in a streamer's group, and the level the room's fans-only chat needs. */
export interface FanChatStanding {
  chatStanding(
    anchorId: number,
    userId: number,
  ): Promise<{ badge: FanBadge | null; fansOnlyLevel: number }>;
}

/** Who sends: the member and the name and avatar their message shows. */
export interface ChatSender {
  id: number;
  nick: string;
  avatar: string;
}

export interface RoomChatServiceDeps {
  /** Hears `chat.roomMessage` (the task centre's chat task). */
  events: Pick<AppEventBus, 'emit'>;
  liveRepository: LiveRepository;
  live: LiveService;
  hub: ImHub;
  rateLimiter: RateLimiter;
  blockedWords: BlockedWordsService;
  /** Site-wide mutes (the console's sanctions). */
  siteMute?: SiteMuteCheck;
  /** Paid and advertising barrages; without it only normal barrages are offered. */
  barrageCharges?: BarrageCharges;
  fans?: FanChatStanding;
  /** The reward rules in force: senders' levels follow their ladder. */
  rules: Pick<RewardRulesService, 'current'>;
  now?: () => number;
}

/**
 * Chat rooms: one per live room, like a large broadcast group. Sending obeys the room's
 * sanctions (kick, mute, shield from the live module), its chat modes (slow mode,
 * followers-only; moderators are exempt) and the blocked words, then fans the message out to
 * the room's members on every instance. Room messages are also the danmaku over the video.
 */
export class RoomChatService {
  constructor(
    private readonly repository: ChatRepository,
    private readonly deps: RoomChatServiceDeps,
  ) {}

  private levelStep(): number {
    return this.deps.rules.current().levels.user_step;
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /**
   * What a joiner gets: recent history (or, rejoining, what came after `afterId`) and the
   * modes. Kicked members may not join.
   */
  async join(memberId: number | null, roomId: number, afterId?: number) {
    const room = await this.deps.live.requireRoom(roomId);
    if (memberId !== null) {
      const state = await viewerStateOf(
        this.deps.liveRepository,
        roomId,
        memberId,
        'viewer',
        new Date(this.now()),
      );
      if (state.kicked) throw new AppError('live.kicked', { httpStatus: 403 });
    }
    const [rows, mode] = await Promise.all([
      afterId === undefined
        ? this.repository.roomHistory(room.id, memberId, CHAT_LIMITS.roomHistorySize)
        : this.repository.roomHistory(room.id, memberId, CHAT_LIMITS.roomCatchUpSize, afterId),
      this.mode(room.id),
    ]);
    return { history: rows.map((row) => chatMessageOf(row, this.levelStep())), mode };
  }

  /**
   * Checks and stores a room message, then fans it out. The independent lookups run side by
   * side: a send is on the path of every member's chat, so its latency is the room's.
   */
  async send(
    sender: ChatSender,
    roomId: number,
    clientId: string,
    payload: ChatPayload,
    highlight: BarrageHighlight | null = null,
  ): Promise<ChatMessage> {
    if (payload.kind !== 'text') throw new AppError('im.roomTextOnly');
    if (payload.text.length > CHAT_LIMITS.roomTextMaxLength) {
      throw new AppError('im.roomTextTooLong', {
        params: { max: CHAT_LIMITS.roomTextMaxLength },
      });
    }
    const [room, already, mode, state, badges] = await Promise.all([
      this.deps.live.requireRoom(roomId),
      this.repository.messageByClientId(sender.id, clientId),
      this.repository.roomMode(roomId),
      viewerStateOf(this.deps.liveRepository, roomId, sender.id, 'viewer', new Date(this.now())),
      this.repository.badgesOf(sender.id),
    ]);
    const fan = (await this.deps.fans?.chatStanding(room.anchorId, sender.id)) ?? {
      badge: null,
      fansOnlyLevel: 0,
    };
    if (already) return chatMessageOf(already, this.levelStep());
    if (room.sealedAt) throw new AppError('live.roomSealed', { httpStatus: 403 });
    if (state.kicked) throw new AppError('live.kicked', { httpStatus: 403 });
    if (state.muted) throw this.mutedError(state.muted_until);
    await this.deps.siteMute?.refuseIfMuted(sender.id);
    // A shielded member's messages reach only themselves: a paid barrage would be paid for
    // nothing, and an advert would still fly across every room. Refused before any charge.
    if (highlight !== null && state.shielded) {
      throw new AppError('live.shieldedPaidBarrage', { httpStatus: 403 });
    }
    this.deps.blockedWords.refuseIfBlocked(screenedTextOf(payload));
    const role = await resolveRoomRole(this.deps.liveRepository, room, sender.id);
    if (!isModerator(role)) await this.enforceModes(sender.id, room, { ...mode, fan });
    await enforceSendRate(this.deps.rateLimiter, `im:room:${sender.id}`, ROOM_SEND_RULES);
    await refuseDuplicate(this.deps.rateLimiter, `im:room:${roomId}:${sender.id}`, payload);

    const values = {
      conversation: roomConversation(roomId),
      roomId,
      senderId: sender.id,
      recipientId: null,
      payload,
      clientId,
      shielded: state.shielded,
      highlight,
    };
    const stored = await this.store(values, highlight);
    const message = sentMessageOf(
      values,
      stored,
      sender,
      { ...badges, fanBadge: fan.badge },
      this.levelStep(),
    );
    if (stored.created) {
      this.deps.events.emit('chat.roomMessage', { memberId: sender.id, roomId });
      // A shielded member sees their own message; nobody else does.
      await this.deps.hub.publish(
        state.shielded ? { kind: 'user', userID: String(sender.id) } : { kind: 'room', roomId },
        { type: 'roomMessage', data: message },
      );
    }
    return message;
  }

  /** Stores a message; a highlighted one is paid for in the same transaction. */
  private async store(
    values: Parameters<ChatRepository['insertMessage']>[0],
    highlight: BarrageHighlight | null,
  ) {
    const charges = this.deps.barrageCharges;
    if (highlight === null) return this.repository.insertMessage(values);
    if (!charges) throw new AppError('im.roomTextOnly');
    return charges.transaction(async (tx) => {
      const stored = await this.repository.insertMessage(values, tx);
      if (stored.created) {
        await charges.charge(tx, {
          userId: values.senderId,
          roomId: values.roomId ?? 0,
          messageId: stored.id,
          kind: highlight,
        });
      }
      return stored;
    });
  }

  async mode(roomId: number): Promise<RoomChatMode> {
    const mode = await this.repository.roomMode(roomId);
    return {
      room_id: roomId,
      slow_mode_seconds: mode.slowModeSeconds,
      followers_only: mode.followersOnly,
    };
  }

  /** The streamer, a room admin or an operator sets the modes; the room hears at once. */
  async setMode(
    actorId: number,
    input: { room_id: number; slow_mode_seconds: number; followers_only: boolean },
  ): Promise<RoomChatMode> {
    const room = await this.deps.live.requireRoom(input.room_id);
    const role = await resolveRoomRole(this.deps.liveRepository, room, actorId);
    if (!isModerator(role)) throw new AppError('live.notModerator', { httpStatus: 403 });
    await this.repository.setRoomMode({
      roomId: room.id,
      slowModeSeconds: input.slow_mode_seconds,
      followersOnly: input.followers_only,
      updatedBy: actorId,
    });
    const mode = await this.mode(room.id);
    await this.deps.hub.publish(
      { kind: 'room', roomId: room.id },
      { type: 'roomMode', data: mode },
    );
    return mode;
  }

  // ——— the spec's Barrage calls: room chat over HTTP, text only ———

  async barrages(roomId: number, viewerId: number | null): Promise<{ list: Barrage[] }> {
    await this.deps.live.requireRoom(roomId);
    const rows = await this.repository.roomHistory(roomId, viewerId, CHAT_LIMITS.roomHistorySize);
    return {
      list: rows.map((row) => chatMessageOf(row, this.levelStep())).flatMap(barrageOf),
    };
  }

  async sendBarrage(
    memberId: number,
    request: { room_id: number; text: string; kind: BarrageKind; request_id?: string | undefined },
  ): Promise<Barrage & { wallet: Wallet | null; free_barrages_left: number | null }> {
    const user = await this.repository.userBrief(memberId);
    if (!user) throw new AppError('profile.userNotFound', { httpStatus: 404 });
    const sender = { id: memberId, nick: user.nickname, avatar: user.avatar };
    const highlight = request.kind === 'normal' ? null : request.kind;
    const clientId = request.request_id ?? randomUUID();
    const existing = await this.repository.messageByClientId(memberId, clientId);
    const message = await this.send(
      sender,
      request.room_id,
      clientId,
      { kind: 'text', text: request.text },
      highlight,
    );
    const [barrage] = barrageOf(message);
    if (!barrage) throw new Error('a text message did not read back as a barrage');
    if (highlight === null || !this.deps.barrageCharges) {
      return { ...barrage, wallet: null, free_barrages_left: null };
    }
    const settled = await this.deps.barrageCharges.settled({
      userId: memberId,
      roomId: request.room_id,
      messageId: message.id,
      kind: highlight,
      text: request.text,
      nickname: user.nickname,
      nobleTier: message.noble_tier || null,
      created: existing === null,
    });
    return { ...barrage, ...settled };
  }

  private async enforceModes(
    memberId: number,
    room: { id: number; anchorId: number },
    mode: {
      slowModeSeconds: number;
      followersOnly: boolean;
      fan: { badge: FanBadge | null; fansOnlyLevel: number };
    },
  ): Promise<void> {
    const roomId = room.id;
    const { fansOnlyLevel } = mode.fan;
    if (
      fansOnlyLevel > 0 &&
      room.anchorId !== memberId &&
      (mode.fan.badge?.level ?? 0) < fansOnlyLevel
    ) {
      throw new AppError('fan.chatFansOnly', { httpStatus: 403, params: { level: fansOnlyLevel } });
    }
    if (
      mode.followersOnly &&
      !(await this.deps.liveRepository.isFollowing(memberId, room.anchorId))
    ) {
      throw new AppError('im.followersOnly', { httpStatus: 403 });
    }
    if (mode.slowModeSeconds > 0) {
      const windowMs = mode.slowModeSeconds * 1000;
      const slow = await this.deps.rateLimiter.hit(`im:slow:${roomId}:${memberId}`, {
        limit: 1,
        windowMs,
      });
      if (!slow.allowed) {
        throw new AppError('im.slowMode', {
          httpStatus: 429,
          params: { seconds: Math.max(1, Math.ceil(slow.retryAfterMs / 1000)) },
          data: { retry_after_ms: slow.retryAfterMs },
        });
      }
    }
  }

  private mutedError(mutedUntil: string | null): AppError {
    if (!mutedUntil) return new AppError('live.muted', { httpStatus: 403 });
    const minutes = Math.max(1, Math.ceil((Date.parse(mutedUntil) - this.now()) / 60_000));
    return new AppError('live.mutedUntil', { httpStatus: 403, params: { minutes } });
  }
}

function barrageOf(message: ChatMessage): Barrage[] {
  if (message.payload.kind !== 'text' || message.room_id === null) return [];
  return [
    {
      id: message.id,
      room_id: message.room_id,
      user_id: Number(message.from),
      nickname: message.nick,
      text: message.payload.text,
      highlight: message.highlight ?? null,
      created_at: new Date(message.time).toISOString(),
    },
  ];
}
