import {
  LIMITS,
  LIVE_DATA_PROTOCOL_VERSION,
  liveDataServerMessageSchema,
  type LiveDataClientMessage,
  type LiveDataServerMessage,
} from '@tifo/contract';

export type LiveDataSocketState = 'connecting' | 'open' | 'closed' | 'reconnecting';

export interface ReceivedMessage {
  /** Epoch milliseconds when the message arrived. */
  at: number;
  message: LiveDataServerMessage;
}

/** The part of the WebSocket API the client uses, so tests can pass a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketFactory = new (url: string) => WebSocketLike;

export interface LiveDataSocketOptions {
  url: string;
  WebSocket?: WebSocketFactory;
  heartbeatMs?: number;
  /** First reconnect delay; it doubles on each failure up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** Share of the delay added or removed at random (0.2 = ±20 %). */
  jitter?: number;
  historySize?: number;
  random?: () => number;
  now?: () => number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

const OPEN = 1;

/** Resolves a socket address such as `/ws` against the page (http → ws, https → wss). */
export function resolveSocketUrl(address: string, base: string = location.href): string {
  const url = new URL(address, base);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  return url.toString();
}

/** A text frame's JSON, or undefined for binary frames and text that is not JSON. */
export function socketJson(data: unknown): unknown {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/** Delay before reconnect attempt `attempt` (0-based): exponential, capped, with jitter. */
export function backoffDelay(
  attempt: number,
  { min, max, jitter, random }: { min: number; max: number; jitter: number; random: () => number },
): number {
  const base = Math.min(max, min * 2 ** attempt);
  return Math.round(base * (1 - jitter + random() * 2 * jitter));
}

/**
 * The live-data socket `/ws` (api-conventions.md "Sockets"): registers on every open, sends a
 * heartbeat every 30 s, parses every message with the contract schema (invalid ones are
 * dropped) and reconnects with jittered exponential backoff until `close()` is called.
 */
export class LiveDataSocket {
  private socket: WebSocketLike | null = null;
  private state: LiveDataSocketState = 'closed';
  private attempt = 0;
  private heartbeat: unknown = null;
  private reconnectTimer: unknown = null;
  private stopped = true;
  private history: ReceivedMessage[] = [];
  private clientIdValue: string | null = null;
  /** The live room this page is in; entered again after every reconnect. */
  private roomId: number | null = null;
  private readonly messageListeners = new Set<(message: LiveDataServerMessage) => void>();
  private readonly stateListeners = new Set<(state: LiveDataSocketState) => void>();
  private readonly options: Required<LiveDataSocketOptions>;

  constructor(options: LiveDataSocketOptions) {
    this.options = {
      WebSocket: globalThis.WebSocket,
      heartbeatMs: LIMITS.socketHeartbeatMs,
      minBackoffMs: 1_000,
      maxBackoffMs: 30_000,
      jitter: 0.2,
      historySize: 50,
      random: Math.random,
      now: Date.now,
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
      setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
      clearInterval: (handle) => globalThis.clearInterval(handle as number),
      ...options,
    };
  }

  getState(): LiveDataSocketState {
    return this.state;
  }

  /** The id the server gave this connection in its code-101 answer. */
  getClientId(): string | null {
    return this.clientIdValue;
  }

  /** The last messages received, oldest first. */
  getHistory(): readonly ReceivedMessage[] {
    return this.history;
  }

  connect(): void {
    this.stopped = false;
    if (this.socket) return;
    this.open(this.attempt === 0 ? 'connecting' : 'reconnecting');
  }

  /** Drops the current connection and connects again at once. */
  reconnect(): void {
    this.stopped = false;
    this.cancelReconnect();
    this.teardown();
    this.attempt = 0;
    this.open('reconnecting');
  }

  close(): void {
    this.stopped = true;
    this.cancelReconnect();
    this.teardown();
    this.setState('closed');
  }

  /** Sends a client message; returns false when the socket is not open. */
  send(message: LiveDataClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** The live room entered with `enterRoom`, or null. */
  getRoom(): number | null {
    return this.roomId;
  }

  /**
   * Joins one live room's audience (a page is in one room at most). The room is kept, so the
   * socket enters it again after a reconnect; when the socket is not open yet it is entered on
   * open.
   */
  enterRoom(roomId: number): void {
    this.roomId = roomId;
    this.send({ type: 'enterRoom', room_id: roomId });
  }

  /** Leaves the room; with `roomId`, only when that is still the room entered. */
  leaveRoom(roomId?: number): void {
    if (this.roomId === null || (roomId !== undefined && roomId !== this.roomId)) return;
    this.roomId = null;
    this.send({ type: 'leaveRoom' });
  }

  onMessage(listener: (message: LiveDataServerMessage) => void): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  onState(listener: (state: LiveDataSocketState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  private open(state: 'connecting' | 'reconnecting'): void {
    this.setState(state);
    let socket: WebSocketLike;
    try {
      socket = new this.options.WebSocket(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.setState('open');
      this.send({ type: 'register', info: 'web', protocol: LIVE_DATA_PROTOCOL_VERSION });
      // A new connection starts outside every room: enter the page's room again.
      if (this.roomId !== null) this.send({ type: 'enterRoom', room_id: this.roomId });
      this.stopHeartbeat();
      this.heartbeat = this.options.setInterval(
        () => this.send({ type: 'heartbeat' }),
        this.options.heartbeatMs,
      );
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => {
      // A close event always follows an error; reconnecting is handled there.
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopHeartbeat();
      if (this.stopped) this.setState('closed');
      else this.scheduleReconnect();
    };
  }

  private receive(data: unknown): void {
    const parsed = liveDataServerMessageSchema.safeParse(socketJson(data));
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.code === 101) this.clientIdValue = message.data.client_id;
    this.history = [...this.history, { at: this.options.now(), message }].slice(
      -this.options.historySize,
    );
    this.messageListeners.forEach((listener) => listener(message));
  }

  private scheduleReconnect(): void {
    this.setState('reconnecting');
    const delay = backoffDelay(this.attempt, {
      min: this.options.minBackoffMs,
      max: this.options.maxBackoffMs,
      jitter: this.options.jitter,
      random: this.options.random,
    });
    this.attempt += 1;
    this.reconnectTimer = this.options.setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.stopped) this.open('reconnecting');
    }, delay);
  }

  private cancelReconnect(): void {
    if (this.reconnectTimer !== null) this.options.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private stopHeartbeat(): void {
    if (this.heartbeat !== null) this.options.clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private teardown(): void {
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      socket.close(1000, 'client closed');
    }
  }

  private setState(state: LiveDataSocketState): void {
    if (this.state === state) return;
    this.state = state;
    this.stateListeners.forEach((listener) => listener(state));
  }
}
