import { describe, expect, it, vi } from 'vitest';
import { AppEventBus } from './app-event-bus';

const gift = { anchorId: 9, giftId: 1, count: 1, diamonds: 1, backpack: false };

function busWithLogger() {
  const warn = vi.fn();
  return { events: new AppEventBus({ logger: { warn } }), warn };
}

describe('AppEventBus', () => {
  it('hands each subscriber the payload of its own event only', () => {
    const { events } = busWithLogger();
    const gifts: number[] = [];
    const follows: number[] = [];
    events.on('gift.sent', ({ senderId }) => void gifts.push(senderId));
    events.on('user.followed', ({ followedId }) => void follows.push(followedId));
    events.emit('gift.sent', { ...gift, senderId: 7, roomId: 3 });
    events.emit('user.followed', { userId: 7, followedId: 9 });
    expect(gifts).toEqual([7]);
    expect(follows).toEqual([9]);
  });

  it('stops calling a subscriber once it unsubscribes', () => {
    const { events } = busWithLogger();
    const heard = vi.fn();
    const unsubscribe = events.on('chat.roomMessage', heard);
    events.emit('chat.roomMessage', { memberId: 1, roomId: 2 });
    unsubscribe();
    events.emit('chat.roomMessage', { memberId: 1, roomId: 2 });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('emits an event nobody listens to without complaint', () => {
    const { events, warn } = busWithLogger();
    events.emit('presence.tick', {
      memberIds: [1],
      seconds: 5,
      memberships: [{ roomId: 2, userId: 1 }],
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs a throwing subscriber and still runs the others, without throwing to the emitter', () => {
    const { events, warn } = busWithLogger();
    const after = vi.fn();
    const failure = new Error('task centre down');
    events.on('gift.sent', () => {
      throw failure;
    });
    events.on('gift.sent', after);
    expect(() =>
      events.emit('gift.sent', { ...gift, senderId: 1, roomId: 2, backpack: true }),
    ).not.toThrow();
    expect(after).toHaveBeenCalledOnce();
    expect(warn.mock.calls).toEqual([
      [{ err: failure, event: 'gift.sent' }, 'an event subscriber failed'],
    ]);
  });

  it('does not wait for a subscriber that returns a promise, and logs its rejection', async () => {
    const { events, warn } = busWithLogger();
    const after = vi.fn();
    const failure = new Error('database gone');
    events.on('user.followed', () => Promise.reject(failure));
    events.on('user.followed', after);
    events.emit('user.followed', { userId: 1, followedId: 2 });
    expect(after).toHaveBeenCalledOnce();
    expect(warn).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(warn.mock.calls).toEqual([
        [{ err: failure, event: 'user.followed' }, 'an event subscriber failed'],
      ]),
    );
  });

  it('refuses a payload that does not match the event at compile time', () => {
    const { events } = busWithLogger();
    const heard = vi.fn();
    events.on('chat.roomMessage', heard);
    // @ts-expect-error -- a room message carries memberId and roomId, not senderId
    events.emit('chat.roomMessage', { senderId: 1, roomId: 2 });
    // @ts-expect-error -- no such event
    events.emit('chat.sent', { memberId: 1, roomId: 2 });
    expect(heard).toHaveBeenCalledOnce();
  });
});
