import { randomBytes } from 'node:crypto';
import type { RewardRulesService } from '../rewards/reward-rules';
import {
  LIVE_LIMITS,
  type CallData,
  type FanBadge,
  type GoalAlertData,
  type Language,
  type liveCalls,
  type PushSettings,
  type RankingPeriod,
  type RoomInfo,
  type RoomStatusEvent,
  type RoomSummary,
  type RoomViewerState,
  type StreamHealth,
} from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { StreamHealthMonitor } from './stream-health';
import type { MediaServer, PublishHandler } from '../../media/media-server';
import { signStream } from '../../media/stream-signature';
import { AppError } from '../../platform/http/app-error';
import { periodStart } from '../../platform/time/ranking-period';
import type { LiveDataHub } from '../../realtime/live-data-hub';
import type { RoomPresence } from '../../realtime/room-presence';
import type { Database } from '../../platform/db/database';
import type { LiveRepository, RoomListFilter, RoomRow } from './live.repository';
import {
  CATEGORY_NAMES,
  customCategoryName,
  roomSummaryOf,
  type CustomCategory,
} from './room-view';
import { resolveRoomRole, viewerStateOf } from './room-roles';
import type { BlockedWordsCheck } from '../chat/blocked-words.service';
import type { AppEventBus } from '../../platform/events/app-event-bus';

export interface LiveServiceDeps {
  db: Database;
  media: MediaServer;
  liveData: LiveDataHub;
  presence: RoomPresence;
  /** Key that signs push URLs (node-media-server checks the same signature). */
  pushSecret: string;
  pushUrlTtlDays: number;
  matchLabel: (matchId: string, language: Language) => string | null;
  /** The reward rules in force: streamers' levels follow their ladder. */
  rules: Pick<RewardRulesService, 'current'>;
  logger: FastifyBaseLogger;
  now?: () => number;
  /** Operators' blocked words: refused in room titles and announcements as in chat. */
  blockedWords?: BlockedWordsCheck;
  /** Hears that a broadcast ended (the replay is made from its recording). */
  events?: Pick<AppEventBus, 'emit'>;
  /** A member's fan badge in the room's streamer's group (entry announcements show it). */
  fanBadge?: (roomId: number, userId: number) => Promise<FanBadge | null>;
  /** Streams as the ingest measures them (stream-health.ts). */
  streamHealth?: Pick<StreamHealthMonitor, 'of'>;
}

export type Viewer = { userId: number } | null;

const CATEGORY_CACHE_MS = 30_000;

/** A fresh stream key: 20 random bytes, URL-safe, never derived from the room id. */
function newStreamKey(): string {
  return randomBytes(20).toString('hex');
}

/**
 * Rooms, lists and the live lifecycle. A room goes live when its streamer starts it or its
 * stream arrives, and ends when the streamer ends it or the stream stops for good (after the
 * media server's reconnect grace). Every change is pushed as `startRoom` / `endRoom`.
 */
export class LiveService implements PublishHandler {
  constructor(
    private readonly repository: LiveRepository,
    private readonly deps: LiveServiceDeps,
  ) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  // ——— reading ———

  async categoryList(language: Language) {
    const fixed = [1, 2, 3, 4, 5, 6].map((type) => ({
      id: 0,
      type,
      name: CATEGORY_NAMES[type]?.[language] ?? '',
    }));
    const custom = (await this.repository.categories()).map((category) => ({
      id: category.id,
      type: category.type,
      name: customCategoryName(category, language),
    }));
    return { list: [...fixed, ...custom] };
  }

  async roomList(
    query: {
      type: number;
      category_id?: number | undefined;
      match_id?: string | undefined;
      page: number;
      page_size: number;
    },
    language: Language,
  ): Promise<CallData<typeof liveCalls.getRoomList>> {
    const filter: RoomListFilter = {};
    if (query.type !== 0) filter.categoryType = query.type;
    if (query.type === 3 && query.category_id !== undefined) filter.categoryId = query.category_id;
    if (query.match_id !== undefined) filter.matchId = query.match_id;
    const { rows, total } = await this.repository.listRooms(filter, {
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    });
    return { list: await this.summaries(rows, language), total };
  }

