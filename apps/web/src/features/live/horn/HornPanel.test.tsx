import type { Horn } from '@tifo/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { read, write } from '../../../shared/storage';
import { setupI18n } from '../../../test/render-app';
import { buildHorn, nobleAnswer } from '../../horn/horn.test-util';
import { walletFixture } from '../gifts/gift-test-helpers';
import { member, renderLive, ROOM_ID, roomRoutes, stubApi } from '../live-test-helpers';
import { HORN_BANNER_MS } from './use-horn-banner';

type Answer = { code: number; msg?: string; data: unknown };
type SendBody = { text: string; room_id?: number; request_id: string };

function signInWith(diamonds: number) {
  write('userInfo', { ...member, noble_tier: 3, balances: { diamonds, gold_coins: 0 } });
}

/** The room page; `send` answers Horn/send. */
function openRoom({
  recent = [],
  nobles = nobleAnswer(true),
  diamonds = 120,
  send = (body: SendBody) => ({
    code: 0,
    data: {
      horn: buildHorn({ text: body.text, room_id: body.room_id ?? null, status: 'waiting' }),
      wallet: walletFixture({ diamonds: diamonds - 50 }),
    },
  }),
}: {
  recent?: Horn[];
  nobles?: Answer | (() => Answer);
  diamonds?: number;
  send?: (body: SendBody) => Answer;
} = {}) {
  const api = stubApi({
    ...roomRoutes(),
    'Horn/recent': { code: 0, data: { list: recent } },
    'guard_user/getList': nobles,
    'Balance/getWallet': { code: 0, data: walletFixture({ diamonds }) },
    'Horn/send': (body) => send(body as SendBody),
  });
  return { api, ...renderLive() };
}

async function openHornTab() {
  fireEvent.click(await screen.findByRole('tab', { name: '喇叭' }));
  return within(await screen.findByTestId('horn-panel'));
}

const recentTexts = () =>
  screen
    .queryAllByTestId('horn-recent-item')
    .map((item) => item.querySelector('p:nth-of-type(2)')?.textContent);

describe('the horn tab of the live room', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('lists the approved horns of the last day, and a new one first when it arrives', async () => {
    const { push } = openRoom({
      recent: [buildHorn({ id: 2, text: '第二条' }), buildHorn({ id: 1, text: '第一条' })],
    });
    const panel = await openHornTab();
    await waitFor(() => expect(recentTexts()).toEqual(['第二条', '第一条']));
    const [first] = panel.getAllByTestId('horn-recent-item');
    expect(within(first!).getByTestId('noble-badge').textContent).toBe('伯爵');
    expect(first?.textContent).toContain('大老板');

    act(() => push('horn', buildHorn({ id: 3, text: '第三条' })));
    expect(recentTexts()).toEqual(['第三条', '第二条', '第一条']);
    // The same horn twice is listed once.
    act(() => push('horn', buildHorn({ id: 3, text: '第三条' })));
    expect(recentTexts()).toHaveLength(3);
  });

  it('asks visitors to log in to send one', async () => {
    openRoom();
    const panel = await openHornTab();
    expect(panel.getByTestId('horn-login')).toBeTruthy();
    expect(panel.queryByTestId('horn-text')).toBeNull();
  });

  it("sends a noble's horn from this room, says it waits for review and stores the balance", async () => {
    signInWith(120);
    const { api } = openRoom();
    const panel = await openHornTab();
    const text = await panel.findByTestId<HTMLTextAreaElement>('horn-text');
    expect(text.maxLength).toBe(50);
    expect(panel.getByTestId('horn-price').textContent).toBe('50 钻石/条');
    await waitFor(() =>
      expect(panel.getByTestId('horn-balance').textContent).toBe('余额 120 钻石'),
    );

    fireEvent.change(text, { target: { value: ' 今晚德比来我直播间 ' } });
    expect(panel.getByTestId('horn-counter').textContent).toBe('11/50');
    fireEvent.click(panel.getByTestId('horn-submit'));
    fireEvent.click(panel.getByTestId('horn-submit'));
    await waitFor(() => expect(api.callsTo('Horn/send')).toHaveLength(1));
    const [body] = api.callsTo('Horn/send') as SendBody[];
    expect(body).toMatchObject({ text: '今晚德比来我直播间', room_id: ROOM_ID });
    expect(body?.request_id).toMatch(/^[\w-]{8,64}$/);

    expect(await screen.findByText('喇叭已提交，正在等待审核，通过后将在全站展示')).toBeTruthy();
    expect(text.value).toBe('');
    expect(read('userInfo')?.balances.diamonds).toBe(70);
    expect(panel.getByTestId('horn-balance').textContent).toBe('余额 70 钻石');
    // Waiting for review: not among the approved ones.
    expect(recentTexts()).toEqual([]);
  });

  it('refuses a horn above the balance without asking the server', async () => {
    signInWith(30);
    const { api } = openRoom({ diamonds: 30 });
    const panel = await openHornTab();
    fireEvent.change(await panel.findByTestId('horn-text'), { target: { value: '来吧' } });
    await waitFor(() => expect(panel.getByTestId('horn-balance').textContent).toBe('余额 30 钻石'));
    expect(panel.getByTestId<HTMLButtonElement>('horn-submit').disabled).toBe(true);
    expect(panel.getByText('钻石不足，请先充值。')).toBeTruthy();
    expect(api.callsTo('Horn/send')).toEqual([]);
  });

  it('tells non-nobles the horn is a noble perk and where to become one', async () => {
    signInWith(500);
    const { api } = openRoom({ nobles: nobleAnswer(false) });
    const panel = await openHornTab();
    const note = await panel.findByTestId('horn-noble-only');
    expect(note.textContent).toContain('全站喇叭是贵族特权，开通贵族后即可发送。');
    expect(within(note).getByTestId('horn-become-noble').getAttribute('href')).toBe(
      '/member?section=noble',
    );
    expect(panel.getByTestId<HTMLButtonElement>('horn-submit').disabled).toBe(true);
    expect(panel.getByTestId<HTMLTextAreaElement>('horn-text').disabled).toBe(true);
    expect(api.callsTo('Horn/send')).toEqual([]);
  });

  it("shows the server's refusal when it says the horn is for nobles only", async () => {
    signInWith(500);
    // The page still thinks the member is a noble: the status ran out meanwhile.
    let noble = true;
    const { api } = openRoom({
      nobles: () => nobleAnswer(noble),
      send: () => {
        noble = false;
        return { code: 1, msg: '全站喇叭是贵族特权，开通贵族后即可使用', data: null };
      },
    });
    const panel = await openHornTab();
    const text = await panel.findByTestId('horn-text');
    await waitFor(() => expect(api.callsTo('guard_user/getList').length).toBeGreaterThan(0));
    const asked = api.callsTo('guard_user/getList').length;
    fireEvent.change(text, { target: { value: '大家好' } });
    fireEvent.click(panel.getByTestId('horn-submit'));
    expect((await panel.findByTestId('horn-notice')).textContent).toBe(
      '全站喇叭是贵族特权，开通贵族后即可使用',
    );
    // The noble state is read again after a refusal.
    await waitFor(() => expect(api.callsTo('guard_user/getList')).toHaveLength(asked + 1));
    expect(await panel.findByTestId('horn-noble-only')).toBeTruthy();
    expect(read('userInfo')?.balances.diamonds).toBe(500);
  });
});

