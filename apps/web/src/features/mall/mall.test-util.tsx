import type { ExchangeRecord, Goods, ShippingContact } from '@tifo/contract';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { ToastHost } from '../../shared/ui/Hosts';
import { buildWallet, renderMoney } from '../wallet/wallet.test-util';
import { MallSection } from './MallSection';

export function buildGoods(overrides: Partial<Goods> & { id: number }): Goods {
  return {
    name: `Goods ${overrides.id}`,
    description: 'A fine thing',
    image: `/img/goods-${overrides.id}.png`,
    price: 100,
    stock: 10,
    kind: 'gift',
    gift_id: 3,
    gift_quantity: 5,
    ...overrides,
  };
}

export function buildRecord(overrides: Partial<ExchangeRecord> & { id: number }): ExchangeRecord {
  return {
    goods_id: 1,
    goods_name: `Goods ${overrides.id}`,
    image: '',
    kind: 'gift',
    count: 1,
    gold: 100,
    status: 'delivered',
    contact: null,
    tracking: '',
    created_at: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}

/** What the mall server knows: goods and their stock, the member's records and gold. */
export interface MallServerState {
  goods: Goods[];
  records: ExchangeRecord[];
  gold: number;
  pageSize?: number;
  /** Refuses every exchange with these words (code 1). */
  refuse?: string;
}

interface ExchangeBody {
  goods_id: number;
  count: number;
  contact?: ShippingContact;
  request_id?: string;
}

type Answer = { data: unknown; msg?: string };

function page<T>(list: T[], url: URL, size: number) {
  const number = Number(url.searchParams.get('page') ?? '1');
  const start = (number - 1) * size;
  return { data: { list: list.slice(start, start + size), has_more: start + size < list.length } };
}

function exchange(state: MallServerState, body: ExchangeBody): Answer {
  const goods = state.goods.find((entry) => entry.id === body.goods_id);
  if (state.refuse) throw new Error(state.refuse);
  if (!goods || goods.stock < body.count) throw new Error('库存不足');
  const total = goods.price * body.count;
  if (state.gold < total) throw new Error('金币不足');
  if (goods.kind === 'item' && !body.contact) throw new Error('请填写收货信息');
  goods.stock -= body.count;
  state.gold -= total;
  const contact = body.contact && {
    ...body.contact,
    phone: body.contact.phone.replace(/^(.{3}).*(.{4})$/, '$1****$2'),
  };
  const record = buildRecord({
    id: state.records.length + 1,
    goods_id: goods.id,
    goods_name: goods.name,
    kind: goods.kind,
    count: body.count,
    gold: total,
    status: goods.kind === 'gift' ? 'delivered' : 'waiting',
    contact: contact ?? null,
  });
  state.records.unshift(record);
  return { data: { record, gold_coins: state.gold }, msg: `兑换成功：${goods.name}` };
}

/**
 * A mall server on a stubbed `fetch`, following `state`: paged lists, the wallet's gold, and
 * exchanges that check stock, gold and contact (a refusal answers code 1 with its words). A
 * success answers with the server's `msg`.
 */
export function stubMallApi(state: MallServerState) {
  const size = state.pageSize ?? 20;
  const routes: Record<string, (url: URL, body: unknown) => Answer> = {
    'Balance/getWallet': () => ({ data: buildWallet({ gold_coins: state.gold }) }),
    'goods/getList': (url) => page(state.goods, url, size),
    'goods/exchangeRecords': (url) => page(state.records, url, size),
    'goods/exchange': (_url, body) => exchange(state, body as ExchangeBody),
  };
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const url = new URL(href, 'http://localhost');
    const route = routes[url.pathname.replace(/^\/api\//, '')];
    let answer: { code: number; msg: string; data: unknown };
    try {
      if (!route) throw new Error('not here');
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const { data, msg = '' } = route(url, body);
      answer = { code: 0, msg, data };
    } catch (error) {
      answer = { code: 1, msg: error instanceof Error ? error.message : 'Error', data: null };
    }
    return Promise.resolve(new Response(JSON.stringify(answer)));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the mall (with the toast host), waits for it, and gives the user who drives it. */
export async function openMall() {
  const user = userEvent.setup();
  const view = renderMoney(
    <>
      <MallSection />
      <ToastHost />
    </>,
  );
  await screen.findByTestId('mall-section');
  return { ...view, user };
}

export function goodsCard(id: number): HTMLElement {
  const card = screen
    .getAllByTestId('mall-goods-card')
    .find((entry) => entry.dataset.goodsId === String(id));
  if (!card) throw new Error(`no goods ${id}`);
  return card;
}

/** Opens the exchange dialog of one goods with its button and returns queries within it. */
export async function openExchange(user: UserEvent, id: number) {
  await screen.findAllByTestId('mall-goods-card');
  await user.click(within(goodsCard(id)).getByRole('button'));
  return within(await screen.findByRole('dialog'));
}
