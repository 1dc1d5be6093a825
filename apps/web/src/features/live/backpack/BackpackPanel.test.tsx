import type { BackpackItem } from '@tifo/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { write } from '../../../shared/storage';
import { setupI18n } from '../../../test/render-app';
import { closeLoginDialog, isLoginDialogOpen } from '../../../shared/session/login-dialog-store';
import { GIFTS } from '../gifts/gift-test-helpers';
import {
  member,
  renderLive,
  ROOM_ID,
  roomFixture,
  roomRoutes,
  signIn,
  stubApi,
} from '../live-test-helpers';

type Answer = { code: number; msg?: string; data: unknown };

const [ROSE, BALL] = GIFTS as [(typeof GIFTS)[0], (typeof GIFTS)[1]];
const ITEMS: BackpackItem[] = [
  { ...ROSE, count: 3 },
  { ...BALL, count: 1 },
];

/** The room with its backpack tab open; `send` answers Backpack/send. */
async function openBackpack({
  list = ITEMS,
  send = () => ({ code: 0, data: { list } }),
}: {
  list?: BackpackItem[];
  send?: (body: unknown) => Answer | Promise<Answer>;
} = {}) {
  const api = stubApi({
    ...roomRoutes({ room: roomFixture() }),
    'Backpack/getList': { code: 0, data: { list } },
    'Backpack/send': send,
  });
  const view = renderLive();
  fireEvent.click(await screen.findByRole('tab', { name: '背包' }));
  const panel = await screen.findByTestId('backpack-panel');
  return { api, panel, ...view };
}

const items = (panel: HTMLElement) => within(panel).queryAllByTestId('backpack-item');
const sendButton = (panel: HTMLElement) =>
  within(panel).getByTestId<HTMLButtonElement>('backpack-send');

function setCount(panel: HTMLElement, text: string) {
  fireEvent.change(within(panel).getByTestId('backpack-count'), { target: { value: text } });
}

describe('backpack tab', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => closeLoginDialog());
  });

  it('lists the gifts with how many are held, and sends no more than that', async () => {
    signIn();
    const { api, panel } = await openBackpack();
    await waitFor(() => expect(items(panel)).toHaveLength(2));
    expect(items(panel).map((item) => item.textContent)).toEqual(['玫瑰×3', '足球×1']);
    expect(items(panel)[0]?.textContent).toBe('玫瑰×3');
    expect(items(panel)[0]?.querySelector('img')?.getAttribute('src')).toBe('/emoji/1f339.svg');
    expect(items(panel)[0]?.getAttribute('aria-pressed')).toBe('true');

    setCount(panel, '4');
    expect(within(panel).getByRole('alert').textContent).toBe('请输入不超过 3 的正整数');
    expect(sendButton(panel).disabled).toBe(true);
    setCount(panel, '0');
    expect(sendButton(panel).disabled).toBe(true);
    fireEvent.click(within(panel).getByRole('button', { name: '全部' }));
    expect(within(panel).getByTestId<HTMLInputElement>('backpack-count').value).toBe('3');
    expect(sendButton(panel).disabled).toBe(false);

    // Another gift starts again from one, within what is held of it.
    fireEvent.click(items(panel)[1]!);
    expect(within(panel).getByTestId<HTMLInputElement>('backpack-count').value).toBe('1');
    setCount(panel, '2');
    expect(within(panel).getByRole('alert').textContent).toBe('请输入不超过 1 的正整数');
    expect(api.callsTo('Backpack/send')).toHaveLength(0);
  });

  it('sends once and shows the backpack the server answers with', async () => {
    signIn();
    let answer: (value: Answer) => void = () => undefined;
    const { api, panel } = await openBackpack({
      send: () =>
        new Promise<Answer>((resolve) => {
          answer = resolve;
        }),
    });
    await waitFor(() => expect(items(panel)).toHaveLength(2));
    setCount(panel, '3');
    fireEvent.click(sendButton(panel));
    fireEvent.click(sendButton(panel));
    await waitFor(() => expect(api.callsTo('Backpack/send')).toHaveLength(1));
    expect(api.callsTo('Backpack/send')).toEqual([{ room_id: ROOM_ID, gift_id: 1, count: 3 }]);

    // The roses are gone: the football is chosen now.
    answer({ code: 0, data: { list: [{ ...BALL, count: 1 }] } });
    expect((await within(panel).findByTestId('backpack-notice')).textContent).toBe('赠送成功');
    expect(items(panel).map((item) => item.textContent)).toEqual(['足球×1']);
    expect(items(panel)[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(within(panel).getByTestId<HTMLInputElement>('backpack-count').value).toBe('1');
  });

  it('shows the server’s refusal as it says it', async () => {
    signIn();
    const { panel } = await openBackpack({
      send: () => ({ code: 1, msg: '背包里的礼物不够', data: null }),
    });
    await waitFor(() => expect(items(panel)).toHaveLength(2));
    fireEvent.click(sendButton(panel));
    expect((await within(panel).findByTestId('backpack-notice')).textContent).toBe(
      '背包里的礼物不够',
    );
    expect(items(panel).map((item) => item.textContent)).toEqual(['玫瑰×3', '足球×1']);
  });

  it('says where gifts come from when the backpack is empty', async () => {
    signIn();
    const { panel, router } = await openBackpack({ list: [] });
    expect(await within(panel).findByText('背包还是空的')).toBeTruthy();
    const link = within(panel).getByTestId('backpack-mall-link');
    expect(link.getAttribute('href')).toBe('/member?section=mall');
    expect(within(panel).queryByTestId('backpack-send')).toBeNull();
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/member'));
    expect(router.state.location.search).toBe('?section=mall');
  });

  it('does not let the streamer send gifts in their own room', async () => {
    write('userInfo', { ...member, id: roomFixture().anchor_id });
    const { api, panel } = await openBackpack();
    await waitFor(() => expect(items(panel)).toHaveLength(2));
    expect(sendButton(panel).disabled).toBe(true);
    expect(within(panel).getByTestId('backpack-hint').textContent).toBe('不能给自己送礼物');
    fireEvent.click(sendButton(panel));
    expect(api.callsTo('Backpack/send')).toHaveLength(0);
  });

  it('asks visitors to log in and reads no backpack', async () => {
    const { api, panel } = await openBackpack();
    expect(within(panel).getByTestId('login-prompt').textContent).toContain('登录后查看背包');
    fireEvent.click(within(panel).getByTestId('login-prompt-button'));
    expect(isLoginDialogOpen()).toBe(true);
    expect(api.callsTo('Backpack/getList')).toHaveLength(0);
  });
});
