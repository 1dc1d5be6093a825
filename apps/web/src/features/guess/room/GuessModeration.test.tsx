import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/render-app';
import { callsTo } from '../../wallet/wallet.test-util';
import {
  buildGuess,
  guessCard,
  openPanel,
  ROOM_ID,
  signInWithGold,
  stubGuessApi,
} from '../guess.test-util';

function openForm() {
  fireEvent.click(screen.getByTestId('guess-open-toggle'));
  return within(screen.getByTestId('guess-open-form'));
}

function bodies(fetchMock: ReturnType<typeof stubGuessApi>, path: string) {
  return callsTo(fetchMock, path).map((call) => call.body);
}

describe('guesses for the streamer and room moderators', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives viewers no way to open, close or call off a guess', async () => {
    signInWithGold(100);
    stubGuessApi({
      gold: 100,
      guesses: [buildGuess({ id: 2 }), buildGuess({ id: 1, status: 'pending' })],
    });
    await openPanel('viewer');
    expect(screen.getAllByTestId('guess-card')).toHaveLength(2);
    expect(screen.queryByTestId('guess-open-toggle')).toBeNull();
    expect(screen.queryByTestId('guess-open-form')).toBeNull();
    expect(screen.queryByTestId('guess-close')).toBeNull();
    expect(screen.queryByTestId('guess-stop')).toBeNull();
  });

  it('opens a fixed-odds "who wins" guess with the odds of each option', async () => {
    signInWithGold(0);
    const fetchMock = stubGuessApi({ gold: 0, guesses: [buildGuess({ id: 1 })] });
    await openPanel('anchor');
    const form = openForm();
    expect(form.getByText('比赛：阿森纳 vs 切尔西')).toBeTruthy();
    fireEvent.change(form.getByTestId('guess-odds-home'), { target: { value: '1.5' } });
    fireEvent.change(form.getByTestId('guess-odds-draw'), { target: { value: '3.2' } });
    fireEvent.change(form.getByTestId('guess-odds-away'), { target: { value: '25' } });
    fireEvent.click(form.getByTestId('guess-create-submit'));
    expect(form.getByText('赔率须在 1.01–20 之间')).toBeTruthy();
    expect(bodies(fetchMock, 'Guess/create')).toHaveLength(0);

    fireEvent.change(form.getByTestId('guess-odds-away'), { target: { value: '4' } });
    fireEvent.click(form.getByTestId('guess-create-submit'));
    await waitFor(() => expect(screen.getAllByTestId('guess-card')).toHaveLength(2));
    expect(bodies(fetchMock, 'Guess/create')).toEqual([
      { room_id: ROOM_ID, kind: 'winner', mode: 'odds', odds: { home: 1.5, draw: 3.2, away: 4 } },
    ]);
    expect(screen.queryByTestId('guess-open-form')).toBeNull();
    const created = guessCard(2);
    expect(created.dataset.status).toBe('open');
    expect(screen.getAllByTestId('guess-card')[0]).toBe(created);
    expect(
      within(created)
        .getAllByTestId('guess-option-price')
        .map((p) => p.textContent),
    ).toEqual(['赔率 1.50', '赔率 3.20', '赔率 4.00']);
  });

  it('shows the margin rule and the margin of the odds typed, and sends no book without it (H1)', async () => {
    signInWithGold(0);
    const fetchMock = stubGuessApi({ gold: 0, guesses: [] });
    await openPanel('anchor');
    const form = openForm();
    expect(
      form.getByText(
        '赔率须留出余量：各选项“1/赔率”之和至少为 1.05（5%），这样任何押注组合都不会稳赚。',
      ),
    ).toBeTruthy();
    expect(form.queryByTestId('guess-book-margin')).toBeNull();
    // The review's book: 20 on every option adds up to 0.15.
    for (const key of ['home', 'draw', 'away']) {
      fireEvent.change(form.getByTestId(`guess-odds-${key}`), { target: { value: '20' } });
    }
    expect(form.getByTestId('guess-book-margin').textContent).toBe(
      '当前赔率“1/赔率”之和为 0.15，低于 1.05：赔出会多于投入，请调低部分赔率',
    );
    fireEvent.click(form.getByTestId('guess-create-submit'));
    expect(bodies(fetchMock, 'Guess/create')).toHaveLength(0);

    for (const key of ['home', 'draw', 'away']) {
      fireEvent.change(form.getByTestId(`guess-odds-${key}`), { target: { value: '2.85' } });
    }
    expect(form.getByTestId('guess-book-margin').textContent).toBe(
      '当前赔率“1/赔率”之和为 1.05，余量 5.26%',
    );
    fireEvent.click(form.getByTestId('guess-create-submit'));
    await waitFor(() => expect(bodies(fetchMock, 'Guess/create')).toHaveLength(1));
  });

  it('opens an over/under pool on a whole or half line, and lets the draw odds stay empty', async () => {
    signInWithGold(0);
    const fetchMock = stubGuessApi({ gold: 0, guesses: [] });
    await openPanel('admin');
    expect(screen.getByText('还没有竞猜，开一个让观众参与吧')).toBeTruthy();
    let form = openForm();
    fireEvent.change(form.getByTestId('guess-kind-select'), { target: { value: 'total' } });
    fireEvent.change(form.getByTestId('guess-mode-select'), { target: { value: 'pool' } });
    expect(form.queryByTestId('guess-odds-over')).toBeNull();
    fireEvent.change(form.getByTestId('guess-line'), { target: { value: '2.3' } });
    fireEvent.click(form.getByTestId('guess-create-submit'));
    expect(form.getByText('盘口须为 0.5–400 之间的整数或 .5')).toBeTruthy();
    expect(bodies(fetchMock, 'Guess/create')).toHaveLength(0);

    fireEvent.change(form.getByTestId('guess-line'), { target: { value: '3.5' } });
    fireEvent.click(form.getByTestId('guess-create-submit'));
    await waitFor(() => expect(screen.getAllByTestId('guess-card')).toHaveLength(1));
    expect(within(guessCard(1)).getByTestId('guess-kind').textContent).toBe('大小球 3.5');

    form = openForm();
    fireEvent.change(form.getByTestId('guess-odds-home'), { target: { value: '1.4' } });
    fireEvent.change(form.getByTestId('guess-odds-away'), { target: { value: '2.9' } });
    fireEvent.click(form.getByTestId('guess-create-submit'));
    await waitFor(() => expect(screen.getAllByTestId('guess-card')).toHaveLength(2));
    expect(bodies(fetchMock, 'Guess/create')).toEqual([
      { room_id: ROOM_ID, kind: 'total', mode: 'pool', line: 3.5 },
      { room_id: ROOM_ID, kind: 'winner', mode: 'odds', odds: { home: 1.4, away: 2.9 } },
    ]);
  });

  it("shows the server's words when the room has no match", async () => {
    signInWithGold(0);
    const fetchMock = stubGuessApi({ gold: 0, guesses: [], noMatch: true });
    await openPanel('anchor');
    const form = openForm();
    fireEvent.change(form.getByTestId('guess-kind-select'), { target: { value: 'total' } });
    fireEvent.change(form.getByTestId('guess-mode-select'), { target: { value: 'pool' } });
    fireEvent.click(form.getByTestId('guess-create-submit'));
    expect((await form.findByTestId('guess-create-refusal')).textContent).toBe(
      '请先在开播设置中关联一场比赛',
    );
    expect(bodies(fetchMock, 'Guess/create')).toHaveLength(1);
    expect(screen.getByTestId('guess-open-form')).toBeTruthy();
    expect(screen.queryByTestId('guess-card')).toBeNull();
  });

  it('stops taking stakes, then calls the guess off after asking', async () => {
    signInWithGold(0);
    const fetchMock = stubGuessApi({
      gold: 0,
      guesses: [buildGuess({ id: 1, my_stakes: [{ key: 'home', amount: 30 }] })],
    });
    await openPanel('operator');
    const card = within(guessCard(1));
    fireEvent.click(card.getByTestId('guess-close'));
    await waitFor(() => expect(guessCard(1).dataset.status).toBe('pending'));
    expect(bodies(fetchMock, 'Guess/close')).toEqual([{ guess_id: 1 }]);
    expect(card.queryByTestId('guess-close')).toBeNull();
    // The streamer's answer carries nobody's stakes: mine stay as they were.
    expect(card.getByTestId('guess-my-stake').textContent).toBe('主胜 · 30 金币');

    fireEvent.click(card.getByTestId('guess-stop'));
    let dialog = within(screen.getByTestId('guess-stop-dialog'));
    expect(dialog.getByText(/全部投注将退还给观众/).textContent).toContain('阿森纳 vs 切尔西');
    fireEvent.click(dialog.getByRole('button', { name: '取消' }));
    expect(screen.queryByTestId('guess-stop-dialog')).toBeNull();
    expect(bodies(fetchMock, 'Guess/stop')).toHaveLength(0);

    fireEvent.click(card.getByTestId('guess-stop'));
    dialog = within(screen.getByTestId('guess-stop-dialog'));
    fireEvent.click(dialog.getByTestId('guess-stop-confirm'));
    await waitFor(() => expect(guessCard(1).dataset.status).toBe('stopped'));
    expect(bodies(fetchMock, 'Guess/stop')).toEqual([{ guess_id: 1 }]);
    expect(screen.queryByTestId('guess-stop-dialog')).toBeNull();
    expect(card.queryByTestId('guess-stop')).toBeNull();
    expect(card.getByTestId('guess-outcome').textContent).toBe('竞猜已取消，投注全部退还');
  });
});
