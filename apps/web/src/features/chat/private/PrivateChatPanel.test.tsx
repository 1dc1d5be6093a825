import { LIMITS, type ChatMessage } from '@tifo/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/render-app';
import { stubApi, type ApiHandler } from '../../anchor/room-fixtures.test-util';
import { messageTimeLabel } from '../message-time';
import { ChatUnreadBadge } from './ChatUnreadBadge';
import { PrivateChatPanel } from './PrivateChatPanel';
import {
  buildConversation,
  buildMessage,
  FakeImServer,
  ME,
  OTHER,
  PEER,
  renderWithChat,
  requestedUrls,
  signIn,
} from './private-chat.test-util';
import { viewerTimeZone } from '../../../shared/format/time-zone';

const zhWords = { justNow: '刚刚', yesterday: '昨天', dayBeforeYesterday: '前天' };

let server: FakeImServer;

const NO_ROUTES: Record<string, ApiHandler> = {};

/** The HTTP side: the conversation list and one thread, answered from arrays (and `routes`). */
function stubChatApi({
  conversations = [buildConversation(PEER), buildConversation(OTHER)],
  unreadTotal = 0,
  history = [] as ChatMessage[],
  routes = NO_ROUTES,
} = {}) {
  return stubApi({
    ...routes,
    'Im/getConversationList': () => ({ list: conversations, unread_total: unreadTotal }),
    'Im/getMessageList': (url) => {
      const before = Number(url.searchParams.get('before_id') ?? Infinity);
      const older = history.filter((message) => message.id < before);
      return {
        list: older.slice(-LIMITS.messagePageSize),
        has_more: older.length > LIMITS.messagePageSize,
      };
    },
    'Im/getPeer': (url) => {
      const peer = url.searchParams.get('peer') ?? '';
      return { peer, nick: `Looked-up ${peer}`, avatar: '/uploads/a.png', is_anchor: true };
    },
  });
}

/** Opens the conversation with `peer` from the list and waits for its thread. */
async function openConversation(peer: string) {
  const entry = await screen.findByRole('button', { name: new RegExp(`User ${peer}`) });
  fireEvent.click(entry);
  await waitFor(() => expect(screen.getByTestId('thread-pane').dataset.peer).toBe(peer));
  return screen.findByRole('log');
}

const messagesIn = (log: HTMLElement) => within(log).queryAllByTestId('message');
const composer = () => screen.getByRole('textbox', { name: '消息内容' });

function type(text: string) {
  fireEvent.change(composer(), { target: { value: text } });
}

/** Gives the jsdom log a height: 50 px a message, 300 px on screen. */
function giveHeights(log: HTMLElement) {
  Object.defineProperty(log, 'scrollHeight', {
    configurable: true,
    get: () => messagesIn(log).length * 50,
  });
  Object.defineProperty(log, 'clientHeight', { configurable: true, value: 300 });
}

