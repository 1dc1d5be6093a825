import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../test/fake-web-socket';
import {
  ReconnectingSocket,
  socketJson,
  type ReconnectingSocketOptions,
  type TransportHooks,
  type TransportStates,
} from './reconnecting-socket';

type State = 'first' | 'again' | 'waiting' | 'closed' | 'up';

const STATES: TransportStates<State> = {
  connecting: 'first',
  reconnecting: 'again',
  waiting: 'waiting',
  closed: 'closed',
};

/** Timers the test runs by hand, so what the transport leaves scheduled can be counted. */
class ManualTimers {
  now = 0;
  private next = 1;
  readonly timers = new Map<number, { at: number; every?: number; callback: () => void }>();

  readonly options: Pick<
    ReconnectingSocketOptions,
    'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'
  > = {
    setTimeout: (callback, ms) => this.add(callback, ms),
    clearTimeout: (handle) => this.timers.delete(handle as number),
    setInterval: (callback, ms) => this.add(callback, ms, ms),
    clearInterval: (handle) => this.timers.delete(handle as number),
  };

  private add(callback: () => void, ms: number, every?: number): number {
    const id = this.next++;
    this.timers.set(id, { at: this.now + ms, every, callback });
    return id;
  }

  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.timers.entries()]
        .filter(([, timer]) => timer.at <= end)
        .sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      const [id, timer] = due;
      this.now = timer.at;
      if (timer.every === undefined) this.timers.delete(id);
      else timer.at += timer.every;
      timer.callback();
    }
    this.now = end;
  }
}

const latest = () => FakeWebSocket.latest();

function create(
  hooks: Partial<TransportHooks> = {},
  options: Partial<ReconnectingSocketOptions> = {},
) {
  const timers = new ManualTimers();
  const events = { open: vi.fn(), message: vi.fn(), ...hooks };
  const transport = new ReconnectingSocket<State>(
    {
      url: 'ws://localhost/socket',
      WebSocket: FakeWebSocket,
      heartbeatMs: 30_000,
      minBackoffMs: 1_000,
      maxBackoffMs: 8_000,
      random: () => 0.5,
      ...timers.options,
      ...options,
    },
    STATES,
    events,
  );
  const states: State[] = [];
  transport.onState((state) => states.push(state));
  return { transport, timers, events, states };
}

/** When the next socket is made after the current one is lost, in ms. */
function nextDelay(timers: ManualTimers): number {
  const before = FakeWebSocket.instances.length;
  latest().serverClose();
  const start = timers.now;
  while (FakeWebSocket.instances.length === before) timers.advance(100);
  return timers.now - start;
}

