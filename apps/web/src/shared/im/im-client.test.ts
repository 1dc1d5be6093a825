import type { ChatMessage, ImPush, ImSelf } from '@tifo/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { stubInsecureCrypto } from '../../test/insecure-context';
import { ImClient, ImRequestError, type ImClientOptions, type ImCredentials } from './im-client';

const URL = 'ws://localhost/im';
const TIMEOUT_MS = 5_000;
const HEARTBEAT_MS = 30_000;
const CREDENTIALS: ImCredentials = { userID: '7', userSig: '1900000000.mac' };
const SELF: ImSelf = { userID: '7', nick: 'Ann', avatar: '/uploads/a.png', tourist: false };
const TEXT = { kind: 'text', text: 'hello' } as const;
const MODE = { room_id: 5, slow_mode_seconds: 0, followers_only: false };
const JOINED = { room_id: 5, members: 1, history: [], mode: MODE };

const latest = () => FakeWebSocket.latest();

function chatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 41,
    client_id: 'web-0001',
    room_id: 5,
    from: '7',
    to: null,
    nick: 'Ann',
    avatar: '',
    time: 1_800_000_000_000,
    payload: TEXT,
    read: false,
    status: 'sent',
    ...overrides,
  };
}

function reply(seq: number, data: unknown) {
  return { type: 'reply', seq, code: 0, msg: 'ok', data };
}

function refusal(seq: number, msg: string, retryAfterMs?: number) {
  return {
    type: 'reply',
    seq,
    code: 1,
    msg,
    data: null,
    ...(retryAfterMs === undefined ? {} : { retry_after_ms: retryAfterMs }),
  };
}

/** Lets the client's promise chains (credentials, replies, waiting requests) run. */
async function settle() {
  for (let index = 0; index < 50; index += 1) await Promise.resolve();
}

/** Follows a promise without awaiting it, so a rejection is never unhandled. */
function track<T>(promise: Promise<T>) {
  const outcome: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  void promise.then(
    (value) => Object.assign(outcome, { settled: true, value }),
    (error: unknown) => Object.assign(outcome, { settled: true, error }),
  );
  return outcome;
}

function create(overrides: Partial<ImClientOptions> = {}) {
  const credentials = vi.fn(() => Promise.resolve<ImCredentials | null>(CREDENTIALS));
  const onLoginRefused = vi.fn();
  let clientIds = 0;
  const client = new ImClient({
    url: URL,
    credentials,
    onLoginRefused,
    WebSocket: FakeWebSocket,
    heartbeatMs: HEARTBEAT_MS,
    requestTimeoutMs: TIMEOUT_MS,
    minBackoffMs: 1_000,
    maxBackoffMs: 30_000,
    random: () => 0.5,
    newClientId: () => `web-000${(clientIds += 1)}`,
    ...overrides,
  });
  const states: string[] = [];
  client.onState(() => states.push(client.getState()));
  return { client, credentials, onLoginRefused, states };
}

/** Opens the latest socket and answers its login request with `self`. */
async function logIn(socket: FakeWebSocket, self: ImSelf = SELF): Promise<number> {
  socket.open();
  await settle();
  const login = socket.sent.at(-1) as { type: string; seq: number };
  expect(login.type).toBe('login');
  socket.receive(reply(login.seq, self));
  await settle();
  return login.seq;
}

async function startReady(overrides: Partial<ImClientOptions> = {}) {
  const created = create(overrides);
  created.client.start();
  await logIn(latest());
  expect(created.client.getState()).toBe('ready');
  return { ...created, socket: latest() };
}

/** The server closes the socket; after the backoff a new one is made and logged in. */
async function reconnect(delayMs = 1_000): Promise<FakeWebSocket> {
  const before = FakeWebSocket.instances.length;
  latest().serverClose();
  vi.advanceTimersByTime(delayMs);
  expect(FakeWebSocket.instances).toHaveLength(before + 1);
  await logIn(latest());
  return latest();
}

