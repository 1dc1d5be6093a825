import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/render-app';
import { callsTo } from '../../anchor/room-fixtures.test-util';
import { AlipaySection } from './AlipaySection';
import { BankCardSection } from './BankCardSection';
import {
  BOUND_ACCOUNTS,
  fieldError,
  PAYMENT_PASSWORD,
  renderPayout,
  servePayout,
  signIn,
  typeInto,
  WRONG_PASSWORD_MESSAGE,
} from './payout.test-util';

const realName = () => screen.getByLabelText('真实姓名');
const bankName = () => screen.getByLabelText('开户银行');
const cardNumber = () => screen.getByLabelText<HTMLInputElement>('银行卡号');
const alipayAccount = () => screen.getByLabelText('支付宝账号');
const password = () => screen.getByLabelText('支付密码');
const bindButton = () => screen.getByRole<HTMLButtonElement>('button', { name: '绑定' });

describe('bank card binding', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('groups the card number as typed and sends it without spaces', async () => {
    const { fetchMock } = servePayout();
    signIn();
    const { user } = renderPayout(<BankCardSection />);
    expect((await screen.findByTestId('payout-unbound')).textContent).toContain('还没有绑定银行卡');

    await typeInto(user, realName(), ' 张三 ');
    await typeInto(user, bankName(), '招商银行');
    await typeInto(user, cardNumber(), '6222020012345678901');
    expect(cardNumber().value).toBe('6222 0200 1234 5678 901');
    await typeInto(user, cardNumber(), '6222-0200 1234 5678 9012');
    // Letters and dashes are dropped, and no more than 19 digits are kept.
    expect(cardNumber().value).toBe('6222 0200 1234 5678 901');
    await typeInto(user, password(), PAYMENT_PASSWORD);
    await user.click(bindButton());

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
    await user.click(screen.getByRole('button', { name: '更换' }));
    expect(screen.getByTestId('bank-card-form')).toBeTruthy();
  });

  it('checks the fields by the contract before sending', async () => {
    const { fetchMock } = servePayout();
    signIn();
    const { user } = renderPayout(<BankCardSection />);
    await screen.findByTestId('bank-card-form');
    await user.click(bindButton());
    expect(fieldError(realName())).toBe('请填写此项');
    expect(fieldError(bankName())).toBe('请填写此项');
    expect(fieldError(cardNumber())).toBe('请填写此项');
    expect(fieldError(password())).toBe('请输入支付密码');

    await typeInto(user, realName(), '张');
    await typeInto(user, bankName(), '招商银行');
    await typeInto(user, cardNumber(), '62220200123');
    await typeInto(user, password(), '12ab56');
    await user.click(bindButton());
    expect(fieldError(realName())).toBe('真实姓名为 2-32 个字符');
    expect(fieldError(bankName())).toBeNull();
    expect(fieldError(cardNumber())).toBe('银行卡号必须是 12-19 位数字');
    expect(fieldError(password())).toBe('支付密码必须是 6 位数字');
    expect(callsTo(fetchMock, 'Bank_card/bind')).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    servePayout();
    signIn();
    const { user } = renderPayout(<BankCardSection />);
    await screen.findByTestId('bank-card-form');
    await typeInto(user, realName(), '张三');
    await typeInto(user, bankName(), '招商银行');
    await typeInto(user, cardNumber(), '622202001234');
    await typeInto(user, password(), '000000');
    await user.click(bindButton());
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG_PASSWORD_MESSAGE);
    expect(screen.queryByTestId('payout-bound')).toBeNull();
  });

  it('links to the payment password section when the member has none', async () => {
    const { fetchMock } = servePayout();
    signIn({ has_payment_password: false });
    renderPayout(<BankCardSection />);
    const link = await screen.findByRole('link', { name: '设置支付密码' });
    expect(link.getAttribute('href')).toBe('/member?section=paymentPassword');
    expect(screen.queryByLabelText('支付密码')).toBeNull();
    expect(bindButton().disabled).toBe(true);
    // No user can press the disabled button: the form refuses a submit of its own too.
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
    const { user } = renderPayout(<AlipaySection />);
    expect((await screen.findByTestId('payout-bound')).textContent).toContain('139****0000');
    expect(screen.queryByTestId('alipay-form')).toBeNull();
    await user.click(screen.getByRole('button', { name: '更换' }));

    await typeInto(user, realName(), '张三');
    await typeInto(user, alipayAccount(), 'not an account');
    await typeInto(user, password(), PAYMENT_PASSWORD);
    await user.click(bindButton());
    expect(fieldError(alipayAccount())).toBe('请输入手机号或邮箱');
    expect(callsTo(fetchMock, 'Bank_card/bindAliPay')).toHaveLength(0);

    await typeInto(user, alipayAccount(), ' fan@example.com ');
    await user.click(bindButton());
    await waitFor(() => expect(screen.queryByTestId('alipay-form')).toBeNull());
    expect(screen.getByTestId('payout-bound').textContent).toContain('fan****');
    expect(callsTo(fetchMock, 'Bank_card/bindAliPay').map((call) => call.body)).toEqual([
      { real_name: '张三', account: 'fan@example.com', payment_password: PAYMENT_PASSWORD },
    ]);
  });
});
