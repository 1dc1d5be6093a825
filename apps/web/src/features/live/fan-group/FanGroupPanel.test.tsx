import type { FanGroup, FanMembership } from '@tifo/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeLoginDialog } from '../../../shared/session/login-dialog-store';
import { setupI18n } from '../../../test/render-app';
import { fanGroupFixture, membershipFixture } from '../../fan-groups/fan-group-fixtures.test-util';
import { GIFTS, walletFixture } from '../gifts/gift-test-helpers';
import {
  renderLive,
  ROOM_ID,
  roomFixture,
  roomRoutes,
  signIn,
  stubApi,
} from '../live-test-helpers';

type Answer = { code: number; msg?: string; data: unknown };

const FAN_LIGHT = {
  id: 99,
  name: '粉丝灯牌',
  price: 1,
  image: '/emoji/1f3ee.svg',
  animation: 'float' as const,
};

/** The room with a fan group; `info` answers Group/info (a function: per call). */
function renderRoomWithGroup(
  info: () => { group: FanGroup | null; me: FanMembership | null },
  routes: Record<string, Answer | ((body: unknown) => Answer)> = {},
) {
  const api = stubApi({
    ...roomRoutes({ room: roomFixture() }),
    'Group/info': () => ({ code: 0, data: info() }),
    'Gift/getList': { code: 0, data: { list: [...GIFTS, FAN_LIGHT] } },
    ...routes,
  });
  renderLive();
  return api;
}

/** Waits for a toast saying `text` (an earlier test's toast may still be up). */
async function expectToast(text: string, timeout = 1_000) {
  await waitFor(
    () =>
      expect(screen.getAllByTestId('toast').map((toast) => toast.textContent)).toContainEqual(
        expect.stringContaining(text),
      ),
    { timeout },
  );
}

/** The room page and the panel are lazy chunks: slow to arrive on a loaded machine. */
const slow = { timeout: 15_000 };

/** Opens the panel and waits for its chunk and the group in it. */
async function openPanel() {
  fireEvent.click(await screen.findByTestId('fan-group-button', {}, slow));
  await screen.findByTestId('fan-group-how', {}, slow);
  return screen.getByTestId('fan-group-panel');
}

