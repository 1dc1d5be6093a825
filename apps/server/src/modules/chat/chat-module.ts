import type { SiteMuteCheck } from '../accounts/member-sanctions';
import type { RewardRulesService } from '../rewards/reward-rules';
import type { FastifyInstance } from 'fastify';
import { negotiateLanguage } from '@tifo/contract';
import { BusChannel } from '../../platform/bus/bus';
import type { Platform } from '../../platform/install-platform';
import { ImHub } from '../../realtime/im-hub';
import { RoomPresence } from '../../realtime/room-presence';
import { onSessionsRevoked } from '../accounts/session.service';
import type { Live } from '../live/live-module';
import type { FanChatStanding } from './room-chat.service';
import type { BarrageCharges } from './barrage-charges';
import { BlockedWordsService } from './blocked-words.service';
import { ChatRepository } from './chat.repository';
import { registerChatRoutes } from './chat.routes';
import { ChatReports, registerChatReportRoutes } from './chat-reports';
import { createImGateway } from './im-gateway';
import { PrivateChatService } from './private-chat.service';
import { RoomChatService } from './room-chat.service';

export interface ChatModuleOptions extends Pick<
  Platform,
  | 'config'
  | 'database'
  | 'bus'
  | 'rateLimiter'
  | 'secrets'
  | 'events'
  | 'closeOnShutdown'
  | 'socketIdleTimeoutMs'
  | 'presenceIntervalMs'
> {
  live: Pick<Live, 'live' | 'repository'>;
  /** Paid and advertising barrages (the engagement module's charges). */
  barrageCharges?: BarrageCharges;
  /** Fan badges on room messages and the fans-only chat perk (the fan-group module's). */
  fans?: FanChatStanding;
  /** The operators' blocked words (`installBlockedWords`: profiles and rooms check them too). */
  blockedWords: BlockedWordsService;
  /** Site-wide mutes (the console's sanctions); handed on to the horn too. */
  siteMute?: SiteMuteCheck;
  /** The reward rules in force (room messages show senders' levels on their ladder). */
  rules: Pick<RewardRulesService, 'current'>;
}

export type Chat = Awaited<ReturnType<typeof installChat>>;

/**
 * The operators' blocked words: refused in chat and in every public text (names, titles, …).
 * Made before the modules that check them (profile, live); the chat module hands it on.
 */
export async function installBlockedWords(
  app: FastifyInstance,
  deps: Pick<Platform, 'database' | 'bus'>,
): Promise<BlockedWordsService> {
  const blockedWords = new BlockedWordsService(new ChatRepository(deps.database.db), {
    bus: deps.bus,
  });
  await blockedWords.start();
  app.addHook('onClose', async () => blockedWords.stop());
  return blockedWords;
}

/**
 * Our messaging service: the `/im` socket, chat rooms, private chat and their calls. The
 * socket's language comes from its `lang` query (browsers cannot set socket headers).
 */
export async function installChat(app: FastifyInstance, options: ChatModuleOptions) {
  const { db } = options.database;
  // Caps on `/im` connections per client address and per member.
  const connectionCaps = options.config.sockets;
  const repository = new ChatRepository(db);
  const hub = new ImHub({
    bus: options.bus,
    logger: app.log,
    ...(options.socketIdleTimeoutMs ? { idleTimeoutMs: options.socketIdleTimeoutMs } : {}),
    ...(connectionCaps ? { connectionCaps } : {}),
  });
  await hub.start();
  options.closeOnShutdown(hub);
  // A member's connection lives no longer than the login session its userSig was bound to.
  const stopHearingRevocations = await onSessionsRevoked(options.bus, (hashes) =>
    hub.endSessions(hashes),
  );
  const presence = new RoomPresence({
    bus: options.bus,
    channel: BusChannel.imPresence,
    localCounts: () => hub.localRoomCounts(),
    onTotalChanged: (roomId, members) =>
      hub.sendLocal(roomId, { type: 'roomMembers', data: { room_id: roomId, members } }),
    ...(options.presenceIntervalMs ? { intervalMs: options.presenceIntervalMs } : {}),
  });
  await presence.start();
  const { blockedWords } = options;
  const rooms = new RoomChatService(repository, {
    liveRepository: options.live.repository,
    live: options.live.live,
    hub,
    rateLimiter: options.rateLimiter,
    blockedWords,
    ...(options.siteMute ? { siteMute: options.siteMute } : {}),
    events: options.events,
    ...(options.barrageCharges ? { barrageCharges: options.barrageCharges } : {}),
    ...(options.fans ? { fans: options.fans } : {}),
    rules: options.rules,
  });
  const privateChat = new PrivateChatService(repository, {
    db,
    hub,
    rateLimiter: options.rateLimiter,
    blockedWords,
    ...(options.siteMute ? { siteMute: options.siteMute } : {}),
  });
  hub.setHandler(
    createImGateway({
      imKey: options.secrets.keyFor('im-user-sig'),
      repository,
      rooms,
      privateChat,
      presence,
      blockedWords,
    }),
  );
  registerChatRoutes(app, { rooms, privateChat, blockedWords });
  const reports = new ChatReports({ db, hub, rateLimiter: options.rateLimiter });
  registerChatReportRoutes(app, reports);
  app.get('/im', { websocket: true }, (socket, request) => {
    const query = request.query as { lang?: unknown };
    hub.attach(
      socket,
      negotiateLanguage(typeof query.lang === 'string' ? query.lang : null),
      request.ip,
    );
  });
  async function stop() {
    await stopHearingRevocations();
    await presence.stop();
    await hub.close();
  }
  app.addHook('onClose', stop);
  return { hub, presence, blockedWords, siteMute: options.siteMute, rooms, reports, stop };
}