  /** Rooms whose title or streamer's nickname contains the text (search), live first. */
  async searchRooms(text: string, page: { limit: number; offset: number }, language: Language) {
    const { rows, total } = await this.repository.searchRooms(text, page);
    return { list: await this.summaries(rows, language), total };
  }

  async liveList(limit: number, language: Language) {
    const { rows } = await this.repository.listRooms({ liveOnly: true }, { limit, offset: 0 });
    return { list: await this.summaries(rows, language) };
  }

  async followedRooms(userId: number, language: Language) {
    const anchorIds = await this.repository.followedAnchorIds(userId);
    if (anchorIds.length === 0) return { list: [] };
    const { rows } = await this.repository.listRooms({ anchorIds }, { limit: 200, offset: 0 });
    return { list: await this.summaries(rows, language) };
  }

  async roomInfo(roomId: number, viewer: Viewer, language: Language): Promise<RoomInfo> {
    const row = await this.requireRoom(roomId);
    return this.infoOf(row, viewer, language);
  }

  async liveUrl(roomId: number): Promise<CallData<typeof liveCalls.getLiveUrl>> {
    const row = await this.requireRoom(roomId);
    const streaming = row.liveStatus === 'live' && row.streamingSince !== null;
    const urls = streaming
      ? this.deps.media.playbackUrls(row.id, row.streamKey)
      : { flv: null, hls: null };
    return {
      room_id: row.id,
      live_status: row.liveStatus as RoomSummary['live_status'],
      streaming,
      stream_status: streaming ? (this.deps.streamHealth?.of(row.id)?.status ?? null) : null,
      ...urls,
      lines: urls.flv || urls.hls ? [{ name: 'origin', ...urls }] : [],
    };
  }

  /** The streamer's own stream as the ingest measures it (null: nothing arriving). */
  async myStreamHealth(userId: number): Promise<{ health: StreamHealth | null }> {
    const room = await this.ownRoom(userId);
    const streaming = room.liveStatus === 'live' && room.streamingSince !== null;
    return { health: streaming ? (this.deps.streamHealth?.of(room.id) ?? null) : null };
  }

  async placard(roomId: number) {
    const row = await this.requireRoom(roomId);
    return { placard: row.placard };
  }

  async records(userId: number, page: { page: number; page_size: number }) {
    const room = await this.ownRoom(userId);
    const { rows, total } = await this.repository.records(room.id, {
      limit: page.page_size,
      offset: (page.page - 1) * page.page_size,
    });
    const now = this.now();
    return {
      total,
      list: rows.map((session) => ({
        id: session.id,
        started_at: session.startedAt.toISOString(),
        ended_at: session.endedAt?.toISOString() ?? null,
        duration_seconds: Math.max(
          0,
          Math.round(((session.endedAt?.getTime() ?? now) - session.startedAt.getTime()) / 1000),
        ),
        peak_viewers: session.peakViewers,
        viewer_minutes: Math.floor(session.viewerSeconds / 60),
      })),
    };
  }

  /** Streamers by heat in the period: viewer minutes plus diamonds received in gifts. */
  async anchorRanking(period: RankingPeriod, limit: number) {
    const rows = await this.repository.anchorRanking(periodStart(period, this.now()), limit);
    return rows.map((row, index) => ({
      rank: index + 1,
      user_id: row.anchorId,
      nickname: row.nickname,
      avatar: row.avatar,
      room_id: row.roomId,
      live_status: row.liveStatus as RoomSummary['live_status'],
      score: Math.floor(Number(row.score)),
    }));
  }

  // ——— the streamer's own room ———