describe('the horn banner', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows an approved horn across the top for ten seconds, linking to its room', async () => {
    const { push, router } = openRoom();
    await screen.findByTestId('room-title');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => push('horn', buildHorn({ id: 9, text: '来看德比', room_id: 77 })));
    const banner = screen.getByTestId('horn-banner');
    expect(within(banner).getByTestId('horn-banner-text').textContent).toBe('伯爵大老板：来看德比');
    expect(within(banner).getByTestId('noble-badge').dataset.tier).toBe('3');
    const link = within(banner).getByTestId('horn-banner-link');
    expect(link.getAttribute('href')).toBe('/live?id=77');

    act(() => {
      vi.advanceTimersByTime(HORN_BANNER_MS - 100);
    });
    expect(screen.queryByTestId('horn-banner')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByTestId('horn-banner')).toBeNull();

    vi.useRealTimers();
    act(() => push('horn', buildHorn({ id: 10, room_id: 77 })));
    fireEvent.click(screen.getByTestId('horn-banner-link'));
    await waitFor(() => expect(router.state.location.search).toBe('?id=77'));
  });

  it('shows no noble badge for others, no link without a room, and closes on request', async () => {
    const { push } = openRoom();
    await screen.findByTestId('room-title');
    act(() => push('horn', buildHorn({ text: '无房间' }, { noble_tier: null })));
    const banner = screen.getByTestId('horn-banner');
    expect(within(banner).queryByTestId('noble-badge')).toBeNull();
    expect(within(banner).queryByTestId('horn-banner-link')).toBeNull();
    fireEvent.click(within(banner).getByTestId('horn-banner-close'));
    expect(screen.queryByTestId('horn-banner')).toBeNull();
  });

  it('ignores horns that are not approved and malformed events', async () => {
    const { push } = openRoom();
    await screen.findByTestId('room-title');
    act(() => {
      push('horn', buildHorn({ status: 'waiting' }));
      push('horn', { ...buildHorn(), sender: null });
      push('advertBarrage', buildHorn());
    });
    expect(screen.queryByTestId('horn-banner')).toBeNull();
  });
});
