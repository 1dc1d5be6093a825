import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeLoginDialog, isLoginDialogOpen } from '../../shared/session/login-dialog-store';
import { remove, write } from '../../shared/storage';
import { onRechargeRequested } from '../../shared/wallet/recharge-opener';
import { buildMember } from '../../test/members';
import { renderApp, setupI18n } from '../../test/render-app';
import { callsTo } from '../anchor/room-fixtures.test-util';
import { buildDetail, stubExpertApi, unlocked } from './expert-fixtures.test-util';

const slow = { timeout: 5_000 };
const wallet = (diamonds: number) => ({
  diamonds,
  withdrawable: 0,
  pending: 0,
  held: 0,
  accumulated: 0,
  gold_coins: 0,
});

describe('analysis detail', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    remove('userInfo');
    act(() => closeLoginDialog());
  });

  it('keeps a paid analysis locked until bought, then shows the pick and reasoning', async () => {
    write('userInfo', buildMember());
    const locked = buildDetail(41);
    let bought = false;
    const fetchMock = stubExpertApi({
      'Analysis/detail': () => (bought ? unlocked(locked) : locked),
      'Analysis/buy': () => {
        bought = true;
        return unlocked(locked);
      },
      'Balance/getWallet': () => wallet(100),
    });
    const user = userEvent.setup();
    renderApp('/specialist-detail?id=41');
    const detail = await screen.findByTestId('analysis-detail', {}, slow);
    expect(detail.dataset.visible).toBe('false');
    expect(within(detail).getByText('Arsenal at home')).toBeTruthy();
    // The market's line and prices at publication are public.
    expect(within(detail).getByTestId('analysis-line').textContent).toBe('盘口 −0.25');
    expect(within(detail).getByText('1.92')).toBeTruthy();
    expect(screen.getByTestId('analysis-locked')).toBeTruthy();
    expect(screen.queryByTestId('analysis-pick-text')).toBeNull();
    expect(screen.queryByTestId('analysis-reasoning')).toBeNull();

    await user.click(screen.getByTestId('analysis-buy'));
    const dialog = await screen.findByTestId('analysis-buy-dialog');
    expect(within(dialog).getByText('价格：30 钻石')).toBeTruthy();
    expect(await within(dialog).findByText('余额：100 钻石')).toBeTruthy();
    // When the diamonds come back: a void match always, a lost pick because this expert refunds.
    expect(within(dialog).getByTestId('analysis-buy-refund').textContent).toContain(
      '比赛取消或无效时，钻石全额退回。',
    );
    expect(within(dialog).getByTestId('analysis-buy-refund').textContent).toContain(
      '推荐未中时钻石退回',
    );
    expect(callsTo(fetchMock, 'Analysis/buy')).toHaveLength(0);

    await user.click(within(dialog).getByTestId('analysis-buy-confirm'));
    const pick = await screen.findByTestId('analysis-pick-text');
    expect(pick.textContent).toBe('主队 −0.25');
    expect(callsTo(fetchMock, 'Analysis/buy')[0]?.body).toEqual({ id: 41 });
    expect(screen.queryByTestId('analysis-buy-dialog')).toBeNull();
    expect(screen.queryByTestId('analysis-locked')).toBeNull();
    expect(screen.getByTestId('analysis-pick-odds').textContent).toBe('赔率 1.92');
    // Plain text with its line breaks, never HTML.
    expect(screen.getByTestId('analysis-reasoning').textContent).toBe(
      'Arsenal have won five at home.\nChelsea miss two defenders.',
    );
  });

  it('shows a refusal in the dialog with the way to top up', async () => {
    write('userInfo', buildMember());
    stubExpertApi({
      'Analysis/detail': () => buildDetail(41, { refund_if_wrong: false }),
      'Analysis/buy': () => {
        throw new Error('钻石不足');
      },
      'Balance/getWallet': () => wallet(50),
    });
    const recharge = vi.fn();
    const off = onRechargeRequested(recharge);
    const user = userEvent.setup();
    renderApp('/specialist-detail?id=41');
    await user.click(await screen.findByTestId('analysis-buy', {}, slow));
    const dialog = await screen.findByTestId('analysis-buy-dialog');
    expect(within(dialog).getByText('推荐未中时不退款。')).toBeTruthy();
    await within(dialog).findByText('余额：50 钻石');
    await user.click(within(dialog).getByTestId('analysis-buy-confirm'));
    expect((await within(dialog).findByTestId('analysis-buy-error')).textContent).toBe('钻石不足');
    expect(screen.queryByTestId('analysis-pick-text')).toBeNull();
    await user.click(within(dialog).getByTestId('analysis-wallet-recharge'));
    expect(recharge).toHaveBeenCalledTimes(1);
    off();
  });

  it('sends a visitor to the login dialog instead of buying', async () => {
    const fetchMock = stubExpertApi({ 'Analysis/detail': () => buildDetail(41) });
    const user = userEvent.setup();
    renderApp('/specialist-detail?id=41');
    await user.click(await screen.findByTestId('analysis-buy', {}, slow));
    expect(isLoginDialogOpen()).toBe(true);
    expect(screen.queryByTestId('analysis-buy-dialog')).toBeNull();
    expect(callsTo(fetchMock, 'Analysis/buy')).toHaveLength(0);
  });

  it('shows a settled analysis with its pick, result and corrections', async () => {
    stubExpertApi({
      'Analysis/detail': () =>
        buildDetail(42, {
          market: 'total',
          line: 2.75,
          market_prices: { line: 2.75, home: null, draw: null, away: null, over: 1.9, under: 1.95 },
          status: 'settled',
          result: 'half_won',
          visible: true,
          pick: 'over',
          pick_odds: 1.9,
          reasoning: 'Both sides score freely.',
          corrections: [
            { text: 'Chelsea’s keeper is back.', created_at: '2026-11-21T09:30:00.000Z' },
          ],
        }),
    });
    renderApp('/specialist-detail?id=42');
    const result = await screen.findByTestId('analysis-result', {}, slow);
    expect(result.dataset.result).toBe('half_won');
    expect(result.textContent).toBe('赢半');
    expect(screen.getByTestId('analysis-pick-text').textContent).toBe('大 2.75');
    expect(screen.queryByTestId('analysis-locked')).toBeNull();
    const corrections = screen.getByTestId('analysis-corrections');
    expect(within(corrections).getByText('Chelsea’s keeper is back.')).toBeTruthy();
    expect(within(corrections).getByText(/^更正 · 2026/)).toBeTruthy();
  });

  it('says when an analysis does not exist', async () => {
    stubExpertApi({
      'Analysis/detail': () => {
        throw new Error('方案不存在');
      },
    });
    renderApp('/specialist-detail?id=999');
    expect(await screen.findByTestId('analysis-not-found', {}, slow)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('没有找到这个方案')).toBeTruthy());
  });
});
