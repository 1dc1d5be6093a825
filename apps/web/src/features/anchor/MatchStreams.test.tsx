import type { RoomSummary } from '@tifo/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LiveDataSocket } from '../../shared/live-data-socket';
import { LiveDataSocketContext } from '../../shared/use-live-data-socket';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { setupI18n } from '../../test/render-app';
import { MatchStreams, type MatchStreamsVariant } from './MatchStreams';
import { buildRoom, callsTo, stubApi } from './room-fixtures.test-util';

/** Renders the component alone, with a router for its links and an optional live-data socket. */
function renderStreams(
  matchId: string,
  variant: MatchStreamsVariant,
  socket: LiveDataSocket | null = null,
) {
  const router = createMemoryRouter(
    [{ path: '*', element: <MatchStreams matchId={matchId} variant={variant} /> }],
    { initialEntries: ['/score-detail'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LiveDataSocketContext value={socket}>
        <RouterProvider router={router} />
      </LiveDataSocketContext>
    </QueryClientProvider>,
  );
}

/** Answers Live/getRoomList with `rooms` for match m-1 and nothing for any other match. */
function stubRooms(rooms: () => RoomSummary[]) {
  return stubApi({
    'Live/getRoomList': (url) => {
      const list = url.searchParams.get('match_id') === 'm-1' ? rooms() : [];
      return { list, total: list.length };
    },
  });
}

describe('MatchStreams', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the match's rooms, live first, each linking to its room page", async () => {
    const fetchMock = stubRooms(() => [
      buildRoom({ room_id: 3, anchor_nickname: '老王', live_status: 'ended' }),
      buildRoom({ room_id: 7, anchor_nickname: '小李', live_status: 'live', online: 12_345 }),
      buildRoom({ room_id: 9, anchor_nickname: '阿强', live_status: 'offline' }),
    ]);
    renderStreams('m-1', 'full');

    const card = await screen.findByTestId('match-streams');
    expect(within(card).getByRole('heading', { name: '直播' })).toBeTruthy();
    const rows = await within(card).findAllByTestId('match-stream');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/live?id=7',
      '/live?id=3',
      '/live?id=9',
    ]);
    const [live, ended, offline] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(live.textContent).toContain('小李');
    expect(within(live).getByText('正在直播').closest('[data-status]')?.className).toContain(
      'bg-red-600',
    );
    expect(within(live).getByTestId('stream-online').textContent).toBe('1.2w');
    expect(within(ended).getByText('已下播').getAttribute('data-status')).toBe('ended');
    expect(within(offline).getByText('未开播').getAttribute('data-status')).toBe('offline');
    expect(within(offline).queryByTestId('stream-online')).toBeNull();

    const query = callsTo(fetchMock, 'Live/getRoomList')[0]?.url.searchParams;
    expect(query?.get('match_id')).toBe('m-1');
    expect(query?.get('type')).toBe('0');
    expect(query?.get('page_size')).toBe('6');
  });

  it('says so in the full variant when no streamer picked the match', async () => {
    stubRooms(() => []);
    renderStreams('m-2', 'full');
    const card = await screen.findByTestId('match-streams');
    await waitFor(() => expect(card.textContent).toContain('暂无主播直播这场比赛'));
    expect(within(card).queryAllByTestId('match-stream')).toHaveLength(0);
  });

  it('renders nothing in the compact variant when no streamer picked the match', async () => {
    const fetchMock = stubRooms(() => []);
    const { container } = renderStreams('m-2', 'compact');
    // The one-line skeleton shows while the list loads, then everything goes.
    expect(screen.getByRole('status')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'Live/getRoomList')).toHaveLength(1));
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('shows the compact variant as a labelled line of chips', async () => {
    stubRooms(() => [buildRoom({ room_id: 7, anchor_nickname: '小李', online: 88 })]);
    renderStreams('m-1', 'compact');
    const line = await screen.findByTestId('match-streams');
    expect(line.getAttribute('data-variant')).toBe('compact');
    const chip = await within(line).findByRole('link');
    expect(chip.getAttribute('href')).toBe('/live?id=7');
    expect(line.textContent).toContain('直播：');
    expect(chip.textContent).toContain('小李');
    expect(chip.textContent).toContain('88');
  });

  it('refetches when a room goes live', async () => {
    let rooms: RoomSummary[] = [];
    const fetchMock = stubRooms(() => rooms);
    const socket = new LiveDataSocket({ url: 'ws://test/ws', WebSocket: FakeWebSocket });
    socket.connect();
    act(() => FakeWebSocket.latest().open());
    renderStreams('m-1', 'full', socket);
    const card = await screen.findByTestId('match-streams');
    await waitFor(() => expect(card.textContent).toContain('暂无主播直播这场比赛'));

    rooms = [buildRoom({ room_id: 7, match_id: 'm-1' })];
    act(() =>
      FakeWebSocket.latest().receive({
        code: 200,
        type: 'startRoom',
        data: { room_id: 7, anchor_id: 107, live_status: 'live', streaming: true, title: 'x' },
      }),
    );
    const row = await within(card).findByTestId('match-stream');
    expect(row.getAttribute('href')).toBe('/live?id=7');
    expect(callsTo(fetchMock, 'Live/getRoomList')).toHaveLength(2);
    socket.close();
  });
});