describe('fan club panel in the live room', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => closeLoginDialog());
  });

  it("shows no button when the room's streamer has no fan group", async () => {
    const api = renderRoomWithGroup(() => ({ group: null, me: null }));
    await screen.findByTestId('room-title', {}, slow);
    await waitFor(() => expect(api.callsTo('Group/info')).toEqual(['?anchor_id=7']));
    expect(screen.queryByTestId('fan-group-button')).toBeNull();
  });

  it('asks a visitor to log in, after showing the group and how to join', async () => {
    renderRoomWithGroup(() => ({ group: fanGroupFixture(), me: null }));
    const panel = await openPanel();
    expect(await within(panel).findByText('老王铁粉团')).toBeTruthy();
    expect(within(panel).getByTestId('fan-group-members').textContent).toBe(
      '老王解说 的粉丝团 · 128 位成员',
    );
    expect(within(panel).getByTestId('fan-group-how').textContent).toContain('送出 1 个灯牌');
    expect(within(panel).getByText('3 级起聊天文字变色')).toBeTruthy();
    expect(within(panel).getByTestId('login-prompt')).toBeTruthy();
    expect(within(panel).queryByTestId('fan-group-join')).toBeNull();
  });

  it('joins a gift-mode group by sending the fan light, then waits for the membership', async () => {
    signIn();
    let joined = false;
    const api = renderRoomWithGroup(
      () => ({ group: fanGroupFixture(), me: joined ? membershipFixture({ level: 1 }) : null }),
      {
        'member/handselGift': () => {
          // The server grants the membership a moment after the gift.
          setTimeout(() => (joined = true), 300);
          return { code: 0, data: { send_id: 1, wallet: walletFixture({ diamonds: 9 }) } };
        },
      },
    );
    const panel = await openPanel();
    const join = await within(panel).findByTestId('fan-group-join');
    await waitFor(() => expect(join.textContent).toBe('送灯牌加入1 钻石'));
    fireEvent.click(join);
    await waitFor(() => expect(api.callsTo('member/handselGift')).toHaveLength(1));
    expect(api.callsTo('member/handselGift')[0]).toMatchObject({
      room_id: ROOM_ID,
      gift_id: 99,
      count: 1,
    });
    expect(await within(panel).findByText('灯牌已送出，正在确认成员资格…')).toBeTruthy();
    await expectToast('已加入「老王铁粉团」粉丝团', 4_000);
    expect(await within(panel).findByTestId('fan-membership')).toBeTruthy();
    expect(within(panel).getByTestId('fan-expiry').textContent).toMatch(/^有效期至 2025/);
  });

  it("shows the server's refusal when the fan light cannot be sent", async () => {
    signIn();
    renderRoomWithGroup(() => ({ group: fanGroupFixture(), me: null }), {
      'member/handselGift': { code: 1, msg: '主播还没开播，暂时不能送礼物', data: null },
    });
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByTestId('fan-group-join'));
    expect((await within(panel).findByTestId('fan-group-join-notice')).textContent).toBe(
      '主播还没开播，暂时不能送礼物',
    );
  });

  it('pays a fee-mode group after a confirmation, with one request id', async () => {
    signIn();
    let joined = false;
    const api = renderRoomWithGroup(
      () => ({
        group: fanGroupFixture({ join_mode: 'fee', fee_diamonds: 50 }),
        me: joined ? membershipFixture() : null,
      }),
      {
        'Group/join': () => {
          joined = true;
          return { code: 0, data: membershipFixture() };
        },
      },
    );
    const panel = await openPanel();
    const join = await within(panel).findByTestId('fan-group-join');
    expect(join.textContent).toBe('加入粉丝团50 钻石/月');
    fireEvent.click(join);
    expect(within(panel).getByTestId('fan-group-join-confirmation').textContent).toContain(
      '确认支付 50 钻石加入「老王铁粉团」',
    );
    expect(api.callsTo('Group/join')).toHaveLength(0);
    fireEvent.click(within(panel).getByTestId('fan-group-join-confirm'));
    await waitFor(() => expect(api.callsTo('Group/join')).toHaveLength(1));
    const [body] = api.callsTo('Group/join') as [{ anchor_id: number; request_id: string }];
    expect(body.anchor_id).toBe(7);
    expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/);
    await expectToast('已加入「老王铁粉团」粉丝团');
    expect(await within(panel).findByTestId('fan-membership')).toBeTruthy();
  });

  it("shows a fan their level, today's intimacy against the caps, and lets them leave", async () => {
    signIn();
    let member = true;
    const api = renderRoomWithGroup(
      () => ({ group: fanGroupFixture(), me: member ? membershipFixture() : null }),
      {
        'Group/leave': () => {
          member = false;
          return { code: 0, data: { anchor_id: 7 } };
        },
      },
    );
    const button = await screen.findByTestId('fan-group-button', {}, slow);
    await waitFor(() => expect(within(button).getByTestId('fan-badge').dataset.level).toBe('3'));
    const panel = await openPanel();
    expect(within(panel).getByTestId('fan-intimacy').textContent).toBe(
      '亲密度 450距 Lv.4 还差 150',
    );
    expect(within(panel).getByTestId('fan-today-chat').textContent).toContain('30/30');
    expect(within(panel).getByTestId('fan-today-gift').textContent).toContain('0/2000');
    fireEvent.click(within(panel).getByTestId('fan-group-leave'));
    expect(api.callsTo('Group/leave')).toHaveLength(0);
    fireEvent.click(within(panel).getByTestId('fan-group-leave-confirm'));
    await waitFor(() => expect(api.callsTo('Group/leave')).toEqual([{ anchor_id: 7 }]));
    await waitFor(() => expect(within(panel).queryByTestId('fan-membership')).toBeNull());
    expect(within(panel).getByTestId('fan-group-join')).toBeTruthy();
  });
});
