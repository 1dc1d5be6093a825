import { randomUUID } from 'node:crypto';
import {
  DEFAULT_COMPANY_ID,
  LIMITS,
  LIVE_DATA_PROTOCOL_VERSION,
  liveDataClientMessageSchema,
  type LiveDataClientMessage,
  type LiveDataEventData,
  type LiveDataEventType,
  type LiveDataScoreMessage,
  type LiveDataServerMessage,
} from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { BusChannel, type Bus, type Unsubscribe } from '../platform/bus/bus';
import { ConnectionCounter } from './connection-counter';
import { rawToText } from './raw-data';
import { SOCKET_CLOSE, SOCKET_LIMITS, type ConnectionCaps, type FrameRate } from './socket-limits';
import { TokenBucket } from './token-bucket';
import { TurnCork } from './turn-cork';

/**
 * Who a push is for. Every instance receives every push and picks its own matching clients;
 * `deliver` checks the audience of each bus message with this schema.
 */
const liveDataAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  /**
   * Clients following football (0) or basketball (1). With `companyId` (index pushes), only
   * those whose chosen bookmaker it is (`toggle`; DEFAULT_COMPANY_ID until they choose).
   */
  z.object({
    kind: z.literal('sport'),
    classify: z.union([z.literal(0), z.literal(1)]),
    companyId: z.number().int().optional(),
  }),
  /** The page waiting for this QR login code. */
  z.object({ kind: z.literal('login-code'), code: z.string() }),
  /** Every open page of one member (the socket's session cookie or token said who). */
  z.object({ kind: z.literal('user'), userId: z.number().int() }),
  /** Pages open on one live room (`enterRoom`). */
  z.object({ kind: z.literal('room'), roomId: z.number().int() }),
]);
export type LiveDataAudience = z.infer<typeof liveDataAudienceSchema>;

/**
 * What `publish` and `sendLocal` take: a score push, or a code-200 event whose `data` is the
 * contract's for its `type` (`liveDataEventSchemas`).
 */
export type LiveDataPush<T extends LiveDataEventType = LiveDataEventType> =
  { code: 200; type: T; data: LiveDataEventData<T> } | LiveDataScoreMessage;

const busMessageSchema = z.object({
  audience: liveDataAudienceSchema,
  /** Leave this member's sockets out (a shielded user's barrage goes to them alone). */
  exceptUserId: z.number().int().optional(),
  message: z.record(z.string(), z.unknown()),
});

interface LiveDataClient {
  id: string;
  socket: WebSocket;
  registered: boolean;
  classify: 0 | 1 | null;
  companyId: number | null;
  loginCode: string | null;
  /** The member behind the socket, when its upgrade request carried a live session. */
  userId: number | null;
  /** That session's token hash: when the session ends, the socket loses the member. */
  sessionHash: string | null;
  /** The client's address (`request.ip`): visitors behind one address count as one viewer. */
  address: string;
  /** The live room this page is on, if any. */
  roomId: number | null;
  /** A room whose `enterRoom` is being checked; a later enter or leave cancels it. */
  enteringRoomId: number | null;
  lastSeen: number;
  frames: TokenBucket;
  /** Frames dropped in a row for going over the rate. */
  droppedFrames: number;
}

export interface LiveDataHubOptions {
  bus: Bus;
  logger: FastifyBaseLogger;
  idleTimeoutMs?: number;
  now?: () => number;
  /** Caps on open sockets per client address and per member, all instances together. */
  connectionCaps?: ConnectionCaps;
  frameRate?: FrameRate;
}

type MessageListener = (client: Readonly<LiveDataClient>, message: LiveDataClientMessage) => void;
type RoomListener = (client: Readonly<LiveDataClient>, roomId: number) => void;
/** Whether a page may join a room's audience (the room exists). */
export type RoomGate = (roomId: number) => boolean | Promise<boolean>;

/**
 * The live-data socket `/ws`: registers clients, answers heartbeats, closes idle sockets and
 * delivers pushes that any instance publishes through the bus.
 */
