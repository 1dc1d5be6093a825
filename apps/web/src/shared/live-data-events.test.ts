import { placardEventSchema, roomOnlineEventSchema } from '@tifo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  onLazyLiveDataEvent,
  onLiveDataEvent,
  type LiveDataEventListener,
} from './live-data-events';
import { LiveDataSocket } from './live-data-socket';
import { FakeWebSocket } from '../test/fake-web-socket';

describe('onLiveDataEvent', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands over the parsed data of its type only and drops data that fails the schema', () => {
    FakeWebSocket.instances = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const socket = new LiveDataSocket({ url: 'ws://localhost/ws', WebSocket: FakeWebSocket });
    const online = vi.fn();
    const off = onLiveDataEvent(socket, 'roomOnline', roomOnlineEventSchema, online);
    socket.connect();
    const server = FakeWebSocket.latest();
    server.open();

    server.receive({ code: 200, type: 'roomOnline', data: { room_id: 3, online: 12 } });
    server.receive({ code: 200, type: 'placard', data: { room_id: 3, placard: 'hi' } });
    server.receive({ code: 200, type: 'roomOnline', data: { room_id: 3 } });
    expect(online.mock.calls).toEqual([[{ room_id: 3, online: 12 }]]);
    expect(warn).toHaveBeenCalledTimes(1);

    off();
    server.receive({ code: 200, type: 'roomOnline', data: { room_id: 3, online: 13 } });
    expect(online).toHaveBeenCalledTimes(1);
    socket.close();
  });

  it("accepts only the contract's schema of the event's type", () => {
    const socket = { onMessage: () => () => undefined };
    // @ts-expect-error: a placard schema cannot parse roomOnline events.
    onLiveDataEvent(socket, 'roomOnline', placardEventSchema, () => undefined);
    onLiveDataEvent(socket, 'roomOnline', roomOnlineEventSchema, (data) => {
      // @ts-expect-error: roomOnline data has no placard.
      void data.placard;
    });
  });
});

describe('onLazyLiveDataEvent', () => {
  afterEach(() => vi.restoreAllMocks());

  function openSocket() {
    FakeWebSocket.instances = [];
    const socket = new LiveDataSocket({ url: 'ws://localhost/ws', WebSocket: FakeWebSocket });
    socket.connect();
    const server = FakeWebSocket.latest();
    server.open();
    const online = (count: number) =>
      server.receive({ code: 200, type: 'roomOnline', data: { room_id: 3, online: count } });
    return { socket, server, online };
  }

  it('loads at the first event and handles the ones that came meanwhile, in order', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { socket, server, online } = openSocket();
    const seen: number[] = [];
    let finish = () => {};
    const load = vi.fn(() =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }).then(() => ({
        schema: roomOnlineEventSchema,
        handler: (data: { online: number }) => void seen.push(data.online),
      })),
    );
    const off = onLazyLiveDataEvent(socket, 'roomOnline', load);
    server.receive({ code: 200, type: 'placard', data: { room_id: 3, placard: 'hi' } });
    expect(load).not.toHaveBeenCalled();

    online(1);
    server.receive({ code: 200, type: 'roomOnline', data: { room_id: 3 } });
    online(2);
    expect(load).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(seen).toEqual([1, 2]));
    expect(warn).toHaveBeenCalledTimes(1);

    online(3);
    await vi.waitFor(() => expect(seen).toEqual([1, 2, 3]));
    expect(load).toHaveBeenCalledTimes(1);
    off();
    online(4);
    await Promise.resolve();
    expect(seen).toEqual([1, 2, 3]);
    socket.close();
  });

  it('drops the events of a failed load and loads again at the next one', async () => {
    const { socket, online } = openSocket();
    const seen: number[] = [];
    const load = vi
      .fn<() => Promise<LiveDataEventListener<'roomOnline'>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({
        schema: roomOnlineEventSchema,
        handler: (data) => void seen.push(data.online),
      });
    onLazyLiveDataEvent(socket, 'roomOnline', load);
    online(1);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    online(2);
    await vi.waitFor(() => expect(seen).toEqual([2]));
    expect(load).toHaveBeenCalledTimes(2);
    socket.close();
  });
});