describe('private chat panel', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });
  beforeEach(async () => {
    signIn();
    server = await FakeImServer.start();
  });
  afterEach(() => {
    server.stop();
    vi.unstubAllGlobals();
  });

  it('loads 15 messages, then 15 more when scrolled within 30 px of the top', async () => {
    const history = Array.from({ length: 30 }, (_, index) =>
      buildMessage({ id: index + 1, text: `message ${index + 1}`, read: true }),
    );
    const fetchMock = stubChatApi({ history });
    renderWithChat(<PrivateChatPanel />, server.client);
    const log = await openConversation(PEER);
    await waitFor(() => expect(messagesIn(log)).toHaveLength(15));
    expect(messagesIn(log)[0]?.textContent).toContain('message 16');
    giveHeights(log);

    const pageRequests = () =>
      requestedUrls(fetchMock).filter((url) => url.includes('Im/getMessageList'));
    log.scrollTop = 31;
    fireEvent.scroll(log);
    expect(pageRequests()).toHaveLength(1);

    log.scrollTop = 30;
    fireEvent.scroll(log);
    await waitFor(() => expect(messagesIn(log)).toHaveLength(30));
    expect(pageRequests()[1]).toContain('before_id=16');
    expect(messagesIn(log)[0]?.textContent).toContain('message 1');
    // The messages that were on screen stay there: 15 more above, 50 px each.
    expect(log.scrollTop).toBe(30 + 15 * 50);
    // Nothing older is left, so scrolling up again asks for nothing.
    log.scrollTop = 0;
    fireEvent.scroll(log);
    expect(pageRequests()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '加载更早的消息' })).toBeNull();
  });

  it('labels the time where messages are at least 120 s apart', async () => {
    const start = Date.now() - 3 * 3_600_000;
    const history = [
      buildMessage({ id: 1, time: start, text: 'first' }),
      buildMessage({ id: 2, time: start + 119_000, text: 'second' }),
      buildMessage({ id: 3, time: start + 119_000 + 120_000, text: 'third' }),
      buildMessage({ id: 4, time: start + 119_000 + 121_000, text: 'fourth' }),
    ];
    stubChatApi({ history });
    renderWithChat(<PrivateChatPanel />, server.client);
    const log = await openConversation(PEER);
    await waitFor(() => expect(messagesIn(log)).toHaveLength(4));
    const items = within(log).getAllByRole('listitem');
    const labelOf = (index: number) =>
      items[index]?.querySelector('[data-testid="time-label"]')?.textContent ?? null;
    // In the viewer's zone (the test setup's choice), as the panel labels them.
    const expected = (time: number) =>
      messageTimeLabel(time, Date.now(), 'zh', zhWords, viewerTimeZone());
    expect(labelOf(0)).toBe(expected(start));
    expect(labelOf(1)).toBeNull();
    expect(labelOf(2)).toBe(expected(start + 239_000));
    expect(labelOf(3)).toBeNull();
  });

  it('sends on Enter, not on Shift+Enter, and never blank text', async () => {
    stubChatApi();
    renderWithChat(<PrivateChatPanel />, server.client);
    await openConversation(PEER);

    type('line one');
    fireEvent.keyDown(composer(), { key: 'Enter', shiftKey: true });
    expect(server.requests('sendPrivate')).toHaveLength(0);
    expect(composer()).toHaveProperty('value', 'line one');

    type(' \n\n  ');
    fireEvent.keyDown(composer(), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(server.requests('sendPrivate')).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe('不能发送空白消息');

    type('好球[微笑]\nsecond line');
    fireEvent.keyDown(composer(), { key: 'Enter' });
    await waitFor(() => expect(server.requests('sendPrivate')).toHaveLength(1));
    const request = server.lastRequest('sendPrivate');
    expect(request).toMatchObject({
      to: PEER,
      payload: { kind: 'text', text: '好球[微笑]\nsecond line' },
    });
    expect(composer()).toHaveProperty('value', '');
    // Shown at once as sending, then as stored (and not yet read) once the server answers.
    const log = screen.getByRole('log');
    expect(messagesIn(log).at(-1)?.dataset.delivery).toBe('sending');
    await act(async () => {
      server.reply(
        request,
        buildMessage({
          id: 50,
          from: ME,
          client_id: String(request.client_id),
          text: '好球[微笑]',
        }),
      );
      await Promise.resolve();
    });
    await waitFor(() => expect(messagesIn(log).at(-1)?.dataset.delivery).toBe('sent'));
    expect(messagesIn(log)).toHaveLength(1);
    expect(within(log).getByTestId('read-flag').textContent).toBe('未读');
  });

  it('counts characters up to 500', async () => {
    stubChatApi();
    renderWithChat(<PrivateChatPanel />, server.client);
    await openConversation(PEER);
    expect(composer().getAttribute('maxlength')).toBe('500');
    type('x'.repeat(12));
    expect(screen.getByTestId('composer-counter').textContent).toContain('12/500');
  });

  it('shows pushes in the open thread and counts them as unread elsewhere', async () => {
    stubChatApi({
      conversations: [buildConversation(PEER), buildConversation(OTHER, { unread: 1 })],
      unreadTotal: 1,
    });
    renderWithChat(
      <>
        <ChatUnreadBadge />
        <PrivateChatPanel />
      </>,
      server.client,
    );
    const log = await openConversation(PEER);
    expect(screen.getByTestId('chat-unread').textContent).toContain('1');

    const incoming = buildMessage({ id: 60, from: PEER, text: 'are you there?' });
    act(() => server.push({ type: 'privateMessage', data: incoming }));
    expect(await within(log).findByText('are you there?')).toBeTruthy();
    // Read at once: the open thread marks it, and its unread count does not grow.
    await waitFor(() => expect(server.requests('markRead').map((r) => r.peer)).toEqual([PEER]));
    expect(screen.getByTestId('chat-unread').textContent).toContain('1');
    // The same push twice (another tab's echo) is shown once.
    act(() => server.push({ type: 'privateMessage', data: incoming }));
    expect(within(log).getAllByText('are you there?')).toHaveLength(1);

    act(() =>
      server.push({
        type: 'privateMessage',
        data: buildMessage({ id: 61, from: OTHER, text: 'news from 8' }),
      }),
    );
    const other = await screen.findByRole('button', { name: /User 8/ });
    await waitFor(() =>
      expect(within(other).getByTestId('conversation-unread').textContent).toContain('2'),
    );
    expect(within(other).getByTestId('conversation-preview').textContent).toBe('news from 8');
    expect(screen.getByTestId('chat-unread').textContent).toContain('2');
    expect(within(log).queryByText('news from 8')).toBeNull();
    // Newest first: the conversation with the latest message moved to the top.
    expect(screen.getAllByTestId('conversation')[0]?.dataset.peer).toBe(OTHER);
  });

  it('drops a private message staff removed, and reads the list again when it was the last', async () => {
    const history = [
      buildMessage({ id: 1, text: 'hello there', read: true }),
      buildMessage({ id: 2, text: 'send me money', read: true }),
    ];
    const fetchMock = stubChatApi({
      conversations: [buildConversation(PEER, { last_message: history[1] ?? null })],
      history,
    });
    renderWithChat(<PrivateChatPanel />, server.client);
    const log = await openConversation(PEER);
    await waitFor(() => expect(messagesIn(log)).toHaveLength(2));
    const listReads = () =>
      requestedUrls(fetchMock).filter((url) => url.includes('Im/getConversationList')).length;
    const readsBefore = listReads();
    // A room's message with the same id is not this thread's.
    act(() => server.push({ type: 'messageRemoved', data: { id: 2, room_id: 12 } }));
    await act(() => Promise.resolve());
    expect(messagesIn(log)).toHaveLength(2);

    act(() => server.push({ type: 'messageRemoved', data: { id: 2, room_id: null } }));
    await waitFor(() => expect(messagesIn(log)).toHaveLength(1));
    expect(within(log).queryByText('send me money')).toBeNull();
    await waitFor(() => expect(listReads()).toBe(readsBefore + 1));
  });

  it('reports the peer from the thread header', async () => {
    const reports: unknown[] = [];
    stubChatApi({
      routes: {
        'Report/user': (_url, body) => {
          reports.push(body);
          return { reported: true };
        },
      },
    });
    renderWithChat(<PrivateChatPanel />, server.client);
    await openConversation(PEER);
    fireEvent.click(
      within(screen.getByTestId('thread-pane')).getByRole('button', { name: '举报' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '举报 User 7' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '辱骂或骚扰' }));
    fireEvent.change(within(dialog).getByLabelText('补充说明（选填）'), {
      target: { value: '一直骚扰我' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交举报' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reports).toEqual([{ user_id: 7, reason: 'abuse', note: '一直骚扰我' }]);
  });

  it('turns my messages to read on a read receipt', async () => {
    const history = [
      buildMessage({ id: 1, from: ME, text: 'one' }),
      buildMessage({ id: 2, from: ME, text: 'two' }),
      buildMessage({ id: 3, from: ME, text: 'three' }),
    ];
    stubChatApi({ history });
    renderWithChat(<PrivateChatPanel />, server.client);
    const log = await openConversation(PEER);
    await waitFor(() => expect(messagesIn(log)).toHaveLength(3));
    const flags = () =>
      within(log)
        .getAllByTestId('read-flag')
        .map((flag) => flag.textContent);
    expect(flags()).toEqual(['未读', '未读', '未读']);
    act(() => server.push({ type: 'read', data: { reader: PEER, peer: ME, up_to_id: 2 } }));
    await waitFor(() => expect(flags()).toEqual(['已读', '已读', '未读']));
    // Someone else's receipt changes nothing here.
    act(() => server.push({ type: 'read', data: { reader: OTHER, peer: ME, up_to_id: 3 } }));
    expect(flags()).toEqual(['已读', '已读', '未读']);
  });

  it('adds a blank entry for someone without a conversation, named by Im/getPeer', async () => {
    const fetchMock = stubChatApi();
    renderWithChat(<PrivateChatPanel target={{ peer: '9' }} />, server.client);
    const entry = await screen.findByRole('button', { name: /Looked-up 9/ });
    expect(screen.getAllByTestId('conversation')[0]).toBe(entry);
    expect(entry.getAttribute('aria-current')).toBe('true');
    expect(entry.textContent).toContain('主播');
    expect(within(screen.getByTestId('thread-pane')).getByRole('heading').textContent).toBe(
      'Looked-up 9',
    );
    expect(await screen.findByText('还没有消息，打个招呼吧')).toBeTruthy();
    expect(requestedUrls(fetchMock).some((url) => url.includes('getPeer?peer=9'))).toBe(true);
  });

  it('does not look up a target that came with its name', async () => {
    const fetchMock = stubChatApi();
    renderWithChat(
      <PrivateChatPanel target={{ peer: '9', nick: 'Coach', avatar: '/uploads/c.png' }} />,
      server.client,
    );
    expect(await screen.findByRole('button', { name: /Coach/ })).toBeTruthy();
    expect(requestedUrls(fetchMock).some((url) => url.includes('getPeer'))).toBe(false);
  });

  it('shows markup in a message as text', async () => {
    const markup = '<img src=x onerror=alert(1)><b>bold</b>';
    stubChatApi({
      history: [buildMessage({ id: 1, text: markup })],
      conversations: [
        buildConversation(PEER, { last_message: buildMessage({ id: 1, text: markup }) }),
      ],
    });
    renderWithChat(<PrivateChatPanel />, server.client);
    const log = await openConversation(PEER);
    const [message] = await within(log).findAllByTestId('message');
    expect(message?.textContent).toContain(markup);
    expect(message?.querySelector('b')).toBeNull();
    expect(message?.querySelectorAll('img[src="x"]')).toHaveLength(0);
    expect(screen.getAllByTestId('conversation-preview')[0]?.textContent).toBe(markup);
  });

  it('shows a refused send as failed, with the reason and a retry', async () => {
    stubChatApi();
    renderWithChat(<PrivateChatPanel />, server.client);
    const log = await openConversation(PEER);
    type('hello there');
    fireEvent.keyDown(composer(), { key: 'Enter' });
    await waitFor(() => expect(server.requests('sendPrivate')).toHaveLength(1));
    const first = server.lastRequest('sendPrivate');
    act(() => server.refuse(first, '发送太频繁', 3_000));
    await waitFor(() => expect(messagesIn(log)[0]?.dataset.delivery).toBe('failed'));
    expect(screen.getByRole('alert').textContent).toBe('发送太频繁，请 3 秒后再试');

    fireEvent.click(within(log).getByRole('button', { name: '重发' }));
    await waitFor(() => expect(server.requests('sendPrivate')).toHaveLength(2));
    const again = server.lastRequest('sendPrivate');
    // The same client id, so the server stores the message once however often it is sent.
    expect(again.client_id).toBe(first.client_id);
    expect(messagesIn(log)[0]?.dataset.delivery).toBe('sending');
    act(() => server.refuse(again, '含有违禁词'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('含有违禁词'));
    expect(messagesIn(log)[0]?.dataset.delivery).toBe('failed');
  });

  it('moves between conversations with the arrow keys', async () => {
    stubChatApi();
    renderWithChat(<PrivateChatPanel />, server.client);
    const [first, second] = await screen.findAllByTestId('conversation');
    if (!first || !second) throw new Error('two conversations expected');
    expect(first.tabIndex).toBe(0);
    expect(second.tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'Enter' });
    fireEvent.click(second);
    await waitFor(() => expect(second.getAttribute('aria-current')).toBe('true'));
    expect(first.getAttribute('aria-current')).toBeNull();
  });

  it('says when the chat connection is lost', async () => {
    stubChatApi();
    renderWithChat(<PrivateChatPanel />, server.client);
    await screen.findAllByTestId('conversation');
    expect(screen.queryByTestId('chat-connection')).toBeNull();
    act(() => server.socket.serverClose());
    expect((await screen.findByTestId('chat-connection')).textContent).toContain('重新连接');
  });

  it('offers a retry when the list fails, and says when it is empty', async () => {
    let fail = true;
    stubApi({
      'Im/getConversationList': () => {
        if (fail) throw new Error('boom');
        return { list: [], unread_total: 0 };
      },
    });
    renderWithChat(<PrivateChatPanel />, server.client);
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('还没有会话')).toBeTruthy();
  });
});