  /** The streamer's room, created on first use. Only approved streamers have one. */
  async ownRoom(userId: number): Promise<RoomRow> {
    const existing = await this.repository.roomByAnchor(userId);
    if (existing) return existing;
    const user = await this.repository.userBrief(userId);
    if (!user || user.isAnchor === 0) throw new AppError('live.notAnchor', { httpStatus: 403 });
    await this.repository.createRoom({
      anchorId: userId,
      title: `${user.nickname}`.slice(0, LIVE_LIMITS.titleMaxLength),
      streamKey: newStreamKey(),
    });
    const created = await this.repository.roomByAnchor(userId);
    if (!created) throw new Error('could not create a room');
    return created;
  }

  async myRoom(userId: number, requestHost: string, language: Language) {
    const row = await this.ownRoom(userId);
    return {
      room: await this.infoOf(row, { userId }, language),
      push: this.pushSettings(row, requestHost),
    };
  }

  /** Where a broadcaster on this machine pushes a room's stream (the demo broadcaster). */
  async localPushUrl(roomId: number): Promise<string> {
    const room = await this.repository.roomById(roomId);
    return room ? this.pushSettings(room, '127.0.0.1').push_url : '';
  }

  pushSettings(room: { id: number; streamKey: string }, requestHost: string): PushSettings {
    const expiresAt = Math.floor(this.now() / 1000) + this.deps.pushUrlTtlDays * 86_400;
    const server = this.deps.media.pushServerUrl(requestHost);
    const sign = signStream(room.streamKey, expiresAt, this.deps.pushSecret);
    const key = this.deps.media.pushStreamName(room.streamKey, room.id, sign);
    return {
      server,
      stream_key: key,
      push_url: server ? `${server}/${key}` : '',
      expires_at: new Date(expiresAt * 1000).toISOString(),
      hls_available: this.deps.media.hlsAvailable,
    };
  }

  async setLiveInfo(
    userId: number,
    body: {
      title: string;
      cover: string;
      category_type: number;
      category_id: number | null;
      match_id: string | null;
    },
    language: Language,
  ): Promise<RoomInfo> {
    this.deps.blockedWords?.refuseIfBlocked(body.title, 'text.blockedWord');
    const room = await this.ownRoom(userId);
    // A cover is shown to every visitor: only a picture the streamer uploaded (or none), never
    // an address elsewhere that would learn who looks at the room list.
    if (body.cover !== '' && !(await this.repository.ownsImageUpload(userId, body.cover))) {
      throw new AppError('live.coverNotYours');
    }
    let categoryId: number | null = null;
    if (body.category_type === 3 && body.category_id !== null) {
      const category = await this.repository.categoryById(body.category_id);
      if (!category || category.type !== 3) throw new AppError('live.categoryUnknown');
      categoryId = category.id;
    }
    if (body.match_id !== null && this.deps.matchLabel(body.match_id, language) === null) {
      throw new AppError('live.matchUnknown');
    }
    await this.repository.updateRoom(room.id, {
      title: body.title,
      cover: body.cover,
      categoryType: body.category_type,
      categoryId,
      matchId: body.match_id,
    });
    return this.roomInfo(room.id, { userId }, language);
  }

  async setPlacard(userId: number, placard: string) {
    this.deps.blockedWords?.refuseIfBlocked(placard, 'text.blockedWord');
    const room = await this.ownRoom(userId);
    await this.repository.updateRoom(room.id, { placard });
    await this.deps.liveData.publish(
      { kind: 'room', roomId: room.id },
      { code: 200, type: 'placard', data: { room_id: room.id, placard } },
    );
    return { placard };
  }

  async resetStreamKey(userId: number, requestHost: string): Promise<PushSettings> {
    const room = await this.ownRoom(userId);
    const streamKey = newStreamKey();
    await this.repository.updateRoom(room.id, { streamKey });
    // Whoever pushes with the old key is cut now; the broadcast ends after the grace.
    this.deps.media.cut(room.id);
    return this.pushSettings({ id: room.id, streamKey }, requestHost);
  }

  async startRoom(userId: number, requestHost: string, language: Language) {
    const room = await this.ownRoom(userId);
    if (room.sealedAt) throw new AppError('live.roomSealed', { httpStatus: 403 });
    await this.goLive(room.id);
    return this.myRoom(userId, requestHost, language);
  }

