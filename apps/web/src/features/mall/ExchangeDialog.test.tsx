import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { read } from '../../shared/storage';
import { stubInsecureCrypto } from '../../test/insecure-context';
import { setupI18n } from '../../test/render-app';
import { callsTo } from '../anchor/room-fixtures.test-util';
import { walletKeys } from '../../shared/wallet/wallet-keys';
import { member, signIn } from '../wallet/wallet.test-util';
import { buildGoods, goodsCard, openExchange, openMall, stubMallApi } from './mall.test-util';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function exchangeBodies(fetchMock: ReturnType<typeof stubMallApi>) {
  return callsTo(fetchMock, 'goods/exchange').map((call) => call.body as Record<string, unknown>);
}

describe('exchanging goods', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('exchanges a gift with the chosen count and updates the gold everywhere', async () => {
    signIn({ ...member, gold: 1000, balances: { diamonds: 50, gold_coins: 1000 } });
    const fetchMock = stubMallApi({
      gold: 1000,
      records: [],
      goods: [buildGoods({ id: 2, name: '点赞礼物', price: 120, stock: 10 })],
    });
    const { queryClient, user } = await openMall();
    const dialog = await openExchange(user, 2);
    await waitFor(() =>
      expect(dialog.getByTestId('mall-exchange-balance').textContent).toBe('1,000 金币'),
    );

    await user.click(dialog.getByRole('button', { name: '增加一份' }));
    await user.click(dialog.getByRole('button', { name: '增加一份' }));
    expect(dialog.getByLabelText('兑换数量')).toHaveProperty('value', '3');
    expect(dialog.getByTestId('mall-exchange-total').textContent).toBe('360 金币');
    expect(dialog.getByTestId('mall-exchange-balanceAfter').textContent).toBe('640 金币');

    const submit = dialog.getByRole('button', { name: '确认兑换' });
    await user.dblClick(submit);

    const toast = await screen.findByTestId('toast');
    expect(toast.getAttribute('role')).toBe('status');
    expect(toast.textContent).toContain('兑换成功：点赞礼物');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const bodies = exchangeBodies(fetchMock);
    // Sent once for the double click, with this opening's request id.
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.request_id).toMatch(UUID);
    expect(bodies[0]).toEqual({ goods_id: 2, count: 3, request_id: bodies[0]?.request_id });
    expect(screen.getByTestId('mall-gold-balance').textContent).toBe('640');
    expect(queryClient.getQueryData<{ gold_coins: number }>(walletKeys.wallet())?.gold_coins).toBe(
      640,
    );
    expect(read('userInfo')?.balances.gold_coins).toBe(640);
    // The goods list is asked again: the stock shown follows the server.
    await waitFor(() =>
      expect(within(goodsCard(2)).getByTestId('mall-goods-stock').textContent).toBe('剩余 7 件'),
    );
    expect(callsTo(fetchMock, 'goods/getList').length).toBeGreaterThan(1);

    await user.click(screen.getByRole('tab', { name: '我的兑换' }));
    expect((await screen.findAllByTestId('mall-record')).map((r) => r.dataset.status)).toEqual([
      'delivered',
    ]);
  });

  it('exchanges on a page opened at http://<LAN address> (no crypto.randomUUID)', async () => {
    stubInsecureCrypto();
    signIn({ ...member, gold: 1000, balances: { diamonds: 50, gold_coins: 1000 } });
    const fetchMock = stubMallApi({
      gold: 1000,
      records: [],
      goods: [buildGoods({ id: 2, price: 100 })],
    });
    const { user } = await openMall();
    const dialog = await openExchange(user, 2);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: '确认兑换' })).toHaveProperty('disabled', false),
    );
    await user.click(dialog.getByRole('button', { name: '确认兑换' }));
    await waitFor(() => expect(exchangeBodies(fetchMock)).toHaveLength(1));
    expect(exchangeBodies(fetchMock)[0]?.request_id).toMatch(UUID);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('holds the count between 1 and the stock', async () => {
    signIn();
    stubMallApi({ gold: 10_000, records: [], goods: [buildGoods({ id: 1, stock: 4 })] });
    const { user } = await openMall();
    const dialog = await openExchange(user, 1);
    const count = dialog.getByLabelText('兑换数量');
    expect(dialog.getByRole('button', { name: '减少一份' })).toHaveProperty('disabled', true);
    await user.clear(count);
    await user.type(count, '50');
    expect(count).toHaveProperty('value', '4');
    expect(dialog.getByRole('button', { name: '增加一份' })).toHaveProperty('disabled', true);
    expect(dialog.getByTestId('mall-exchange-total').textContent).toBe('400 金币');
  });

  it('needs a valid contact for an item before anything is sent', async () => {
    signIn();
    const fetchMock = stubMallApi({
      gold: 5000,
      records: [],
      goods: [buildGoods({ id: 9, name: '球队围巾', kind: 'item', gift_id: null, price: 1500 })],
    });
    const { user } = await openMall();
    const dialog = await openExchange(user, 9);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: '确认兑换' })).toHaveProperty('disabled', false),
    );

    await user.click(dialog.getByRole('button', { name: '确认兑换' }));
    expect(dialog.getByText('请填写收货人姓名（2 到 20 个字）')).toBeTruthy();
    expect(dialog.getByText('请填写正确的手机号码（5 到 20 位数字）')).toBeTruthy();
    expect(dialog.getByText('请填写详细的收货地址（5 到 120 个字）')).toBeTruthy();

    await user.type(dialog.getByLabelText('收货人'), ' 李雷 ');
    await user.type(dialog.getByLabelText('手机号码'), '13a');
    await user.type(dialog.getByLabelText('收货地址'), '上海市浦东新区世纪大道 1 号');
    await user.click(dialog.getByRole('button', { name: '确认兑换' }));
    expect(dialog.getByLabelText('手机号码').getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByLabelText('收货人').getAttribute('aria-invalid')).toBeNull();
    expect(dialog.queryByText('请填写收货人姓名（2 到 20 个字）')).toBeNull();
    expect(exchangeBodies(fetchMock)).toHaveLength(0);

    await user.clear(dialog.getByLabelText('手机号码'));
    await user.type(dialog.getByLabelText('手机号码'), '13812345678');
    await user.click(dialog.getByRole('button', { name: '确认兑换' }));
    await waitFor(() => expect(exchangeBodies(fetchMock)).toHaveLength(1));
    expect(exchangeBodies(fetchMock)[0]).toMatchObject({
      goods_id: 9,
      count: 1,
      contact: { name: '李雷', phone: '13812345678', address: '上海市浦东新区世纪大道 1 号' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('disables the exchange when the gold falls short and points to the task centre', async () => {
    signIn();
    const fetchMock = stubMallApi({
      gold: 250,
      records: [],
      goods: [buildGoods({ id: 3, price: 100 })],
    });
    const { user } = await openMall();
    const dialog = await openExchange(user, 3);
    const submit = dialog.getByRole('button', { name: '确认兑换' });
    await waitFor(() =>
      expect(dialog.getByTestId('mall-exchange-balance').textContent).toBe('250 金币'),
    );
    await user.click(dialog.getByRole('button', { name: '增加一份' }));
    expect(submit).toHaveProperty('disabled', false);
    expect(dialog.queryByTestId('mall-exchange-short')).toBeNull();

    await user.click(dialog.getByRole('button', { name: '增加一份' }));
    expect(submit).toHaveProperty('disabled', true);
    const short = dialog.getByTestId('mall-exchange-short');
    expect(short.textContent).toContain('金币不足，还差 50 金币。');
    expect(within(short).getByRole('link', { name: '做任务赚金币' }).getAttribute('href')).toBe(
      '/member?type=8',
    );
    await user.click(submit);
    expect(exchangeBodies(fetchMock)).toHaveLength(0);
  });

  it("shows the server's refusal, keeps the gold and retries with the same request id", async () => {
    signIn({ ...member, gold: 1000, balances: { diamonds: 50, gold_coins: 1000 } });
    const state = {
      gold: 1000,
      records: [],
      goods: [buildGoods({ id: 2, price: 100 })],
      refuse: '今日兑换次数已用完',
    };
    const fetchMock = stubMallApi(state);
    const { user } = await openMall();
    let dialog = await openExchange(user, 2);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: '确认兑换' })).toHaveProperty('disabled', false),
    );
    await user.click(dialog.getByRole('button', { name: '确认兑换' }));

    expect((await dialog.findByRole('alert')).textContent).toBe('今日兑换次数已用完');
    expect(screen.getByTestId('mall-gold-balance').textContent).toBe('1,000');
    expect(read('userInfo')?.balances.gold_coins).toBe(1000);

    await user.click(dialog.getByRole('button', { name: '确认兑换' }));
    await waitFor(() => expect(exchangeBodies(fetchMock)).toHaveLength(2));
    const [first, second] = exchangeBodies(fetchMock);
    expect(first?.request_id).toMatch(UUID);
    expect(second?.request_id).toBe(first?.request_id);

    // A new opening is a new exchange.
    await user.click(dialog.getByRole('button', { name: '取消' }));
    delete (state as { refuse?: string }).refuse;
    dialog = await openExchange(user, 2);
    await user.click(dialog.getByRole('button', { name: '确认兑换' }));
    await waitFor(() => expect(exchangeBodies(fetchMock)).toHaveLength(3));
    expect(exchangeBodies(fetchMock)[2]?.request_id).not.toBe(first?.request_id);
    await waitFor(() => expect(screen.getByTestId('mall-gold-balance').textContent).toBe('900'));
  });
});
