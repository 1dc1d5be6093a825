import { randomUUID } from 'node:crypto';
import {
  LIMITS,
  ResponseCode,
  imClientMessageSchema,
  type ImClientMessage,
  type ImPush,
  type ImReply,
  type Language,
} from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { translate } from '../platform/i18n/server-messages';
import { BusChannel, type Bus, type Unsubscribe } from '../platform/bus/bus';
import { ConnectionCounter } from './connection-counter';
import { rawToText } from './raw-data';
import { SOCKET_CLOSE, SOCKET_LIMITS, type ConnectionCaps } from './socket-limits';
import { TurnCork } from './turn-cork';

/** Who is behind a logged-in `/im` connection. */
export interface ImIdentity {
  userID: string;
  /** The member's id, or null for a visitor's tourist account. */
  memberId: number | null;
  nick: string;
  avatar: string;
  /**
   * The member's login session the userSig was bound to: when it ends, the connection is
   * closed (null for tourists).
   */
  session: { tokenHash: string; expiresAt: number } | null;
}

/** What a request handler may see of, and do to, the connection a request came on. */
export interface ImConnection {
  readonly id: string;
  readonly language: Language;
  readonly identity: ImIdentity | null;
  readonly rooms: ReadonlySet<number>;
  /** Logs the connection in or out; false when the member holds too many connections. */
  identify(identity: ImIdentity | null): boolean;
  joinRoom(roomId: number): void;
  quitRoom(roomId: number): void;
}

/** The answer to one request: data for `code: 0`, or a translated refusal. */
export type ImOutcome =
  { ok: true; data: unknown } | { ok: false; code: number; msg: string; retryAfterMs?: number };

/** Answers requests (everything but heartbeats); the chat module provides it. */
export type ImRequestHandler = (
  connection: ImConnection,
  request: Exclude<ImClientMessage, { type: 'heartbeat' }>,
) => Promise<ImOutcome>;

/** Who a push is for; every instance receives every push and picks its own connections. */
export type ImAudience =
  { kind: 'room'; roomId: number; exceptUserID?: string } | { kind: 'user'; userID: string };

const busMessageSchema = z.object({
  audience: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('room'),
      roomId: z.number().int(),
      exceptUserID: z.string().optional(),
    }),
    z.object({ kind: z.literal('user'), userID: z.string() }),
  ]),
  push: z.record(z.string(), z.unknown()),
});

interface ImClient extends ImConnection {
  socket: WebSocket;
  /** The client's address (`request.ip`). */
  address: string;
  identity: ImIdentity | null;
  rooms: Set<number>;
  lastSeen: number;
  /** Requests of one connection are answered in order, one at a time. */
  queue: Promise<void>;
}

export interface ImHubOptions {
  bus: Bus;
  logger: FastifyBaseLogger;
  idleTimeoutMs?: number;
  now?: () => number;
  /** Most requests a connection may have waiting; beyond it the socket is flooding. */
  maxQueuedRequests?: number;
  /** Caps on open connections per client address and per member, all instances together. */
  connectionCaps?: ConnectionCaps;
}

/**
 * The messaging socket `/im`: parses requests, hands them to the chat module in order, and
 * delivers pushes that any instance publishes through the bus (Redis in production) to this
 * instance's connections in a room or of a user. Idle sockets are closed.
 */
export class ImHub {
  private readonly clients = new Map<string, ImClient>();
  /** Connections by room, so a room message does not scan every socket. */
  private readonly roomMembers = new Map<number, Set<ImClient>>();
  private handler: ImRequestHandler | null = null;
  private readonly idleTimeoutMs: number;
  private readonly now: () => number;
  private readonly connections: ConnectionCounter | null;
  private unsubscribe: Unsubscribe | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  private offBusState: (() => void) | null = null;

  constructor(private readonly options: ImHubOptions) {
    this.idleTimeoutMs = options.idleTimeoutMs ?? LIMITS.socketIdleTimeoutMs;
    this.now = options.now ?? Date.now;
    this.connections = options.connectionCaps
      ? new ConnectionCounter({
          bus: options.bus,
          channel: BusChannel.imConnections,
          intervalMs: SOCKET_LIMITS.countsReportEveryMs,
          now: this.now,
        })
      : null;
  }

