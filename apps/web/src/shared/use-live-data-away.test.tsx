import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../test/fake-web-socket';
import { LiveDataSocket } from './live-data-socket';
import { AWAY_NOTICE_AFTER_MS, useLiveDataAway } from './use-live-data-away';
import { LiveDataSocketContext } from './use-live-data-socket';

describe('useLiveDataAway', () => {
  afterEach(() => vi.useRealTimers());

  it('says so once live updates have been away a while, and not before they ever came', () => {
    vi.useFakeTimers();
    const socket = new LiveDataSocket({ url: 'ws://test/ws', WebSocket: FakeWebSocket });
    socket.connect();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LiveDataSocketContext value={socket}>{children}</LiveDataSocketContext>
    );
    const { result } = renderHook(() => useLiveDataAway(), { wrapper });
    // Still connecting for the first time: nothing was lost yet.
    act(() => {
      vi.advanceTimersByTime(AWAY_NOTICE_AFTER_MS * 2);
    });
    expect(result.current).toBe(false);

    act(() => FakeWebSocket.latest().open());
    act(() => FakeWebSocket.latest().serverClose());
    // A quick reconnect goes unremarked…
    act(() => {
      vi.advanceTimersByTime(AWAY_NOTICE_AFTER_MS - 100);
    });
    expect(result.current).toBe(false);
    // …a longer absence does not.
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(result.current).toBe(true);

    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    act(() => FakeWebSocket.latest().open());
    expect(result.current).toBe(false);
    socket.close();
  });
});
