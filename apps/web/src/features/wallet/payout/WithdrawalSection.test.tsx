import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { read } from '../../../shared/storage';
import { setupI18n } from '../../../test/render-app';
import { callsTo } from '../../anchor/room-fixtures.test-util';
import {
  BOUND_ACCOUNTS,
  buildWallet,
  buildWithdrawal,
  fieldError,
  methodRadio,
  PAYMENT_PASSWORD,
  renderPayout,
  servePayout,
  signIn,
  typeInto,
  WRONG_PASSWORD_MESSAGE,
} from './payout.test-util';
import { WithdrawalSection } from './WithdrawalSection';

const APPLY = 'Balance/applyForWithdrawal';

async function openSection() {
  const view = renderPayout(<WithdrawalSection />);
  await screen.findByTestId('withdrawal-form');
  return view;
}

/** The withdrawal form (the conversion card beside it has a payment password too). */
const form = () => within(screen.getByTestId('withdrawal-form'));
const amountBox = () => form().getByLabelText('提现数量（钻石）');
const passwordBox = () => form().getByLabelText('支付密码');
const submitButton = () => form().getByRole<HTMLButtonElement>('button', { name: '提交申请' });

function amountError(): string | null {
  return fieldError(amountBox());
}

describe('withdrawal section', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the income wallet and the yuan of the typed amount', async () => {
    servePayout({ wallet: buildWallet({ withdrawable: 1250.5, pending: 40.25, held: 300 }) });
    signIn();
    const { user } = await openSection();
    expect(screen.getByTestId('income-withdrawable').textContent).toBe('1,250.5 钻石');
    expect(screen.getByTestId('income-pending').textContent).toBe('40.25 钻石');
    expect(screen.getByTestId('income-held').textContent).toBe('300 钻石');

    await typeInto(user, amountBox(), '125');
    expect(screen.getByTestId('withdrawal-yuan').textContent).toBe('预计到账 ¥12.50');
    await typeInto(user, amountBox(), '12.5');
    expect(screen.getByTestId('withdrawal-yuan').textContent).toBe('');
  });

  it('refuses an empty, small, fractional or too large amount without calling the server', async () => {
    const { fetchMock } = servePayout({ accounts: BOUND_ACCOUNTS });
    signIn();
    const { user } = await openSection();
    await waitFor(() => expect(methodRadio('bank').checked).toBe(true));
    await typeInto(user, passwordBox(), PAYMENT_PASSWORD);
    const submit = submitButton();

    await user.click(submit);
    expect(amountError()).toBe('请输入数量');
    await typeInto(user, amountBox(), '99');
    await user.click(submit);
    expect(amountError()).toBe('至少 100 钻石');
    await typeInto(user, amountBox(), '120.5');
    await user.click(submit);
    expect(amountError()).toBe('请输入整数钻石');
    // 250 withdrawable: 251 is one too many.
    await typeInto(user, amountBox(), '251');
    await user.click(submit);
    expect(amountError()).toBe('不能超过可用余额（250 钻石）');

    await typeInto(user, amountBox(), '250');
    await typeInto(user, passwordBox(), '12345');
    await user.click(submit);
    expect(amountError()).toBeNull();
    expect(screen.getByText('支付密码必须是 6 位数字')).toBeTruthy();
    expect(callsTo(fetchMock, APPLY)).toHaveLength(0);
  });

  it('applies once, shows the waiting withdrawal and updates the balances', async () => {
    const { fetchMock } = servePayout({
      accounts: BOUND_ACCOUNTS,
      withdrawals: [buildWithdrawal({ id: 1, status: 'succeeded', amount: 300 })],
    });
    signIn();
    const { user } = await openSection();
    expect(await screen.findAllByTestId('withdrawal-item')).toHaveLength(1);
    // Both accounts are bound and their masked numbers are shown beside the methods.
    expect(screen.getByTestId('withdrawal-form').textContent).toContain('139****0000');
    await user.click(methodRadio('alipay'));
    await typeInto(user, amountBox(), '150');
    await typeInto(user, passwordBox(), PAYMENT_PASSWORD);
    const submit = submitButton();
    // A second click, or a submit by the keyboard, while the first request is out sends nothing.
    // Synchronous events, so that the second and third come before the first one's answer.
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.submit(screen.getByTestId('withdrawal-form'));

    const receipt = await screen.findByTestId('withdrawal-receipt');
    expect(receipt.textContent).toContain('提现申请已提交，等待审核');
    expect(receipt.textContent).toContain('等待审核');
    expect(receipt.textContent).toContain('¥15.00');
    expect(callsTo(fetchMock, APPLY).map((call) => call.body)).toEqual([
      { amount: 150, method: 'alipay', payment_password: PAYMENT_PASSWORD },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('withdrawal-item')).toHaveLength(2));
    const newest = screen.getAllByTestId('withdrawal-item')[0];
    expect(newest?.dataset.status).toBe('waiting');
    expect(newest?.textContent).toContain('支付宝 139****0000');
    expect(screen.getByTestId('income-withdrawable').textContent).toBe('100 钻石');
    expect(screen.getByTestId('income-held').textContent).toBe('150 钻石');
    expect(read('userInfo')?.balances.withdrawable).toBe(100);
    expect(passwordBox()).toHaveProperty('value', '');
  });

  it("shows the server's refusal (wrong payment password) beside the form", async () => {
    servePayout({ accounts: BOUND_ACCOUNTS });
    signIn();
    const { user } = await openSection();
    await waitFor(() => expect(methodRadio('bank').checked).toBe(true));
    await typeInto(user, amountBox(), '100');
    await typeInto(user, passwordBox(), '000000');
    await user.click(submitButton());
    expect((await form().findByRole('alert')).textContent).toBe(WRONG_PASSWORD_MESSAGE);
    expect(screen.queryByTestId('withdrawal-receipt')).toBeNull();
    expect(read('userInfo')?.balances.withdrawable).toBe(250);
  });

  it('offers to bind a method that has no account instead of choosing it', async () => {
    const { fetchMock } = servePayout({
      accounts: { bank_card: null, alipay: BOUND_ACCOUNTS.alipay },
    });
    signIn();
    await openSection();
    await waitFor(() => expect(methodRadio('alipay').checked).toBe(true));
    expect(methodRadio('bank').disabled).toBe(true);
    const bind = screen.getByRole('link', { name: '去绑定银行卡' });
    expect(bind.getAttribute('href')).toBe('/member?section=bankCard');
    expect(callsTo(fetchMock, APPLY)).toHaveLength(0);
  });

  it('asks to choose a method when none is bound', async () => {
    const { fetchMock } = servePayout();
    signIn();
    const { user } = await openSection();
    await waitFor(() => expect(methodRadio('alipay').disabled).toBe(true));
    await typeInto(user, amountBox(), '100');
    await typeInto(user, passwordBox(), PAYMENT_PASSWORD);
    await user.click(submitButton());
    expect(screen.getByText('请选择提现方式')).toBeTruthy();
    expect(callsTo(fetchMock, APPLY)).toHaveLength(0);
  });

  it('filters the history by review state and loads more pages', async () => {
    const { fetchMock } = servePayout(
      {
        withdrawals: [
          buildWithdrawal({ id: 4, status: 'waiting' }),
          buildWithdrawal({
            id: 3,
            status: 'failed',
            review_note: '开户名与实名不一致',
            reviewed_at: '2026-11-21T10:00:00.000Z',
          }),
          buildWithdrawal({ id: 2, status: 'succeeded' }),
          buildWithdrawal({ id: 1, status: 'failed', amount: 500 }),
        ],
      },
      { pageSize: 1 },
    );
    signIn();
    const { user } = await openSection();
    expect(await screen.findAllByTestId('withdrawal-item')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: '审核失败' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'Balance/withdrawalList').at(-1)?.url.searchParams.get('status'),
      ).toBe('failed'),
    );
    const failed = await screen.findByTestId('withdrawal-item');
    expect(failed.dataset.status).toBe('failed');
    expect(failed.textContent).toContain('审核说明：开户名与实名不一致');
    expect(failed.textContent).toContain('钻石已退回你的收益钱包');
    expect(within(failed).getByText('审核失败')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByTestId('withdrawal-item')).toHaveLength(2));
    const second = callsTo(fetchMock, 'Balance/withdrawalList').at(-1)?.url.searchParams;
    expect([second?.get('status'), second?.get('page')]).toEqual(['failed', '2']);
    expect(screen.getAllByTestId('withdrawal-item')[1]?.textContent).toContain('500 钻石');
    // The second page was the last one.
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'Balance/withdrawalList').some(
          ({ url }) => !url.searchParams.has('status') && url.searchParams.get('page') === '1',
        ),
      ).toBe(true),
    );
  });

  it('says when there are no withdrawals', async () => {
    servePayout();
    signIn();
    renderPayout(<WithdrawalSection />);
    expect(await screen.findByText('暂无提现记录')).toBeTruthy();
  });

  it('offers a retry when the wallet fails to load', async () => {
    servePayout({}, { failures: { 'Balance/getWallet': 1 } });
    signIn();
    const { user } = renderPayout(<WithdrawalSection />);
    await user.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('withdrawal-form')).toBeTruthy();
  });

  it('links to the payment password section when the member has none', async () => {
    const { fetchMock } = servePayout({ accounts: BOUND_ACCOUNTS });
    signIn({ has_payment_password: false });
    const { router, user } = await openSection();
    expect(screen.queryByLabelText('支付密码')).toBeNull();
    const notices = screen.getAllByTestId('payment-password-missing');
    expect(notices).toHaveLength(2);
    expect(notices[0]?.textContent).toContain('你还没有设置支付密码');
    expect(submitButton().disabled).toBe(true);

    await typeInto(user, amountBox(), '100');
    // No user can press the disabled button: the form refuses a submit of its own too.
    fireEvent.submit(screen.getByTestId('withdrawal-form'));
    expect(callsTo(fetchMock, APPLY)).toHaveLength(0);

    const link = screen.getAllByRole('link', { name: '设置支付密码' })[0];
    expect(link?.getAttribute('href')).toBe('/member?section=paymentPassword');
    if (link) await user.click(link);
    expect(router.state.location.search).toBe('?section=paymentPassword');
  });
});