  async start(): Promise<void> {
    this.unsubscribe = await this.options.bus.subscribe(BusChannel.im, (payload) =>
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

  setHandler(handler: ImRequestHandler): void {
    this.handler = handler;
  }

  get clientCount(): number {
    return this.clients.size;
  }

  async publish(audience: ImAudience, push: ImPush): Promise<void> {
    await this.options.bus.publish(BusChannel.im, { audience, push });
  }

  /** Members of each room on this instance: each member once, each address's tourists once. */
  localRoomCounts(): Map<number, number> {
    const counts = new Map<number, number>();
    for (const [roomId, members] of this.roomMembers) {
      counts.set(roomId, new Set([...members].map(viewerKey)).size);
    }
    return counts;
  }

  /** Sessions ended (logout, password change): their members' connections are closed. */
  endSessions(tokenHashes: readonly string[]): void {
    const ended = new Set(tokenHashes);
    for (const client of this.clients.values()) {
      const session = client.identity?.session;
      if (session && ended.has(session.tokenHash)) this.kickSessionEnded(client);
    }
  }

  /** Which member (not tourist) has joined which room on this instance (read-only). */
  *localRoomMemberships(): Iterable<{ roomId: number; userId: number }> {
    for (const [roomId, members] of this.roomMembers) {
      for (const client of members) {
        const userId = client.identity?.memberId ?? null;
        if (userId !== null) yield { roomId, userId };
      }
    }
  }

  /** Tells this instance's members of a room something every instance works out for itself. */
  sendLocal(roomId: number, push: ImPush): void {
    const text = encodeOnce(push);
    for (const client of this.roomMembers.get(roomId) ?? []) sendText(client, text);
  }

  /** Takes a new connection from `address`, unless the address holds too many already. */
  attach(socket: WebSocket, language: Language, address = ''): void {
    const caps = this.options.connectionCaps;
    if (caps && !this.connections?.tryAcquire(addressKey(address), caps.perAddress)) {
      socket.close(SOCKET_CLOSE.policy, SOCKET_CLOSE.tooManyConnections);
      return;
    }
    const rooms = new Set<number>();
    const client: ImClient = {
      id: randomUUID(),
      language,
      socket,
      address,
      identity: null,
      rooms,
      lastSeen: this.now(),
      queue: Promise.resolve(),
      identify: (identity) => this.identify(client, identity),
      joinRoom: (roomId) => {
        rooms.add(roomId);
        let members = this.roomMembers.get(roomId);
        if (!members) this.roomMembers.set(roomId, (members = new Set()));
        members.add(client);
      },
      quitRoom: (roomId) => this.leaveRoom(client, roomId),
    };
    this.clients.set(client.id, client);
    let queued = 0;
    const maxQueued = this.options.maxQueuedRequests ?? 20;
    socket.on('message', (raw, isBinary) => {
      client.lastSeen = this.now();
      if (isBinary) return socket.close(1003, 'text frames only');
      const request = parseRequest(rawToText(raw));
      if ('malformed' in request) {
        // Answer what can be answered; a message without a seq has nobody waiting for it.
        if (request.seq === null) return;
        return sendText(client, JSON.stringify(refusal(request.seq, language)));
      }
      if (request.type === 'heartbeat') {
        return sendText(
          client,
          JSON.stringify({ type: 'pong', data: { server_time: this.now() } }),
        );
      }
      if (queued >= maxQueued) return socket.close(1008, 'too many requests in flight');
      queued += 1;
      client.queue = client.queue
        .then(() => this.answer(client, request))
        .finally(() => {
          queued -= 1;
        });
    });
    socket.on('close', () => this.forget(client));
    socket.on('error', (error) => this.options.logger.debug({ err: error }, 'im socket error'));
  }

  /** Every member reconnects, and catches up on what was missed, once the bus is back. */
  private closeAllForBusOutage(): void {
    for (const client of [...this.clients.values()]) {
      client.socket.close(SOCKET_CLOSE.busAway, SOCKET_CLOSE.busAwayReason);
      this.forget(client);
    }
  }

  /** Says goodbye to every connection; safe to call twice (socket pre-close, then app close). */
  async close(): Promise<void> {
    this.offBusState?.();
    if (this.sweeper) clearInterval(this.sweeper);
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = null;
    await unsubscribe?.();
    for (const client of this.clients.values()) {
      sendText(client, JSON.stringify({ type: 'kickedOffline', data: { reason: 'shutdown' } }));
      client.socket.close(1001, 'server shutting down');
    }
    this.clients.clear();
    this.roomMembers.clear();
    await this.connections?.stop();
  }

  private async answer(
    client: ImClient,
    request: Exclude<ImClientMessage, { type: 'heartbeat' }>,
  ): Promise<void> {
    let outcome: ImOutcome;
    try {
      if (!this.handler) throw new Error('no messaging handler installed');
      outcome = await this.handler(client, request);
    } catch (error) {
      this.options.logger.error({ err: error, type: request.type }, 'im request failed');
      outcome = {
        ok: false,
        code: ResponseCode.error,
        msg: translate(client.language, 'server.error', { requestId: `im-${request.seq}` }),
      };
    }
    const reply: ImReply = outcome.ok
      ? { type: 'reply', seq: request.seq, code: 0, msg: 'ok', data: outcome.data }
      : {
          type: 'reply',
          seq: request.seq,
          code: outcome.code,
          msg: outcome.msg,
          data: null,
          ...(outcome.retryAfterMs !== undefined ? { retry_after_ms: outcome.retryAfterMs } : {}),
        };
    sendText(client, JSON.stringify(reply));
  }

  private deliver(payload: unknown): void {
    const parsed = busMessageSchema.safeParse(payload);
    if (!parsed.success) {
      this.options.logger.warn('dropped a malformed im bus message');
      return;
    }
    const { audience } = parsed.data;
    const text = encodeOnce(parsed.data.push);
    if (audience.kind === 'room') {
      for (const client of this.roomMembers.get(audience.roomId) ?? []) {
        if (audience.exceptUserID && client.identity?.userID === audience.exceptUserID) continue;
        sendText(client, text);
      }
      return;
    }
    for (const client of this.clients.values()) {
      if (client.identity?.userID === audience.userID) sendText(client, text);
    }
  }

  private closeIdleClients(): void {
    const now = this.now();
    const cutoff = now - this.idleTimeoutMs;
    for (const client of this.clients.values()) {
      const session = client.identity?.session;
      if (session && session.expiresAt <= now) {
        this.kickSessionEnded(client);
        continue;
      }
      if (client.lastSeen >= cutoff) continue;
      client.socket.close(4000, 'idle timeout');
      this.forget(client);
    }
  }

  private kickSessionEnded(client: ImClient): void {
    sendText(client, JSON.stringify({ type: 'kickedOffline', data: { reason: 'sessionEnded' } }));
    client.socket.close(SOCKET_CLOSE.sessionEnded, SOCKET_CLOSE.sessionEndedReason);
    this.forget(client);
  }

  /** Sets who is logged in, holding one of the member's connection slots while they are. */
  private identify(client: ImClient, identity: ImIdentity | null): boolean {
    const before = client.identity?.memberId ?? null;
    const after = identity?.memberId ?? null;
    const caps = this.options.connectionCaps;
    if (caps && this.connections && before !== after) {
      if (after !== null && !this.connections.tryAcquire(memberKey(after), caps.perMember)) {
        return false;
      }
      if (before !== null) this.connections.release(memberKey(before));
    }
    client.identity = identity;
    return true;
  }

  private forget(client: ImClient): void {
    if (!this.clients.delete(client.id)) return;
    for (const roomId of [...client.rooms]) this.leaveRoom(client, roomId);
    this.identify(client, null);
    if (this.options.connectionCaps) this.connections?.release(addressKey(client.address));
  }

  private leaveRoom(client: ImClient, roomId: number): void {
    if (!client.rooms.delete(roomId)) return;
    const members = this.roomMembers.get(roomId);
    members?.delete(client);
    if (members?.size === 0) this.roomMembers.delete(roomId);
  }
}

const addressKey = (address: string) => `a:${address}`;
const memberKey = (memberId: number) => `m:${memberId}`;

/** Who a room member is for the counts: the member, else the address (else the connection). */
function viewerKey(client: ImClient): string {
  const memberId = client.identity?.memberId ?? null;
  if (memberId !== null) return memberKey(memberId);
  return client.address ? addressKey(client.address) : `c:${client.id}`;
}

function parseRequest(text: string): ImClientMessage | { malformed: true; seq: number | null } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { malformed: true, seq: null };
  }
  const parsed = imClientMessageSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const seq = z.object({ seq: z.number().int().nonnegative() }).safeParse(json);
  return { malformed: true, seq: seq.success ? seq.data.seq : null };
}

function refusal(seq: number, language: Language): ImReply {
  return {
    type: 'reply',
    seq,
    code: ResponseCode.error,
    msg: translate(language, 'im.malformed'),
    data: null,
  };
}

/**
 * A push to many sockets as UTF-8 once: `ws` would encode a string again for every socket of a
 * room of thousands (issue 22, chat fan-out). Sent as a text frame all the same.
 */
function encodeOnce(push: unknown): Buffer {
  return Buffer.from(JSON.stringify(push));
}

/** A burst of frames to a socket in one turn leaves in two writes, not one each (turn-cork.ts). */
const frames = new TurnCork();

function sendText(client: { socket: WebSocket }, text: string | Buffer): void {
  frames.sendText(client.socket, text);
}
