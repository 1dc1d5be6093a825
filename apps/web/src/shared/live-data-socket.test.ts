import { LIVE_DATA_PROTOCOL_VERSION } from '@tifo/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveDataSocket, backoffDelay, resolveSocketUrl } from './live-data-socket';
import { FakeWebSocket } from '../test/fake-web-socket';

const latest = () => FakeWebSocket.latest();

function create() {
  return new LiveDataSocket({
    url: 'ws://localhost/ws',
    WebSocket: FakeWebSocket,
    random: () => 0.5,
  });
}

describe('LiveDataSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.instances = [];
  });
  afterEach(() => vi.useRealTimers());

  it('registers on open', () => {
    const socket = create();
    const states: string[] = [];
    socket.onState((state) => states.push(state));
    socket.connect();
    expect(socket.getState()).toBe('connecting');
    latest().open();
    expect(socket.getState()).toBe('open');
    expect(states).toEqual(['connecting', 'open']);
    expect(latest().sent).toEqual([
      { type: 'register', info: 'web', protocol: LIVE_DATA_PROTOCOL_VERSION },
    ]);
  });

  it('sends a heartbeat every 30 s', () => {
    const socket = create();
    socket.connect();
    latest().open();
    vi.advanceTimersByTime(29_999);
    expect(latest().sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(latest().sent.at(-1)).toEqual({ type: 'heartbeat' });
    vi.advanceTimersByTime(30_000);
    expect(latest().sent.filter((m) => (m as { type: string }).type === 'heartbeat')).toHaveLength(
      2,
    );
  });

  it('reconnects with growing delays and registers again', () => {
    const socket = create();
    socket.connect();
    latest().open();
    latest().serverClose();
    expect(socket.getState()).toBe('reconnecting');
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    // Second failure in a row: the delay doubles.
    latest().serverClose();
    vi.advanceTimersByTime(1_999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(3);
    latest().open();
    expect(socket.getState()).toBe('open');
    expect(latest().sent[0]).toMatchObject({ type: 'register', info: 'web' });
  });

  it('does not reconnect after close()', () => {
    const socket = create();
    socket.connect();
    latest().open();
    socket.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(socket.getState()).toBe('closed');
  });

  it('keeps valid messages, remembers the client id and ignores invalid ones', () => {
    const socket = create();
    const received = vi.fn();
    socket.onMessage(received);
    socket.connect();
    latest().open();
    latest().receive({
      code: 101,
      msg: 'ok',
      data: { client_id: 'c-1', protocol: 1, heartbeat_ms: 30000 },
    });
    latest().receive('not json');
    latest().receive({ code: 999 });
    latest().receive({ code: 100, data: { type: 'tennis_match' } });
    latest().receive({ code: 200, type: 'goal', data: { home_score: 1 } });
    expect(received).toHaveBeenCalledTimes(2);
    expect(socket.getClientId()).toBe('c-1');
    expect(socket.getHistory().map((entry) => entry.message.code)).toEqual([101, 200]);
  });

  it('keeps only the last 50 messages', () => {
    const socket = create();
    socket.connect();
    latest().open();
    for (let index = 0; index < 60; index += 1)
      latest().receive({ code: 102, data: { server_time: index } });
    const history = socket.getHistory();
    expect(history).toHaveLength(50);
    expect(history[0]?.message).toEqual({ code: 102, data: { server_time: 10 } });
  });

  it('refuses to send while not open', () => {
    const socket = create();
    socket.connect();
    expect(socket.send({ type: 'heartbeat' })).toBe(false);
    latest().open();
    expect(socket.send({ type: 'classify', classify_type: 1 })).toBe(true);
  });

  it('enters a live room, enters it again after a reconnect and leaves it', () => {
    const socket = create();
    socket.connect();
    // Entered before the socket is open: sent right after register.
    socket.enterRoom(12);
    latest().open();
    expect(latest().sent).toEqual([
      { type: 'register', info: 'web', protocol: LIVE_DATA_PROTOCOL_VERSION },
      { type: 'enterRoom', room_id: 12 },
    ]);
    latest().serverClose();
    vi.advanceTimersByTime(1_000);
    latest().open();
    expect(latest().sent).toEqual([
      { type: 'register', info: 'web', protocol: LIVE_DATA_PROTOCOL_VERSION },
      { type: 'enterRoom', room_id: 12 },
    ]);
    // Leaving another room (a page that unmounts late) changes nothing.
    socket.leaveRoom(99);
    expect(socket.getRoom()).toBe(12);
    socket.leaveRoom(12);
    expect(socket.getRoom()).toBeNull();
    expect(latest().sent.at(-1)).toEqual({ type: 'leaveRoom' });
    latest().serverClose();
    vi.advanceTimersByTime(1_000);
    latest().open();
    expect(latest().sent).toEqual([
      { type: 'register', info: 'web', protocol: LIVE_DATA_PROTOCOL_VERSION },
    ]);
  });
});

describe('backoffDelay', () => {
  const options = { min: 1_000, max: 30_000, jitter: 0.2 };
  it('doubles up to the cap', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6].map((attempt) =>
      backoffDelay(attempt, { ...options, random: () => 0.5 }),
    );
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
  it('adds at most ±20 % jitter', () => {
    expect(backoffDelay(0, { ...options, random: () => 0 })).toBe(800);
    expect(backoffDelay(0, { ...options, random: () => 1 })).toBe(1_200);
  });
});

describe('resolveSocketUrl', () => {
  it('maps http to ws and https to wss', () => {
    expect(resolveSocketUrl('/ws', 'http://example.org/main')).toBe('ws://example.org/ws');
    expect(resolveSocketUrl('/ws', 'https://example.org/main')).toBe('wss://example.org/ws');
    expect(resolveSocketUrl('wss://live.example.org/ws', 'http://a.org/')).toBe(
      'wss://live.example.org/ws',
    );
  });
});
