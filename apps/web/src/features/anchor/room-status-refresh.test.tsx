import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LiveDataSocket } from '../../shared/live-data-socket';
import { LiveDataSocketContext } from '../../shared/use-live-data-socket';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { liveKeys, useRoomStatusRefresh } from './api';

function Lists() {
  useRoomStatusRefresh();
  return null;
}

const roomEvent = { room_id: 4, anchor_id: 104, live_status: 'live', streaming: false, title: 'x' };

describe('useRoomStatusRefresh', () => {
  // The events' schema loads with the first of them (api.ts), so refreshes come a moment later.
  it('refreshes room lists on startRoom/endRoom pushes and after a reconnect only', async () => {
    const socket = new LiveDataSocket({ url: 'ws://test/ws', WebSocket: FakeWebSocket });
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    socket.connect();
    render(
      <QueryClientProvider client={client}>
        <LiveDataSocketContext value={socket}>
          <Lists />
        </LiveDataSocketContext>
      </QueryClientProvider>,
    );
    const first = FakeWebSocket.latest();
    act(() => first.open());
    expect(invalidate).not.toHaveBeenCalled();

    // Other events and malformed room events change nothing.
    act(() =>
      first.receive({
        code: 200,
        type: 'placard',
        data: { room_id: roomEvent.room_id, placard: 'hello' },
      }),
    );
    act(() => first.receive({ code: 200, type: 'startRoom', data: { room_id: 'x' } }));
    expect(invalidate).not.toHaveBeenCalled();

    act(() => first.receive({ code: 200, type: 'startRoom', data: roomEvent }));
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: liveKeys.lists() }));
    // Events are handled in their order: the malformed start before refreshed nothing.
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: liveKeys.followed() });
    invalidate.mockClear();
    act(() =>
      first.receive({ code: 200, type: 'endRoom', data: { ...roomEvent, live_status: 'ended' } }),
    );
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: liveKeys.lists() }));

    invalidate.mockClear();
    act(() => socket.reconnect());
    act(() => FakeWebSocket.latest().open());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: liveKeys.lists() });
    socket.close();
  });

  it('shares one subscription between the components that ask for it', async () => {
    const socket = new LiveDataSocket({ url: 'ws://test/ws', WebSocket: FakeWebSocket });
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    socket.connect();
    const view = render(
      <QueryClientProvider client={client}>
        <LiveDataSocketContext value={socket}>
          <Lists />
          <Lists />
          <Lists />
        </LiveDataSocketContext>
      </QueryClientProvider>,
    );
    act(() => FakeWebSocket.latest().open());
    act(() => FakeWebSocket.latest().receive({ code: 200, type: 'startRoom', data: roomEvent }));
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));

    // The subscription lasts while one component still uses it, and ends with the last one.
    invalidate.mockClear();
    view.rerender(
      <QueryClientProvider client={client}>
        <LiveDataSocketContext value={socket}>
          <Lists />
        </LiveDataSocketContext>
      </QueryClientProvider>,
    );
    act(() => FakeWebSocket.latest().receive({ code: 200, type: 'endRoom', data: roomEvent }));
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
    invalidate.mockClear();
    view.unmount();
    act(() => FakeWebSocket.latest().receive({ code: 200, type: 'endRoom', data: roomEvent }));
    expect(invalidate).not.toHaveBeenCalled();
    socket.close();
  });
});
