import type { ChatMessage, ChatPayload, Conversation, ImPush } from '@tifo/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ImClient } from '../../../shared/im/im-client';
import { ImClientContext } from '../../../shared/im/use-im';
import { write, type UserInfo } from '../../../shared/storage';
import { FakeWebSocket } from '../../../test/fake-web-socket';

/** The signed-in member of these tests, and the people they talk to. */
export const ME = '5';
export const PEER = '7';
export const OTHER = '8';

export const member: UserInfo = {
  id: Number(ME),
  avatar: '',
  user_nickname: 'Me',
  gold: 0,
  userlevel: 1,
  toplevel: 0,
  exp_percent: 0,
  create_time_str: '3',
  is_anchor: 0,
  chatpermission: 1,
  balances: {},
  userSig: 'sig',
};

export function signIn(user: UserInfo = member) {
  write('userInfo', user);
}

let nextId = 1000;

/** A stored private message; `from` and `to` default to the peer writing to me. */
export function buildMessage(
  overrides: Partial<ChatMessage> & { text?: string } = {},
): ChatMessage {
  const { text = 'hello', ...rest } = overrides;
  const from = rest.from ?? PEER;
  const payload: ChatPayload = rest.payload ?? { kind: 'text', text };
  return {
    id: nextId++,
    client_id: null,
    room_id: null,
    from,
    to: from === ME ? PEER : ME,
    nick: from === ME ? 'Me' : `User ${from}`,
    avatar: '',
    time: Date.now() - 60 * 60_000,
    read: false,
    status: 'sent',
    ...rest,
    payload,
  };
}

export function buildConversation(peer: string, overrides: Partial<Conversation> = {}) {
  return {
    peer,
    peer_nick: `User ${peer}`,
    peer_avatar: '',
    peer_is_anchor: false,
    unread: 0,
    last_message: null,
    updated_at: Date.now() - 3_600_000,
    ...overrides,
  } satisfies Conversation;
}

interface SentRequest {
  type: string;
  seq: number;
  [field: string]: unknown;
}

/**
 * Plays the `/im` server for a real `ImClient` on a fake socket: logs it in as `ME`, records
 * its requests, answers them (some automatically) and pushes messages.
 */
export class FakeImServer {
  readonly client: ImClient;
  readonly socket: FakeWebSocket;
  private readonly automatic = new Map<string, (request: SentRequest) => unknown>();

  private constructor() {
    FakeWebSocket.instances = [];
    this.client = new ImClient({
      url: 'ws://localhost/im',
      WebSocket: FakeWebSocket,
      credentials: () => Promise.resolve({ userID: ME, userSig: 'sig' }),
      requestTimeoutMs: 2_000,
      heartbeatMs: 3_600_000,
      minBackoffMs: 3_600_000,
    });
    this.client.start();
    this.socket = FakeWebSocket.latest();
    const send = this.socket.send.bind(this.socket);
    this.socket.send = (data: string) => {
      send(data);
      const request = JSON.parse(data) as SentRequest;
      const answer = this.automatic.get(request.type);
      // Answered after the client has filed the request, as a real server would.
      if (answer) queueMicrotask(() => this.reply(request, answer(request)));
    };
  }

  static async start(): Promise<FakeImServer> {
    const server = new FakeImServer();
    server.answerAutomatically('login', () => ({
      userID: ME,
      nick: 'Me',
      avatar: '',
      tourist: false,
    }));
    server.answerAutomatically('markRead', () => ({ up_to_id: 0 }));
    server.socket.open();
    await waitFor(() => {
      if (server.client.getState() !== 'ready') throw new Error('not logged in yet');
    });
    return server;
  }

  answerAutomatically(type: string, answer: (request: SentRequest) => unknown) {
    this.automatic.set(type, answer);
  }

  requests(type: string): SentRequest[] {
    return (this.socket.sent as SentRequest[]).filter((request) => request.type === type);
  }

  lastRequest(type: string): SentRequest {
    const request = this.requests(type).at(-1);
    if (!request) throw new Error(`no ${type} request`);
    return request;
  }

  reply(request: SentRequest, data: unknown) {
    this.socket.receive({ type: 'reply', seq: request.seq, code: 0, msg: '', data });
  }

  refuse(request: SentRequest, msg: string, retryAfterMs?: number) {
    this.socket.receive({
      type: 'reply',
      seq: request.seq,
      code: 1,
      msg,
      data: null,
      ...(retryAfterMs === undefined ? {} : { retry_after_ms: retryAfterMs }),
    });
  }

  push(push: ImPush) {
    this.socket.receive(push);
  }

  stop() {
    this.client.stop();
  }
}

/** Renders `ui` with a fresh query cache, the chat client and a router. */
export function renderWithChat(ui: ReactNode, client: ImClient | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ImClientContext value={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </ImClientContext>
    </QueryClientProvider>,
  );
  return { queryClient, ...view };
}

/** The addresses a stubbed `fetch` was called with, in order. */
export function requestedUrls(fetchMock: { mock: { calls: [RequestInfo | URL, ...unknown[]][] } }) {
  return fetchMock.mock.calls.map(([input]) =>
    input instanceof Request ? input.url : input instanceof URL ? input.href : input,
  );
}
