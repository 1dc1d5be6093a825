import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { read, write } from '../../../shared/storage';
import { setupI18n } from '../../../test/render-app';
import { closeLoginDialog, isLoginDialogOpen } from '../../../shared/session/login-dialog-store';
import { onRechargeRequested } from '../../../shared/wallet/recharge-opener';
import {
  member,
  renderLive,
  ROOM_ID,
  roomFixture,
  roomRoutes,
  stubApi,
} from '../live-test-helpers';
import { GIFTS, walletFixture } from './gift-test-helpers';

type Answer = { code: number; msg?: string; data: unknown };

function signInWith(diamonds: number | undefined, id = member.id) {
  write('userInfo', {
    ...member,
    id,
    balances: diamonds === undefined ? {} : { diamonds, gold_coins: 3 },
  });
}

/** The room with its gifts tab open; `send` answers member/handselGift. */
async function openGifts({
  send = () => ({ code: 0, data: { send_id: 1, wallet: walletFixture() } }),
  gifts = { code: 0, data: { list: GIFTS } },
}: {
  send?: (body: unknown) => Answer | Promise<Answer>;
  gifts?: Answer | (() => Answer);
} = {}) {
  const api = stubApi({
    ...roomRoutes({ room: roomFixture() }),
    'Gift/getList': gifts,
    'member/handselGift': send,
  });
  const { push } = renderLive();
  fireEvent.click(await screen.findByRole('tab', { name: '礼物' }));
  const panel = await screen.findByTestId('gift-panel');
  return { api, panel, push };
}

function option(panel: HTMLElement, id: number) {
  const found = within(panel)
    .getAllByTestId('gift-option')
    .find((element) => element.dataset.giftId === String(id));
  if (!found) throw new Error(`no gift ${id}`);
  return found;
}

function setCount(panel: HTMLElement, text: string) {
  fireEvent.change(within(panel).getByTestId('gift-count-input'), { target: { value: text } });
}

