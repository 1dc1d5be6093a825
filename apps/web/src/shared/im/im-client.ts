import {
  LIMITS,
  type ChatPayload,
  type ImClientMessage,
  type ImPush,
  type ImReplyData,
  type ImSelf,
  type RoomJoined,
  type imReplyDataSchemas,
} from '@tifo/contract';
import { readImReplyData, readImServerMessage } from './im-message';
import {
  ReconnectingSocket,
  socketJson,
  type WebSocketFactory,
  type WebSocketLike,
} from '../reconnecting-socket';
import { randomId } from '../random-id';

/** Who to log in as: a member's id and userSig, or a visitor's tourist account. */
export interface ImCredentials {
  userID: string;
  userSig: string;
}

/**
 * `connecting` (socket or login under way), `ready` (logged in), `offline` (waiting to
 * reconnect), `refused` (the server refused the login: a stale signature), `closed` (stopped).
 */
export type ImState = 'connecting' | 'ready' | 'offline' | 'refused' | 'closed';

/** A refused or failed request; `message` is the server's translated text when it sent one. */
export class ImRequestError extends Error {
  constructor(
    message: string,
    readonly kind: 'refused' | 'timeout' | 'offline',
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ImRequestError';
  }
}

type RequestType = keyof typeof imReplyDataSchemas;
type RequestOf<T extends RequestType> = Omit<Extract<ImClientMessage, { type: T }>, 'seq' | 'type'>;

export interface ImClientOptions {
  url: string;
  /** Read on every (re)connect, so a login or logout takes effect on the next connection. */
  credentials: () => Promise<ImCredentials | null>;
  /** Told when the server refused a login, so stored credentials can be refreshed. */
  onLoginRefused?: () => void;
  WebSocket?: WebSocketFactory;
  heartbeatMs?: number;
  requestTimeoutMs?: number;
  minBackoffMs?: number;
  maxBackoffMs?: number;
  random?: () => number;
  newClientId?: () => string;
}

interface Pending {
  resolve: (data: unknown) => void;
  reject: (error: ImRequestError) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The client of our messaging socket `/im`: logs in with the current credentials on every
 * connection, joins the rooms it was in again after a reconnect, matches replies to requests
 * by `seq`, and hands pushes (room and private messages, read flags) to listeners.
 */
export class ImClient {
  private readonly transport: ReconnectingSocket<ImState>;
  private self: ImSelf | null = null;
  private seq = 0;
  private readonly pending = new Map<number, Pending>();
  /** Rooms joined, with how many views asked for each, joined again after reconnects. */
  private readonly rooms = new Map<number, number>();
  /** Rooms with a `joinRoom` request not answered yet (it joins them itself). */
  private readonly joinsWaiting = new Map<number, number>();
  private readonly pushListeners = new Set<(push: ImPush) => void>();
  private readonly readyWaiters = new Set<() => void>();
  private readonly options: ImClientOptions &
    Required<Pick<ImClientOptions, 'requestTimeoutMs' | 'newClientId'>>;

  constructor(options: ImClientOptions) {
    this.options = {
      requestTimeoutMs: LIMITS.requestTimeoutMs,
      newClientId: randomId,
      ...options,
    };
    this.transport = new ReconnectingSocket<ImState>(
      options,
      // The login is part of connecting; `offline` while waiting to reconnect.
      {
        connecting: 'connecting',
        reconnecting: 'connecting',
        waiting: 'offline',
        closed: 'closed',
      },
      {
        open: (socket) => void this.login(socket),
        message: (data) => this.receive(data),
        lost: () => {
          this.failPending();
          return this.getState() !== 'refused';
        },
      },
    );
  }

  getState(): ImState {
    return this.transport.getState();
  }

  /** Who is logged in (null before the login answer). */
  getSelf(): ImSelf | null {
    return this.self;
  }

  start(): void {
    if (this.transport.stopped) this.transport.connect();
  }

  stop(): void {
    this.forgetConnection();
    this.transport.stop();
  }

  /** Logs in again with fresh credentials (after a member logs in or out). */
  relogin(): void {
    if (this.transport.stopped) return;
    this.forgetConnection();
    this.transport.restart();
  }

  onPush(listener: (push: ImPush) => void): () => void {
    this.pushListeners.add(listener);
    return () => this.pushListeners.delete(listener);
  }

  onState(listener: () => void): () => void {
    return this.transport.onState(listener);
  }

