import { LIMITS } from '@tifo/contract';
import { backoffDelay, RECONNECT_BACKOFF } from './backoff';

/** The part of the WebSocket API the clients use, so tests can pass a fake. */
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

/** A text frame's JSON, or undefined for binary frames and text that is not JSON. */
export function socketJson(data: unknown): unknown {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

export interface ReconnectingSocketOptions {
  url: string;
  WebSocket?: WebSocketFactory;
  heartbeatMs?: number;
  /** First reconnect delay; it doubles on each failure up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** Share of the delay added or removed at random (0.2 = ±20 %). */
  jitter?: number;
  random?: () => number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/** The client's states the transport moves to by itself. */
export interface TransportStates<S> {
  /** Making the first socket (`connect()` with no failure behind it). */
  connecting: S;
  /** Making a socket again (after a failure, or `restart()`). */
  reconnecting: S;
  /** Waiting for the backoff delay before the next socket. */
  waiting: S;
  /** Stopped with `stop()`. */
  closed: S;
}

/** What the client adds to the transport: its protocol. */
export interface TransportHooks {
  /** The socket opened (the heartbeat is already running). */
  open(socket: WebSocketLike): void;
  message(data: unknown): void;
  /** The socket closed on its own (not by `stop()` or `restart()`); false: do not reconnect. */
  lost?(): boolean;
}

const OPEN = 1;

/**
 * The transport under our two sockets (`/ws` live data, `/im` messaging): one socket at a
 * time, a `{type: 'heartbeat'}` (both protocols' ping) every `heartbeatMs` while it is open,
 * reconnects with jittered exponential backoff until `stop()`, and the client's state with
 * its listeners. The protocol (what to send on open, what a message means) is the client's,
 * through `hooks`.
 */
export class ReconnectingSocket<S> {
  private current: WebSocketLike | null = null;
  private state: S;
  private attempt = 0;
  private heartbeat: unknown = null;
  private reconnectTimer: unknown = null;
  private stoppedValue = true;
  private readonly listeners = new Set<(state: S) => void>();
  private readonly options: Required<ReconnectingSocketOptions>;

  constructor(
    options: ReconnectingSocketOptions,
    private readonly states: TransportStates<S>,
    private readonly hooks: TransportHooks,
  ) {
    this.state = states.closed;
    this.options = {
      WebSocket: globalThis.WebSocket,
      heartbeatMs: LIMITS.socketHeartbeatMs,
      minBackoffMs: RECONNECT_BACKOFF.minMs,
      maxBackoffMs: RECONNECT_BACKOFF.maxMs,
      jitter: RECONNECT_BACKOFF.jitter,
      random: Math.random,
      // Looked up on each call, so fake timers installed after construction apply.
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
      setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
      clearInterval: (handle) => globalThis.clearInterval(handle as number),
      ...options,
    };
  }

  getState(): S {
    return this.state;
  }

  setState(state: S): void {
    if (this.state === state) return;
    this.state = state;
    this.listeners.forEach((listener) => listener(state));
  }

  onState(listener: (state: S) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** True before the first `connect()` and after `stop()`. */
  get stopped(): boolean {
    return this.stoppedValue;
  }

  /** The socket in use (null between sockets): a hook's socket is stale once it differs. */
  get socket(): WebSocketLike | null {
    return this.current;
  }

  /** Connects unless a socket is already there (waiting for a reconnect, it connects now). */
  connect(): void {
    this.stoppedValue = false;
    if (this.current) return;
    this.open(this.attempt === 0 ? this.states.connecting : this.states.reconnecting);
  }

  /** Drops the current socket and connects again at once, with the backoff reset. */
  restart(): void {
    this.stoppedValue = false;
    this.cancelReconnect();
    this.teardown();
    this.attempt = 0;
    this.open(this.states.reconnecting);
  }

  stop(): void {
    this.stoppedValue = true;
    this.cancelReconnect();
    this.teardown();
    this.setState(this.states.closed);
  }

  /** The next reconnect waits the shortest delay again (the connection is up and working). */
  resetBackoff(): void {
    this.attempt = 0;
  }

  /** Sends a message as JSON; returns false when the socket is not open. */
  send(message: unknown): boolean {
    if (!this.current || this.current.readyState !== OPEN) return false;
    this.current.send(JSON.stringify(message));
    return true;
  }

  private open(state: S): void {
    this.setState(state);
    let socket: WebSocketLike;
    try {
      socket = new this.options.WebSocket(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.current = socket;
    socket.onopen = () => {
      this.stopHeartbeat();
      this.heartbeat = this.options.setInterval(
        () => this.send({ type: 'heartbeat' }),
        this.options.heartbeatMs,
      );
      this.hooks.open(socket);
    };
    socket.onmessage = (event) => this.hooks.message(event.data);
    socket.onerror = () => {
      // A close event always follows an error; reconnecting is handled there.
    };
    socket.onclose = () => {
      if (this.current !== socket) return;
      this.current = null;
      this.stopHeartbeat();
      const reconnect = this.hooks.lost?.() ?? true;
      if (this.stoppedValue) this.setState(this.states.closed);
      else if (reconnect) this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    this.setState(this.states.waiting);
    const delay = backoffDelay(this.attempt, {
      min: this.options.minBackoffMs,
      max: this.options.maxBackoffMs,
      jitter: this.options.jitter,
      random: this.options.random,
    });
    this.attempt += 1;
    this.reconnectTimer = this.options.setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.stoppedValue) this.open(this.states.reconnecting);
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

  /** Closes the current socket without reconnecting: its events are no longer heard. */
  private teardown(): void {
    this.stopHeartbeat();
    const socket = this.current;
    this.current = null;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      socket.close(1000, 'client closed');
    }
  }
}
