import type {
  ChatMessage,
  ImClientMessage,
  ImPush,
  ImSelf,
  ImServerMessage,
  RoomChatMode,
} from '@tifo/contract';
import { ImClient } from '../shared/im/im-client';
import { FakeWebSocket } from './fake-web-socket';

/**
 * Test driver of the chat service: a real `ImClient` whose socket talks to this fake `/im`
 * server. It logs the client in, answers requests like the server does (each a microtask
 * later) and lets tests push messages, refuse requests and drop the connection.
 */

/** The room of the live tests (`ROOM_ID` of live-test-helpers). */
export const FIXTURE_ROOM_ID = 12;

export const MEMBER_SELF: ImSelf = { userID: '5', nick: 'Fan', avatar: '', tourist: false };
export const TOURIST_SELF: ImSelf = {
  userID: 'guest0001',
  nick: 'guest0001',
  avatar: '',
  tourist: true,
};

export function chatMessageFixture(
  id: number,
  { text = `第${id}条消息`, ...overrides }: Partial<ChatMessage> & { text?: string } = {},
): ChatMessage {
  return {
    id,
    client_id: null,
    room_id: FIXTURE_ROOM_ID,
    from: String(30 + id),
    to: null,
    nick: `球迷${id}`,
    avatar: '',
    time: Date.UTC(2025, 4, 10, 12),
    payload: { kind: 'text', text },
    read: false,
    status: 'sent',
    ...overrides,
  };
}

type ImRequest = Exclude<ImClientMessage, { type: 'heartbeat' }>;
type RequestOf<T extends ImRequest['type']> = Extract<ImRequest, { type: T }>;

/** A reply: data (code 0), or a refusal with the server's msg and, for limits, the wait. */
export type ImAnswer = { data: unknown } | { refuse: string; retryAfterMs?: number };

const OPEN = 1;

/** The fake server's end of the client's socket: what the client sends goes to the server. */
class FakeImSocket extends FakeWebSocket {
  constructor(
    url: string,
    private readonly onSend: (socket: FakeImSocket, message: ImClientMessage) => void,
  ) {
    super(url);
  }

  override send(data: string) {
    this.onSend(this, JSON.parse(data) as ImClientMessage);
  }

  /** A server message, dropped once the connection is closed. */
  deliver(message: ImServerMessage) {
    if (this.readyState === OPEN) this.receive(message);
  }
}

export class FakeImServer {
  readonly client: ImClient;
  /** Every request the client sent (heartbeats aside), oldest first. */
  readonly requests: ImRequest[] = [];
  /** What `joinRoom` answers. */
  readonly room: { history: ChatMessage[]; members: number; mode: RoomChatMode | null } = {
    history: [],
    members: 1,
    mode: null,
  };
  /** Answers tests put in place of the defaults, by request type. */
  readonly answers: { [T in ImRequest['type']]?: (request: RequestOf<T>) => ImAnswer } = {};
  private socket: FakeImSocket | null = null;
  private nextMessageId = 1_000;

  constructor(readonly self: ImSelf = MEMBER_SELF) {
    const onSend = (socket: FakeImSocket, message: ImClientMessage) =>
      this.receive(socket, message);
    const connect = (socket: FakeImSocket) => {
      this.socket = socket;
      queueMicrotask(() => socket.open());
    };
    let clientIds = 0;
    this.client = new ImClient({
      url: 'ws://test/im',
      credentials: () => Promise.resolve({ userID: self.userID, userSig: 'sig' }),
      WebSocket: class extends FakeImSocket {
        constructor(url: string) {
          super(url, onSend);
          connect(this);
        }
      },
      minBackoffMs: 5,
      maxBackoffMs: 5,
      newClientId: () => `client-id-${++clientIds}`,
    });
  }

  /** Starts the client; resolves once it is logged in. */
  start(): Promise<void> {
    this.client.start();
    return this.whenReady();
  }

  whenReady(): Promise<void> {
    if (this.client.getState() === 'ready') return Promise.resolve();
    return new Promise((resolve) => {
      const off = this.client.onState(() => {
        if (this.client.getState() !== 'ready') return;
        off();
        resolve();
      });
    });
  }

  stop(): void {
    this.client.stop();
  }

  /** A push from the server on the open connection. */
  push(push: ImPush): void {
    this.socket?.deliver(push);
  }

  /** The server drops the connection; the client reconnects (5 ms later) and logs in again. */
  disconnect(): void {
    this.socket?.serverClose();
  }

  requestsOf<T extends ImRequest['type']>(type: T): RequestOf<T>[] {
    return this.requests.filter((request): request is RequestOf<T> => request.type === type);
  }

  private receive(socket: FakeImSocket, message: ImClientMessage): void {
    if (message.type === 'heartbeat') return;
    this.requests.push(message);
    const answer = this.answer(message);
    queueMicrotask(() =>
      socket.deliver(
        'data' in answer
          ? { type: 'reply', seq: message.seq, code: 0, msg: 'ok', data: answer.data }
          : {
              type: 'reply',
              seq: message.seq,
              code: 1,
              msg: answer.refuse,
              data: null,
              ...(answer.retryAfterMs === undefined ? {} : { retry_after_ms: answer.retryAfterMs }),
            },
      ),
    );
  }

  private answer(request: ImRequest): ImAnswer {
    const custom = this.answers[request.type] as ((request: ImRequest) => ImAnswer) | undefined;
    if (custom) return custom(request);
    switch (request.type) {
      case 'login':
        return { data: this.self };
      case 'joinRoom':
        return {
          data: {
            room_id: request.room_id,
            members: this.room.members,
            history: this.room.history,
            mode: this.room.mode ?? {
              room_id: request.room_id,
              slow_mode_seconds: 0,
              followers_only: false,
            },
          },
        };
      case 'quitRoom':
        return { data: { room_id: request.room_id } };
      case 'sendRoom': {
        const message = chatMessageFixture(++this.nextMessageId, {
          room_id: request.room_id,
          client_id: request.client_id,
          from: this.self.userID,
          nick: this.self.nick,
          payload: request.payload,
        });
        // The room hears it before the sender's answer, as with the in-process bus.
        this.push({ type: 'roomMessage', data: message });
        return { data: message };
      }
      case 'logout':
      case 'updateProfile':
      case 'sendPrivate':
      case 'markRead':
        return { refuse: `${request.type} is not faked` };
    }
  }
}
