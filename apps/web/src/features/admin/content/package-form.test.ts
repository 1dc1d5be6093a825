import { describe, expect, it } from 'vitest';
import { checkPackageForm, diamondsOf, fenOf, packageFormOf } from './package-form';

describe('package form', () => {
  it('reads the price in yuan as fen, and its diamonds as price × 10', () => {
    expect(fenOf(' 6.5 ')).toBe(650);
    expect(diamondsOf('6.5')).toBe(65);
    expect(diamondsOf('30')).toBe(300);
    // A fen is not a tenth of a diamond; blank and "1e3" are not prices.
    for (const text of ['6.55', '', '1e3', '-1', '0']) expect(diamondsOf(text), text).toBeNull();
  });

  it('marks the fields the contract refuses, and blank VNPay means not offered there', () => {
    const values = { ...packageFormOf(null), yuan: '6.55', give: '7', vnd: '4999' };
    expect(checkPackageForm(values, undefined).problems).toEqual(
      new Set(['money_fen', 'price_vnd']),
    );
    expect(checkPackageForm({ ...values, yuan: '6', vnd: ' ' }, 4)).toEqual({
      edit: { id: 4, money_fen: 600, give: 7, price_vnd: null, sort: 0, active: true },
      problems: null,
    });
  });
});
