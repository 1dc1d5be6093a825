import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { read } from '../../../shared/storage';
import { renderApp, setupI18n } from '../../../test/render-app';
import { stubApi } from '../../anchor/room-fixtures.test-util';
import { closeLoginDialog, isLoginDialogOpen } from '../../../shared/session/login-dialog-store';
import { openRecharge } from '../../../shared/wallet/recharge-opener';
import { RechargeHost } from '../RechargeHost';
import {
  buildOrder,
  buildWallet,
  callsTo,
  member,
  openSocket,
  packageOffer,
  renderMoney,
  signIn,
} from '../wallet.test-util';

const ORDER_NO = 'R20261122001';
const PAY_URL = 'https://pay.example/checkout/R20261122001';

/** The API of a recharge; `status` is what Order/getStatus answers right now. */
function stubRechargeApi(state: { status: 'pending' | 'paid' | 'cancelled' | 'expired' }) {
  return stubApi({
    'chargerules/getList': () => packageOffer(),
    'chargerules/payUrl': () => ({ url: PAY_URL, order_no: ORDER_NO }),
    'Order/getStatus': () =>
      buildOrder({
        status: state.status,
        paid_at: state.status === 'paid' ? '2026-11-22T08:01:00.000Z' : null,
      }),
    'Balance/getWallet': () => buildWallet({ diamonds: 380 }),
    'Member/info': () => {
      throw new Error('not needed here');
    },
  });
}

/** A browser that opens the tab (the fake tab records the opener being cut). */
function allowPopups() {
  const tab = { opener: window as Window | null };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { open, tab };
}

async function openDialog() {
  act(() => openRecharge());
  const dialog = await screen.findByRole('dialog', { name: '充值' });
  await within(dialog).findAllByTestId('recharge-package');
  return dialog;
}

/** The pay button, which names the chosen package's price. */
const payButton = () => screen.getByRole('button', { name: /^支付 ¥/ });

/** Chooses a package, pays, and returns the payment's status. */
async function payFor(user: UserEvent, packageId: number) {
  const card = screen
    .getAllByTestId('recharge-package')
    .find((element) => element.dataset.packageId === String(packageId));
  if (!card) throw new Error(`no package ${packageId}`);
  await user.click(card);
  await user.click(payButton());
  return screen.findByTestId('recharge-status');
}

