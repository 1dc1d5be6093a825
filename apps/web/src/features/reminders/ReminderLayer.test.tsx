import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReminderHost } from '../../app/layout/ReminderHost';
import { LiveDataSocket } from '../../shared/live-data-socket';
import { LiveDataSocketContext } from '../../shared/use-live-data-socket';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { setupI18n } from '../../test/render-app';
import { clearReminders } from './reminder-queue';

/** The pushes exactly as the server sends them to a member's open pages. */
const broadcastReminder = {
  code: 200,
  type: 'broadcastReminder',
  data: {
    plan_id: 31,
    room_id: 7,
    anchor_nickname: '小李解说',
    title: '德比大战全场解说',
    match_id: 'm-1',
    match_label: { zh: '阿森纳 vs 切尔西', en: 'Arsenal vs Chelsea', vi: 'Arsenal vs Chelsea VI' },
  },
};
const matchReminder = {
  code: 200,
  type: 'matchReminder',
  data: {
    match_id: 'en.1-2024-25-001',
    sport: 'football',
    kickoff: '2026-11-22T12:00:00.000Z',
    minutes_before: 10,
    competition_name: 'Premier League',
    competition_name_zh: '英超',
    home_team_name: 'Arsenal',
    home_team_name_zh: '阿森纳',
    home_team_name_vi: 'Arsenal VI',
    away_team_name: 'Chelsea',
    away_team_name_zh: '切尔西',
    away_team_name_vi: 'Chelsea VI',
  },
};

function renderHost() {
  const socket = new LiveDataSocket({ url: 'ws://test/ws', WebSocket: FakeWebSocket });
  socket.connect();
  act(() => FakeWebSocket.latest().open());
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <LiveDataSocketContext value={socket}>
          <ReminderHost />
        </LiveDataSocketContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { socket, invalidate };
}

describe('reminders on every page', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    act(() => clearReminders());
    vi.restoreAllMocks();
  });

  it('shows nothing and loads nothing until a reminder arrives', () => {
    const { socket } = renderHost();
    expect(screen.queryByTestId('reminders')).toBeNull();
    socket.close();
  });

  it("links a reserved broadcast's reminder to the streamer's room", async () => {
    const { socket, invalidate } = renderHost();
    act(() => FakeWebSocket.latest().receive(broadcastReminder));
    const link = await screen.findByTestId('broadcast-reminder');
    expect(link.getAttribute('href')).toBe('/live?id=7');
    expect(link.textContent).toBe('小李解说正在直播：德比大战全场解说（阿森纳 vs 切尔西）');
    // The plan lists now show the broadcast as on.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['member', 'broadcast-plans'] });

    // The same reminder twice (another push of it) shows once.
    act(() => FakeWebSocket.latest().receive(broadcastReminder));
    await act(() => Promise.resolve());
    expect(screen.getAllByTestId('broadcast-reminder')).toHaveLength(1);
    socket.close();
  });

  it('tells when a reserved match kicks off, linking to it, and can be dismissed', async () => {
    const user = userEvent.setup();
    const { socket } = renderHost();
    act(() => FakeWebSocket.latest().receive(matchReminder));
    const link = await screen.findByTestId('match-reminder');
    expect(link.getAttribute('href')).toBe('/score-detail?id=en.1-2024-25-001');
    expect(link.textContent).toBe('阿森纳 vs 切尔西 还有10分钟开赛');

    const layer = screen.getByTestId('reminders');
    await user.click(within(layer).getByRole('button', { name: '关闭提醒' }));
    expect(screen.queryByTestId('match-reminder')).toBeNull();
    socket.close();
  });

  it('drops a reminder the contract refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { socket } = renderHost();
    act(() =>
      FakeWebSocket.latest().receive({ ...broadcastReminder, data: { plan_id: 'x', room_id: 7 } }),
    );
    act(() => FakeWebSocket.latest().receive(matchReminder));
    await screen.findByTestId('match-reminder');
    expect(screen.queryByTestId('broadcast-reminder')).toBeNull();
    warn.mockRestore();
    socket.close();
  });

  // Last: it changes the page language for the tests after it.
  it('words the reminders in the page language, with the match named in it', async () => {
    await setupI18n('vi');
    const { socket } = renderHost();
    act(() => FakeWebSocket.latest().receive(broadcastReminder));
    act(() => FakeWebSocket.latest().receive(matchReminder));
    expect((await screen.findByTestId('broadcast-reminder')).textContent).toBe(
      '小李解说 đang trực tiếp: 德比大战全场解说 (Arsenal vs Chelsea VI)',
    );
    expect(screen.getByTestId('match-reminder').textContent).toBe(
      'Arsenal VI vs Chelsea VI bắt đầu sau 10 phút',
    );
    socket.close();
  });
});
