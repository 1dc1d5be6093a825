import type { FastifyInstance } from 'fastify';
import { demoRoomId } from '../../db/seed/live-seed';
import { createMediaServer } from '../../media/create-media-server';
import { DemoBroadcaster } from '../../media/demo-broadcaster';
import { EmbeddedMediaServer } from '../../media/embedded-media-server';
import { ffmpegAvailable } from '../../media/hls-writer';
import type { MediaServer } from '../../media/media-server';
import { BusChannel } from '../../platform/bus/bus';
import type { Platform } from '../../platform/install-platform';
import { RoomPresence } from '../../realtime/room-presence';
import { StreamHealthMonitor } from './stream-health';
import type { BlockedWordsService } from '../chat/blocked-words.service';
import type { Matches } from '../matches/matches-module';
import type { Money } from '../money/money-module';
import type { FanGroupsService } from '../fan-groups/fan-groups.service';
import { LiveRepository } from './live.repository';
import { registerLiveRoutes } from './live.routes';
import { LiveService } from './live.service';
import { ModerationService } from './moderation.service';
import { installRoomAudience } from './room-audience';
import { ViewerTime } from './viewer-time';

export interface LiveDeps extends Pick<
  Platform,
  | 'config'
  | 'database'
  | 'bus'
  | 'liveData'
  | 'rateLimiter'
  | 'secrets'
  | 'events'
  | 'presenceIntervalMs'
> {
  matches: Pick<Matches, 'matchLabel'>;
  /** The contribution ranking of a room comes from gifts. */
  money: Pick<Money, 'gifts' | 'rules'>;
  blockedWords: BlockedWordsService;
  /** Fan badges on entry announcements. */
  fans?: Pick<FanGroupsService, 'badgeInRoom'>;
}

export interface Live {
  live: LiveService;
  /** Room sanctions and sealing (the console's reports queue seals rooms too). */
  moderation: ModerationService;
  repository: LiveRepository;
  presence: RoomPresence;
  media: MediaServer;
  /** Each stream's bitrate and picture as its ingest sees it (the console's rooms). */
  streamHealth: StreamHealthMonitor;
}

/**
 * Live rooms: the media server and its streams, room audiences on `/ws` (online counts, viewer
 * time, entry announcements), moderation, and the demo broadcaster.
 */
export async function installLive(app: FastifyInstance, deps: LiveDeps): Promise<Live> {
  const { config, liveData, events } = deps;
  const { db } = deps.database;
  const repository = new LiveRepository(db);
  const viewerTime = new ViewerTime({ repository, logger: app.log });
  const presence = new RoomPresence({
    bus: deps.bus,
    channel: BusChannel.roomPresence,
    localCounts: () => liveData.localRoomCounts(),
    onTotalChanged: (roomId, online) =>
      liveData.sendLocal(
        { kind: 'room', roomId },
        { code: 200, type: 'roomOnline', data: { room_id: roomId, online } },
      ),
    ...(deps.presenceIntervalMs ? { intervalMs: deps.presenceIntervalMs } : {}),
    onTick: (tick) => {
      events.emit('presence.tick', {
        memberIds: liveData.localRoomMembers(),
        seconds: tick.seconds,
        memberships: [...uniqueMemberships(liveData.localRoomMemberships())],
      });
      viewerTime.record(tick);
    },
  });
  await presence.start();
  const pushSecret = deps.secrets.keyFor('media-push').toString('hex');
  const media = createMediaServer(app, config, { pushSecret, logger: app.log });
  const streamHealth = new StreamHealthMonitor({
    bus: deps.bus,
    channel: BusChannel.streamHealth,
    ingestStats: () => media.ingestStats(),
    // Viewers of a room whose connection turns unstable, or recovers, are told at once.
    onChange: (roomId, health) =>
      liveData.publish(
        { kind: 'room', roomId },
        {
          code: 200,
          type: 'streamHealth',
          data: { room_id: roomId, status: health.status, problems: health.problems },
        },
      ),
    ...(deps.presenceIntervalMs ? { intervalMs: deps.presenceIntervalMs } : {}),
  });
  const live = new LiveService(repository, {
    db,
    media,
    streamHealth,
    liveData,
    presence,
    pushSecret,
    pushUrlTtlDays: config.media.pushUrlTtlDays,
    matchLabel: deps.matches.matchLabel,
    rules: deps.money.rules,
    logger: app.log,
    blockedWords: deps.blockedWords,
    events,
    ...(deps.fans
      ? { fanBadge: (roomId: number, userId: number) => deps.fans!.badgeInRoom(roomId, userId) }
      : {}),
  });
  const stopMarkingGoals = events.on('match.goal', ({ goal, at }) => live.markGoal(goal, at));
  const moderation = new ModerationService(repository, {
    db,
    live,
    liveData,
    rateLimiter: deps.rateLimiter,
  });
  registerLiveRoutes(app, {
    live,
    contributionRanking: (roomId, from, limit) =>
      deps.money.gifts.contributionRanking(roomId, from, limit),
    moderation,
  });
  await media.start(live);
  await streamHealth.start();
  const stopEntryAnnouncements = installRoomAudience({
    liveData,
    live,
    liveRepository: repository,
    rateLimiter: deps.rateLimiter,
    logger: app.log,
  });
  const demoBroadcaster = await startDemoBroadcaster(app, deps, media, live);
  app.addHook('onClose', async () => {
    stopEntryAnnouncements();
    stopMarkingGoals();
    await demoBroadcaster?.stop();
    await presence.stop();
    await streamHealth.stop();
    await media.close();
  });
  return { live, repository, presence, media, moderation, streamHealth };
}

/** Streams the demo room's video from ffmpeg once the app is ready (DEMO_BROADCAST). */
async function startDemoBroadcaster(
  app: FastifyInstance,
  deps: LiveDeps,
  media: MediaServer,
  live: LiveService,
): Promise<DemoBroadcaster | null> {
  const { media: settings } = deps.config;
  if (!settings.demoBroadcast || media.kind !== 'embedded') return null;
  const roomId = await demoRoomId(deps.database.db);
  if (roomId === null || !ffmpegAvailable(settings.ffmpegPath)) return null;
  // A test pattern streamed day and night would fill the disk as a replay.
  if (media instanceof EmbeddedMediaServer) media.excludeFromRecording(roomId);
  const broadcaster = new DemoBroadcaster({
    ffmpegPath: settings.ffmpegPath,
    logger: app.log,
    pushUrl: () => live.localPushUrl(roomId),
  });
  app.addHook('onReady', async () => broadcaster.start());
  return broadcaster;
}

/** Each (room, member) pair once: a member may have several pages in one room. */
function* uniqueMemberships(
  memberships: Iterable<{ roomId: number; userId: number }>,
): Iterable<{ roomId: number; userId: number }> {
  const seen = new Set<string>();
  for (const membership of memberships) {
    const key = `${membership.roomId}:${membership.userId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    yield membership;
  }
}
