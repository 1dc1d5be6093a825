import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/render-app';
import { closeLoginDialog, isLoginDialogOpen } from '../../../shared/session/login-dialog-store';
import { chatMessageFixture, type FakeImServer } from '../../../test/fake-im-server';
import {
  chatServer,
  ME,
  renderLive,
  ROOM_ID,
  roomFixture,
  roomRoutes,
  signIn,
  stubApi,
} from '../live-test-helpers';

/** Drivers of the chat square, as a viewer uses it. */
const chatInput = () => screen.findByTestId<HTMLInputElement>('barrage-input');
const sendButton = () => screen.getByTestId('barrage-send');
const messageTexts = () =>
  screen.queryAllByTestId('barrage-item').map((item) => item.textContent ?? '');

async function type(text: string, { enter = true } = {}) {
  const input = await chatInput();
  fireEvent.change(input, { target: { value: text } });
  if (enter) fireEvent.keyDown(input, { key: 'Enter' });
  return input;
}

function renderRoom(
  im: FakeImServer = chatServer(),
  room = roomFixture(),
  routes: Parameters<typeof stubApi>[0] = {},
) {
  const api = stubApi({ ...roomRoutes({ room }), ...routes });
  return { api, ...renderLive(undefined, im) };
}

describe('chat square', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    act(() => closeLoginDialog());
  });

  it('shows the history, new messages of this room and the member count; HTML stays text', async () => {
    const { im } = renderRoom(chatServer({ history: [chatMessageFixture(1)], members: 1_234 }));
    expect(await screen.findByText('第1条消息')).toBeTruthy();
    expect(screen.getByTestId('room-chat-members').textContent).toBe('1234 人在聊天');
    const log = screen.getByRole('log', { name: '聊天消息' });
    expect(log.getAttribute('aria-live')).toBe('polite');

    act(() => {
      im.push({
        type: 'roomMessage',
        data: chatMessageFixture(2, { text: '<b>好球</b>[鼓掌]<img src=x onerror=alert(1)>' }),
      });
      im.push({ type: 'roomMessage', data: chatMessageFixture(3, { room_id: ROOM_ID + 1 }) });
      im.push({ type: 'roomMembers', data: { room_id: ROOM_ID, members: 20_600 } });
    });
    await waitFor(() => expect(messageTexts()).toHaveLength(2));
    const pushed = screen.getAllByTestId('barrage-item')[1];
    expect(pushed?.textContent).toBe('球迷2：<b>好球</b><img src=x onerror=alert(1)>');
    expect(pushed?.querySelector('b')).toBeNull();
    // The one image is the emoji, from our own table.
    const images = [...(pushed?.querySelectorAll('img') ?? [])];
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['[鼓掌]']);
    await waitFor(() =>
      expect(screen.getByTestId('room-chat-members').textContent).toBe('2.1w 人在聊天'),
    );
  });

  it('shows a noble badge before the names of nobles only', async () => {
    renderRoom(
      chatServer({
        history: [
          chatMessageFixture(1, { noble_tier: 4 }),
          chatMessageFixture(2, { noble_tier: 0 }),
        ],
      }),
    );
    await waitFor(() => expect(messageTexts()).toHaveLength(2));
    const [noble, plain] = screen.getAllByTestId('barrage-item');
    expect(within(noble!).getByTestId('noble-badge').textContent).toBe('公爵');
    expect(within(noble!).getByTestId('noble-badge').dataset.tier).toBe('4');
    expect(within(plain!).queryByTestId('noble-badge')).toBeNull();
  });

  it("shows the sender's user level from level 2 up", async () => {
    renderRoom(
      chatServer({
        history: [
          chatMessageFixture(1, { user_level: 12 }),
          chatMessageFixture(2, { user_level: 1 }),
        ],
      }),
    );
    await waitFor(() => expect(messageTexts()).toHaveLength(2));
    const [levelled, beginner] = screen.getAllByTestId('barrage-item');
    expect(within(levelled!).getByTestId('user-level-badge').textContent).toBe('Lv.12');
    expect(within(beginner!).queryByTestId('user-level-badge')).toBeNull();
  });

  it('sends on Enter through the chat service and shows my message once', async () => {
    signIn();
    const { im } = renderRoom();
    await screen.findByText('还没有弹幕，来发第一条吧');
    const input = await type(' 传中好球 ', { enter: false });
    expect(screen.getByTestId('barrage-counter').textContent).toBe('6/50');
    expect(input.maxLength).toBe(50);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(im.requestsOf('sendRoom').map((request) => request.payload)).toEqual([
        { kind: 'text', text: '传中好球' },
      ]),
    );
    await waitFor(() => expect(input.value).toBe(''));
    // The server echoes it to the room and answers the send: one line all the same.
    await waitFor(() => expect(messageTexts()).toEqual(['Fan：传中好球']));
  });

  it('refuses blank text here, without asking the server', async () => {
    signIn();
    const { im } = renderRoom();
    await type('   ');
    fireEvent.click(sendButton());
    expect(screen.getByTestId('barrage-notice').textContent).toBe('不能发送空白消息');
    await act(() => Promise.resolve());
    expect(im.requestsOf('sendRoom')).toEqual([]);
    // Typing again clears the notice.
    await type('a', { enter: false });
    expect(screen.queryByTestId('barrage-notice')).toBeNull();
  });

  it("shows the server's refusal, keeps the text and reads my state again", async () => {
    signIn();
    const im = chatServer();
    im.answers.sendRoom = () => ({ refuse: '包含违禁词，请修改后再发' });
    const { api } = renderRoom(im);
    const input = await type('违禁内容');
    expect((await screen.findByTestId('barrage-notice')).textContent).toBe(
      '包含违禁词，请修改后再发',
    );
    expect(input.value).toBe('违禁内容');
    // Read again after the refusal; a loaded machine may also have refetched on its own.
    await waitFor(() =>
      expect(api.callsTo('live_streaming/getRoomInfo').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('counts a rate limit down on the send button', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    signIn();
    const im = chatServer();
    im.answers.sendRoom = () => ({ refuse: '发言太快了，请 3 秒后再试', retryAfterMs: 2_500 });
    renderRoom(im);
    await type('好球');
    await screen.findByText('发言太快了，请 3 秒后再试');
    expect(sendButton().textContent).toBe('3 秒');
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    // Enter does nothing while the wait lasts.
    fireEvent.keyDown(await chatInput(), { key: 'Enter' });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(sendButton().textContent).toBe('2 秒');
    act(() => {
      vi.advanceTimersByTime(1_600);
    });
    expect(sendButton().textContent).toBe('发送');
    expect(sendButton().hasAttribute('disabled')).toBe(false);
    expect(im.requestsOf('sendRoom')).toHaveLength(1);
  });

  it('tells viewers about slow mode and followers-only, and waits out slow mode after a send', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    signIn();
    renderRoom(
      chatServer({ mode: { room_id: ROOM_ID, slow_mode_seconds: 5, followers_only: true } }),
    );
    expect((await screen.findByTestId('room-chat-hint')).textContent).toBe(
      '慢速模式：每 5 秒可发一条 · 仅关注主播的观众可以发言',
    );
    expect(screen.queryByTestId('room-chat-modes')).toBeNull();
    await type('好球');
    await waitFor(() => expect(sendButton().textContent).toBe('5 秒'));
  });

  it('asks a visitor to log in instead of offering the box', async () => {
    const { im } = renderRoom();
    fireEvent.click(await screen.findByTestId('barrage-login'));
    expect(isLoginDialogOpen()).toBe(true);
    expect(screen.queryByTestId('barrage-input')).toBeNull();
    expect(im.requestsOf('sendRoom')).toEqual([]);
  });

  it('is off while muted, and a setTaboo event for me mutes me at once', async () => {
    signIn();
    let muted = false;
    const im = chatServer();
    const api = stubApi({
      ...roomRoutes(),
      'live_streaming/getRoomInfo': () => ({ code: 0, data: roomFixture({}, { muted }) }),
    });
    const { push } = renderLive(undefined, im);
    const input = await chatInput();
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
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(im.requestsOf('sendRoom')).toEqual([]);
    await waitFor(() =>
      expect(api.callsTo('live_streaming/getRoomInfo').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('shows when a mute ends', async () => {
    signIn();
    renderRoom(
      chatServer(),
      roomFixture({}, { muted: true, muted_until: '2030-01-02T03:04:00.000Z' }),
    );
    const notice = await screen.findByTestId('barrage-muted');
    expect(notice.textContent).toMatch(/^你已被禁言，.+ 解除$/);
    expect((await chatInput()).disabled).toBe(true);
  });

  it('puts emoji codes in at the caret', async () => {
    signIn();
    renderRoom();
    const input = await type('好球', { enter: false });
    input.setSelectionRange(1, 1);
    fireEvent.click(screen.getByTestId('room-chat-emoji'));
    fireEvent.click(
      within(screen.getByTestId('emoji-picker')).getByRole('button', { name: '[微笑]' }),
    );
    expect(input.value).toBe('好[微笑]球');
    expect(screen.getByTestId('barrage-counter').textContent).toBe('6/50');
  });

  it('says why the chat could not be joined, and tries again', async () => {
    const im = chatServer();
    im.answers.joinRoom = () => ({ refuse: '聊天室维护中' });
    renderRoom(im);
    const failed = await screen.findByTestId('room-chat-failed');
    expect(failed.textContent).toContain('聊天室维护中');
    delete im.answers.joinRoom;
    fireEvent.click(within(failed).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('还没有弹幕，来发第一条吧')).toBeTruthy();
  });

  it('offers the new messages when the reader has scrolled up, and follows them otherwise', async () => {
    const { im } = renderRoom(chatServer({ history: [chatMessageFixture(1)] }));
    await screen.findByText('第1条消息');
    const list = screen.getByTestId('barrage-list');
    Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 1_000 });
    Object.defineProperty(list, 'clientHeight', { configurable: true, value: 300 });
    list.scrollTop = 100;
    fireEvent.scroll(list);
    act(() => {
      im.push({ type: 'roomMessage', data: chatMessageFixture(2) });
      im.push({ type: 'roomMessage', data: chatMessageFixture(3) });
    });
    const more = await screen.findByTestId('room-chat-new');
    expect(more.textContent).toBe('2 条新消息');
    expect(list.scrollTop).toBe(100);
    fireEvent.click(more);
    expect(list.scrollTop).toBe(1_000);
    expect(screen.queryByTestId('room-chat-new')).toBeNull();
    // At the bottom, the list follows new lines by itself.
    list.scrollTop = 700;
    act(() => im.push({ type: 'roomMessage', data: chatMessageFixture(4) }));
    await waitFor(() => expect(messageTexts()).toHaveLength(4));
    expect(list.scrollTop).toBe(1_000);
    expect(screen.queryByTestId('room-chat-new')).toBeNull();
  });
});

describe('chat modes', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('let a room manager set slow mode and followers-only, and follow pushed changes', async () => {
    signIn();
    const answer = { room_id: ROOM_ID, slow_mode_seconds: 10, followers_only: false };
    const { api, im } = renderRoom(chatServer(), roomFixture({}, { role: 'admin' }), {
      'Im/setRoomChatMode': { code: 0, data: answer },
    });
    const modes = await screen.findByTestId('room-chat-modes');
    const slow = within(modes).getByRole<HTMLSelectElement>('combobox', { name: '慢速模式' });
    await waitFor(() => expect(slow.disabled).toBe(false));
    expect([...slow.options].map((option) => option.textContent)).toEqual([
      '关闭',
      '3 秒',
      '5 秒',
      '10 秒',
      '30 秒',
      '1 分钟',
      '2 分钟',
    ]);
    // Managers are exempt, so they get the controls and no hints.
    expect(screen.queryByTestId('room-chat-hint')).toBeNull();

    fireEvent.change(slow, { target: { value: '10' } });
    await waitFor(() => expect(api.callsTo('Im/setRoomChatMode')).toEqual([answer]));
    // The answer shows at once, whether or not the room's push has come round yet.
    await waitFor(() => expect(slow.value).toBe('10'));

    act(() =>
      im.push({
        type: 'roomMode',
        data: { room_id: ROOM_ID, slow_mode_seconds: 0, followers_only: true },
      }),
    );
    const followers = within(modes).getByRole<HTMLInputElement>('switch', { name: '仅粉丝发言' });
    await waitFor(() => expect(followers.checked).toBe(true));
    expect(slow.value).toBe('0');
  });
});

describe('reporting from the chat', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => closeLoginDialog());
  });

  /** Opens the user card of the chat line that says `text`. */
  async function pickSenderOf(text: string) {
    await screen.findByText(text);
    const line = screen
      .getAllByTestId('barrage-item')
      .find((item) => item.textContent?.includes(text));
    if (!line) throw new Error(`no line says ${text}`);
    fireEvent.click(within(line).getByTestId('barrage-user'));
    return screen.findByTestId('user-card');
  }

  it('reports a message with the chosen reason and note, showing a refusal in the dialog', async () => {
    signIn();
    let refuse = true;
    const { api } = renderRoom(
      chatServer({ history: [chatMessageFixture(1, { text: '加微信领福利' })] }),
      roomFixture(),
      {
        'Report/message': () =>
          refuse
            ? { code: 1, msg: '举报太频繁，请稍后再试', data: null }
            : { code: 0, msg: '举报已收到，我们会尽快处理', data: { reported: true } },
      },
    );
    const card = await pickSenderOf('加微信领福利');
    fireEvent.click(within(card).getByRole('button', { name: '举报这条消息' }));
    const dialog = await screen.findByRole('dialog', { name: '举报这条消息' });
    expect(within(dialog).getByTestId('reported-message').textContent).toBe('加微信领福利');
    const send = within(dialog).getByRole<HTMLButtonElement>('button', { name: '提交举报' });
    // No reason, no report.
    expect(send.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: '诈骗' }));
    const note = within(dialog).getByLabelText<HTMLTextAreaElement>('补充说明（选填）');
    expect(note.maxLength).toBe(200);
    fireEvent.change(note, { target: { value: ' 骗钱的 ' } });
    expect(dialog.textContent).toContain('5/200');

    fireEvent.click(send);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('举报太频繁，请稍后再试');
    refuse = false;
    fireEvent.click(send);
    expect(await screen.findByText('举报已收到，我们会尽快处理')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('member-report-dialog')).toBeNull());
    expect(screen.queryByTestId('user-card')).toBeNull();
    const report = { message_id: 1, reason: 'fraud', note: '骗钱的' };
    expect(api.callsTo('Report/message')).toEqual([report, report]);
  });

  it('reports a member, never oneself, and goes back to the card on Cancel', async () => {
    signIn();
    const { api } = renderRoom(
      chatServer({
        history: [chatMessageFixture(1), chatMessageFixture(2, { from: String(ME), nick: 'Fan' })],
      }),
      roomFixture(),
      { 'Report/user': { code: 0, msg: '举报已收到', data: { reported: true } } },
    );
    const mine = await pickSenderOf('第2条消息');
    expect(within(mine).queryByRole('button', { name: /举报/ })).toBeNull();
    fireEvent.click(within(mine).getByRole('button', { name: '关闭' }));

    const card = await pickSenderOf('第1条消息');
    fireEvent.click(within(card).getByRole('button', { name: '举报该用户' }));
    let dialog = await screen.findByRole('dialog', { name: '举报 球迷1' });
    expect(within(dialog).queryByTestId('reported-message')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    const again = await screen.findByTestId('user-card');
    fireEvent.click(within(again).getByRole('button', { name: '举报该用户' }));
    dialog = await screen.findByRole('dialog', { name: '举报 球迷1' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '垃圾广告' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '提交举报' }));
    await waitFor(() =>
      expect(api.callsTo('Report/user')).toEqual([{ user_id: 31, reason: 'spam', note: '' }]),
    );
  });

  it('asks a visitor to log in instead of reporting', async () => {
    const { api } = renderRoom(chatServer({ history: [chatMessageFixture(1)] }));
    const card = await pickSenderOf('第1条消息');
    fireEvent.click(within(card).getByRole('button', { name: '举报这条消息' }));
    expect(isLoginDialogOpen()).toBe(true);
    expect(screen.queryByTestId('member-report-dialog')).toBeNull();
    expect(api.callsTo('Report/message')).toEqual([]);
  });

  it('drops a line staff removed, and only from its own room', async () => {
    const { im } = renderRoom(
      chatServer({ history: [chatMessageFixture(1), chatMessageFixture(2)] }),
    );
    await waitFor(() => expect(messageTexts()).toHaveLength(2));
    act(() => {
      im.push({ type: 'messageRemoved', data: { id: 1, room_id: ROOM_ID + 1 } });
      im.push({ type: 'messageRemoved', data: { id: 2, room_id: null } });
    });
    await act(() => Promise.resolve());
    expect(messageTexts()).toHaveLength(2);
    act(() => im.push({ type: 'messageRemoved', data: { id: 1, room_id: ROOM_ID } }));
    await waitFor(() => expect(messageTexts()).toEqual(['球迷2：第2条消息']));
  });
});
