import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ChatMessage } from '@tifo/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImRequestError } from '../../shared/im/im-client';
import { ImClientContext } from '../../shared/im/use-im';
import { chatMessageFixture, FakeImServer, FIXTURE_ROOM_ID } from '../../test/fake-im-server';
import { mergeMessages, ROOM_CHAT_KEPT, useRoomChat } from './use-room-chat';

const ROOM = FIXTURE_ROOM_ID;
let server: FakeImServer | null = null;

afterEach(() => server?.stop());

/** The hook in a page whose chat client is logged in to a fake server holding `room`. */
async function startWith(
  room: { history?: ChatMessage[]; members?: number; refuseJoin?: string } = {},
  roomId: number | null = ROOM,
) {
  server = new FakeImServer();
  const im = server;
  im.room.history = room.history ?? [];
  im.room.members = room.members ?? 1;
  const { refuseJoin } = room;
  if (refuseJoin) im.answers.joinRoom = () => ({ refuse: refuseJoin });
  const onMessage = vi.fn<(message: ChatMessage) => void>();
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ImClientContext value={im.client}>{children}</ImClientContext>
    </QueryClientProvider>
  );
  await im.start();
  const view = renderHook(({ id }) => useRoomChat(id, { onMessage }), {
    wrapper,
    initialProps: { id: roomId },
  });
  return { im, onMessage, ...view };
}

const idsOf = (messages: readonly { id: number }[]) => messages.map((message) => message.id);

describe('useRoomChat', () => {
  it('joins with history, members and modes, and quits on unmount', async () => {
    const { im, result, unmount } = await startWith({
      history: [chatMessageFixture(1), chatMessageFixture(2)],
      members: 42,
    });
    expect(result.current.status).toBe('joining');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(idsOf(result.current.messages)).toEqual([1, 2]);
    expect(result.current.members).toBe(42);
    expect(result.current.mode).toEqual({
      room_id: ROOM,
      slow_mode_seconds: 0,
      followers_only: false,
    });
    expect(im.requestsOf('joinRoom')).toEqual([{ type: 'joinRoom', seq: 2, room_id: ROOM }]);
    unmount();
    await waitFor(() => expect(im.requestsOf('quitRoom')).toHaveLength(1));
  });

  it('follows pushes of its own room, each message once; only new ones reach onMessage', async () => {
    const { im, result, onMessage } = await startWith({ history: [chatMessageFixture(1)] });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => {
      im.push({ type: 'roomMessage', data: chatMessageFixture(2) });
      im.push({ type: 'roomMessage', data: chatMessageFixture(2) });
      im.push({ type: 'roomMessage', data: chatMessageFixture(3, { room_id: ROOM + 1 }) });
      im.push({ type: 'roomMembers', data: { room_id: ROOM, members: 7 } });
      im.push({ type: 'roomMembers', data: { room_id: ROOM + 1, members: 99 } });
      im.push({
        type: 'roomMode',
        data: { room_id: ROOM, slow_mode_seconds: 10, followers_only: true },
      });
    });
    // The query cache tells its observers a moment later.
    await waitFor(() => expect(idsOf(result.current.messages)).toEqual([1, 2]));
    expect(onMessage.mock.calls.map(([message]) => message.id)).toEqual([2]);
    expect(result.current.members).toBe(7);
    expect(result.current.mode).toMatchObject({ slow_mode_seconds: 10, followers_only: true });
  });

  it('drops a message staff removed from its room, not one of another room or a private one', async () => {
    const { im, result } = await startWith({
      history: [chatMessageFixture(1), chatMessageFixture(2), chatMessageFixture(3)],
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => {
      im.push({ type: 'messageRemoved', data: { id: 1, room_id: ROOM + 1 } });
      im.push({ type: 'messageRemoved', data: { id: 3, room_id: null } });
      im.push({ type: 'messageRemoved', data: { id: 2, room_id: ROOM } });
    });
    await waitFor(() => expect(idsOf(result.current.messages)).toEqual([1, 3]));
  });

  it('sends text through sendRoom and keeps its echo once', async () => {
    const { im, result, onMessage } = await startWith();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.send('好球[鼓掌]'));
    expect(im.requestsOf('sendRoom')).toEqual([
      expect.objectContaining({
        room_id: ROOM,
        client_id: 'client-id-1',
        payload: { kind: 'text', text: '好球[鼓掌]' },
      }),
    ]);
    await waitFor(() => expect(result.current.messages).toHaveLength(1));
    expect(result.current.messages[0]?.from).toBe('5');
    expect(onMessage).toHaveBeenCalledTimes(1);
  });

  it("rejects a refused send with the server's message and wait", async () => {
    const { im, result } = await startWith();
    im.answers.sendRoom = () => ({ refuse: '发言太快了，请 3 秒后再试', retryAfterMs: 2_500 });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const refusal = await result.current.send('hi').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImRequestError);
    expect(refusal).toMatchObject({
      message: '发言太快了，请 3 秒后再试',
      kind: 'refused',
      retryAfterMs: 2_500,
    });
    expect(result.current.messages).toEqual([]);
  });

  it('says why a join was refused, and tries again on retry', async () => {
    const { im, result } = await startWith({ refuseJoin: '你已被踢出该直播间' });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBe('你已被踢出该直播间');
    delete im.answers.joinRoom;
    act(() => result.current.retry());
    expect(result.current.status).toBe('joining');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.error).toBeNull();
  });

  it('reads what it missed after a reconnect, without flying it', async () => {
    const { im, result, onMessage } = await startWith({ history: [chatMessageFixture(1)] });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => im.push({ type: 'roomMessage', data: chatMessageFixture(2) }));
    im.room.history = [chatMessageFixture(2), chatMessageFixture(3)];
    act(() => im.disconnect());
    await act(() => im.whenReady());
    await waitFor(() => expect(idsOf(result.current.messages)).toEqual([1, 2, 3]));
    // Everything after the newest message shown, not the last 30 (the gap may be longer).
    expect(im.requestsOf('joinRoom').at(-1)).toMatchObject({ room_id: ROOM, after_id: 2 });
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('ready');
  });

  it('stays joining without a room', async () => {
    const { im, result } = await startWith({}, null);
    await act(() => Promise.resolve());
    expect(result.current.status).toBe('joining');
    expect(im.requestsOf('joinRoom')).toEqual([]);
  });
});

describe('mergeMessages', () => {
  it('orders by id, keeps each message once and only the newest', () => {
    const many = Array.from({ length: ROOM_CHAT_KEPT + 5 }, (_, index) =>
      chatMessageFixture(index + 1),
    );
    const merged = mergeMessages(many.slice(100), many.slice(0, 120));
    expect(merged).toHaveLength(ROOM_CHAT_KEPT);
    expect(merged[0]?.id).toBe(6);
    expect(merged.at(-1)?.id).toBe(ROOM_CHAT_KEPT + 5);
    expect(idsOf(mergeMessages([chatMessageFixture(3)], [chatMessageFixture(1)]))).toEqual([1, 3]);
  });
});