export class LiveDataHub {
  private readonly clients = new Map<string, LiveDataClient>();
  private readonly listeners = new Set<MessageListener>();
  private readonly roomLeftListeners = new Set<RoomListener>();
  private readonly roomEnteredListeners = new Set<RoomListener>();
  private readonly idleTimeoutMs: number;
  private readonly now: () => number;
  private readonly connections: ConnectionCounter | null;
  private roomGate: RoomGate = () => true;
  private unsubscribe: Unsubscribe | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  private offBusState: (() => void) | null = null;
  /** A burst of frames to a socket in one turn leaves in two writes, not one each (turn-cork.ts). */
  private readonly writes = new TurnCork();

  constructor(private readonly options: LiveDataHubOptions) {
    this.idleTimeoutMs = options.idleTimeoutMs ?? LIMITS.socketIdleTimeoutMs;
    this.now = options.now ?? Date.now;
    this.connections = options.connectionCaps
      ? new ConnectionCounter({
          bus: options.bus,
          channel: BusChannel.liveDataConnections,
          intervalMs: SOCKET_LIMITS.countsReportEveryMs,
          now: this.now,
        })
      : null;
  }

  async start(): Promise<void> {
    this.unsubscribe = await this.options.bus.subscribe(BusChannel.liveData, (payload) =>
      this.deliver(payload),
    );
    await this.connections?.start();
    this.offBusState = this.options.bus.onStateChange((up) => {
      if (!up) this.closeAllForBusOutage();
    });
    const sweepEvery = Math.max(50, Math.min(10_000, Math.floor(this.idleTimeoutMs / 3)));
    this.sweeper = setInterval(() => this.closeIdleClients(), sweepEvery);
    this.sweeper.unref();
  }

  get clientCount(): number {
    return this.clients.size;
  }

  /** Sends a push to its audience on every instance. */
  async publish<T extends LiveDataEventType>(
    audience: LiveDataAudience,
    message: LiveDataPush<T>,
    options: { exceptUserId?: number } = {},
  ): Promise<void> {
    await this.options.bus.publish(BusChannel.liveData, { audience, message, ...options });
  }

  /** Members (logged-in pages) in a live room on this instance, each once. */
  localRoomMembers(): number[] {
    const members = new Set<number>();
    for (const client of this.clients.values()) {
      if (client.roomId !== null && client.userId !== null) members.add(client.userId);
    }
    return [...members];
  }

  /** Which member (logged-in page) is in which live room on this instance (read-only). */
  *localRoomMemberships(): Iterable<{ roomId: number; userId: number }> {
    for (const client of this.clients.values()) {
      if (client.roomId !== null && client.userId !== null) {
        yield { roomId: client.roomId, userId: client.userId };
      }
    }
  }

  /**
   * Viewers of each live room on this instance: each member once, and each address's visitors
   * once, so many sockets from one place do not inflate the online count, heat or ranking.
   */
  localRoomCounts(): Map<number, number> {
    const viewers = new Map<number, Set<string>>();
    for (const client of this.clients.values()) {
      if (client.roomId === null) continue;
      let room = viewers.get(client.roomId);
      if (!room) viewers.set(client.roomId, (room = new Set()));
      room.add(viewerKey(client));
    }
    return new Map([...viewers].map(([roomId, room]) => [roomId, room.size]));
  }

  /** Lets a feature hear that a page left its room (closed, navigated away, timed out). */
  onRoomLeft(listener: RoomListener): () => void {
    this.roomLeftListeners.add(listener);
    return () => this.roomLeftListeners.delete(listener);
  }

  /** Lets a feature hear that a page joined a room it was not in (not every `enterRoom`). */
  onRoomEntered(listener: RoomListener): () => void {
    this.roomEnteredListeners.add(listener);
    return () => this.roomEnteredListeners.delete(listener);
  }

  /** Decides which rooms pages may join (the live feature: rooms that exist). */
  setRoomGate(gate: RoomGate): void {
    this.roomGate = gate;
  }

