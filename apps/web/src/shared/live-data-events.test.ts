import { placardEventSchema, roomOnlineEventSchema } from '@tifo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onLiveDataEvent } from './live-data-events';
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
