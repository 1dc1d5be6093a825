import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { read } from '../../../shared/storage';
import { setupI18n } from '../../../test/render-app';
import { closeLoginDialog } from '../../../shared/session/login-dialog-store';
import { callsTo } from '../../wallet/wallet.test-util';
import { walletKeys } from '../../../shared/wallet/wallet-keys';
import {
  buildGuess,
  guessCard,
  openPanel,
  optionOf,
  publicView,
  ROOM_ID,
  signInWithGold,
  stubGuessApi,
} from '../guess.test-util';

const text = (card: HTMLElement, testId: string) => within(card).getByTestId(testId).textContent;
const optionText = (card: HTMLElement, key: Parameters<typeof optionOf>[1], testId: string) =>
  within(optionOf(card, key)).getByTestId(testId).textContent;

function pick(id: number, key: Parameters<typeof optionOf>[1]) {
  fireEvent.click(optionOf(guessCard(id), key));
  return within(guessCard(id));
}

describe('the room guess panel', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => closeLoginDialog());
  });

  it('lists the guesses with their kind, status, odds or pool shares and my stakes', async () => {
    signInWithGold(1000);
    stubGuessApi({
      gold: 1000,
      guesses: [
        buildGuess({
          id: 4,
          options: [
            { key: 'home', odds: 1.85, staked: 300, bettors: 3 },
            { key: 'draw', odds: 3.2, staked: 0, bettors: 0 },
            { key: 'away', odds: 4.5, staked: 100, bettors: 1 },
          ],
          my_stakes: [
            { key: 'home', amount: 100 },
            { key: 'home', amount: 50 },
          ],
        }),
        buildGuess({
          id: 3,
          kind: 'total',
          mode: 'pool',
          status: 'pending',
          options: [
            { key: 'over', odds: null, staked: 600, bettors: 4 },
            { key: 'under', odds: null, staked: 400, bettors: 2 },
          ],
        }),
        buildGuess({ id: 2, status: 'settled', result: 'home', final_score: '2-1' }),
        buildGuess({ id: 1, status: 'stopped' }),
      ],
    });
    await openPanel();
    const cards = screen.getAllByTestId('guess-card');
    expect(cards.map((card) => [card.dataset.guessId, card.dataset.status])).toEqual([
      ['4', 'open'],
      ['3', 'pending'],
      ['2', 'settled'],
      ['1', 'stopped'],
    ]);

    const open = guessCard(4);
    expect(text(open, 'guess-match')).toBe('阿森纳 vs 切尔西');
    expect(text(open, 'guess-kind')).toBe('胜平负');
    expect(text(open, 'guess-status')).toBe('竞猜中');
    expect(text(open, 'guess-total')).toBe('总投注 400 金币');
    expect(optionText(open, 'home', 'guess-option-price')).toBe('赔率 1.85');
    expect(optionText(open, 'home', 'guess-option-staked')).toBe('300 金币');
    expect(optionText(open, 'home', 'guess-option-bettors')).toBe('3 人');
    expect(within(optionOf(open, 'home')).getByTestId('guess-option-bar').style.width).toBe('75%');
    expect(within(optionOf(open, 'draw')).getByTestId('guess-option-bar').style.width).toBe('0%');
    expect(optionOf(open, 'away').textContent).toContain('客胜');
    expect(
      within(open)
        .getAllByTestId('guess-my-stake')
        .map((s) => s.textContent),
    ).toEqual(['主胜 · 150 金币']);

    const pool = guessCard(3);
    expect(text(pool, 'guess-kind')).toBe('大小球 2.5');
    expect(text(pool, 'guess-status')).toBe('待结算');
    expect(optionOf(pool, 'over').textContent).toContain('大 2.5');
    expect(optionText(pool, 'over', 'guess-option-price')).toBe('约 1 赔 1.67');
    expect(optionText(pool, 'under', 'guess-option-staked')).toBe('400 金币 · 占奖池 40%');
    expect(optionOf(pool, 'over')).toHaveProperty('disabled', true);
    expect(text(pool, 'guess-outcome')).toBe('已封盘，等待比赛结果结算');
    expect(within(pool).queryByTestId('guess-my-stake')).toBeNull();

    const settled = guessCard(2);
    expect(text(settled, 'guess-status')).toBe('已结算');
    expect(text(settled, 'guess-outcome')).toBe('赛果：主胜 · 比分 2-1');
    expect(optionOf(settled, 'home').textContent).toContain('猜中');
    expect(optionOf(settled, 'away').textContent).not.toContain('猜中');

    expect(text(guessCard(1), 'guess-status')).toBe('已取消');
    expect(text(guessCard(1), 'guess-outcome')).toBe('竞猜已取消，投注全部退还');
  });

  it('follows updateGuessBetting pushes: new totals keep my stakes, new guesses join', async () => {
    signInWithGold(1000);
    const first = buildGuess({
      id: 1,
      options: [
        { key: 'home', odds: 1.85, staked: 100, bettors: 1 },
        { key: 'draw', odds: 3.2, staked: 0, bettors: 0 },
        { key: 'away', odds: 4.5, staked: 0, bettors: 0 },
      ],
      my_stakes: [{ key: 'home', amount: 100 }],
    });
    stubGuessApi({ gold: 1000, guesses: [first] });
    const { push } = await openPanel();
    expect(text(guessCard(1), 'guess-total')).toBe('总投注 100 金币');

    const staked = publicView({
      ...first,
      options: [
        { key: 'home', odds: 1.85, staked: 100, bettors: 1 },
        { key: 'draw', odds: 3.2, staked: 0, bettors: 0 },
        { key: 'away', odds: 4.5, staked: 500, bettors: 2 },
      ],
      total_staked: 600,
    });
    act(() => push('updateGuessBetting', staked));
    await waitFor(() => expect(text(guessCard(1), 'guess-total')).toBe('总投注 600 金币'));
    expect(optionText(guessCard(1), 'away', 'guess-option-bettors')).toBe('2 人');
    expect(within(guessCard(1)).getByTestId('guess-my-stake').textContent).toBe('主胜 · 100 金币');

    // A late push of an older picture does not take the totals back.
    act(() => push('updateGuessBetting', publicView(first)));
    // Another room's guess is not this room's.
    act(() => push('updateGuessBetting', buildGuess({ id: 9, room_id: ROOM_ID + 1 })));
    act(() =>
      push('updateGuessBetting', buildGuess({ id: 2, kind: 'total', mode: 'pool', line: 3 })),
    );
    await waitFor(() => expect(screen.getAllByTestId('guess-card')).toHaveLength(2));
    expect(screen.getAllByTestId('guess-card').map((card) => card.dataset.guessId)).toEqual([
      '2',
      '1',
    ]);
    expect(text(guessCard(2), 'guess-kind')).toBe('大小球 3');
    expect(text(guessCard(1), 'guess-total')).toBe('总投注 600 金币');

    act(() =>
      push('updateGuessBetting', {
        ...staked,
        status: 'settled',
        result: 'away',
        final_score: '0-2',
      }),
    );
    await waitFor(() => expect(guessCard(1).dataset.status).toBe('settled'));
    expect(text(guessCard(1), 'guess-outcome')).toBe('赛果：客胜 · 比分 0-2');
    expect(within(guessCard(1)).getByTestId('guess-my-stake').textContent).toBe('主胜 · 100 金币');
  });

  it('stakes the amount picked once, then shows my stake and the new gold balance', async () => {
    signInWithGold(1000);
    const fetchMock = stubGuessApi({ gold: 1000, guesses: [buildGuess({ id: 1 })] });
    const { queryClient } = await openPanel();
    const card = pick(1, 'home');
    expect(optionOf(guessCard(1), 'home').getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(card.getByTestId('guess-balance').textContent).toBe('我的金币 1,000 金币'),
    );
    expect(card.queryByTestId('guess-return')).toBeNull();

    fireEvent.click(card.getByRole('button', { name: '投注 100 金币' }));
    expect(card.getByTestId('guess-amount')).toHaveProperty('value', '100');
    expect(card.getByTestId('guess-return').textContent).toBe('猜中可得 185 金币');
    fireEvent.change(card.getByTestId('guess-amount'), { target: { value: '200' } });
    expect(card.getByTestId('guess-return').textContent).toBe('猜中可得 370 金币');

    const submit = card.getByTestId('guess-stake-submit');
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect((await card.findByTestId('guess-stake-done')).textContent).toBe('下注成功');
    expect(callsTo(fetchMock, 'Guess/bet').map((call) => call.body)).toEqual([
      { guess_id: 1, option: 'home', amount: 200 },
    ]);
    expect(card.getByTestId('guess-my-stake').textContent).toBe('主胜 · 200 金币');
    expect(card.getByTestId('guess-total').textContent).toBe('总投注 200 金币');
    expect(optionText(guessCard(1), 'home', 'guess-option-bettors')).toBe('1 人');
    expect(card.getByTestId('guess-balance').textContent).toBe('我的金币 800 金币');
    expect(card.getByTestId('guess-amount')).toHaveProperty('value', '');
    expect(queryClient.getQueryData<{ gold_coins: number }>(walletKeys.wallet())?.gold_coins).toBe(
      800,
    );
    expect(read('userInfo')?.balances.gold_coins).toBe(800);
  });

  it("shows the server's refusal and keeps the gold", async () => {
    signInWithGold(1000);
    const fetchMock = stubGuessApi({
      gold: 1000,
      guesses: [buildGuess({ id: 1 })],
      refuseStake: '竞猜已封盘，不能再下注',
    });
    await openPanel();
    const card = pick(1, 'away');
    fireEvent.change(card.getByTestId('guess-amount'), { target: { value: '50' } });
    fireEvent.click(card.getByTestId('guess-stake-submit'));
    expect((await card.findByTestId('guess-stake-refusal')).textContent).toBe(
      '竞猜已封盘，不能再下注',
    );
    expect(callsTo(fetchMock, 'Guess/bet')).toHaveLength(1);
    expect(card.queryByTestId('guess-my-stake')).toBeNull();
    expect(card.getByTestId('guess-balance').textContent).toBe('我的金币 1,000 金币');
    expect(read('userInfo')?.balances.gold_coins).toBe(1000);
  });

  it('refuses an amount out of range, above the balance or over the cap without sending', async () => {
    signInWithGold(1000);
    const fetchMock = stubGuessApi({
      gold: 1000,
      guesses: [
        buildGuess({ id: 2, my_stakes: [{ key: 'draw', amount: 9_950 }] }),
        buildGuess({ id: 1 }),
      ],
    });
    await openPanel();
    const card = pick(1, 'home');
    await waitFor(() =>
      expect(card.getByTestId('guess-balance').textContent).toBe('我的金币 1,000 金币'),
    );
    const amount = card.getByTestId('guess-amount');
    const submit = card.getByTestId('guess-stake-submit');

    fireEvent.change(amount, { target: { value: '5' } });
    expect(card.getByTestId('guess-amount-problem').textContent).toBe('请输入 10–10,000 的整数');
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(amount, { target: { value: '10001' } });
    expect(card.getByTestId('guess-amount-problem').textContent).toBe('请输入 10–10,000 的整数');

    fireEvent.change(amount, { target: { value: '1500' } });
    expect(card.queryByTestId('guess-amount-problem')).toBeNull();
    const short = card.getByTestId('guess-short');
    expect(short.textContent).toContain('金币不足，还差 500 金币。');
    expect(within(short).getByRole('link', { name: '做任务赚金币' }).getAttribute('href')).toBe(
      '/member?type=8',
    );
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(submit);

    // The cap is per guess: 9,950 already on the draw leaves 50 there.
    const draw = pick(2, 'draw');
    expect(draw.getByTestId('guess-amount')).toHaveProperty('value', '');
    fireEvent.change(draw.getByTestId('guess-amount'), { target: { value: '100' } });
    expect(draw.getByTestId('guess-amount-problem').textContent).toBe(
      '每个竞猜最多投 10,000 金币，你还能投 50 金币',
    );
    expect(draw.getByTestId('guess-stake-submit')).toHaveProperty('disabled', true);
    fireEvent.change(draw.getByTestId('guess-amount'), { target: { value: '50' } });
    expect(draw.getByTestId('guess-stake-submit')).toHaveProperty('disabled', false);
    expect(callsTo(fetchMock, 'Guess/bet')).toHaveLength(0);
  });

  it('offers no stake on a second option of a guess the member has backed (H1)', async () => {
    signInWithGold(1000);
    const fetchMock = stubGuessApi({
      gold: 1000,
      guesses: [buildGuess({ id: 1, my_stakes: [{ key: 'draw', amount: 100 }] })],
    });
    await openPanel();
    const home = pick(1, 'home');
    expect(home.getByTestId('guess-one-option').textContent).toBe(
      '你已押了平局：每个竞猜只能押一个选项，选它可以继续加注',
    );
    expect(home.queryByTestId('guess-stake-form')).toBeNull();
    // Adding to the option backed stays open.
    const draw = pick(1, 'draw');
    expect(draw.getByTestId('guess-stake-form')).toBeTruthy();
    expect(draw.queryByTestId('guess-one-option')).toBeNull();
    expect(callsTo(fetchMock, 'Guess/bet')).toHaveLength(0);
  });

  it('estimates a pool win from the pool as it stands', async () => {
    signInWithGold(1000);
    stubGuessApi({
      gold: 1000,
      guesses: [
        buildGuess({
          id: 1,
          mode: 'pool',
          options: [
            { key: 'home', odds: null, staked: 300, bettors: 2 },
            { key: 'draw', odds: null, staked: 0, bettors: 0 },
            { key: 'away', odds: null, staked: 700, bettors: 5 },
          ],
        }),
      ],
    });
    await openPanel();
    expect(optionText(guessCard(1), 'draw', 'guess-option-price')).toBe('暂无投注');
    expect(optionText(guessCard(1), 'home', 'guess-option-price')).toBe('约 1 赔 3.33');
    const card = pick(1, 'home');
    fireEvent.click(card.getByRole('button', { name: '投注 100 金币' }));
    // (1,000 + 100) × 100 / (300 + 100)
    expect(card.getByTestId('guess-return').textContent).toBe('按当前奖池，猜中约得 275 金币');
  });

  it('asks a visitor to log in instead of taking a stake', async () => {
    const fetchMock = stubGuessApi({ gold: 0, guesses: [buildGuess({ id: 1 })] });
    await openPanel('viewer', null);
    const card = pick(1, 'home');
    expect(card.getByTestId('login-prompt').textContent).toContain('登录后参与竞猜');
    expect(card.queryByTestId('guess-stake-submit')).toBeNull();
    expect(callsTo(fetchMock, 'Balance/getWallet')).toHaveLength(0);
    expect(screen.queryByTestId('guess-open-toggle')).toBeNull();
  });

  it('does not offer stakes on a guess that is no longer open', async () => {
    signInWithGold(1000);
    stubGuessApi({ gold: 1000, guesses: [buildGuess({ id: 1 })] });
    const { push } = await openPanel();
    const card = pick(1, 'home');
    expect(card.getByTestId('guess-stake-submit')).toBeTruthy();
    act(() => push('updateGuessBetting', buildGuess({ id: 1, status: 'pending' })));
    await waitFor(() => expect(card.queryByTestId('guess-stake-submit')).toBeNull());
    expect(optionOf(guessCard(1), 'home')).toHaveProperty('disabled', true);
  });

  it('says when the streamer has not opened a guess', async () => {
    signInWithGold(10);
    stubGuessApi({ gold: 10, guesses: [] });
    await openPanel();
    expect(screen.getByText('主播还没有开竞猜')).toBeTruthy();
    expect(screen.queryByTestId('guess-card')).toBeNull();
  });
});
