import type { CatalogueGift, CatalogueGoods } from '@tifo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/render-app';
import { ADMINISTRATOR, MODERATOR } from '../admin.test-util';
import { openContentPage, rowOf } from './content.test-util';

const gift = (id: number, name: string, kind: string): CatalogueGift => ({
  id,
  name_zh: name,
  name_en: name,
  name_vi: name,
  price: 10,
  image: '/gifts/rose.svg',
  animation: 'none',
  sort: id,
  active: true,
  kind,
});

const CUP: CatalogueGoods = {
  id: 1,
  name_zh: '冠军奖杯',
  name_en: 'Trophy',
  name_vi: 'Cúp',
  description_zh: '',
  description_en: '',
  description_vi: '',
  image: '/uploads/cup.png',
  price: 500,
  stock: 3,
  kind: 'gift',
  gift_id: 3,
  gift_quantity: 5,
  sort: 0,
  on_sale: true,
};

function goodsServer() {
  const saves: unknown[] = [];
  const routes = {
    'Admin/goods': () => ({ list: [CUP] }),
    'Admin/gifts': () => ({ list: [gift(3, '玫瑰', 'normal'), gift(4, '粉丝灯牌', 'fan_light')] }),
    'Admin/saveGoods': (_url: URL, body: unknown) => {
      saves.push(body);
      return { before: null, after: { ...CUP, ...(body as object), id: 2 } };
    },
  };
  return { routes, saves };
}

describe('mall goods', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the goods with their gift, and asks gift goods for a gift', async () => {
    const user = userEvent.setup();
    const server = goodsServer();
    await openContentPage('/admin/goods', ADMINISTRATOR, server.routes, '商城商品');
    expect((await rowOf('冠军奖杯')).textContent).toContain('玫瑰 × 5');

    await user.click(screen.getByRole('button', { name: '添加商品' }));
    const dialog = await screen.findByRole('dialog', { name: '添加商品' });
    await user.type(within(dialog).getByLabelText('名称（中文）'), '球星卡');
    await user.type(within(dialog).getByLabelText('名称（英文）'), 'Star card');
    await user.type(within(dialog).getByLabelText('名称（越南语）'), 'Thẻ ngôi sao');
    await user.type(within(dialog).getByLabelText('图片'), '/uploads/card.png');
    await user.type(within(dialog).getByLabelText('价格（金币）'), '200');
    await user.selectOptions(within(dialog).getByLabelText('类型'), 'gift');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('礼物类商品请选择礼物');
    expect(server.saves).toHaveLength(0);

    const picker = within(dialog).getByLabelText('礼物');
    // A fan light joins a fan group: it is not something the mall hands out.
    expect(within(picker).queryByRole('option', { name: '粉丝灯牌' })).toBeNull();
    await user.selectOptions(picker, '3');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.saves).toEqual([
      expect.objectContaining({ name_zh: '球星卡', kind: 'gift', gift_id: 3, gift_quantity: 1 }),
    ]);
  });

  it('lets a moderator read the goods but not save them', async () => {
    await openContentPage('/admin/goods', MODERATOR, goodsServer().routes, '商城商品');
    expect(screen.getByTestId('administrators-only').textContent).toBe(
      '商城商品只能由管理员修改。',
    );
    expect(screen.getByRole('button', { name: '添加商品' }).hasAttribute('disabled')).toBe(true);
    const edit = within(await rowOf('冠军奖杯')).getByRole('button', { name: '编辑' });
    expect(edit.hasAttribute('disabled')).toBe(true);
  });
});
