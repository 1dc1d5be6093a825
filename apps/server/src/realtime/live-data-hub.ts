import { randomUUID } from 'node:crypto';
import {
  DEFAULT_COMPANY_ID,
  LIMITS,
  LIVE_DATA_PROTOCOL_VERSION,
  liveDataClientMessageSchema,
  type LiveDataClientMessage,
  type LiveDataServerMessage,
} from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { BusChannel, type Bus, type Unsubscribe } from '../platform/bus/bus';
import { rawToText } from './raw-data';

/** Who a push is for. Every instance receives every push and picks its own matching clients. */
export type LiveDataAudience =
  | { kind: 'all' }
  /**
   * Clients following football (0) or basketball (1). With `companyId` (index pushes), only
   * those whose chosen bookmaker it is (`toggle`; DEFAULT_COMPANY_ID until they choose).
   */
  | { kind: 'sport'; classify: 0 | 1; companyId?: number }
  /** The page waiting for this QR login code. */
  | { kind: 'login-code'; code: string }
  /** Every open page of one member (the socket's session cookie or token said who). */
  | { kind: 'user'; userId: number }
  /** Pages open on one live room (`enterRoom`). */
  | { kind: 'room'; roomId: number };

const busMessageSchema = z.object({
  audience: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('all') }),
    z.object({
      kind: z.literal('sport'),
      classify: z.union([z.literal(0), z.literal(1)]),
      companyId: z.number().int().optional(),
    }),
    z.object({ kind: z.literal('login-code'), code: z.string() }),
    z.object({ kind: z.literal('user'), userId: z.number().int() }),
    z.object({ kind: z.literal('room'), roomId: z.number().int() }),
  ]),
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
  /** The live room this page is on, if any. */
  roomId: number | null;
  lastSeen: number;
}

export interface LiveDataHubOptions {
  bus: Bus;
  logger: FastifyBaseLogger;
  idleTimeoutMs?: number;
  now?: () => number;
}

type MessageListener = (client: Readonly<LiveDataClient>, message: LiveDataClientMessage) => void;

/**
 * The live-data socket `/ws`: registers clients, answers heartbeats, closes idle sockets and
 * delivers pushes that any instance publishes through the bus.
 */
export class LiveDataHub {
  private readonly clients = new Map<string, LiveDataClient>();
  private readonly listeners = new Set<MessageListener>();
  private readonly roomLeftListeners = new Set<
    (client: Readonly<LiveDataClient>, roomId: number) => void
  >();
  private readonly idleTimeoutMs: number;
  private readonly now: () => number;
  private unsubscribe: Unsubscribe | null = null;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(private readonly options: LiveDataHubOptions) {
    this.idleTimeoutMs = options.idleTimeoutMs ?? LIMITS.socketIdleTimeoutMs;
    this.now = options.now ?? Date.now;
  }

  async start(): Promise<void> {
    this.unsubscribe = await this.options.bus.subscribe(BusChannel.liveData, (payload) =>
      this.deliver(payload),
    );
    const sweepEvery = Math.max(50, Math.min(10_000, Math.floor(this.idleTimeoutMs / 3)));
    this.sweeper = setInterval(() => this.closeIdleClients(), sweepEvery);
    this.sweeper.unref();
  }

  get clientCount(): number {
    return this.clients.size;
  }

  /** Sends a push to its audience on every instance. */
  async publish(
    audience: LiveDataAudience,
    message: LiveDataServerMessage,
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

  /** Pages open on each live room on this instance. */
  localRoomCounts(): Map<number, number> {
    const counts = new Map<number, number>();
    for (const client of this.clients.values()) {
      if (client.roomId !== null) counts.set(client.roomId, (counts.get(client.roomId) ?? 0) + 1);
    }
    return counts;
  }

  /** Lets a feature hear that a page left its room (closed, navigated away, timed out). */
  onRoomLeft(listener: (client: Readonly<LiveDataClient>, roomId: number) => void): () => void {
    this.roomLeftListeners.add(listener);
    return () => this.roomLeftListeners.delete(listener);
  }

  /** Lets a feature react to client messages (QR login, for one). */
  onClientMessage(listener: MessageListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Takes a new socket; returns its id for `identify`. */
  attach(socket: WebSocket): string {
    const client: LiveDataClient = {
      id: randomUUID(),
      socket,
      registered: false,
      classify: null,
      companyId: null,
      loginCode: null,
      userId: null,
      roomId: null,
      lastSeen: this.now(),
    };
    this.clients.set(client.id, client);
    socket.on('message', (raw, isBinary) => {
      client.lastSeen = this.now();
      if (isBinary) return this.send(client, { code: 400, msg: 'text frames only' });
      this.handle(client, rawToText(raw));
    });
    socket.on('close', () => {
      this.clients.delete(client.id);
      this.leaveRoom(client);
    });
    socket.on('error', (error) =>
      this.options.logger.debug({ err: error }, 'live-data socket error'),
    );
    return client.id;
  }

  /**
   * Says which member a socket belongs to, once its session is resolved (after `attach`, so no
   * early message is missed while the session lookup runs).
   */
  identify(clientId: string, userId: number): void {
    const client = this.clients.get(clientId);
    if (client) client.userId = userId;
  }

  async close(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await this.unsubscribe?.();
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
        if (client.roomId !== message.room_id) this.leaveRoom(client);
        client.roomId = message.room_id;
        break;
      case 'leaveRoom':
        this.leaveRoom(client);
        break;
    }
    for (const listener of this.listeners) listener(client, message);
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
  sendLocal(audience: LiveDataAudience, message: LiveDataServerMessage): void {
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
        this.clients.delete(client.id);
        this.leaveRoom(client);
      }
    }
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
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(text);
  }
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