  /** Phone apps set the room up and go live in one call. */
  async mobileStartRoom(
    userId: number,
    settings: Parameters<LiveService['setLiveInfo']>[1],
    requestHost: string,
    language: Language,
  ) {
    await this.setLiveInfo(userId, settings, language);
    return this.startRoom(userId, requestHost, language);
  }

  /** Cuts whoever pushes the room's stream now (the broadcast ends after the grace). */
  cutStream(roomId: number): void {
    this.deps.media.cut(roomId);
  }

  async endRoom(userId: number) {
    const room = await this.ownRoom(userId);
    this.cutStream(room.id);
    const ended = await this.endBroadcast(room.id, 'streamer');
    if (!ended) return { record: null };
    const records = await this.records(userId, { page: 1, page_size: 1 });
    return { record: records.list.find((record) => record.id === ended) ?? null };
  }

  // ——— the live lifecycle (also driven by the media server) ———

  async authorize(streamKey: string): Promise<{ roomId: number } | null> {
    const room = await this.repository.roomIdByStreamKey(streamKey);
    return room && !room.sealed ? { roomId: room.id } : null;
  }

  async published(roomId: number): Promise<void> {
    await this.repository.updateRoom(roomId, { streamingSince: new Date(this.now()) });
    await this.goLive(roomId, true);
  }

  async unpublished(roomId: number): Promise<void> {
    await this.repository.updateRoom(roomId, { streamingSince: null });
    await this.endBroadcast(roomId, 'stream-stopped');
  }

  /** Opens a broadcast unless one is open; pushes startRoom either way (streaming may change). */
  async goLive(roomId: number, forceAnnounce = false): Promise<void> {
    const opened = await this.deps.db.transaction(async (tx) => {
      const room = await this.repository.lockRoom(tx, roomId);
      if (!room || room.sealedAt) return null;
      if (room.liveStatus === 'live' && room.currentSessionId !== null) return null;
      const sessionId = await this.repository.openSession(tx, roomId, new Date(this.now()));
      await this.repository.updateRoom(
        roomId,
        { liveStatus: 'live', currentSessionId: sessionId },
        tx,
      );
      return { broadcastId: sessionId, anchorId: room.anchorId };
    });
    if (opened || forceAnnounce) await this.announce(roomId, 'startRoom');
    if (opened) this.deps.events?.emit('live.broadcastStarted', { roomId, ...opened });
  }

  /** Closes the open broadcast; returns its id, or null when none was open. */
  async endBroadcast(roomId: number, reason: string): Promise<number | null> {
    const endedAt = new Date(this.now());
    const ended = await this.deps.db.transaction(async (tx) => {
      const room = await this.repository.lockRoom(tx, roomId);
      if (!room || room.liveStatus !== 'live' || room.currentSessionId === null) return null;
      const session = await this.repository.closeSession(
        tx,
        room.currentSessionId,
        endedAt,
        reason,
      );
      const seconds = session
        ? Math.max(0, Math.round((endedAt.getTime() - session.startedAt.getTime()) / 1000))
        : 0;
      await this.repository.updateRoom(
        roomId,
        { liveStatus: 'ended', currentSessionId: null, streamingSince: null },
        tx,
      );
      if (seconds > 0) {
        await this.repository.addLiveSeconds(tx, roomId, seconds);
      }
      return { room, broadcastId: room.currentSessionId, startedAt: session?.startedAt ?? endedAt };
    });
    if (ended === null) return null;
    await this.announce(roomId, 'endRoom');
    this.deps.events?.emit('live.broadcastEnded', {
      roomId,
      broadcastId: ended.broadcastId,
      anchorId: ended.room.anchorId,
      matchId: ended.room.matchId,
      title: ended.room.title,
      cover: ended.room.cover,
      startedAt: ended.startedAt.getTime(),
      endedAt: endedAt.getTime(),
      reason,
    });
    return ended.broadcastId;
  }

