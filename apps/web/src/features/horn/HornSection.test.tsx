import type { Horn } from '@tifo/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test/render-app';
import { ToastHost } from '../../shared/ui/Hosts';
import { buildWallet, callsTo, renderMoney, signIn } from '../wallet/wallet.test-util';
import { buildHorn, nobleAnswer } from './horn.test-util';
import { HornSection } from './HornSection';

/** What the horn server knows: the member's horns (newest first), nobility and diamonds. */
interface HornServerState {
  horns: Horn[];
  noble?: boolean;
  diamonds?: number;
  pageSize?: number;
}

/** A horn server on a stubbed `fetch`: the member's list by status and page, and sends. */
function stubHornApi(state: HornServerState) {
  const size = state.pageSize ?? 20;
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const url = new URL(href, 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    let answer: { code: number; msg?: string; data: unknown };
    if (path === 'Horn/getList') {
      const status = url.searchParams.get('status');
      const page = Number(url.searchParams.get('page') ?? '1');
      const list = state.horns.filter((horn) => status === null || horn.status === status);
      const start = (page - 1) * size;
      answer = {
        code: 0,
        data: { list: list.slice(start, start + size), has_more: start + size < list.length },
      };
    } else if (path === 'guard_user/getList') {
      answer = nobleAnswer(state.noble ?? true);
    } else if (path === 'Balance/getWallet') {
      answer = { code: 0, data: buildWallet({ diamonds: state.diamonds ?? 200 }) };
    } else if (path === 'Horn/send') {
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
        text: string;
      };
      const horn = buildHorn({ text: body.text, status: 'waiting', reviewed_at: null });
      state.horns.unshift(horn);
      state.diamonds = (state.diamonds ?? 200) - 50;
      answer = { code: 0, data: { horn, wallet: buildWallet({ diamonds: state.diamonds }) } };
    } else {
      answer = { code: 404, msg: 'not here', data: null };
    }
    return Promise.resolve(new Response(JSON.stringify({ msg: '', ...answer })));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function openSection() {
  const view = renderMoney(
    <>
      <HornSection />
      <ToastHost />
    </>,
  );
  await screen.findByTestId('horn-section');
  return view;
}

const items = () => screen.queryAllByTestId('horn-item');
const statusesShown = () => items().map((item) => item.dataset.status);

const HORNS = (): Horn[] => [
  buildHorn({ id: 4, text: '等审核', status: 'waiting', reviewed_at: null }),
  buildHorn({ id: 3, text: '被拒了', status: 'failed', review_note: '含有联系方式' }),
  buildHorn({ id: 2, text: '通过了', status: 'succeeded' }),
  buildHorn({ id: 1, text: '也被拒了', status: 'failed', review_note: '' }),
];

describe('member centre: my horns', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists my horns with their review states, cost and dates', async () => {
    signIn();
    stubHornApi({ horns: HORNS() });
    await openSection();
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(statusesShown()).toEqual(['waiting', 'failed', 'succeeded', 'failed']);
    const [waiting, failed, succeeded, failedWithoutNote] = items();
    expect(within(waiting!).getByTestId('horn-item-status').textContent).toBe('等待审核');
    expect(within(waiting!).getByText('等审核')).toBeTruthy();
    expect(within(waiting!).getByTestId('horn-item-cost').textContent).toBe('50 钻石');
    expect(waiting?.textContent).toContain('提交于');
    expect(waiting?.textContent).not.toContain('审核于');
    expect(within(waiting!).queryByTestId('horn-item-refunded')).toBeNull();

    expect(within(failed!).getByTestId('horn-item-status').textContent).toBe('审核失败');
    expect(within(failed!).getByTestId('horn-item-note').textContent).toBe(
      '审核意见：含有联系方式',
    );
    expect(within(failed!).getByTestId('horn-item-refunded').textContent).toBe('钻石已退回');
    expect(failed?.textContent).toContain('审核于');

    expect(within(succeeded!).getByTestId('horn-item-status').textContent).toBe('审核成功');
    expect(within(succeeded!).queryByTestId('horn-item-note')).toBeNull();
    expect(within(succeeded!).queryByTestId('horn-item-refunded')).toBeNull();

    expect(within(failedWithoutNote!).queryByTestId('horn-item-note')).toBeNull();
    expect(within(failedWithoutNote!).getByTestId('horn-item-refunded')).toBeTruthy();
  });

  it('filters by review state through the status tabs', async () => {
    signIn();
    const fetchMock = stubHornApi({ horns: HORNS() });
    await openSection();
    await waitFor(() => expect(items()).toHaveLength(4));
    const tabs = within(screen.getByRole('tablist', { name: '审核状态' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部',
      '等待审核',
      '审核成功',
      '审核失败',
    ]);

    fireEvent.click(tabs.getByRole('tab', { name: '审核失败' }));
    await waitFor(() => expect(statusesShown()).toEqual(['failed', 'failed']));
    fireEvent.click(tabs.getByRole('tab', { name: '审核成功' }));
    await waitFor(() => expect(statusesShown()).toEqual(['succeeded']));
    fireEvent.click(tabs.getByRole('tab', { name: '等待审核' }));
    await waitFor(() => expect(statusesShown()).toEqual(['waiting']));
    expect(
      callsTo(fetchMock, 'Horn/getList').map((call) => call.url.searchParams.get('status')),
    ).toEqual([null, 'failed', 'succeeded', 'waiting']);
  });

  it('loads more while the server has more', async () => {
    signIn();
    const fetchMock = stubHornApi({ horns: HORNS(), pageSize: 3 });
    await openSection();
    await waitFor(() => expect(items()).toHaveLength(3));
    fireEvent.click(screen.getByTestId('horn-more'));
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(screen.queryByTestId('horn-more')).toBeNull();
    expect(
      callsTo(fetchMock, 'Horn/getList').map((call) => call.url.searchParams.get('page')),
    ).toEqual(['1', '2']);
  });

  it('points to the live rooms when there is nothing yet', async () => {
    signIn();
    stubHornApi({ horns: [] });
    await openSection();
    expect(await screen.findByText('你还没有发过全站喇叭')).toBeTruthy();
    expect(screen.getByText('在任意直播间的「喇叭」标签里也可以发送全站喇叭。')).toBeTruthy();
    expect(screen.getByTestId('horn-browse-rooms').getAttribute('href')).toBe('/anchor?type=0');
    fireEvent.click(screen.getByRole('tab', { name: '审核失败' }));
    expect(await screen.findByText('没有这个状态的喇叭')).toBeTruthy();
  });

  it('sends a horn without a room; it waits for review and joins the list', async () => {
    signIn();
    const fetchMock = stubHornApi({ horns: HORNS(), diamonds: 200 });
    await openSection();
    await waitFor(() => expect(items()).toHaveLength(4));
    const text = screen.getByTestId<HTMLTextAreaElement>('horn-text');

    fireEvent.change(text, { target: { value: '  ' } });
    fireEvent.click(screen.getByTestId('horn-submit'));
    expect(screen.getByTestId('horn-notice').textContent).toBe('请输入喇叭内容');
    expect(callsTo(fetchMock, 'Horn/send')).toHaveLength(0);

    fireEvent.change(text, { target: { value: '新的喇叭' } });
    expect(screen.queryByTestId('horn-notice')).toBeNull();
    fireEvent.click(screen.getByTestId('horn-submit'));
    await waitFor(() => expect(callsTo(fetchMock, 'Horn/send')).toHaveLength(1));
    const [send] = callsTo(fetchMock, 'Horn/send');
    // No room here: only the text and the request id.
    expect(Object.keys(send?.body ?? {}).sort()).toEqual(['request_id', 'text']);
    expect(send?.body).toMatchObject({ text: '新的喇叭' });
    expect(await screen.findByText('喇叭已提交，正在等待审核，通过后将在全站展示')).toBeTruthy();
    await waitFor(() => expect(items()).toHaveLength(5));
    expect(items()[0]?.dataset.status).toBe('waiting');
    expect(within(items()[0]!).getByText('新的喇叭')).toBeTruthy();
    expect(screen.getByTestId('horn-balance').textContent).toBe('余额 150 钻石');
  });

  it('tells a member who is not a noble how to become one', async () => {
    signIn();
    stubHornApi({ horns: [], noble: false });
    await openSection();
    const note = await screen.findByTestId('horn-noble-only');
    expect(within(note).getByTestId('horn-become-noble').getAttribute('href')).toBe(
      '/member?section=noble',
    );
    expect(screen.getByTestId<HTMLButtonElement>('horn-submit').disabled).toBe(true);
  });
});
