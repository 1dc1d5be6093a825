import type { FastifyInstance } from 'fastify';
import { negotiateLanguage } from '@tifo/contract';
import { BusChannel, type Bus } from '../../platform/bus/bus';
import type { Database } from '../../platform/db/database';
import type { AppEventBus } from '../../platform/events/app-event-bus';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { ImHub } from '../../realtime/im-hub';
import { RoomPresence } from '../../realtime/room-presence';
import type { ConnectionCaps } from '../../realtime/socket-limits';
import { onSessionsRevoked } from '../accounts/session.service';
import type { LiveRepository } from '../live/live.repository';
import type { LiveService } from '../live/live.service';
import type { BarrageCharges } from './barrage-charges';
import { BlockedWordsService } from './blocked-words.service';
import { ChatRepository } from './chat.repository';
import { registerChatRoutes } from './chat.routes';
import { createImGateway } from './im-gateway';
import { PrivateChatService } from './private-chat.service';
import { RoomChatService } from './room-chat.service';

export interface ChatModuleOptions {
  /** Where room messages are announced (`chat.roomMessage`). */
  events: AppEventBus;
  db: Database;
  bus: Bus;
  rateLimiter: RateLimiter;
  imKey: Buffer;
  live: LiveService;
  liveRepository: LiveRepository;
  idleTimeoutMs?: number;
  presenceIntervalMs?: number;
  /** Paid and advertising barrages (the engagement module's charges). */
  barrageCharges?: BarrageCharges;
  /** The operators' blocked words (made by the app: profiles and rooms check them too). */
  blockedWords: BlockedWordsService;
  /** Caps on `/im` connections per client address and per member. */
  connectionCaps?: ConnectionCaps;
  /** Closes the hub with the app's other sockets, before the socket server (the platform's). */
  closeOnShutdown: (hub: ImHub) => void;
}

/**
 * The operators' blocked words: refused in chat and in every public text (names, titles, …).
 * Made before the modules that check them (profile, live); the chat module hands it on.
 */
export async function installBlockedWords(
  app: FastifyInstance,
  deps: { db: Database; bus: Bus },
): Promise<BlockedWordsService> {
  const blockedWords = new BlockedWordsService({
    repository: new ChatRepository(deps.db),
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
  const repository = new ChatRepository(options.db);
  const hub = new ImHub({
    bus: options.bus,
    logger: app.log,
    ...(options.idleTimeoutMs ? { idleTimeoutMs: options.idleTimeoutMs } : {}),
    ...(options.connectionCaps ? { connectionCaps: options.connectionCaps } : {}),
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
  const rooms = new RoomChatService({
    repository,
    liveRepository: options.liveRepository,
    live: options.live,
    hub,
    rateLimiter: options.rateLimiter,
    blockedWords,
    events: options.events,
    ...(options.barrageCharges ? { barrageCharges: options.barrageCharges } : {}),
  });
  const privateChat = new PrivateChatService({
    db: options.db,
    repository,
    hub,
    rateLimiter: options.rateLimiter,
    blockedWords,
  });
  hub.setHandler(
    createImGateway({
      imKey: options.imKey,
      repository,
      rooms,
      privateChat,
      presence,
      blockedWords,
    }),
  );
  registerChatRoutes(app, { rooms, privateChat, blockedWords });
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
  return { hub, presence, blockedWords, stop };
}
