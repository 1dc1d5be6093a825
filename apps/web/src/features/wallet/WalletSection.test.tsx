import type { LedgerEntry } from '@tifo/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test/render-app';
import { stubApi } from '../anchor/room-fixtures.test-util';
import { allowedRange } from './statements/date-range';
import { WalletSection } from './WalletSection';
import { buildOrder, buildWallet, callsTo, renderMoney, signIn } from './wallet.test-util';

function buildEntry(id: number, overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id,
    transaction_id: id,
    wallet: 'diamonds',
    amount: -20,
    reason: 'gift',
    cause_id: 3,
    memo: `Rocket × 2 → Coach ${id}`,
    created_at: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

/** Statements answer two pages; orders one. Every call is recorded by the fetch mock. */
/** A day chosen in a date box's picker (user-event cannot type into a date box). */
function pickDate(box: HTMLElement, day: string) {
  fireEvent.change(box, { target: { value: day } });
}

function stubWalletApi() {
  return stubApi({
    'Balance/getWallet': () => buildWallet(),
    'Order/getList': (url) => {
      const page = Number(url.searchParams.get('page'));
      if (url.searchParams.get('type') === 'order') {
        return {
          type: 'order',
          orders: [
            buildOrder({ status: 'paid', paid_at: '2026-11-22T08:01:00.000Z' }),
            buildOrder({ order_no: 'R2', coin: 60, give: 0, money: 6, status: 'expired' }),
          ],
          entries: [],
          has_more: false,
        };
      }
      return {
        type: 'ledger',
        orders: [],
        entries:
          page === 1
            ? [buildEntry(1), buildEntry(2, { amount: 330, reason: 'topup', memo: 'R1' })]
            : [buildEntry(3, { wallet: 'withdrawable', amount: 12.5, reason: 'settlement' })],
        has_more: page === 1,
      };
    },
  });
}

describe('wallet section', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the spending and the earnings wallet, gold and the way to withdraw', async () => {
    signIn();
    stubWalletApi();
    renderMoney(<WalletSection />);
    const spending = await screen.findByTestId('wallet-spending');
    expect(spending.textContent).toContain('消费钱包');
    expect(screen.getByTestId('wallet-diamonds').textContent).toBe('50');
    const earnings = screen.getByTestId('wallet-earnings');
    expect(earnings.textContent).toContain('收益钱包');
    expect(screen.getByTestId('wallet-withdrawable').textContent).toBe('120.5');
    expect(screen.getByTestId('wallet-pending').textContent).toBe('30');
    expect(screen.getByTestId('wallet-held').textContent).toBe('100');
    expect(screen.getByTestId('wallet-accumulated').textContent).toBe('900');
    expect(screen.getByTestId('wallet-gold-coins').textContent).toBe('7');
    expect(within(earnings).getByRole('link', { name: '提现' }).getAttribute('href')).toBe(
      '/member?section=withdrawal',
    );
  });

  it('lists statements with signed amounts, pages on, and sends the filters', async () => {
    signIn();
    const fetchMock = stubWalletApi();
    const user = userEvent.setup();
    renderMoney(<WalletSection />);
    const rows = await screen.findAllByTestId('statement-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('礼物');
    expect(rows[0]?.textContent).toContain('Rocket × 2 → Coach 1');
    expect(rows[0]?.textContent).toContain('−20');
    expect(rows[0]?.lastElementChild?.className).toContain('text-red-600');
    expect(rows[1]?.textContent).toContain('充值');
    expect(rows[1]?.textContent).toContain('+330');
    expect(rows[1]?.lastElementChild?.className).toContain('text-green-700');

    const range = allowedRange();
    const first = callsTo(fetchMock, 'Order/getList')[0]?.url.searchParams;
    expect(Object.fromEntries(first ?? [])).toEqual({
      type: 'ledger',
      page: '1',
      from: range.from,
      to: range.to,
    });

    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByTestId('statement-row')).toHaveLength(3));
    expect(callsTo(fetchMock, 'Order/getList').at(-1)?.url.searchParams.get('page')).toBe('2');
    expect(screen.getAllByTestId('statement-row')[2]?.textContent).toContain('收益结算');
    // The last page says there is no more.
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('钱包'), 'withdrawable');
    await user.selectOptions(screen.getByLabelText('类型'), 'settlement');
    pickDate(screen.getByLabelText('结束日期'), range.from);
    await waitFor(() =>
      expect(
        Object.fromEntries(callsTo(fetchMock, 'Order/getList').at(-1)?.url.searchParams ?? []),
      ).toEqual({
        type: 'ledger',
        page: '1',
        wallet: 'withdrawable',
        reason: 'settlement',
        from: range.from,
        to: range.from,
      }),
    );
  });

  it('keeps the dates within the last three months', async () => {
    signIn();
    const fetchMock = stubWalletApi();
    renderMoney(<WalletSection />);
    await screen.findAllByTestId('statement-row');
    const from = screen.getByLabelText('开始日期');
    const range = allowedRange();
    expect(from.getAttribute('min')).toBe(range.from);
    pickDate(from, '2000-01-01');
    expect((from as HTMLInputElement).value).toBe(range.from);
    for (const call of callsTo(fetchMock, 'Order/getList')) {
      expect((call.url.searchParams.get('from') ?? '') >= range.from).toBe(true);
    }
  });

  it('lists recharge orders and filters them by status', async () => {
    signIn();
    const fetchMock = stubWalletApi();
    const user = userEvent.setup();
    renderMoney(<WalletSection />);
    await user.click(await screen.findByRole('tab', { name: '充值订单' }));
    const rows = await screen.findAllByTestId('order-row');
    expect(rows[0]?.textContent).toContain('R20261122001');
    expect(rows[0]?.textContent).toContain('¥30');
    expect(rows[0]?.textContent).toContain('300 + 赠送 30');
    expect(rows[0]?.textContent).toContain('已支付');
    expect(rows[1]?.textContent).toContain('已过期');
    expect(rows[1]?.textContent).toContain('未支付');
    expect(callsTo(fetchMock, 'Order/getList').at(-1)?.url.searchParams.get('type')).toBe('order');

    await user.selectOptions(screen.getByLabelText('状态'), 'paid');
    await waitFor(() =>
      expect(
        Object.fromEntries(callsTo(fetchMock, 'Order/getList').at(-1)?.url.searchParams ?? []),
      ).toEqual({ type: 'order', status: 'paid', page: '1' }),
    );
  });

  it('shows an empty state, and an error state with a retry', async () => {
    signIn();
    let fail = true;
    stubApi({
      'Balance/getWallet': () => {
        if (fail) throw new Error('busy');
        return buildWallet();
      },
      'Order/getList': () => ({ type: 'ledger', orders: [], entries: [], has_more: false }),
    });
    const user = userEvent.setup();
    renderMoney(<WalletSection />);
    expect(await screen.findByText('暂无记录')).toBeTruthy();
    expect(await screen.findByText('钱包加载失败')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect((await screen.findByTestId('wallet-diamonds')).textContent).toBe('50');
  });
});