describe('recharge dialog', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    closeLoginDialog();
  });

  it('shows the packages with coin, bonus, price and bonus rate, and the one payment method', async () => {
    signIn();
    stubRechargeApi({ status: 'pending' });
    const user = userEvent.setup();
    renderMoney(<RechargeHost />);
    const dialog = await openDialog();
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByTestId('recharge-dialog')).toBe(dialog);

    const cards = within(dialog).getAllByTestId('recharge-package');
    expect(cards.map((card) => card.dataset.packageId)).toEqual(['1', '2', '3']);
    const second = cards[1]?.textContent ?? '';
    expect(second).toContain('300 钻石');
    expect(second).toContain('赠送 +30');
    expect(second).toContain('¥30');
    expect(second).toContain('多送 10%');
    // No bonus, no bonus line.
    expect(cards[0]?.textContent).not.toContain('赠送');

    expect(within(dialog).getByRole('radio', { name: /测试支付（沙盒）/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByTestId('payment-logo-sandbox')).toBeTruthy();
    expect(dialog.textContent).toContain('1 元 = 10 钻石');
    // The first package is chosen until another one is.
    expect(payButton().textContent).toBe('支付 ¥6');
    await user.click(within(dialog).getByRole('radio', { name: /^980 钻石/ }));
    expect(cards[2]?.dataset.selected).toBe('true');
    expect(payButton().textContent).toBe('支付 ¥98');
  });

  it('offers each configured method with its logo, and prices packages in its currency', async () => {
    signIn();
    const fetchMock = stubApi({
      'chargerules/getList': () => ({
        ...packageOffer(),
        payment_methods: [
          { type: 0, provider: 'alipay', currency: 'CNY' },
          { type: 1, provider: 'wechat', currency: 'CNY' },
          { type: 2, provider: 'vnpay', currency: 'VND' },
        ],
      }),
      'chargerules/payUrl': () => ({ url: PAY_URL, order_no: ORDER_NO }),
      'Order/getStatus': () => buildOrder(),
    });
    allowPopups();
    const user = userEvent.setup();
    renderMoney(<RechargeHost />);
    const dialog = await openDialog();
    const methods = within(dialog).getAllByTestId('recharge-method');
    expect(methods.map((method) => method.dataset.provider)).toEqual(['alipay', 'wechat', 'vnpay']);
    for (const provider of ['alipay', 'wechat', 'vnpay']) {
      expect(within(dialog).getByTestId(`payment-logo-${provider}`)).toBeTruthy();
    }
    expect(within(dialog).getByRole('radio', { name: /支付宝/ })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('radio', { name: /^980 钻石/ }));
    expect(payButton().textContent).toBe('支付 ¥98');

    await user.click(within(dialog).getByRole('radio', { name: /VNPay/ }));
    const cards = within(dialog).getAllByTestId('recharge-package');
    expect(cards[1]?.textContent).toContain('109.000 ₫');
    // No đồng price for the third package: not sold through VNPay, so the first one is chosen.
    expect(cards[2]?.textContent).toContain('此支付方式不提供该套餐');
    expect(within(cards[2] as HTMLElement).getByRole('radio')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '支付 22.000 ₫' })).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: /^300 钻石/ }));
    await user.click(screen.getByRole('button', { name: '支付 109.000 ₫' }));
    await screen.findByTestId('recharge-status');
    expect(callsTo(fetchMock, 'chargerules/payUrl').map((call) => call.body)).toEqual([
      { id: 2, type: 2 },
    ]);
  });

  it('opens the payment page in a new tab and turns paid when polling says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const state = { status: 'pending' as 'pending' | 'paid' };
    const fetchMock = stubRechargeApi(state);
    const { open, tab } = allowPopups();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderMoney(<RechargeHost />);
    await openDialog();

    const status = await payFor(user, 2);
    expect(callsTo(fetchMock, 'chargerules/payUrl').map((call) => call.body)).toEqual([
      { id: 2, type: 0 },
    ]);
    expect(open).toHaveBeenCalledWith(PAY_URL, '_blank');
    expect(tab.opener).toBeNull();
    expect(status.dataset.status).toBe('waiting');
    expect(status.textContent).toContain('等待支付');
    expect(screen.queryByRole('link', { name: '打开支付页面' })).toBeNull();
    await waitFor(() => expect(callsTo(fetchMock, 'Order/getStatus').length).toBe(1));
    expect(callsTo(fetchMock, 'Order/getStatus')[0]?.url.searchParams.get('order_no')).toBe(
      ORDER_NO,
    );

    // Still pending at the next poll; paid at the one after.
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(callsTo(fetchMock, 'Order/getStatus').length).toBe(2);
    expect(screen.getByTestId('recharge-status').dataset.status).toBe('waiting');
    state.status = 'paid';
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(screen.getByTestId('recharge-status').dataset.status).toBe('paid'));
    expect((await screen.findByTestId('recharge-balance')).textContent).toContain('380');
    // User info is refreshed once paid, and polling stops.
    await waitFor(() => expect(callsTo(fetchMock, 'Member/info').length).toBe(1));
    const polls = callsTo(fetchMock, 'Order/getStatus').length;
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(callsTo(fetchMock, 'Order/getStatus').length).toBe(polls);

    await user.click(screen.getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('turns paid at once on a walletChanged push for its order, with the pushed balance', async () => {
    signIn();
    stubRechargeApi({ status: 'pending' });
    allowPopups();
    const { socket, push } = openSocket();
    const user = userEvent.setup();
    renderMoney(<RechargeHost />, socket);
    await openDialog();
    await payFor(user, 1);

    // Another order's payment is not this one.
    act(() =>
      push('walletChanged', {
        wallet: buildWallet({ diamonds: 110 }),
        reason: 'topup',
        order_no: 'R-OTHER',
      }),
    );
    expect(screen.getByTestId('recharge-status').dataset.status).toBe('waiting');

    act(() =>
      push('walletChanged', {
        wallet: buildWallet({ diamonds: 1234 }),
        reason: 'topup',
        order_no: ORDER_NO,
      }),
    );
    expect(screen.getByTestId('recharge-status').dataset.status).toBe('paid');
    expect(screen.getByTestId('recharge-balance').textContent).toContain('1,234');
    // The layout's listener wrote the balance to the stored profile too.
    await waitFor(() => expect(read('userInfo')?.balances.diamonds).toBe(1234));
    socket.close();
  });

  it('offers a link when the browser blocks the new tab', async () => {
    signIn();
    stubRechargeApi({ status: 'pending' });
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderMoney(<RechargeHost />);
    await openDialog();
    const status = await payFor(user, 3);
    expect(status.dataset.status).toBe('waiting');
    expect(status.textContent).toContain('浏览器拦截了支付页面');
    const link = screen.getByRole('link', { name: '打开支付页面' });
    expect(link.getAttribute('href')).toBe(PAY_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('says so when the order is cancelled, and starts again on request', async () => {
    signIn();
    stubRechargeApi({ status: 'cancelled' });
    allowPopups();
    const user = userEvent.setup();
    renderMoney(<RechargeHost />);
    await openDialog();
    await payFor(user, 1);
    await waitFor(() =>
      expect(screen.getByTestId('recharge-status').dataset.status).toBe('cancelled'),
    );
    expect(screen.getByTestId('recharge-status').textContent).toContain('订单已取消');
    await user.click(screen.getByRole('button', { name: '重新充值' }));
    expect(await screen.findAllByTestId('recharge-package')).toHaveLength(3);
    expect(screen.queryByTestId('recharge-status')).toBeNull();
  });

  it("shows the server's refusal and opens no tab", async () => {
    signIn();
    stubApi({
      'chargerules/getList': () => packageOffer(),
      'chargerules/payUrl': () => {
        throw new Error('充值暂不可用');
      },
    });
    const { open } = allowPopups();
    const user = userEvent.setup();
    renderMoney(<RechargeHost />);
    await openDialog();
    await user.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toBe('充值暂不可用');
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByTestId('recharge-status')).toBeNull();
  });

  it('asks a visitor to log in instead', async () => {
    const fetchMock = stubRechargeApi({ status: 'pending' });
    const user = userEvent.setup();
    renderMoney(<RechargeHost />);
    act(() => openRecharge());
    const dialog = await screen.findByRole('dialog', { name: '充值' });
    const prompt = await within(dialog).findByTestId('login-prompt');
    expect(prompt.textContent).toContain('登录后充值');
    expect(within(dialog).queryByTestId('recharge-package')).toBeNull();
    expect(callsTo(fetchMock, 'chargerules/getList')).toHaveLength(0);
    await user.click(within(prompt).getByRole('button', { name: '登录' }));
    expect(isLoginDialogOpen()).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with Escape and gives the focus back', async () => {
    signIn();
    stubRechargeApi({ status: 'pending' });
    const user = userEvent.setup();
    renderMoney(
      <>
        <button type="button" onClick={openRecharge}>
          open
        </button>
        <RechargeHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '充值' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('opens from the avatar panel, which also links to the wallet', async () => {
    signIn({ ...member, balances: { diamonds: 50, gold_coins: 7 } });
    stubRechargeApi({ status: 'pending' });
    // The avatar panel closes when the pointer leaves it, and user-event's pointer moves carry
    // no relatedTarget (React reads a move into the panel as leaving): click without hovering.
    const user = userEvent.setup({ skipHover: true });
    renderApp('/demo');
    await user.click(await screen.findByRole('button', { name: /用户菜单/ }));
    const panel = await screen.findByTestId('user-panel');
    expect(within(panel).getByRole('link', { name: '我的钱包' }).getAttribute('href')).toBe(
      '/member?section=wallet',
    );
    await user.click(within(panel).getByRole('button', { name: '充值' }));
    const dialog = await screen.findByRole('dialog', { name: '充值' });
    expect(await within(dialog).findAllByTestId('recharge-package')).toHaveLength(3);
  });
});
