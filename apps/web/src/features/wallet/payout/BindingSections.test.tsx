import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/render-app';
import { callsTo } from '../../anchor/room-fixtures.test-util';
import { AlipaySection } from './AlipaySection';
import { BankCardSection } from './BankCardSection';
import {
  BOUND_ACCOUNTS,
  PAYMENT_PASSWORD,
  renderPayout,
  servePayout,
  signIn,
  typeInto,
  WRONG_PASSWORD_MESSAGE,
} from './payout.test-util';

const fieldError = (testId: string) => {
  const field = screen.getByTestId(testId);
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
};

describe('bank card binding', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('groups the card number as typed and sends it without spaces', async () => {
    const { fetchMock } = servePayout();
    signIn();
    renderPayout(<BankCardSection />);
    expect((await screen.findByTestId('payout-unbound')).textContent).toContain('还没有绑定银行卡');

    typeInto('bank-real-name', ' 张三 ');
    typeInto('bank-name', '招商银行');
    typeInto('bank-card-number', '6222020012345678901');
    const cardNumber = screen.getByTestId<HTMLInputElement>('bank-card-number');
    expect(cardNumber.value).toBe('6222 0200 1234 5678 901');
    typeInto('bank-card-number', '6222-0200 1234 5678 9012');
    // Letters and dashes are dropped, and no more than 19 digits are kept.
    expect(cardNumber.value).toBe('6222 0200 1234 5678 901');
    typeInto('bank-password', PAYMENT_PASSWORD);
    fireEvent.submit(screen.getByTestId('bank-card-form'));

    const bound = await screen.findByTestId('payout-bound');
    expect(bound.textContent).toContain('**** **** **** 8901');
    expect(callsTo(fetchMock, 'Bank_card/bind').map((call) => call.body)).toEqual([
      {
        real_name: ' 张三 ',
        bank_name: '招商银行',
        card_number: '6222020012345678901',
        payment_password: PAYMENT_PASSWORD,
      },
    ]);
    // Bound: the form hides until the member asks to change the card.
    expect(screen.queryByTestId('bank-card-form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '更换' }));
    expect(screen.getByTestId('bank-card-form')).toBeTruthy();
  });

  it('checks the fields by the contract before sending', async () => {
    const { fetchMock } = servePayout();
    signIn();
    renderPayout(<BankCardSection />);
    fireEvent.submit(await screen.findByTestId('bank-card-form'));
    expect(fieldError('bank-real-name')).toBe('请填写此项');
    expect(fieldError('bank-name')).toBe('请填写此项');
    expect(fieldError('bank-card-number')).toBe('请填写此项');
    expect(fieldError('bank-password')).toBe('请输入支付密码');

    typeInto('bank-real-name', '张');
    typeInto('bank-name', '招商银行');
    typeInto('bank-card-number', '62220200123');
    typeInto('bank-password', '12ab56');
    fireEvent.submit(screen.getByTestId('bank-card-form'));
    expect(fieldError('bank-real-name')).toBe('真实姓名为 2-32 个字符');
    expect(fieldError('bank-name')).toBeNull();
    expect(fieldError('bank-card-number')).toBe('银行卡号必须是 12-19 位数字');
    expect(fieldError('bank-password')).toBe('支付密码必须是 6 位数字');
    expect(callsTo(fetchMock, 'Bank_card/bind')).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    servePayout();
    signIn();
    renderPayout(<BankCardSection />);
    await screen.findByTestId('bank-card-form');
    typeInto('bank-real-name', '张三');
    typeInto('bank-name', '招商银行');
    typeInto('bank-card-number', '622202001234');
    typeInto('bank-password', '000000');
    fireEvent.submit(screen.getByTestId('bank-card-form'));
    expect((await screen.findByTestId('bank-card-refusal')).textContent).toBe(
      WRONG_PASSWORD_MESSAGE,
    );
    expect(screen.queryByTestId('payout-bound')).toBeNull();
  });

  it('links to the payment password section when the member has none', async () => {
    const { fetchMock } = servePayout();
    signIn({ has_payment_password: false });
    renderPayout(<BankCardSection />);
    const link = await screen.findByTestId('payment-password-link');
    expect(link.getAttribute('href')).toBe('/member?section=paymentPassword');
    expect(screen.queryByTestId('bank-password')).toBeNull();
    expect(screen.getByTestId<HTMLButtonElement>('bank-card-submit').disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('bank-card-form'));
    expect(callsTo(fetchMock, 'Bank_card/bind')).toHaveLength(0);
  });
});

describe('Alipay binding', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the bound account and replaces it with a phone number or email', async () => {
    const { fetchMock } = servePayout({ accounts: BOUND_ACCOUNTS });
    signIn();
    renderPayout(<AlipaySection />);
    expect((await screen.findByTestId('payout-bound')).textContent).toContain('139****0000');
    expect(screen.queryByTestId('alipay-form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '更换' }));

    typeInto('alipay-real-name', '张三');
    typeInto('alipay-account', 'not an account');
    typeInto('alipay-password', PAYMENT_PASSWORD);
    fireEvent.submit(screen.getByTestId('alipay-form'));
    expect(fieldError('alipay-account')).toBe('请输入手机号或邮箱');
    expect(callsTo(fetchMock, 'Bank_card/bindAliPay')).toHaveLength(0);

    typeInto('alipay-account', ' fan@example.com ');
    fireEvent.submit(screen.getByTestId('alipay-form'));
    await waitFor(() => expect(screen.queryByTestId('alipay-form')).toBeNull());
    expect(screen.getByTestId('payout-bound').textContent).toContain('fan****');
    expect(callsTo(fetchMock, 'Bank_card/bindAliPay').map((call) => call.body)).toEqual([
      { real_name: '张三', account: 'fan@example.com', payment_password: PAYMENT_PASSWORD },
    ]);
  });
});
