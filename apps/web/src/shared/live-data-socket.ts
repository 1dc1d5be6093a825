import {
  LIVE_DATA_PROTOCOL_VERSION,
  type LiveDataClientMessage,
  type LiveDataServerMessage,
} from '@tifo/contract';
import { readLiveDataMessage } from './live-data-message';
import {
  ReconnectingSocket,
  socketJson,
  type ReconnectingSocketOptions,
} from './reconnecting-socket';

// The transport's parts the clients, fakes and tests have always imported from here.
export { backoffDelay } from './backoff';
export { socketJson, type WebSocketFactory, type WebSocketLike } from './reconnecting-socket';

export type LiveDataSocketState = 'connecting' | 'open' | 'closed' | 'reconnecting';

export interface ReceivedMessage {
  /** Epoch milliseconds when the message arrived. */
  at: number;
  message: LiveDataServerMessage;
}

export interface LiveDataSocketOptions extends ReconnectingSocketOptions {
  historySize?: number;
  now?: () => number;
}

/** Resolves a socket address such as `/ws` against the page (http → ws, https → wss). */
export function resolveSocketUrl(address: string, base: string = location.href): string {
  const url = new URL(address, base);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  return url.toString();
}

/**
 * The live-data socket `/ws` (api-conventions.md "Sockets"): registers on every open, sends a
 * heartbeat every 30 s, reads every message as the contract's schema does (invalid ones are
 * dropped) and reconnects with jittered exponential backoff until `close()` is called.
 */
export class LiveDataSocket {
  private readonly transport: ReconnectingSocket<LiveDataSocketState>;
  private history: ReceivedMessage[] = [];
  private clientIdValue: string | null = null;
  /** The live room this page is in; entered again after every reconnect. */
  private roomId: number | null = null;
  private readonly messageListeners = new Set<(message: LiveDataServerMessage) => void>();
  private readonly historySize: number;
  private readonly now: () => number;

  constructor(options: LiveDataSocketOptions) {
    this.historySize = options.historySize ?? 50;
    this.now = options.now ?? Date.now;
    this.transport = new ReconnectingSocket<LiveDataSocketState>(
      options,
      {
        connecting: 'connecting',
        reconnecting: 'reconnecting',
        waiting: 'reconnecting',
        closed: 'closed',
      },
      {
        open: () => {
          this.transport.resetBackoff();
          this.transport.setState('open');
          this.send({ type: 'register', info: 'web', protocol: LIVE_DATA_PROTOCOL_VERSION });
          // A new connection starts outside every room: enter the page's room again.
          if (this.roomId !== null) this.send({ type: 'enterRoom', room_id: this.roomId });
        },
        message: (data) => this.receive(data),
      },
    );
  }

  getState(): LiveDataSocketState {
    return this.transport.getState();
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
    this.transport.connect();
  }

  /** Drops the current connection and connects again at once. */
  reconnect(): void {
    this.transport.restart();
  }

  close(): void {
    this.transport.stop();
  }

  /** Sends a client message; returns false when the socket is not open. */
  send(message: LiveDataClientMessage): boolean {
    return this.transport.send(message);
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
    return this.transport.onState(listener);
  }

  private receive(data: unknown): void {
    const message = readLiveDataMessage(socketJson(data));
    if (!message) return;
    if (message.code === 101) this.clientIdValue = message.data.client_id;
    this.history = [...this.history, { at: this.now(), message }].slice(-this.historySize);
    this.messageListeners.forEach((listener) => listener(message));
  }
}