describe('ImClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.instances = [];
  });
  afterEach(() => vi.useRealTimers());

  describe('login', () => {
    it('connects, logs in with the credentials and is ready with the reply as self', async () => {
      const { client, credentials, states } = create();
      expect(client.getState()).toBe('closed');
      client.start();
      client.start();
      expect(FakeWebSocket.instances).toHaveLength(1);
      expect(latest().url).toBe(URL);
      expect(client.getState()).toBe('connecting');
      expect(credentials).not.toHaveBeenCalled();

      latest().open();
      await settle();
      expect(credentials).toHaveBeenCalledTimes(1);
      expect(latest().sent).toEqual([{ type: 'login', seq: 1, ...CREDENTIALS }]);
      expect(client.getState()).toBe('connecting');
      expect(client.getSelf()).toBeNull();

      latest().receive(reply(1, SELF));
      await settle();
      expect(client.getState()).toBe('ready');
      expect(client.getSelf()).toEqual(SELF);
      expect(states).toEqual(['connecting', 'ready']);
    });

    it('is refused when the server refuses the login, and stays so when the socket closes', async () => {
      const { client, onLoginRefused, states } = create();
      client.start();
      latest().open();
      await settle();
      latest().receive(refusal(1, 'Signature expired'));
      await settle();
      expect(client.getState()).toBe('refused');
      expect(client.getSelf()).toBeNull();
      expect(onLoginRefused).toHaveBeenCalledTimes(1);
      expect(states).toEqual(['connecting', 'refused']);

      latest().serverClose();
      vi.advanceTimersByTime(60_000);
      expect(client.getState()).toBe('refused');
      expect(FakeWebSocket.instances).toHaveLength(1);
    });

    it('is refused without credentials, sending no login', async () => {
      const { client, onLoginRefused } = create({ credentials: () => Promise.resolve(null) });
      client.start();
      latest().open();
      await settle();
      expect(client.getState()).toBe('refused');
      expect(onLoginRefused).toHaveBeenCalledTimes(1);
      expect(latest().sent).toEqual([]);
    });

    it('is refused when the credentials cannot be had', async () => {
      const { client, onLoginRefused } = create({
        credentials: () => Promise.reject(new Error('network down')),
      });
      client.start();
      latest().open();
      await settle();
      expect(client.getState()).toBe('refused');
      expect(onLoginRefused).toHaveBeenCalledTimes(1);
      expect(latest().sent).toEqual([]);
    });

    it('closes the socket when the login is not answered in time, then reconnects', async () => {
      const { client, onLoginRefused } = create();
      client.start();
      latest().open();
      await settle();
      vi.advanceTimersByTime(TIMEOUT_MS - 1);
      await settle();
      expect(latest().readyState).toBe(1);
      vi.advanceTimersByTime(1);
      await settle();
      expect(latest().readyState).toBe(3);
      expect(client.getState()).toBe('connecting');
      expect(onLoginRefused).not.toHaveBeenCalled();

      // The browser follows close() with a close event.
      latest().serverClose();
      expect(client.getState()).toBe('offline');
      vi.advanceTimersByTime(1_000);
      expect(FakeWebSocket.instances).toHaveLength(2);
      await logIn(latest());
      expect(client.getState()).toBe('ready');
    });

    it('closes the socket when the login reply is not a user', async () => {
      const { client, onLoginRefused } = create();
      client.start();
      latest().open();
      await settle();
      latest().receive(reply(1, { userID: 7, nick: 'Ann' }));
      await settle();
      expect(latest().readyState).toBe(3);
      expect(client.getState()).toBe('connecting');
      expect(client.getSelf()).toBeNull();
      expect(onLoginRefused).not.toHaveBeenCalled();
    });
  });

  describe('requests', () => {
    it('sends requests made before the login once logged in', async () => {
      const { client } = create();
      client.start();
      const read = track(client.markRead('8'));
      latest().open();
      await settle();
      expect(latest().sent).toEqual([{ type: 'login', seq: 1, ...CREDENTIALS }]);

      latest().receive(reply(1, SELF));
      await settle();
      expect(latest().sent).toEqual([
        { type: 'login', seq: 1, ...CREDENTIALS },
        { type: 'markRead', seq: 2, peer: '8' },
      ]);
      expect(read.settled).toBe(false);

      latest().receive(reply(2, { up_to_id: 41 }));
      await settle();
      expect(read).toEqual({ settled: true, value: { up_to_id: 41 } });
    });

    it('matches replies to requests by seq, in any order', async () => {
      const { client, socket } = await startReady();
      const first = track(client.markRead('8'));
      const second = track(client.markRead('guest1234'));
      await settle();
      expect(socket.sent.slice(1)).toEqual([
        { type: 'markRead', seq: 2, peer: '8' },
        { type: 'markRead', seq: 3, peer: 'guest1234' },
      ]);

      socket.receive(reply(99, { up_to_id: 1 }));
      socket.receive(reply(3, { up_to_id: 30 }));
      await settle();
      expect(first.settled).toBe(false);
      expect(second).toEqual({ settled: true, value: { up_to_id: 30 } });

      socket.receive(reply(2, { up_to_id: 20 }));
      await settle();
      expect(first).toEqual({ settled: true, value: { up_to_id: 20 } });
    });

    it('rejects a refusal with the server text and the retry delay', async () => {
      const { client, socket } = await startReady();
      const limited = track(client.sendRoom(5, TEXT));
      const refused = track(client.sendPrivate('8', TEXT));
      await settle();
      socket.receive(refusal(2, 'Slow down', 3_000));
      socket.receive(refusal(3, 'Visitors cannot chat privately'));
      await settle();

      expect(limited.error).toBeInstanceOf(ImRequestError);
      expect(limited.error).toMatchObject({
        name: 'ImRequestError',
        message: 'Slow down',
        kind: 'refused',
        retryAfterMs: 3_000,
      });
      expect(refused.error).toBeInstanceOf(ImRequestError);
      expect(refused.error).toMatchObject({
        message: 'Visitors cannot chat privately',
        kind: 'refused',
        retryAfterMs: undefined,
      });
    });

    it('times out after requestTimeoutMs and ignores a late reply', async () => {
      const { client, socket } = await startReady();
      const read = track(client.markRead('8'));
      await settle();
      vi.advanceTimersByTime(TIMEOUT_MS - 1);
      await settle();
      expect(read.settled).toBe(false);

      vi.advanceTimersByTime(1);
      await settle();
      expect(read.error).toBeInstanceOf(ImRequestError);
      expect(read.error).toMatchObject({ kind: 'timeout' });

      socket.receive(reply(2, { up_to_id: 1 }));
      await settle();
      expect(client.getState()).toBe('ready');
    });

    it('gives up waiting for the login after requestTimeoutMs', async () => {
      const { client } = create();
      client.start();
      const read = track(client.markRead('8'));
      vi.advanceTimersByTime(TIMEOUT_MS - 1);
      await settle();
      expect(read.settled).toBe(false);
      vi.advanceTimersByTime(1);
      await settle();
      expect(read.error).toMatchObject({ kind: 'offline' });

      // Logging in later does not send it after all.
      await logIn(latest());
      expect(latest().sent.map((message) => (message as { type: string }).type)).toEqual(['login']);
    });

    it('rejects at once when not started', async () => {
      const { client } = create();
      const read = track(client.markRead('8'));
      await settle();
      expect(read.error).toBeInstanceOf(ImRequestError);
      expect(read.error).toMatchObject({ kind: 'offline' });
      expect(FakeWebSocket.instances).toHaveLength(0);
    });

    it('ignores malformed and non-JSON server messages', async () => {
      const { client, socket } = await startReady();
      const pushes = vi.fn();
      client.onPush(pushes);
      const read = track(client.markRead('8'));
      await settle();

      socket.receive('not json');
      socket.receive('');
      socket.receive(null);
      socket.receive({ type: 'reply', seq: '2', code: 0, msg: 'ok', data: { up_to_id: 1 } });
      socket.receive({ type: 'reply', seq: 2, code: 0, data: { up_to_id: 1 } });
      socket.receive({ type: 'roomMembers', data: { room_id: 5 } });
      socket.receive({ type: 'somethingNew', data: {} });
      socket.onmessage?.(new MessageEvent('message', { data: new ArrayBuffer(4) }));
      await settle();
      expect(read.settled).toBe(false);
      expect(pushes).not.toHaveBeenCalled();
      expect(client.getState()).toBe('ready');

      socket.receive(reply(2, { up_to_id: 7 }));
      await settle();
      expect(read).toEqual({ settled: true, value: { up_to_id: 7 } });
    });
  });

  describe('sending messages', () => {
    it('sendRoom sends a new client id with the payload and resolves with the stored message', async () => {
      const { client, socket } = await startReady();
      const sent = track(client.sendRoom(5, TEXT));
      await settle();
      expect(socket.sent.slice(1)).toEqual([
        { type: 'sendRoom', seq: 2, room_id: 5, client_id: 'web-0001', payload: TEXT },
      ]);

      socket.receive(reply(2, chatMessage()));
      await settle();
      expect(sent).toEqual({ settled: true, value: chatMessage() });
    });

    it('sendPrivate sends a new client id each time, or the one given for a retry', async () => {
      const { client, socket } = await startReady();
      const image = { kind: 'image', url: '/uploads/p.png', width: 10, height: 20 } as const;
      const first = track(client.sendPrivate('8', image));
      const retried = track(client.sendPrivate('8', TEXT, 'web-retry1'));
      const next = track(client.sendPrivate('guest1234', TEXT));
      await settle();
      expect(socket.sent.slice(1)).toEqual([
        { type: 'sendPrivate', seq: 2, to: '8', client_id: 'web-0001', payload: image },
        { type: 'sendPrivate', seq: 3, to: '8', client_id: 'web-retry1', payload: TEXT },
        { type: 'sendPrivate', seq: 4, to: 'guest1234', client_id: 'web-0002', payload: TEXT },
      ]);

      const stored = chatMessage({ room_id: null, to: '8', client_id: 'web-0001', payload: image });
      socket.receive(reply(2, stored));
      await settle();
      expect(first).toEqual({ settled: true, value: stored });
      expect(retried.settled).toBe(false);
      expect(next.settled).toBe(false);
    });

    it('makes its own client ids on a page without crypto.randomUUID (http on a LAN)', async () => {
      stubInsecureCrypto();
      try {
        // The default client id maker, as the app builds it.
        const client = new ImClient({
          url: URL,
          credentials: () => Promise.resolve(CREDENTIALS),
          WebSocket: FakeWebSocket,
        });
        client.start();
        await logIn(latest());
        track(client.sendRoom(5, TEXT));
        track(client.sendPrivate('8', TEXT));
        await settle();
        const sent = latest().sent.slice(1) as { client_id: string }[];
        expect(sent).toHaveLength(2);
        for (const { client_id } of sent) expect(client_id).toMatch(/^[0-9a-f-]{36}$/);
        expect(sent[0]?.client_id).not.toBe(sent[1]?.client_id);
        client.stop();
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('rejects a reply whose data does not match the schema', async () => {
      const { client, socket } = await startReady();
      const sentRoom = track(client.sendRoom(5, TEXT));
      const sentPrivate = track(client.sendPrivate('8', TEXT));
      const read = track(client.markRead('8'));
      await settle();
      socket.receive(reply(2, { ...chatMessage(), id: 'forty-one' }));
      socket.receive(reply(3, null));
      socket.receive(reply(4, { up_to_id: 1.5 }));
      await settle();

      for (const outcome of [sentRoom, sentPrivate, read]) {
        expect(outcome.settled).toBe(true);
        expect(outcome).not.toHaveProperty('value');
        expect(outcome.error).toBeInstanceOf(Error);
        expect(outcome.error).not.toBeInstanceOf(ImRequestError);
      }
    });
  });

  describe('pushes', () => {
    const pushes: ImPush[] = [
      { type: 'roomMessage', data: chatMessage() },
      { type: 'privateMessage', data: chatMessage({ room_id: null, to: '7', from: '8' }) },
      { type: 'roomMembers', data: { room_id: 5, members: 12 } },
      { type: 'read', data: { reader: '8', peer: '7', up_to_id: 41 } },
      { type: 'roomMode', data: { room_id: 5, slow_mode_seconds: 3, followers_only: false } },
      { type: 'kickedOffline', data: { reason: 'shutdown' } },
    ];

    it('hands pushes to every listener, but not pongs or replies', async () => {
      const { client, socket } = await startReady();
      const first = vi.fn();
      const second = vi.fn();
      client.onPush(first);
      client.onPush(second);

      socket.receive({ type: 'pong', data: { server_time: 1_800_000_000_000 } });
      socket.receive(reply(1, SELF));
      socket.receive(reply(50, { up_to_id: 1 }));
      for (const push of pushes) socket.receive(push);

      expect(first.mock.calls).toEqual(pushes.map((push) => [push]));
      expect(second.mock.calls).toEqual(pushes.map((push) => [push]));
    });

    it('stops telling a listener once it unsubscribes', async () => {
      const { client, socket } = await startReady();
      const kept = vi.fn();
      const dropped = vi.fn();
      client.onPush(kept);
      const unsubscribe = client.onPush(dropped);
      socket.receive(pushes[2]);
      unsubscribe();
      socket.receive(pushes[3]);
      expect(kept.mock.calls).toEqual([[pushes[2]], [pushes[3]]]);
      expect(dropped.mock.calls).toEqual([[pushes[2]]]);
    });

    it('stops telling a state listener once it unsubscribes', async () => {
      const { client } = await startReady();
      const listener = vi.fn();
      const unsubscribe = client.onState(listener);
      latest().serverClose();
      expect(listener).toHaveBeenCalledTimes(1);
      unsubscribe();
      vi.advanceTimersByTime(1_000);
      expect(client.getState()).toBe('connecting');
      expect(listener).toHaveBeenCalledTimes(1);
    });
  });

  describe('reconnecting', () => {
    it('rejects pending requests, goes offline and logs in again after the backoff', async () => {
      const { client, credentials, states } = await startReady();
      const read = track(client.markRead('8'));
      await settle();
      credentials.mockResolvedValueOnce({ userID: '7', userSig: '1900000099.new' });

      latest().serverClose();
      await settle();
      expect(read.error).toBeInstanceOf(ImRequestError);
      expect(read.error).toMatchObject({ kind: 'offline' });
      expect(client.getState()).toBe('offline');

      // random 0.5 means no jitter: the first delay is minBackoffMs.
      vi.advanceTimersByTime(999);
      expect(FakeWebSocket.instances).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.instances).toHaveLength(2);
      expect(latest().url).toBe(URL);
      expect(client.getState()).toBe('connecting');

      latest().open();
      await settle();
      expect(credentials).toHaveBeenCalledTimes(2);
      expect(latest().sent).toEqual([
        { type: 'login', seq: 3, userID: '7', userSig: '1900000099.new' },
      ]);
      latest().receive(reply(3, { ...SELF, nick: 'Ann B' }));
      await settle();
      expect(client.getState()).toBe('ready');
      expect(client.getSelf()).toEqual({ ...SELF, nick: 'Ann B' });
      expect(states).toEqual(['connecting', 'ready', 'offline', 'connecting', 'ready']);
    });

    it('waits longer after each failure in a row, and starts over after a login', async () => {
      const { client } = await startReady();
      const delays = [1_000, 2_000, 4_000, 8_000];
      for (const [index, delay] of delays.entries()) {
        latest().serverClose();
        vi.advanceTimersByTime(delay - 1);
        expect(FakeWebSocket.instances).toHaveLength(index + 1);
        vi.advanceTimersByTime(1);
        expect(FakeWebSocket.instances).toHaveLength(index + 2);
      }
      await logIn(latest());
      expect(client.getState()).toBe('ready');
      await reconnect(1_000);
      expect(client.getState()).toBe('ready');
    });

    it('spreads reconnects by up to 20 % either way', async () => {
      for (const [random, delay] of [
        [0, 800],
        [1, 1_200],
      ] as const) {
        FakeWebSocket.instances = [];
        const { client } = create({ random: () => random });
        client.start();
        await logIn(latest());
        latest().serverClose();
        vi.advanceTimersByTime(delay - 1);
        expect(FakeWebSocket.instances).toHaveLength(1);
        vi.advanceTimersByTime(1);
        expect(FakeWebSocket.instances).toHaveLength(2);
        client.stop();
      }
    });

    it('starts the backoff over after a relogin', async () => {
      const { client } = await startReady();
      latest().serverClose();
      vi.advanceTimersByTime(1_000);
      latest().serverClose();
      vi.advanceTimersByTime(2_000);
      expect(FakeWebSocket.instances).toHaveLength(3);
      client.relogin();
      expect(FakeWebSocket.instances).toHaveLength(4);
      latest().serverClose();
      vi.advanceTimersByTime(1_000);
      expect(FakeWebSocket.instances).toHaveLength(5);
    });

    it('reconnects after a socket that could not be made', async () => {
      let fail = true;
      class FlakyWebSocket extends FakeWebSocket {
        constructor(url: string) {
          if (fail) throw new Error('blocked');
          super(url);
        }
      }
      const { client } = create({ WebSocket: FlakyWebSocket });
      client.start();
      expect(client.getState()).toBe('offline');
      expect(FakeWebSocket.instances).toHaveLength(0);
      fail = false;
      vi.advanceTimersByTime(1_000);
      expect(FakeWebSocket.instances).toHaveLength(1);
      await logIn(latest());
      expect(client.getState()).toBe('ready');
    });

    it('joins its rooms again after a reconnect, each once', async () => {
      const { client, socket } = await startReady();
      const joined = { room_id: 5, members: 3, history: [chatMessage()], mode: MODE };
      const first = track(client.joinRoom(5));
      const second = track(client.joinRoom(5));
      const other = track(client.joinRoom(6));
      await settle();
      expect(socket.sent.slice(1)).toEqual([
        { type: 'joinRoom', seq: 2, room_id: 5 },
        { type: 'joinRoom', seq: 3, room_id: 5 },
        { type: 'joinRoom', seq: 4, room_id: 6 },
      ]);
      socket.receive(reply(2, joined));
      socket.receive(reply(3, joined));
      socket.receive(reply(4, { ...joined, room_id: 6, mode: { ...MODE, room_id: 6 } }));
      await settle();
      expect(first).toEqual({ settled: true, value: joined });
      expect(second).toEqual({ settled: true, value: joined });
      expect(other.settled).toBe(true);

      const next = await reconnect();
      expect(next.sent).toEqual([
        { type: 'login', seq: 5, ...CREDENTIALS },
        { type: 'joinRoom', seq: 6, room_id: 5 },
        { type: 'joinRoom', seq: 7, room_id: 6 },
      ]);
      // Nobody waits for those answers; they change nothing.
      next.receive(reply(6, joined));
      next.receive(refusal(7, 'Kicked'));
      await settle();
      expect(client.getState()).toBe('ready');
    });

    it('leaves a room when the last view that joined it quits', async () => {
      const { client, socket } = await startReady();
      const joined = { room_id: 5, members: 3, history: [], mode: MODE };
      void client.joinRoom(5);
      void client.joinRoom(5);
      await settle();
      socket.receive(reply(2, joined));
      socket.receive(reply(3, joined));
      await settle();

      client.quitRoom(5);
      client.quitRoom(9);
      await settle();
      expect(socket.sent).toHaveLength(3);

      let current = await reconnect();
      expect(current.sent).toEqual([
        { type: 'login', seq: 4, ...CREDENTIALS },
        { type: 'joinRoom', seq: 5, room_id: 5 },
      ]);

      client.quitRoom(5);
      await settle();
      expect(current.sent.at(-1)).toEqual({ type: 'quitRoom', seq: 6, room_id: 5 });
      current.receive(reply(6, { room_id: 5 }));
      client.quitRoom(5);
      await settle();
      expect(current.sent).toHaveLength(3);

      current = await reconnect();
      expect(current.sent).toEqual([{ type: 'login', seq: 7, ...CREDENTIALS }]);
    });

    it('forgets a room whose join was refused', async () => {
      const { client, socket } = await startReady();
      const join = track(client.joinRoom(5));
      await settle();
      socket.receive(refusal(2, 'You were kicked out of this room'));
      await settle();
      expect(join.error).toMatchObject({
        kind: 'refused',
        message: 'You were kicked out of this room',
      });

      const next = await reconnect();
      expect(next.sent).toEqual([{ type: 'login', seq: 3, ...CREDENTIALS }]);
    });

    it('joins a room asked for before the login once, by its own request', async () => {
      const { client } = create();
      client.start();
      const join = track(client.joinRoom(5));
      await logIn(latest());
      await settle();
      expect(latest().sent).toEqual([
        { type: 'login', seq: 1, ...CREDENTIALS },
        { type: 'joinRoom', seq: 2, room_id: 5 },
      ]);
      latest().receive(reply(2, JOINED));
      await settle();
      expect(join.settled).toBe(true);
    });

    it('leaves a room joined and quit before the login was answered', async () => {
      const { client } = create();
      client.start();
      const join = track(client.joinRoom(5));
      client.quitRoom(5);
      await logIn(latest());
      await settle();
      // The join waiting for the login goes out, so the quit must follow it.
      expect(latest().sent).toEqual([
        { type: 'login', seq: 1, ...CREDENTIALS },
        { type: 'joinRoom', seq: 2, room_id: 5 },
        { type: 'quitRoom', seq: 3, room_id: 5 },
      ]);
      latest().receive(reply(2, JOINED));
      latest().receive(reply(3, { room_id: 5 }));
      await settle();
      expect(join.settled).toBe(true);

      const next = await reconnect();
      expect(next.sent).toEqual([{ type: 'login', seq: 4, ...CREDENTIALS }]);
    });

    it('stays in a room a view left and joined again before the login was answered', async () => {
      const { client } = create();
      client.start();
      void client.joinRoom(5).catch(() => undefined);
      client.quitRoom(5);
      void client.joinRoom(5).catch(() => undefined);
      await logIn(latest());
      const rooms = latest()
        .sent.map((message) => message as { type: string; room_id?: number })
        .filter((message) => message.room_id === 5)
        .map((message) => message.type);
      // Whatever goes out first, a join comes last.
      expect(rooms.at(-1)).toBe('joinRoom');
      for (const message of latest().sent as { type: string; seq: number }[]) {
        if (message.type === 'joinRoom') latest().receive(reply(message.seq, JOINED));
        if (message.type === 'quitRoom') latest().receive(reply(message.seq, { room_id: 5 }));
      }
      await settle();

      const next = await reconnect();
      expect(next.sent).toEqual([
        { type: 'login', seq: expect.any(Number) as number, ...CREDENTIALS },
        { type: 'joinRoom', seq: expect.any(Number) as number, room_id: 5 },
      ]);
    });

    it('does not join a room again that was quit while offline', async () => {
      const { client, socket } = await startReady();
      void client.joinRoom(5);
      await settle();
      socket.receive(reply(2, JOINED));
      await settle();
      socket.serverClose();
      client.quitRoom(5);
      vi.advanceTimersByTime(1_000);
      await logIn(latest());
      // The new connection is in no room; the quit that waited for it changes nothing there.
      expect(latest().sent).toEqual([
        { type: 'login', seq: 3, ...CREDENTIALS },
        { type: 'quitRoom', seq: 4, room_id: 5 },
      ]);
    });
  });

  describe('relogin and stop', () => {
    it('relogin drops the connection and logs in with fresh credentials', async () => {
      const { client, credentials, socket, states } = await startReady();
      const read = track(client.markRead('8'));
      await settle();
      const member = { userID: '9', userSig: '1900000000.other' };
      credentials.mockResolvedValueOnce(member);

      client.relogin();
      await settle();
      expect(socket.readyState).toBe(3);
      expect(read.error).toMatchObject({ kind: 'offline' });
      expect(client.getSelf()).toBeNull();
      expect(client.getState()).toBe('connecting');
      // At once, without a backoff.
      expect(FakeWebSocket.instances).toHaveLength(2);

      // The old socket is not listened to any more.
      const pushes = vi.fn();
      client.onPush(pushes);
      socket.receive({ type: 'roomMembers', data: { room_id: 5, members: 1 } });
      socket.serverClose();
      expect(pushes).not.toHaveBeenCalled();
      expect(client.getState()).toBe('connecting');
      expect(FakeWebSocket.instances).toHaveLength(2);

      const self = { ...SELF, userID: '9', nick: 'Bo' };
      const seq = await logIn(latest(), self);
      expect(latest().sent).toEqual([{ type: 'login', seq, ...member }]);
      expect(client.getState()).toBe('ready');
      expect(client.getSelf()).toEqual(self);
      expect(states).toEqual(['connecting', 'ready', 'connecting', 'ready']);
    });

    it('relogin while the credentials are read logs in once, with the new ones', async () => {
      const answers: ((credentials: ImCredentials) => void)[] = [];
      const credentials = vi.fn(
        () => new Promise<ImCredentials | null>((resolve) => answers.push(resolve)),
      );
      const { client } = create({ credentials });
      client.start();
      latest().open();
      await settle();
      client.relogin();
      latest().open();
      await settle();
      expect(answers).toHaveLength(2);

      const member = { userID: '9', userSig: '1900000000.other' };
      answers[1]?.(member);
      await settle();
      answers[0]?.(CREDENTIALS);
      await settle();
      expect(FakeWebSocket.instances[0]?.sent).toEqual([]);
      expect(latest().sent).toEqual([{ type: 'login', seq: 1, ...member }]);
      latest().receive(reply(1, { ...SELF, userID: '9' }));
      await settle();
      expect(client.getState()).toBe('ready');
      expect(client.getSelf()?.userID).toBe('9');
    });

    it('relogin when refused tries again with new credentials', async () => {
      const tourist = { userID: 'guest1234', userSig: '1900000000.tourist' };
      const credentials = vi
        .fn<() => Promise<ImCredentials | null>>()
        .mockResolvedValueOnce(CREDENTIALS)
        .mockResolvedValueOnce(tourist);
      const onLoginRefused = vi.fn(() => client.relogin());
      const { client } = create({ credentials, onLoginRefused });
      client.start();
      latest().open();
      await settle();
      latest().receive(refusal(1, 'Signature expired'));
      await settle();
      expect(onLoginRefused).toHaveBeenCalledTimes(1);
      expect(FakeWebSocket.instances).toHaveLength(2);
      expect(client.getState()).toBe('connecting');

      const self = { userID: 'guest1234', nick: 'guest1234', avatar: '', tourist: true };
      await logIn(latest(), self);
      expect(latest().sent).toEqual([{ type: 'login', seq: 2, ...tourist }]);
      expect(client.getState()).toBe('ready');
      expect(client.getSelf()).toEqual(self);
    });

    it('relogin does nothing before start or after stop', async () => {
      const { client } = create();
      client.relogin();
      expect(FakeWebSocket.instances).toHaveLength(0);
      expect(client.getState()).toBe('closed');
      client.start();
      await logIn(latest());
      client.stop();
      client.relogin();
      expect(FakeWebSocket.instances).toHaveLength(1);
      expect(client.getState()).toBe('closed');
    });

    it('stop closes the socket, rejects pending requests and never reconnects', async () => {
      const { client, socket, states } = await startReady();
      const read = track(client.markRead('8'));
      await settle();
      client.stop();
      await settle();
      expect(client.getState()).toBe('closed');
      expect(client.getSelf()).toBeNull();
      expect(socket.readyState).toBe(3);
      expect(read.error).toMatchObject({ kind: 'offline' });
      expect(states).toEqual(['connecting', 'ready', 'closed']);

      socket.serverClose();
      vi.advanceTimersByTime(10 * HEARTBEAT_MS);
      expect(FakeWebSocket.instances).toHaveLength(1);
      expect(socket.sent).toHaveLength(2);
      const late = track(client.markRead('8'));
      await settle();
      expect(late.error).toMatchObject({ kind: 'offline' });
    });

    it('stop while waiting to reconnect cancels the reconnect; start connects again', async () => {
      const { client } = await startReady();
      latest().serverClose();
      client.stop();
      vi.advanceTimersByTime(60_000);
      expect(FakeWebSocket.instances).toHaveLength(1);
      expect(client.getState()).toBe('closed');

      client.start();
      expect(FakeWebSocket.instances).toHaveLength(2);
      await logIn(latest());
      expect(client.getState()).toBe('ready');
    });
  });

  describe('heartbeat', () => {
    const heartbeats = (socket: FakeWebSocket) =>
      socket.sent.filter((message) => (message as { type: string }).type === 'heartbeat');

    it('sends a heartbeat every heartbeatMs while the socket is open', async () => {
      const { client, socket } = await startReady();
      vi.advanceTimersByTime(HEARTBEAT_MS - 1);
      expect(heartbeats(socket)).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(socket.sent.at(-1)).toEqual({ type: 'heartbeat' });
      vi.advanceTimersByTime(2 * HEARTBEAT_MS);
      expect(heartbeats(socket)).toHaveLength(3);

      socket.serverClose();
      vi.advanceTimersByTime(5 * HEARTBEAT_MS);
      expect(heartbeats(socket)).toHaveLength(3);
      // The new socket was made after 1 s but never opened: nothing is sent on it.
      expect(FakeWebSocket.instances).toHaveLength(2);
      expect(latest().sent).toEqual([]);
      expect(client.getState()).toBe('connecting');
    });

    it('keeps one heartbeat going across reconnects', async () => {
      const { client, socket } = await startReady();
      vi.advanceTimersByTime(HEARTBEAT_MS / 2);
      await reconnect();
      expect(client.getState()).toBe('ready');
      vi.advanceTimersByTime(HEARTBEAT_MS);
      expect(heartbeats(socket)).toHaveLength(0);
      expect(heartbeats(latest())).toHaveLength(1);
    });

    it('keeps one heartbeat going across relogins', async () => {
      const { client, socket } = await startReady();
      client.relogin();
      await logIn(latest());
      vi.advanceTimersByTime(HEARTBEAT_MS);
      expect(heartbeats(socket)).toHaveLength(0);
      expect(heartbeats(latest())).toHaveLength(1);
    });
  });
});
