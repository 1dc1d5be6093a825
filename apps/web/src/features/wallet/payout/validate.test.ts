import { moneyCalls } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import {
  caretAfterDigits,
  checkAmount,
  checkPaymentPassword,
  conversionLimits,
  fieldsRefusedBy,
  groupCardNumber,
  normaliseCardNumber,
  withdrawalLimits,
} from './validate';

describe('payout validation', () => {
  it('checks withdrawal amounts: required, whole, at least 100, within the income', () => {
    const limits = withdrawalLimits(250.5);
    expect(checkAmount('', limits)).toEqual({ problem: 'required' });
    expect(checkAmount('   ', limits)).toEqual({ problem: 'required' });
    expect(checkAmount('99', limits)).toEqual({ problem: 'belowMinimum' });
    expect(checkAmount('100.5', limits)).toEqual({ problem: 'whole' });
    expect(checkAmount('1e3', limits)).toEqual({ problem: 'whole' });
    expect(checkAmount('-100', limits)).toEqual({ problem: 'whole' });
    expect(checkAmount('251', limits)).toEqual({ problem: 'aboveBalance' });
    expect(checkAmount(' 250 ', limits)).toEqual({ amount: 250 });
    expect(checkAmount('100', limits)).toEqual({ amount: 100 });
    expect(checkAmount('2000000', withdrawalLimits(5_000_000))).toEqual({
      problem: 'aboveMaximum',
    });
  });

  it('lets conversions move any whole withdrawable diamond', () => {
    expect(checkAmount('1', conversionLimits(1))).toEqual({ amount: 1 });
    expect(checkAmount('0', conversionLimits(1))).toEqual({ problem: 'belowMinimum' });
    expect(checkAmount('1', conversionLimits(0.5))).toEqual({ problem: 'aboveBalance' });
  });

  it('checks the payment password', () => {
    expect(checkPaymentPassword('')).toBe('required');
    expect(checkPaymentPassword('12345')).toBe('digits');
    expect(checkPaymentPassword('12345a')).toBe('digits');
    expect(checkPaymentPassword('123456')).toBeNull();
  });

  it('groups card numbers in fours and keeps the caret after the same digit', () => {
    expect(groupCardNumber('62220200')).toBe('6222 0200');
    expect(groupCardNumber('6222 02x00-1')).toBe('6222 0200 1');
    expect(groupCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
    expect(normaliseCardNumber('6222 0200 1234')).toBe('622202001234');
    expect(caretAfterDigits('6222 0200 1', 0)).toBe(0);
    expect(caretAfterDigits('6222 0200 1', 4)).toBe(4);
    expect(caretAfterDigits('6222 0200 1', 5)).toBe(6);
    expect(caretAfterDigits('6222 0200 1', 99)).toBe(11);
  });

  it("names the fields the contract's body schema refuses", () => {
    const valid = {
      real_name: '张三',
      bank_name: '招商银行',
      card_number: '622202001234',
      payment_password: '123456',
    };
    expect([...fieldsRefusedBy(moneyCalls.bindBankCard, valid)]).toEqual([]);
    expect(
      [
        ...fieldsRefusedBy(moneyCalls.bindBankCard, {
          ...valid,
          card_number: '6222',
          payment_password: '12',
        }),
      ].sort(),
    ).toEqual(['card_number', 'payment_password']);
    expect([
      ...fieldsRefusedBy(moneyCalls.bindAliPay, {
        real_name: '张三',
        account: '+84912345678',
        payment_password: '123456',
      }),
    ]).toEqual([]);
  });
});