  /** Lets a feature react to client messages (QR login, for one). */
  onClientMessage(listener: MessageListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Takes a new socket from `address`; returns its id for `identify`, or null when the address
   * holds too many sockets already (the socket is closed with 1008).
   */
  attach(socket: WebSocket, address = ''): string | null {
    const caps = this.options.connectionCaps;
    if (caps && !this.connections?.tryAcquire(addressKey(address), caps.perAddress)) {
      socket.close(SOCKET_CLOSE.policy, SOCKET_CLOSE.tooManyConnections);
      return null;
    }
    const client: LiveDataClient = {
      id: randomUUID(),
      socket,
      registered: false,
      classify: null,
      companyId: null,
      loginCode: null,
      userId: null,
      sessionHash: null,
      address,
      roomId: null,
      enteringRoomId: null,
      lastSeen: this.now(),
      frames: new TokenBucket(this.options.frameRate ?? SOCKET_LIMITS.frames, this.now),
      droppedFrames: 0,
    };
    this.clients.set(client.id, client);
    socket.on('message', (raw, isBinary) => {
      client.lastSeen = this.now();
      if (!this.withinRate(client)) return;
      if (isBinary) return this.send(client, { code: 400, msg: 'text frames only' });
      this.handle(client, rawToText(raw));
    });
    socket.on('close', () => this.forget(client));
    socket.on('error', (error) =>
      this.options.logger.debug({ err: error }, 'live-data socket error'),
    );
    return client.id;
  }

  /**
   * Says which member a socket belongs to and through which session, once that is resolved
   * (after `attach`, so no early message is missed while the lookup runs). False, and the
   * socket closed with 1008, when the member holds too many sockets already.
   */
  identify(clientId: string, userId: number, sessionHash: string | null = null): boolean {
    const client = this.clients.get(clientId);
    if (!client) return false;
    const caps = this.options.connectionCaps;
    if (caps && !this.connections?.tryAcquire(memberKey(userId), caps.perMember)) {
      client.socket.close(SOCKET_CLOSE.policy, SOCKET_CLOSE.tooManyConnections);
      this.forget(client);
      return false;
    }
    client.userId = userId;
    client.sessionHash = sessionHash;
    return true;
  }

  /**
   * Sessions ended (logout, password change): their sockets lose the member and its personal
   * pushes, and carry on as a visitor's (scores and rooms are public).
   */
  forgetSessions(tokenHashes: readonly string[]): void {
    const ended = new Set(tokenHashes);
    for (const client of this.clients.values()) {
      if (client.sessionHash === null || !ended.has(client.sessionHash)) continue;
      this.releaseMember(client);
    }
  }

  /** Every page reconnects, and re-syncs, once the bus is back (pushes meanwhile are lost). */
  private closeAllForBusOutage(): void {
    for (const client of [...this.clients.values()]) {
      client.socket.close(SOCKET_CLOSE.busAway, SOCKET_CLOSE.busAwayReason);
      this.forget(client);
    }
  }

  async close(): Promise<void> {
    this.offBusState?.();
    if (this.sweeper) clearInterval(this.sweeper);
    await this.unsubscribe?.();
    await this.connections?.stop();
    for (const client of this.clients.values()) client.socket.close(1001, 'server shutting down');
    this.clients.clear();
  }

  private handle(client: LiveDataClient, text: string): void {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return this.send(client, { code: 400, msg: 'not JSON' });
    }
    const parsed = liveDataClientMessageSchema.safeParse(json);
    if (!parsed.success)
      return this.send(client, { code: 400, msg: 'unknown or malformed message' });
    const message = parsed.data;
    switch (message.type) {
      case 'register':
        client.registered = true;
        this.send(client, {
          code: 101,
          msg: 'registered',
          data: {
            client_id: client.id,
            protocol: LIVE_DATA_PROTOCOL_VERSION,
            heartbeat_ms: LIMITS.socketHeartbeatMs,
          },
        });
        break;
      case 'heartbeat':
        this.send(client, { code: 102, data: { server_time: this.now() } });
        break;
      case 'classify':
        client.classify = message.classify_type;
        break;
      case 'toggle':
        client.companyId = message.company_id;
        break;
      case 'login':
        client.loginCode = message.code;
        break;
      case 'enterRoom':
        this.enterRoom(client, message.room_id);
        break;
      case 'leaveRoom':
        client.enteringRoomId = null;
        this.leaveRoom(client);
        break;
    }
    for (const listener of this.listeners) listener(client, message);
  }

  /** Counts a frame against the socket's rate; a socket that keeps flooding is closed. */
  private withinRate(client: LiveDataClient): boolean {
    if (client.frames.take()) {
      client.droppedFrames = 0;
      return true;
    }
    client.droppedFrames += 1;
    if (client.droppedFrames === SOCKET_LIMITS.droppedFramesBeforeClose) {
      this.options.logger.debug({ address: client.address }, 'closing a flooding live-data socket');
      client.socket.close(SOCKET_CLOSE.policy, SOCKET_CLOSE.tooManyMessages);
    }
    return false;
  }

