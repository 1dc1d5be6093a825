import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test/render-app';
import { callsTo } from '../anchor/room-fixtures.test-util';
import { signIn } from '../wallet/wallet.test-util';
import {
  buildGoods,
  buildRecord,
  goodsCard,
  openExchange,
  openMall,
  stubMallApi,
} from './mall.test-util';

describe('exchange mall: goods and records', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the gold balance and each goods with its price, stock and kind', async () => {
    signIn();
    stubMallApi({
      gold: 1200,
      records: [],
      goods: [
        buildGoods({ id: 1, name: '球队围巾', kind: 'item', price: 1500, stock: 3 }),
        buildGoods({ id: 2, name: '点赞礼物', description: '为主播点赞', price: 20, stock: 99 }),
      ],
    });
    await openMall();
    expect((await screen.findByTestId('mall-gold-balance')).textContent).toBe('1,200');
    const cards = await screen.findAllByTestId('mall-goods-card');
    expect(cards.map((card) => card.dataset.goodsId)).toEqual(['1', '2']);

    const scarf = within(goodsCard(1));
    expect(scarf.getByText('球队围巾')).toBeTruthy();
    expect(scarf.getByText('实物 · 包邮寄送')).toBeTruthy();
    expect(scarf.getByTestId('mall-goods-price').textContent).toBe('1,500 金币');
    expect(scarf.getByTestId('mall-goods-stock').textContent).toBe('剩余 3 件');
    expect(scarf.getByRole('button', { name: '兑换：球队围巾' })).toHaveProperty('disabled', false);

    const like = within(goodsCard(2));
    expect(like.getByText('为主播点赞')).toBeTruthy();
    expect(like.getByText('礼物 · 放入背包')).toBeTruthy();
    expect(like.getByTestId('mall-goods-price').textContent).toBe('20 金币');
  });

  it('shows a sold-out goods that cannot be exchanged', async () => {
    signIn();
    const fetchMock = stubMallApi({
      gold: 1000,
      records: [],
      goods: [buildGoods({ id: 4, stock: 0 }), buildGoods({ id: 5, stock: 1 })],
    });
    const { user } = await openMall();
    await screen.findAllByTestId('mall-goods-card');
    const card = goodsCard(4);
    expect(card.dataset.soldOut).toBe('true');
    expect(within(card).getByTestId('mall-goods-stock').textContent).toBe('已售罄');
    const button = within(card).getByRole('button', { name: '已售罄' });
    expect(button).toHaveProperty('disabled', true);
    await user.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, 'goods/exchange')).toHaveLength(0);
    expect(goodsCard(5).dataset.soldOut).toBe('false');
  });

  it('says when nothing is on sale', async () => {
    signIn();
    stubMallApi({ gold: 0, records: [], goods: [] });
    await openMall();
    expect(await screen.findByText('暂无在售商品，敬请期待')).toBeTruthy();
    expect(screen.queryByTestId('mall-goods-card')).toBeNull();
  });

  it('loads the next page of goods while the server has more', async () => {
    signIn();
    const goods = [1, 2, 3].map((id) => buildGoods({ id }));
    const fetchMock = stubMallApi({ gold: 0, records: [], goods, pageSize: 2 });
    const { user } = await openMall();
    expect(await screen.findAllByTestId('mall-goods-card')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByTestId('mall-goods-card')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(
      callsTo(fetchMock, 'goods/getList').map((call) => call.url.searchParams.get('page')),
    ).toEqual(['1', '2']);
  });

  it('lists my exchanges with their status, gold paid and masked contact', async () => {
    signIn();
    stubMallApi({
      gold: 10,
      goods: [],
      records: [
        buildRecord({
          id: 3,
          goods_name: '球队围巾',
          kind: 'item',
          count: 2,
          gold: 3000,
          status: 'shipped',
          contact: { name: '李雷', phone: '138****5678', address: '上海市浦东新区世纪大道 1 号' },
          tracking: '顺丰 SF1234567890',
        }),
        buildRecord({ id: 2, goods_name: '球衣', kind: 'item', status: 'waiting' }),
        buildRecord({ id: 1, goods_name: '点赞礼物', count: 5, gold: 100 }),
      ],
    });
    const { user } = await openMall();
    await user.click(screen.getByRole('tab', { name: '我的兑换' }));
    const list = await screen.findByRole('list', { name: '我的兑换记录' });
    const records = within(list).getAllByRole('listitem');
    expect(records.map((record) => record.dataset.status)).toEqual([
      'shipped',
      'waiting',
      'delivered',
    ]);
    expect(
      records.map((record) => within(record).getByTestId('mall-record-status').textContent),
    ).toEqual(['已发货', '待发货', '已放入背包']);

    const scarf = within(records[0] as HTMLElement);
    expect(scarf.getByText('球队围巾 × 2')).toBeTruthy();
    expect(scarf.getByText('花费 3,000 金币')).toBeTruthy();
    expect(scarf.getByTestId('mall-record-contact').textContent).toBe(
      '收货人：李雷，138****5678，上海市浦东新区世纪大道 1 号',
    );
    expect(scarf.getByTestId('mall-record-tracking').textContent).toBe(
      '物流单号：顺丰 SF1234567890',
    );
    expect(within(records[1] as HTMLElement).queryByTestId('mall-record-tracking')).toBeNull();
    expect(within(records[2] as HTMLElement).queryByTestId('mall-record-contact')).toBeNull();
  });

  it('offers the goods when I have not exchanged anything yet', async () => {
    signIn();
    stubMallApi({ gold: 10, goods: [buildGoods({ id: 1 })], records: [] });
    const { user } = await openMall();
    await user.click(screen.getByRole('tab', { name: '我的兑换' }));
    expect(await screen.findByText('你还没有兑换过任何商品')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '去看看商品' }));
    expect(screen.getByRole('tab', { name: '商品' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findAllByTestId('mall-goods-card')).toHaveLength(1);
  });

  it('opens the exchange dialog from a goods card', async () => {
    signIn();
    stubMallApi({ gold: 1000, goods: [buildGoods({ id: 7, name: '金杯' })], records: [] });
    const { user } = await openMall();
    const dialog = await openExchange(user, 7);
    expect(dialog.getByRole('heading').textContent).toBe('兑换「金杯」');
  });
});