  /**
   * Joins a chat room (history, modes, member count). Views that join the same room share the
   * membership; the room is left when the last of them quits.
   */
  async joinRoom(roomId: number): Promise<RoomJoined> {
    this.rooms.set(roomId, (this.rooms.get(roomId) ?? 0) + 1);
    this.joinsWaiting.set(roomId, (this.joinsWaiting.get(roomId) ?? 0) + 1);
    try {
      return await this.request('joinRoom', { room_id: roomId });
    } catch (error) {
      this.releaseRoom(roomId);
      throw error;
    } finally {
      const waiting = (this.joinsWaiting.get(roomId) ?? 1) - 1;
      if (waiting > 0) this.joinsWaiting.set(roomId, waiting);
      else this.joinsWaiting.delete(roomId);
    }
  }

  quitRoom(roomId: number): void {
    if (!this.releaseRoom(roomId)) return;
    // Also when not ready: a join still waiting for the login is sent then, and this must follow
    // it (requests waiting for the login go out in order). After a reconnect it is harmless.
    this.request('quitRoom', { room_id: roomId }).catch(() => undefined);
  }

  sendRoom(roomId: number, payload: ChatPayload, clientId = this.options.newClientId()) {
    return this.request('sendRoom', { room_id: roomId, client_id: clientId, payload });
  }

  sendPrivate(to: string, payload: ChatPayload, clientId = this.options.newClientId()) {
    return this.request('sendPrivate', { to, client_id: clientId, payload });
  }

  markRead(peer: string): Promise<ImReplyData<'markRead'>> {
    return this.request('markRead', { peer });
  }

  /** Sends a request once logged in and resolves with its validated reply data. */
  async request<T extends RequestType>(type: T, body: RequestOf<T>): Promise<ImReplyData<T>> {
    if (type !== 'login') await this.whenReady();
    const seq = ++this.seq;
    const data = await new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(seq);
        reject(new ImRequestError('timeout', 'timeout'));
      }, this.options.requestTimeoutMs);
      this.pending.set(seq, { resolve, reject, timer });
      if (!this.transport.send({ type, seq, ...body })) {
        clearTimeout(timer);
        this.pending.delete(seq);
        reject(new ImRequestError('offline', 'offline'));
      }
    });
    const read = readImReplyData(type, data);
    // Not an ImRequestError: a reply the server would never send is a fault, not a refusal.
    if (read === null) throw new TypeError(`/im: the ${type} reply is not what the contract says`);
    return read;
  }

  private whenReady(): Promise<void> {
    if (this.getState() === 'ready') return Promise.resolve();
    if (this.transport.stopped) return Promise.reject(new ImRequestError('offline', 'offline'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.readyWaiters.delete(wake);
        reject(new ImRequestError('offline', 'offline'));
      }, this.options.requestTimeoutMs);
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      this.readyWaiters.add(wake);
    });
  }

  private releaseRoom(roomId: number): boolean {
    const count = this.rooms.get(roomId) ?? 0;
    if (count <= 1) {
      this.rooms.delete(roomId);
      return count === 1;
    }
    this.rooms.set(roomId, count - 1);
    return false;
  }

  private async login(socket: WebSocketLike): Promise<void> {
    const credentials = await this.options.credentials().catch(() => null);
    if (this.transport.socket !== socket) return;
    if (!credentials) return this.refuse();
    try {
      this.self = await this.request('login', credentials);
    } catch (error) {
      if (error instanceof ImRequestError && error.kind === 'refused') return this.refuse();
      return socket.close();
    }
    this.transport.resetBackoff();
    // A new connection is in no room: join the page's rooms again (their history is not
    // needed), except those whose own join request is about to go out.
    for (const roomId of this.rooms.keys()) {
      if (this.joinsWaiting.has(roomId)) continue;
      this.transport.send({ type: 'joinRoom', seq: ++this.seq, room_id: roomId });
    }
    this.transport.setState('ready');
    for (const wake of [...this.readyWaiters]) wake();
    this.readyWaiters.clear();
  }

  private refuse(): void {
    this.self = null;
    this.transport.setState('refused');
    this.options.onLoginRefused?.();
  }

  private receive(data: unknown): void {
    const message = readImServerMessage(socketJson(data));
    if (!message) return;
    if (message.type === 'reply') {
      const pending = this.pending.get(message.seq);
      if (!pending) return;
      this.pending.delete(message.seq);
      clearTimeout(pending.timer);
      if (message.code === 0) pending.resolve(message.data);
      else pending.reject(new ImRequestError(message.msg, 'refused', message.retry_after_ms));
      return;
    }
    if (message.type === 'pong') return;
    this.pushListeners.forEach((listener) => listener(message));
  }

  private failPending(): void {
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(new ImRequestError('offline', 'offline'));
    }
    this.pending.clear();
  }

  /** What a connection knew, dropped with it by `stop()` and `relogin()`. */
  private forgetConnection(): void {
    this.self = null;
    this.failPending();
  }
}