  /**
   * Joins a room's audience if the page is not in it already and the room passes the gate; a
   * repeated `enterRoom` changes nothing and tells nobody (security review M6).
   */
  private enterRoom(client: LiveDataClient, roomId: number): void {
    if (client.roomId === roomId || client.enteringRoomId === roomId) return;
    this.leaveRoom(client);
    client.enteringRoomId = roomId;
    const admit = (allowed: boolean) => {
      // A later enter or leave, or the socket closing, overrides this one.
      if (client.enteringRoomId !== roomId || !this.clients.has(client.id)) return;
      client.enteringRoomId = null;
      if (!allowed) return;
      client.roomId = roomId;
      for (const listener of this.roomEnteredListeners) listener(client, roomId);
    };
    const refuse = (error: unknown) => {
      this.options.logger.warn({ err: error, roomId }, 'could not check a room to enter');
      admit(false);
    };
    let verdict: boolean | Promise<boolean>;
    try {
      verdict = this.roomGate(roomId);
    } catch (error) {
      return refuse(error);
    }
    if (typeof verdict === 'boolean') return admit(verdict);
    verdict.then(admit, refuse);
  }

  private deliver(payload: unknown): void {
    const parsed = busMessageSchema.safeParse(payload);
    if (!parsed.success) {
      this.options.logger.warn('dropped a malformed live-data bus message');
      return;
    }
    const { audience, exceptUserId } = parsed.data;
    const text = JSON.stringify(parsed.data.message);
    for (const client of this.clients.values()) {
      if (exceptUserId !== undefined && client.userId === exceptUserId) continue;
      if (matches(client, audience)) this.sendText(client, text);
    }
  }

  /** Delivers a push to this instance's matching pages only (each instance computes its own). */
  sendLocal<T extends LiveDataEventType>(
    audience: LiveDataAudience,
    message: LiveDataPush<T>,
  ): void {
    const text = JSON.stringify(message);
    for (const client of this.clients.values()) {
      if (matches(client, audience)) this.sendText(client, text);
    }
  }

  private closeIdleClients(): void {
    const cutoff = this.now() - this.idleTimeoutMs;
    for (const client of this.clients.values()) {
      if (client.lastSeen < cutoff) {
        client.socket.close(4000, 'idle timeout');
        this.forget(client);
      }
    }
  }

  /** A socket is gone: out of its room, and its connection slots free again. */
  private forget(client: LiveDataClient): void {
    if (!this.clients.delete(client.id)) return;
    client.enteringRoomId = null;
    this.leaveRoom(client);
    this.releaseMember(client);
    if (this.options.connectionCaps) this.connections?.release(addressKey(client.address));
  }

  private releaseMember(client: LiveDataClient): void {
    if (client.userId !== null && this.options.connectionCaps) {
      this.connections?.release(memberKey(client.userId));
    }
    client.userId = null;
    client.sessionHash = null;
  }

  private leaveRoom(client: LiveDataClient): void {
    const roomId = client.roomId;
    if (roomId === null) return;
    client.roomId = null;
    for (const listener of this.roomLeftListeners) listener(client, roomId);
  }

  private send(client: LiveDataClient, message: LiveDataServerMessage): void {
    this.sendText(client, JSON.stringify(message));
  }

  private sendText(client: LiveDataClient, text: string): void {
    this.writes.sendText(client.socket, text);
  }
}

const addressKey = (address: string) => `a:${address}`;
const memberKey = (userId: number) => `m:${userId}`;

/** Who a viewer is for the counts: the member, else the address (else the socket). */
function viewerKey(client: LiveDataClient): string {
  if (client.userId !== null) return memberKey(client.userId);
  return client.address ? addressKey(client.address) : `c:${client.id}`;
}

function matches(client: LiveDataClient, audience: LiveDataAudience): boolean {
  switch (audience.kind) {
    case 'all':
      return true;
    case 'sport':
      return (
        client.classify === audience.classify &&
        (audience.companyId === undefined ||
          (client.companyId ?? DEFAULT_COMPANY_ID) === audience.companyId)
      );
    case 'login-code':
      return client.loginCode === audience.code;
    case 'user':
      return client.userId === audience.userId;
    case 'room':
      return client.roomId === audience.roomId;
  }
}
