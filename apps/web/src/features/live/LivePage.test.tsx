import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test/render-app';
import { closeLoginDialog, isLoginDialogOpen } from '../auth/login-dialog-store';
import {
  barrageFixture,
  liveUrlFixture,
  ME,
  renderLive,
  ROOM_ID,
  roomFixture,
  roomRoutes,
  signIn,
  stubApi,
} from './live-test-helpers';
import { roomIdFromParams } from './LivePage';

describe('/live', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => closeLoginDialog());
  });

  it('shows the room, enters it on the socket and leaves it on the way out', async () => {
    stubApi(roomRoutes({ barrages: [barrageFixture(1)] }));
    const { server, router } = renderLive();
    expect((await screen.findByTestId('room-title')).textContent).toBe('英超 阿森纳 vs 切尔西');
    expect(screen.getByTestId('room-online').textContent).toBe('在线 1.2w');
    expect(screen.getByTestId('placard-text').textContent).toBe('今晚八点开球');
    expect(await screen.findByText('主播暂未开播')).toBeTruthy();
    expect((await screen.findAllByTestId('barrage-item')).length).toBe(1);
    expect(server.sent).toContainEqual({ type: 'enterRoom', room_id: ROOM_ID });
    await act(() => router.navigate('/main'));
    expect(server.sent.at(-1)).toEqual({ type: 'leaveRoom' });
  });

  it('applies room events: barrages, online count, placard, and entrances', async () => {
    stubApi(roomRoutes());
    const { push } = renderLive();
    await screen.findByTestId('room-title');
    await screen.findByText('还没有弹幕，来发第一条吧');
    act(() => {
      push('barrage', barrageFixture(9, { text: '<b>好球</b>' }));
      push('barrage', { id: 'broken' });
      push('barrage', barrageFixture(10, { room_id: 99 }));
      push('roomOnline', { room_id: ROOM_ID, online: 20_500 });
      push('placard', { room_id: ROOM_ID, placard: '中场休息抽奖' });
      push('enterRoom', { room_id: ROOM_ID, online: 20_501, nickname: '新球迷' });
    });
    const items = await screen.findAllByTestId('barrage-item');
    expect(items).toHaveLength(1);
    // Text is shown as text, never parsed as HTML.
    expect(items[0]?.textContent).toContain('<b>好球</b>');
    expect(items[0]?.querySelector('b')).toBeNull();
    expect(screen.getByTestId('room-online').textContent).toBe('在线 2.1w');
    expect(screen.getByTestId('placard-text').textContent).toBe('中场休息抽奖');
    expect(screen.getByTestId('barrage-enter').textContent).toBe('欢迎 新球迷 进入直播间');
  });

  it('sends a member away to /anchor?type=0 when a liveKickout event names them', async () => {
    signIn();
    const api = stubApi(roomRoutes());
    const { router, push } = renderLive();
    await screen.findByTestId('room-title');
    await waitFor(() => expect(api.callsTo('Live/getKickedList')).toHaveLength(1));
    // Someone else's kick changes nothing for me.
    act(() =>
      push('liveKickout', {
        room_id: ROOM_ID,
        user_id: ME + 1,
        nickname: 'x',
        active: true,
        until: null,
        by_user_id: 7,
      }),
    );
    expect(router.state.location.pathname).toBe('/live');
    act(() =>
      push('liveKickout', {
        room_id: ROOM_ID,
        user_id: ME,
        nickname: 'Fan',
        active: true,
        until: null,
        by_user_id: 7,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/anchor'));
    expect(router.state.location.search).toBe('?type=0');
    expect((await screen.findByText('你已被移出该直播间')).textContent).toBeTruthy();
    // The kicked list is read again.
    await waitFor(() => expect(api.callsTo('Live/getKickedList')).toHaveLength(2));
  });

  it('does not let a member into a room they are kicked out of', async () => {
    signIn();
    stubApi(roomRoutes({ kicked: [{ room_id: ROOM_ID, until: null }] }));
    const { router } = renderLive();
    await waitFor(() => expect(router.state.location.pathname).toBe('/anchor'));
    expect(router.state.location.search).toBe('?type=0');
  });

  it('says when a room does not exist, with a way to other rooms', async () => {
    stubApi({ 'live_streaming/getRoomInfo': { code: 1, msg: '直播间不存在', data: null } });
    renderLive('/live?room_id=404');
    await waitFor(() => expect(screen.getByTestId('live-state').dataset.state).toBe('notFound'));
    const state = screen.getByTestId('live-state');
    expect(within(state).getByRole('link').getAttribute('href')).toBe('/anchor?type=0');
  });

  it('waits for the video of a live room and says when a broadcast has ended', async () => {
    let liveUrl = liveUrlFixture({ live_status: 'live', streaming: false });
    stubApi({
      ...roomRoutes(),
      'Live/getLiveUrl': () => ({ code: 0, data: liveUrl }),
    });
    const { push } = renderLive();
    expect(await screen.findByText('等待主播推流…')).toBeTruthy();
    liveUrl = liveUrlFixture({ live_status: 'ended' });
    act(() =>
      push('endRoom', {
        room_id: ROOM_ID,
        anchor_id: 7,
        live_status: 'ended',
        streaming: false,
        title: '英超 阿森纳 vs 切尔西',
      }),
    );
    expect(await screen.findByText('本场直播已结束')).toBeTruthy();
  });

  it('shows a sealed room with its reason', async () => {
    stubApi(roomRoutes({ room: roomFixture({ sealed: true, sealed_reason: '盗播' }) }));
    renderLive();
    expect((await screen.findByText('封禁原因：盗播')).textContent).toBeTruthy();
  });
});

describe('barrage send box', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => closeLoginDialog());
  });

  function sendRoutes() {
    return {
      ...roomRoutes(),
      'Barrage/send': (body: unknown) => {
        const { text } = body as { text: string };
        return { code: 0, data: barrageFixture(50, { user_id: ME, nickname: 'Fan', text }) };
      },
    };
  }

  it('sends on Enter, never sends blank text, and counts characters', async () => {
    signIn();
    const api = stubApi(sendRoutes());
    renderLive();
    const input = await screen.findByTestId<HTMLInputElement>('barrage-input');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByTestId('barrage-send'));
    expect(api.callsTo('Barrage/send')).toHaveLength(0);

    fireEvent.change(input, { target: { value: ' 传中好球 ' } });
    expect(screen.getByTestId('barrage-counter').textContent).toBe('6/50');
    expect(input.maxLength).toBe(50);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(api.callsTo('Barrage/send')).toEqual([{ room_id: ROOM_ID, text: '传中好球' }]),
    );
    // Sent: the box empties and the barrage is in the list.
    await waitFor(() => expect(input.value).toBe(''));
    expect((await screen.findByTestId('barrage-item')).textContent).toContain('传中好球');
  });

  it('asks a visitor to log in instead of sending', async () => {
    const api = stubApi(sendRoutes());
    renderLive();
    const input = await screen.findByTestId('barrage-input');
    fireEvent.change(input, { target: { value: '你好' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(isLoginDialogOpen()).toBe(true);
    expect(api.callsTo('Barrage/send')).toHaveLength(0);
  });

  it('is off while muted, and a setTaboo event for me mutes me at once', async () => {
    signIn();
    let muted = false;
    const api = stubApi({
      ...sendRoutes(),
      'live_streaming/getRoomInfo': () => ({ code: 0, data: roomFixture({}, { muted }) }),
    });
    const { push } = renderLive();
    const input = await screen.findByTestId<HTMLInputElement>('barrage-input');
    expect(input.disabled).toBe(false);
    // The server has muted me; the event also makes the page read the room again.
    muted = true;
    act(() =>
      push('setTaboo', {
        room_id: ROOM_ID,
        user_id: ME,
        nickname: 'Fan',
        active: true,
        until: null,
        by_user_id: 7,
      }),
    );
    await waitFor(() => expect(input.disabled).toBe(true));
    expect(screen.getByTestId('barrage-muted').textContent).toBe('你已被禁言，解除前无法发弹幕');
    expect(screen.getByTestId('barrage-send').hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(api.callsTo('Barrage/send')).toHaveLength(0);
    await waitFor(() => expect(api.callsTo('live_streaming/getRoomInfo')).toHaveLength(2));
  });

  it('shows when a mute ends', async () => {
    signIn();
    stubApi(
      roomRoutes({
        room: roomFixture({}, { muted: true, muted_until: '2030-01-02T03:04:00.000Z' }),
      }),
    );
    renderLive();
    const notice = await screen.findByTestId('barrage-muted');
    expect(notice.textContent).toMatch(/^你已被禁言，.+ 解除$/);
    expect(screen.getByTestId<HTMLInputElement>('barrage-input').disabled).toBe(true);
  });
});

describe('user card', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  const status = {
    user_id: 31,
    nickname: '球迷1',
    role: 'viewer',
    muted: false,
    muted_until: null,
    shielded: false,
    kicked: false,
    kicked_until: null,
    is_followed: false,
  };

  async function openCard(role: 'viewer' | 'admin' | 'anchor' | 'operator') {
    signIn();
    const api = stubApi({
      ...roomRoutes({ room: roomFixture({}, { role }), barrages: [barrageFixture(1)] }),
      'Live/getUserStatus': { code: 0, data: status },
      'Live/setTaboo': { code: 0, data: { user_id: 31, muted_until: null } },
      'Live/getModeration': { code: 0, data: { admins: [], muted: [], shielded: [], kicked: [] } },
    });
    renderLive();
    fireEvent.click(await screen.findByTestId('barrage-user'));
    const card = await screen.findByTestId('user-card');
    return { api, card };
  }

  it('shows a viewer no moderation controls and asks the server nothing', async () => {
    const { api, card } = await openCard('viewer');
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/persona?id=31');
    expect(within(card).queryByTestId('mod-mute')).toBeNull();
    expect(within(card).queryByTestId('mod-kick')).toBeNull();
    expect(api.callsTo('Live/getUserStatus')).toHaveLength(0);
  });

  it('gives a room manager mute, shield and kick, but not "make manager"', async () => {
    const { api, card } = await openCard('admin');
    const mute = await within(card).findByTestId('mod-mute');
    expect(within(card).getByTestId('mod-shield')).toBeTruthy();
    expect(within(card).getByTestId('mod-kick')).toBeTruthy();
    expect(within(card).queryByTestId('mod-admin')).toBeNull();
    expect(api.callsTo('Live/getUserStatus')).toEqual([{ room_id: ROOM_ID, user_id: 31 }]);
    fireEvent.change(within(card).getByRole('combobox', { name: '禁言时长' }), {
      target: { value: '0' },
    });
    fireEvent.click(mute);
    await waitFor(() =>
      expect(api.callsTo('Live/setTaboo')).toEqual([{ room_id: ROOM_ID, user_id: 31, minutes: 0 }]),
    );
  });

  it('gives the anchor "make manager" too', async () => {
    const { card } = await openCard('anchor');
    expect(await within(card).findByTestId('mod-admin')).toBeTruthy();
  });
});

describe('roomIdFromParams', () => {
  it('reads id or room_id and refuses anything but a positive integer', () => {
    const at = (query: string) => roomIdFromParams(new URLSearchParams(query));
    expect(at('id=12')).toBe(12);
    expect(at('room_id=7')).toBe(7);
    expect(at('id=0')).toBeNull();
    expect(at('id=1e3')).toBeNull();
    expect(at('id=abc')).toBeNull();
    expect(at('')).toBeNull();
  });
});