describe('ReconnectingSocket', () => {
  beforeEach(() => {
    FakeWebSocket.instances = [];
  });

  it('moves through the client states it is given and tells the hooks', () => {
    const { transport, events, states } = create();
    expect(transport.getState()).toBe('closed');
    expect(transport.stopped).toBe(true);
    transport.connect();
    expect(transport.stopped).toBe(false);
    expect(latest().url).toBe('ws://localhost/socket');
    latest().open();
    expect(events.open).toHaveBeenCalledWith(latest());
    expect(transport.socket).toBe(latest());
    latest().receive({ hello: 1 });
    expect(events.message).toHaveBeenCalledWith('{"hello":1}');
    transport.setState('up');
    latest().serverClose();
    expect(transport.socket).toBeNull();
    expect(states).toEqual(['first', 'up', 'waiting']);
  });

  it('by default retries a refused socket at most 12 s apart, however long the outage', () => {
    // No backoff options: the pages' own (RECONNECT_BACKOFF), at the top of its jitter.
    const timers = new ManualTimers();
    const transport = new ReconnectingSocket<State>(
      {
        url: 'ws://localhost/socket',
        WebSocket: FakeWebSocket,
        random: () => 1,
        ...timers.options,
      },
      STATES,
      { open: vi.fn(), message: vi.fn() },
    );
    transport.connect();
    const delays = Array.from({ length: 8 }, () => nextDelay(timers));
    expect(delays.slice(0, 3)).toEqual([1_200, 2_400, 4_800]);
    expect(Math.max(...delays)).toBe(12_000);
  });

  it('waits longer after each failure, up to the cap, and shortest again after resetBackoff', () => {
    const { transport, timers, states } = create();
    transport.connect();
    // 1 s, doubling, capped at maxBackoffMs (random 0.5: no jitter).
    expect([1, 2, 3, 4, 5].map(() => nextDelay(timers))).toEqual([
      1_000, 2_000, 4_000, 8_000, 8_000,
    ]);
    expect(states.slice(0, 3)).toEqual(['first', 'waiting', 'again']);

    latest().open();
    transport.resetBackoff();
    expect(nextDelay(timers)).toBe(1_000);
  });

  it('reconnects at once, with the backoff reset, on restart()', () => {
    const { transport, timers } = create();
    transport.connect();
    nextDelay(timers);
    nextDelay(timers);
    const old = latest();
    old.open();
    transport.restart();
    expect(old.readyState).toBe(3);
    expect(FakeWebSocket.instances).toHaveLength(4);
    expect(transport.getState()).toBe('again');
    expect(nextDelay(timers)).toBe(1_000);
  });

  it('connects at once when asked while waiting to reconnect', () => {
    const { transport } = create();
    transport.connect();
    latest().serverClose();
    expect(transport.getState()).toBe('waiting');
    transport.connect();
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(transport.getState()).toBe('again');
    // Connecting with a socket already there changes nothing.
    transport.connect();
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('sends a heartbeat every heartbeatMs while open, and only then', () => {
    const { transport, timers } = create();
    transport.connect();
    timers.advance(60_000);
    expect(latest().sent).toEqual([]);
    latest().open();
    timers.advance(29_999);
    expect(latest().sent).toEqual([]);
    timers.advance(1);
    expect(latest().sent).toEqual([{ type: 'heartbeat' }]);
    timers.advance(60_000);
    expect(latest().sent).toHaveLength(3);

    const first = latest();
    nextDelay(timers);
    timers.advance(60_000);
    expect(first.sent).toHaveLength(3);
    expect(latest().sent).toEqual([]);
  });

  it('sends JSON only while the socket is open', () => {
    const { transport } = create();
    expect(transport.send({ type: 'x' })).toBe(false);
    transport.connect();
    expect(transport.send({ type: 'x' })).toBe(false);
    latest().open();
    expect(transport.send({ type: 'x' })).toBe(true);
    expect(latest().sent).toEqual([{ type: 'x' }]);
  });

  it('stop() closes the socket, stops every timer and is deaf to the old socket', () => {
    const { transport, timers, events, states } = create();
    transport.connect();
    const socket = latest();
    socket.open();
    transport.stop();
    expect(transport.stopped).toBe(true);
    expect(transport.getState()).toBe('closed');
    expect(socket.readyState).toBe(3);
    expect(timers.timers.size).toBe(0);

    socket.receive({ late: true });
    socket.serverClose();
    timers.advance(120_000);
    expect(events.message).not.toHaveBeenCalled();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(socket.sent).toEqual([]);
    expect(states.at(-1)).toBe('closed');
  });

  it('stop() while waiting to reconnect cancels the reconnect', () => {
    const { transport, timers } = create();
    transport.connect();
    latest().serverClose();
    expect(timers.timers.size).toBe(1);
    transport.stop();
    expect(timers.timers.size).toBe(0);
    timers.advance(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('stays down when lost() says so', () => {
    const lost = vi.fn(() => false);
    const { transport, timers } = create({ lost });
    transport.connect();
    latest().open();
    latest().serverClose();
    expect(lost).toHaveBeenCalledTimes(1);
    expect(timers.timers.size).toBe(0);
    timers.advance(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(transport.getState()).toBe('first');
  });

  it('retries after the backoff when the socket cannot even be made', () => {
    let refuse = true;
    class Flaky extends FakeWebSocket {
      constructor(url: string) {
        if (refuse) throw new SyntaxError('bad url');
        super(url);
      }
    }
    const { transport, timers } = create({}, { WebSocket: Flaky });
    transport.connect();
    expect(transport.getState()).toBe('waiting');
    refuse = false;
    timers.advance(1_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(transport.getState()).toBe('again');
  });
});

describe('socketJson', () => {
  it('parses text frames and gives undefined for binary frames and text that is not JSON', () => {
    expect(socketJson('{"a":1}')).toEqual({ a: 1 });
    expect(socketJson('not json')).toBeUndefined();
    expect(socketJson(new ArrayBuffer(2))).toBeUndefined();
  });
});
