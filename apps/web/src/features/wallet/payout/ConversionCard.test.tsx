import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { read } from '../../../shared/storage';
import { setupI18n } from '../../../test/render-app';
import { callsTo } from '../../anchor/room-fixtures.test-util';
import { ConversionCard } from './ConversionCard';
import {
  buildWallet,
  PAYMENT_PASSWORD,
  renderPayout,
  servePayout,
  signIn,
  typeInto,
  WRONG_PASSWORD_MESSAGE,
} from './payout.test-util';

const CONVERT = 'Balance/conversionBalance';

/** Renders the card; returns the user who fills it in. */
async function openCard() {
  const { user } = renderPayout(<ConversionCard />);
  await screen.findByTestId('conversion-form');
  return user;
}

const amountBox = () => screen.getByLabelText('兑换数量（钻石）');
const passwordBox = () => screen.getByLabelText('支付密码');
const convertButton = () => screen.getByRole('button', { name: '兑换' });

/** Types the amount and the payment password, and asks to convert. */
async function convert(user: UserEvent, amount: string, password: string) {
  await typeInto(user, amountBox(), amount);
  await typeInto(user, passwordBox(), password);
  await user.click(convertButton());
}

describe('conversion of income into diamonds', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends nothing until the irreversible conversion is confirmed, then updates the balances', async () => {
    const { fetchMock } = servePayout({ wallet: buildWallet({ diamonds: 10, withdrawable: 250 }) });
    signIn();
    const user = await openCard();
    await convert(user, '30', PAYMENT_PASSWORD);

    const dialog = screen.getByRole('alertdialog', { name: '确认兑换' });
    expect(dialog.textContent).toContain('从收益钱包转入消费钱包：30 钻石');
    expect(dialog.textContent).toContain('兑换后不可撤销');
    expect(callsTo(fetchMock, CONVERT)).toHaveLength(0);

    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(fetchMock, CONVERT)).toHaveLength(0);

    await user.click(convertButton());
    const confirm = screen.getByRole('button', { name: '确认兑换，不可撤销' });
    // A double click: synchronous events, so that the second comes before the first's answer.
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect((await screen.findByTestId('conversion-done')).textContent).toBe(
      '已兑换 30 钻石，消费钱包现有 40 钻石',
    );
    expect(callsTo(fetchMock, CONVERT).map((call) => call.body)).toEqual([
      { amount: 30, payment_password: PAYMENT_PASSWORD },
    ]);
    expect(read('userInfo')?.balances).toMatchObject({ diamonds: 40, withdrawable: 220 });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(amountBox()).toHaveProperty('value', '');
  });

  it('refuses an amount above the withdrawable income without asking to confirm', async () => {
    const { fetchMock } = servePayout({ wallet: buildWallet({ withdrawable: 20.75 }) });
    signIn();
    const user = await openCard();
    expect(screen.getByTestId('conversion-form').textContent).toContain('最多可兑换 20 钻石');
    await convert(user, '', PAYMENT_PASSWORD);
    expect(screen.getByText('请输入数量')).toBeTruthy();
    await convert(user, '21', PAYMENT_PASSWORD);
    expect(screen.getByText('不能超过可用余额（20 钻石）')).toBeTruthy();
    await convert(user, '0', PAYMENT_PASSWORD);
    expect(screen.getByText('至少 1 钻石')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(fetchMock, CONVERT)).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the balances", async () => {
    servePayout();
    signIn();
    const user = await openCard();
    await convert(user, '30', '111111');
    await user.click(screen.getByRole('button', { name: '确认兑换，不可撤销' }));
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG_PASSWORD_MESSAGE);
    expect(read('userInfo')?.balances).toMatchObject({ diamonds: 10, withdrawable: 250 });
  });
});
