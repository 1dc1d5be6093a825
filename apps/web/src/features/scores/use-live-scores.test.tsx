import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LiveDataSocket } from '../../shared/live-data-socket';
import { LiveDataSocketContext } from '../../shared/use-live-data-socket';
import { matchKeys, type MatchListData } from './api';
import { useLiveScores } from './live-updates';
import { buildMatch } from './match-fixtures.test-util';
import { FakeWebSocket } from '../../test/fake-web-socket';

function Live() {
  useLiveScores('basketball');
  return null;
}

describe('useLiveScores', () => {
  it('classifies on open, merges pushes and re-syncs after a reconnect', () => {
    const socket = new LiveDataSocket({ url: 'ws://test/ws', WebSocket: FakeWebSocket });
    const client = new QueryClient();
    const key = matchKeys.list('basketball', 'live', null);
    client.setQueryData<MatchListData>(key, {
      date: '2026-11-22',
      server_time: '2026-11-22T12:00:00.000Z',
      odds: {},
      list: [
        buildMatch({
          id: 'b1',
          sport: 'basketball',
          status: 'q1',
          minute: null,
          seconds_left: 300,
        }),
      ],
    });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    socket.connect();
    render(
      <QueryClientProvider client={client}>
        <LiveDataSocketContext value={socket}>
          <Live />
        </LiveDataSocketContext>
      </QueryClientProvider>,
    );
    const first = FakeWebSocket.instances.at(-1)!;
    act(() => first.open());
    expect(first.sent).toContainEqual({ type: 'classify', classify_type: 1 });
    expect(invalidate).not.toHaveBeenCalled();

    act(() =>
      first.receive({
        code: 100,
        data: {
          type: 'basketball_match',
          at: '2026-11-22T12:01:00.000Z',
          matches: {
            b1: { seconds_left: 241, match_str: 'Q1 04:01', home_score: 7, away_score: 5 },
          },
        },
      }),
    );
    const merged = client.getQueryData<MatchListData>(key)?.list[0];
    expect(merged?.seconds_left).toBe(241);
    expect(merged?.home.score).toBe(7);

    act(() => socket.reconnect());
    const second = FakeWebSocket.instances.at(-1)!;
    expect(second).not.toBe(first);
    act(() => second.open());
    expect(second.sent).toContainEqual({ type: 'classify', classify_type: 1 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: matchKeys.all });
    socket.close();
  });
});