describe('gift panel', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => closeLoginDialog());
  });

  it('reads the gifts again when operators change the catalogue', async () => {
    signInWith(100);
    let list = GIFTS;
    const { api, panel, push } = await openGifts({
      gifts: () => ({ code: 0, data: { list } }),
    });
    await waitFor(() => expect(option(panel, 2).textContent).toBe('足球1010 钻石'));
    const giftReads = () => api.callsTo('Gift/getList').length;
    const readsBefore = giftReads();
    list = GIFTS.map((gift) => (gift.id === 2 ? { ...gift, price: 12 } : gift));
    // The reward rules changed: not the gift list's business.
    act(() => push('catalogueChanged', { catalogue: 'rewards' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(giftReads()).toBe(readsBefore);
    expect(option(panel, 2).textContent).toBe('足球1010 钻石');
    act(() => push('catalogueChanged', { catalogue: 'gifts' }));
    await waitFor(() => expect(option(panel, 2).textContent).toBe('足球1212 钻石'));
    expect(giftReads()).toBe(readsBefore + 1);
  });

  it('lists the gifts with their prices and totals the chosen count', async () => {
    signInWith(100);
    const { panel } = await openGifts();
    const options = await within(panel).findAllByTestId('gift-option');
    expect(options.map((element) => element.dataset.giftId)).toEqual(['1', '2', '3']);
    expect(options[1]?.textContent).toBe('足球1010 钻石');
    // The price is drawn with a diamond; words say it to screen readers.
    expect(options[1]?.querySelector('.sr-only')?.textContent).toBe('10 钻石');
    expect(options[0]?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(option(panel, 2));
    fireEvent.click(within(panel).getByRole('button', { name: '66' }));
    expect(within(panel).getByTestId('gift-total').textContent).toBe('合计 660 钻石');
    expect(within(panel).getByTestId('gift-balance').textContent).toBe('余额 100 钻石');
  });

  it('refuses a bad count and a send above the balance without asking the server', async () => {
    signInWith(50);
    const { api, panel } = await openGifts();
    await within(panel).findAllByTestId('gift-option');
    fireEvent.click(option(panel, 2));
    setCount(panel, '0');
    expect(within(panel).getByRole('alert').textContent).toBe('请输入 1–9999 的整数');
    setCount(panel, '10000');
    expect(within(panel).getByRole('alert').textContent).toBe('请输入 1–9999 的整数');
    const send = within(panel).getByTestId('gift-send');
    expect((send as HTMLButtonElement).disabled).toBe(true);

    setCount(panel, '6');
    expect(within(panel).getByTestId('gift-total').textContent).toBe('合计 60 钻石');
    expect(within(panel).getByTestId('gift-hint').textContent).toBe('钻石不足，请先充值');
    fireEvent.click(send);
    expect((send as HTMLButtonElement).disabled).toBe(true);

    const recharge = vi.fn();
    const off = onRechargeRequested(recharge);
    fireEvent.click(within(panel).getByTestId('gift-recharge'));
    off();
    expect(recharge).toHaveBeenCalledTimes(1);

    setCount(panel, '5');
    expect(within(panel).queryByTestId('gift-hint')).toBeNull();
    expect((send as HTMLButtonElement).disabled).toBe(false);
    expect(api.callsTo('member/handselGift')).toHaveLength(0);
  });

  it('sends once with a fresh request id and stores the new balance', async () => {
    signInWith(1000);
    let answer: (value: Answer) => void = () => undefined;
    const { api, panel } = await openGifts({
      send: () =>
        new Promise<Answer>((resolve) => {
          answer = resolve;
        }),
    });
    await within(panel).findAllByTestId('gift-option');
    fireEvent.click(option(panel, 2));
    setCount(panel, '66');
    const send = within(panel).getByTestId('gift-send');
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(api.callsTo('member/handselGift')).toHaveLength(1));
    const [body] = api.callsTo('member/handselGift') as Record<string, unknown>[];
    expect(body).toMatchObject({ room_id: ROOM_ID, gift_id: 2, count: 66, price: 10 });
    expect(String(body?.request_id)).toMatch(/^[\w-]{8,64}$/);
    expect((send as HTMLButtonElement).disabled).toBe(true);

    answer({
      code: 0,
      data: { send_id: 9, wallet: walletFixture({ diamonds: 340, gold_coins: 3 }) },
    });
    expect((await within(panel).findByTestId('gift-notice')).textContent).toBe('赠送成功');
    expect(within(panel).getByTestId('gift-balance').textContent).toBe('余额 340 钻石');
    const stored = read('userInfo');
    expect(stored?.balances.diamonds).toBe(340);
    expect(stored?.user_nickname).toBe('Fan');

    // 660 more is now above the balance; a smaller send is a new request.
    expect((send as HTMLButtonElement).disabled).toBe(true);
    setCount(panel, '6');
    fireEvent.click(send);
    await waitFor(() => expect(api.callsTo('member/handselGift')).toHaveLength(2));
    const [, second] = api.callsTo('member/handselGift') as Record<string, unknown>[];
    expect(second?.request_id).not.toBe(body?.request_id);
  });

  it('shows the server’s refusal as it says it', async () => {
    signInWith(1000);
    const { panel } = await openGifts({
      send: () => ({ code: 1, msg: '钻石余额不足', data: null }),
    });
    await within(panel).findAllByTestId('gift-option');
    fireEvent.click(within(panel).getByTestId('gift-send'));
    expect((await within(panel).findByTestId('gift-notice')).textContent).toBe('钻石余额不足');
    expect(read('userInfo')?.balances.diamonds).toBe(1000);
  });

  it('lets visitors see the gifts and asks them to log in to send', async () => {
    const { api, panel } = await openGifts();
    expect(await within(panel).findAllByTestId('gift-option')).toHaveLength(3);
    expect(within(panel).queryByTestId('gift-balance')).toBeNull();
    fireEvent.click(within(panel).getByTestId('gift-send'));
    expect(within(panel).getByTestId('login-prompt').textContent).toContain('登录后送礼');
    fireEvent.click(within(panel).getByTestId('login-prompt-button'));
    expect(isLoginDialogOpen()).toBe(true);
    expect(api.callsTo('member/handselGift')).toHaveLength(0);
  });

  it('does not let the streamer send gifts in their own room', async () => {
    signInWith(1000, roomFixture().anchor_id);
    const { api, panel } = await openGifts();
    await within(panel).findAllByTestId('gift-option');
    const send = within(panel).getByTestId('gift-send');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(within(panel).getByTestId('gift-hint').textContent).toBe('不能给自己送礼物');
    fireEvent.click(send);
    expect(api.callsTo('member/handselGift')).toHaveLength(0);
  });

  it('offers a retry when the list fails, and says when there are no gifts', async () => {
    let answer: Answer = { code: 1, msg: 'down', data: null };
    const { panel } = await openGifts({ gifts: () => answer });
    expect(await within(panel).findByText('礼物加载失败')).toBeTruthy();
    answer = { code: 0, data: { list: [] } };
    fireEvent.click(within(panel).getByRole('button', { name: '重试' }));
    expect(await within(panel).findByText('暂无礼物')).toBeTruthy();
    expect(within(panel).queryByTestId('gift-send')).toBeNull();
  });
});
