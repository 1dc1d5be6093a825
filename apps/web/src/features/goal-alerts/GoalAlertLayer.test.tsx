import { LIMITS } from '@tifo/contract';
import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GoalAlertHost } from '../../app/layout/GoalAlertHost';
import { LiveDataSocket, type WebSocketLike } from '../../shared/live-data-socket';
import { write } from '../../shared/storage';
import { LiveDataSocketContext } from '../../shared/use-live-data-socket';
import { setupI18n } from '../../test/render-app';
import { clearGoals, getGoals, pushGoal } from './goal-alert-queue';
import { GOAL_ALERT_MS, GoalAlertLayer } from './GoalAlertLayer';

/** The goal push exactly as the server sends it (code 200, spec §3 fields first). */
const goal = {
  iszhu: 0,
  match_str: "67'",
  home_team_name_zh: '阿森纳',
  away_team_name_zh: '切尔西',
  home_score: 1,
  away_score: 2,
  match_id: 'en.1-2024-25-001-c2',
  competition_id: 'en.1-2024-25',
  competition_name: 'Premier League',
  competition_name_zh: '英超',
  home_team_id: 'arsenal-fc',
  away_team_id: 'chelsea-fc',
  home_team_name: 'Arsenal',
  away_team_name: 'Chelsea',
  home_team_name_vi: 'Arsenal VI',
  away_team_name_vi: 'Chelsea VI',
  kind: 'normal',
  player: null,
} as const;

class FakeWebSocket implements WebSocketLike {
  static last: FakeWebSocket | null = null;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.last = this;
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
}

function wrap(children: ReactNode, socket: LiveDataSocket | null = null) {
  return (
    <MemoryRouter>
      <LiveDataSocketContext value={socket}>{children}</LiveDataSocketContext>
    </MemoryRouter>
  );
}

describe('goal alerts', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    act(() => clearGoals());
    vi.useRealTimers();
  });

  it('shows a card for a code-200 goal push from the socket, the scorer highlighted', async () => {
    const socket = new LiveDataSocket({ url: 'ws://test/ws', WebSocket: FakeWebSocket });
    socket.connect();
    render(wrap(<GoalAlertHost />, socket));
    // A goal push the schema refuses never reaches the queue.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    act(() => FakeWebSocket.last?.receive({ code: 200, type: 'goal', data: { iszhu: 1 } }));
    expect(getGoals()).toHaveLength(0);
    warn.mockRestore();
    act(() => FakeWebSocket.last?.receive({ code: 200, type: 'goal', data: goal }));
    const card = await screen.findByTestId('goal-alert');
    expect(card.textContent).toContain("67'");
    expect(within(card).getByTestId('goal-home').textContent).toBe('阿森纳');
    expect(within(card).getByTestId('goal-away').textContent).toBe('切尔西');
    expect(within(card).getByTestId('goal-home-score').textContent).toBe('1');
    expect(within(card).getByTestId('goal-away-score').textContent).toBe('2');
    // iszhu 0: the away side scored.
    expect(within(card).getByTestId('goal-away').dataset.scored).toBe('true');
    expect(within(card).getByTestId('goal-home').dataset.scored).toBeUndefined();
    socket.close();
  });

  it('highlights the home side when iszhu is 1, and ignores malformed pushes', () => {
    const playSound = vi.fn();
    render(wrap(<GoalAlertLayer playSound={playSound} />));
    act(() => {
      pushGoal({ ...goal, iszhu: 1, home_score: 2, away_score: 2 });
      pushGoal({ iszhu: 1 });
    });
    const cards = screen.getAllByTestId('goal-alert');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByTestId('goal-home').dataset.scored).toBe('true');
  });

  it('is dismissed by its close button', () => {
    render(wrap(<GoalAlertLayer playSound={vi.fn()} />));
    act(() => void pushGoal(goal));
    act(() => screen.getByTestId('goal-alert-dismiss').click());
    expect(screen.queryByTestId('goal-alert')).toBeNull();
  });

  it('dismisses itself after 10 s', () => {
    vi.useFakeTimers();
    render(wrap(<GoalAlertLayer playSound={vi.fn()} />));
    act(() => void pushGoal(goal));
    act(() => {
      vi.advanceTimersByTime(GOAL_ALERT_MS - 100);
    });
    expect(screen.getByTestId('goal-alert')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByTestId('goal-alert')).toBeNull();
  });

  it('plays the 6 s goal sound once per goal, only when voice is on', () => {
    const playSound = vi.fn();
    write('gameSettings', { redCard: true, yellowCard: true, voice: true });
    const view = render(wrap(<GoalAlertLayer playSound={playSound} />));
    act(() => void pushGoal(goal));
    expect(playSound).toHaveBeenCalledTimes(1);
    expect(playSound).toHaveBeenCalledWith(LIMITS.goalSoundMs);
    expect(LIMITS.goalSoundMs).toBe(6_000);
    view.rerender(wrap(<GoalAlertLayer playSound={playSound} />));
    expect(playSound).toHaveBeenCalledTimes(1);

    act(() => write('gameSettings', { redCard: true, yellowCard: true, voice: false }));
    act(() => void pushGoal({ ...goal, home_score: 2 }));
    expect(screen.getAllByTestId('goal-alert')).toHaveLength(2);
    expect(playSound).toHaveBeenCalledTimes(1);
  });

  it('speaks the page language: English names in en', async () => {
    await setupI18n('en');
    try {
      render(wrap(<GoalAlertLayer playSound={vi.fn()} />));
      act(() => void pushGoal(goal));
      expect(screen.getByTestId('goal-home').textContent).toBe('Arsenal');
    } finally {
      await setupI18n('zh');
    }
  });
});