  /**
   * A goal of a match was pushed: every broadcast on that match marks the moment, for its
   * replay's timeline.
   */
  async markGoal(goal: GoalAlertData, at: number): Promise<void> {
    await this.repository.markBroadcastsOfMatch(goal.match_id, new Date(at), 'goal', goal);
  }

  private async announce(roomId: number, type: 'startRoom' | 'endRoom'): Promise<void> {
    const room = await this.repository.roomById(roomId);
    if (!room) return;
    const data: RoomStatusEvent = {
      room_id: room.id,
      anchor_id: room.anchorId,
      live_status: room.liveStatus as RoomStatusEvent['live_status'],
      streaming: room.streamingSince !== null,
      title: room.title,
    };
    await this.deps.liveData.publish({ kind: 'all' }, { code: 200, type, data });
  }

  /** `enterRoom`: a member's page joined the room (visitors come and go silently). */
  async announceEntry(roomId: number, userId: number): Promise<void> {
    const [user, fanBadge] = await Promise.all([
      this.repository.userBrief(userId),
      this.deps.fanBadge?.(roomId, userId) ?? null,
    ]);
    if (!user) return;
    await this.deps.liveData.publish(
      { kind: 'room', roomId },
      {
        code: 200,
        type: 'enterRoom',
        data: {
          room_id: roomId,
          online: this.deps.presence.total(roomId),
          nickname: user.nickname,
          fan_badge: fanBadge,
        },
      },
      { exceptUserId: userId },
    );
  }

  // ——— helpers ———

  async requireRoom(roomId: number): Promise<RoomRow> {
    const row = await this.repository.roomById(roomId);
    if (!row) throw new AppError('live.roomNotFound', { httpStatus: 404 });
    return row;
  }

  private categoryCache: { at: number; map: Promise<Map<number, CustomCategory>> } | null = null;

  /**
   * The room categories by id, read at most every 30 s: every room list names them, and they
   * change only with a migration or an operator's edit (which shows within the 30 s).
   */
  private categoryMap(): Promise<Map<number, CustomCategory>> {
    const now = this.now();
    if (!this.categoryCache || now - this.categoryCache.at > CATEGORY_CACHE_MS) {
      const map = this.repository
        .categories()
        .then((rows) => new Map(rows.map((category) => [category.id, category])));
      this.categoryCache = { at: now, map };
      // A failed read is not kept: the next list asks again.
      map.catch(() => {
        if (this.categoryCache?.map === map) this.categoryCache = null;
      });
    }
    return this.categoryCache.map;
  }

  private async summaries(rows: RoomRow[], language: Language): Promise<RoomSummary[]> {
    const categories = await this.categoryMap();
    const totals = this.deps.presence.totals();
    const list = rows.map((row) =>
      roomSummaryOf(row, {
        language,
        online: totals.get(row.id) ?? 0,
        categories,
        matchLabel: this.deps.matchLabel,
        anchorLevelStep: this.deps.rules.current().levels.anchor_step,
      }),
    );
    // Live rooms come first from the database; among them the hottest lead.
    const live = list.filter((room) => room.live_status === 'live').sort((a, b) => b.heat - a.heat);
    return [...live, ...list.filter((room) => room.live_status !== 'live')];
  }

  private async infoOf(row: RoomRow, viewer: Viewer, language: Language): Promise<RoomInfo> {
    const [summary] = await this.summaries([row], language);
    if (!summary) throw new Error('unreachable');
    const role = await resolveRoomRole(this.repository, row, viewer?.userId ?? null);
    const me: RoomViewerState = viewer
      ? {
          ...(await viewerStateOf(
            this.repository,
            row.id,
            viewer.userId,
            role,
            new Date(this.now()),
          )),
          is_followed: await this.repository.isFollowing(viewer.userId, row.anchorId),
        }
      : {
          role: 'guest',
          muted: false,
          muted_until: null,
          shielded: false,
          kicked: false,
          kicked_until: null,
          is_followed: false,
        };
    return {
      ...summary,
      placard: row.placard,
      anchor_followers: row.followers,
      sealed_reason: row.sealedReason,
      me,
    };
  }
}
