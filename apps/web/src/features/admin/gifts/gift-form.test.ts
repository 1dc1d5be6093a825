import type { CatalogueGift } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { checkGiftForm, giftFormOf } from './gift-form';

const ROSE: CatalogueGift = {
  id: 3,
  name_zh: '玫瑰',
  name_en: 'Rose',
  name_vi: 'Hoa hồng',
  price: 10,
  image: '/gifts/rose.svg',
  animation: 'float',
  sort: 2,
  active: true,
  kind: 'normal',
};

describe('gift form', () => {
  it('sends an edited gift as the contract wants it', () => {
    const values = { ...giftFormOf(ROSE), price: ' 25 ' };
    expect(checkGiftForm(values, ROSE.id)).toEqual({
      edit: {
        id: 3,
        name_zh: '玫瑰',
        name_en: 'Rose',
        name_vi: 'Hoa hồng',
        price: 25,
        image: '/gifts/rose.svg',
        animation: 'float',
        sort: 2,
        active: true,
      },
      problems: null,
    });
  });

  it('marks each field the contract refuses, and sends nothing', () => {
    for (const price of ['', '0', '12.5', '1e3', '100000']) {
      const checked = checkGiftForm({ ...giftFormOf(ROSE), price }, ROSE.id);
      expect(checked.problems, price).toEqual(new Set(['price']));
    }
    const blank = checkGiftForm(
      { ...giftFormOf(null), image: 'https://x.example/a.png' },
      undefined,
    );
    expect(blank.edit).toBeNull();
    expect(blank.problems).toEqual(new Set(['name_zh', 'name_en', 'name_vi', 'price', 'image']));
  });
});
