import { fireEvent, screen, within } from '@testing-library/react';
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

async function openCard() {
  renderPayout(<ConversionCard />);
  await screen.findByTestId('conversion-form');
}

describe('conversion of income into diamonds', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends nothing until the irreversible conversion is confirmed, then updates the balances', async () => {
    const { fetchMock } = servePayout({ wallet: buildWallet({ diamonds: 10, withdrawable: 250 }) });
    signIn();
    await openCard();
    typeInto('conversion-amount', '30');
    typeInto('conversion-password', PAYMENT_PASSWORD);
    fireEvent.click(screen.getByTestId('conversion-submit'));

    const dialog = screen.getByTestId('conversion-dialog');
    expect(dialog.textContent).toContain('从收益钱包转入消费钱包：30 钻石');
    expect(dialog.textContent).toContain('兑换后不可撤销');
    expect(callsTo(fetchMock, CONVERT)).toHaveLength(0);

    // Cancelling sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByTestId('conversion-dialog')).toBeNull();
    expect(callsTo(fetchMock, CONVERT)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('conversion-submit'));
    const confirm = screen.getByTestId('conversion-confirm');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect((await screen.findByTestId('conversion-done')).textContent).toBe(
      '已兑换 30 钻石，消费钱包现有 40 钻石',
    );
    expect(callsTo(fetchMock, CONVERT).map((call) => call.body)).toEqual([
      { amount: 30, payment_password: PAYMENT_PASSWORD },
    ]);
    expect(read('userInfo')?.balances).toMatchObject({ diamonds: 40, withdrawable: 220 });
    expect(screen.queryByTestId('conversion-dialog')).toBeNull();
    expect(screen.getByTestId<HTMLInputElement>('conversion-amount').value).toBe('');
  });

  it('refuses an amount above the withdrawable income without asking to confirm', async () => {
    const { fetchMock } = servePayout({ wallet: buildWallet({ withdrawable: 20.75 }) });
    signIn();
    await openCard();
    expect(screen.getByTestId('conversion-form').textContent).toContain('最多可兑换 20 钻石');
    typeInto('conversion-password', PAYMENT_PASSWORD);
    fireEvent.click(screen.getByTestId('conversion-submit'));
    expect(screen.getByText('请输入数量')).toBeTruthy();
    typeInto('conversion-amount', '21');
    fireEvent.click(screen.getByTestId('conversion-submit'));
    expect(screen.getByText('不能超过可用余额（20 钻石）')).toBeTruthy();
    typeInto('conversion-amount', '0');
    fireEvent.click(screen.getByTestId('conversion-submit'));
    expect(screen.getByText('至少 1 钻石')).toBeTruthy();
    expect(screen.queryByTestId('conversion-dialog')).toBeNull();
    expect(callsTo(fetchMock, CONVERT)).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the balances", async () => {
    servePayout();
    signIn();
    await openCard();
    typeInto('conversion-amount', '30');
    typeInto('conversion-password', '111111');
    fireEvent.click(screen.getByTestId('conversion-submit'));
    fireEvent.click(screen.getByTestId('conversion-confirm'));
    expect((await screen.findByTestId('conversion-refusal')).textContent).toBe(
      WRONG_PASSWORD_MESSAGE,
    );
    expect(read('userInfo')?.balances).toMatchObject({ diamonds: 10, withdrawable: 250 });
  });
});
