import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test/render-app';
import { closeLoginDialog } from '../../shared/session/login-dialog-store';
import { chatMessageFixture } from '../../test/fake-im-server';
import {
  chatServer,
  liveUrlFixture,
  ME,
  renderLive,
  ROOM_ID,
  roomFixture,
  roomRoutes,
  signIn,
  stubApi,
} from './live-test-helpers';
import { roomIdFromParams } from './room-queries';

describe('/live', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => closeLoginDialog());
  });

  it('shows the room, enters it on both sockets and leaves them on the way out', async () => {
    stubApi(roomRoutes());
    const { server, router, im } = renderLive(
      undefined,
      chatServer({ history: [chatMessageFixture(1)] }),
    );
    expect((await screen.findByTestId('room-title')).textContent).toBe('英超 阿森纳 vs 切尔西');
    expect(screen.getByTestId('room-online').textContent).toBe('在线 1.2w');
    expect(screen.getByTestId('placard-text').textContent).toBe('今晚八点开球');
    expect(await screen.findByText('主播暂未开播')).toBeTruthy();
    expect((await screen.findAllByTestId('barrage-item')).length).toBe(1);
    expect(server.sent).toContainEqual({ type: 'enterRoom', room_id: ROOM_ID });
    expect(im.requestsOf('joinRoom').map((request) => request.room_id)).toEqual([ROOM_ID]);
    const sentBefore = server.sent.length;
    await act(() => router.navigate('/main'));
    // The home page may already be asking for live scores (`classify`) after it.
    expect(server.sent.slice(sentBefore)).toContainEqual({ type: 'leaveRoom' });
    await waitFor(() => expect(im.requestsOf('quitRoom')).toHaveLength(1));
  });

  it('applies room events: online count, placard, and entrances after the last message', async () => {
    stubApi(roomRoutes());
    const { push, im } = renderLive();
    await screen.findByTestId('room-title');
    await screen.findByText('还没有弹幕，来发第一条吧');
    act(() => {
      push('roomOnline', { room_id: ROOM_ID, online: 20_500 });
      push('placard', { room_id: ROOM_ID, placard: '中场休息抽奖' });
      push('enterRoom', { room_id: ROOM_ID, online: 20_501, nickname: '新球迷' });
    });
    expect(screen.getByTestId('room-online').textContent).toBe('在线 2.1w');
    expect(screen.getByTestId('placard-text').textContent).toBe('中场休息抽奖');
    expect(screen.getByTestId('barrage-enter').textContent).toBe('欢迎 新球迷 进入直播间');
    act(() => im.push({ type: 'roomMessage', data: chatMessageFixture(9) }));
    await screen.findByTestId('barrage-item');
    act(() => push('enterRoom', { room_id: ROOM_ID, online: 20_502, nickname: '老球迷' }));
    const lines = [...screen.getByRole('log', { name: '聊天消息' }).querySelectorAll('li')].map(
      (li) => li.textContent,
    );
    expect(lines).toEqual(['欢迎 新球迷 进入直播间', '球迷9：第9条消息', '欢迎 老球迷 进入直播间']);
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
      ...roomRoutes({ room: roomFixture({}, { role }) }),
      'Live/getUserStatus': { code: 0, data: status },
      'Live/setTaboo': { code: 0, data: { user_id: 31, muted_until: null } },
      'Live/getModeration': { code: 0, data: { admins: [], muted: [], shielded: [], kicked: [] } },
    });
    renderLive(undefined, chatServer({ history: [chatMessageFixture(1)] }));
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
