import type { GiftEvent } from '@tifo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addGiftEffect,
  finishGiftEffect,
  GIFT_EFFECT_LIMITS,
  GiftEffectQueue,
  NO_GIFT_EFFECTS,
  type GiftEffectsState,
} from './effect-queue';
import { giftEvent } from './gift-test-helpers';

let nextKey = 1;
/** Adds one gift per sender id, with `gift` changing the default float of 足球. */
function add(state: GiftEffectsState, senders: number[], gift: Partial<GiftEvent> = {}) {
  return senders.reduce(
    (current, id) =>
      addGiftEffect(current, { key: nextKey++, gift: giftEvent(gift, { id }), lane: 0 }),
    state,
  );
}

describe('gift effect queue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows at most three floats, one per lane, and queues the rest', () => {
    const state = add(NO_GIFT_EFFECTS, [31, 32, 33, 34, 35]);
    expect(state.floats.map((float) => float.lane)).toEqual([0, 1, 2]);
    expect(state.floats.map((float) => float.gift.sender.id)).toEqual([31, 32, 33]);
    expect(state.waitingFloats.map((float) => float.gift.sender.id)).toEqual([34, 35]);
  });

  it('adds up the same sender’s same gift while it waits, and drops the oldest on overflow', () => {
    let state = add(NO_GIFT_EFFECTS, [1, 2, 3]);
    state = add(state, [4], { count: 10, total: 100 });
    state = add(state, [4], { count: 5, total: 50 });
    expect(state.waitingFloats).toHaveLength(1);
    expect(state.waitingFloats[0]?.gift).toMatchObject({ count: 15, total: 150 });

    state = add(
      state,
      Array.from({ length: 20 }, (_, index) => 100 + index),
    );
    expect(state.floats).toHaveLength(GIFT_EFFECT_LIMITS.floatLanes);
    expect(state.waitingFloats).toHaveLength(GIFT_EFFECT_LIMITS.floatsWaiting);
    // The newest stay: the display keeps up with the room.
    expect(state.waitingFloats.at(-1)?.gift.sender.id).toBe(119);
  });

  it('plays one full-screen effect at a time and ignores gifts without animation', () => {
    let state = add(NO_GIFT_EFFECTS, [1, 2], { animation: 'fullscreen' });
    state = add(state, [3], { animation: 'none' });
    expect(state.fullscreen?.gift.sender.id).toBe(1);
    expect(state.waitingFullscreens.map((effect) => effect.gift.sender.id)).toEqual([2]);
    expect(state.floats).toHaveLength(0);
    state = finishGiftEffect(state, state.fullscreen?.key ?? -1);
    expect(state.fullscreen?.gift.sender.id).toBe(2);
    expect(state.waitingFullscreens).toHaveLength(0);
  });

  it('moves the next waiting float into the lane that frees up', () => {
    let state = add(NO_GIFT_EFFECTS, [1, 2, 3, 4]);
    const middle = state.floats[1];
    state = finishGiftEffect(state, middle?.key ?? -1);
    expect(state.floats.map((float) => [float.gift.sender.id, float.lane])).toEqual([
      [1, 0],
      [3, 2],
      [4, 1],
    ]);
    expect(state.waitingFloats).toHaveLength(0);
  });

  it('ends each effect after its time, so the queue drains on its own', () => {
    vi.useFakeTimers();
    const queue = new GiftEffectQueue();
    const changes = vi.fn();
    queue.subscribe(changes);
    for (const id of [1, 2, 3, 4]) queue.add(giftEvent({}, { id }));
    queue.add(giftEvent({ animation: 'fullscreen' }, { id: 9 }));
    expect(queue.getSnapshot().floats).toHaveLength(3);

    vi.advanceTimersByTime(GIFT_EFFECT_LIMITS.fullscreenMs);
    expect(queue.getSnapshot().fullscreen).toBeNull();
    expect(queue.getSnapshot().floats).toHaveLength(3);

    vi.advanceTimersByTime(GIFT_EFFECT_LIMITS.floatMs - GIFT_EFFECT_LIMITS.fullscreenMs);
    expect(queue.getSnapshot().floats.map((float) => float.gift.sender.id)).toEqual([4]);
    vi.advanceTimersByTime(GIFT_EFFECT_LIMITS.floatMs);
    expect(queue.getSnapshot()).toEqual(NO_GIFT_EFFECTS);
    expect(changes).toHaveBeenCalled();

    queue.add(giftEvent());
    queue.clear();
    expect(queue.getSnapshot()).toEqual(NO_GIFT_EFFECTS);
    expect(vi.getTimerCount()).toBe(0);
  });
});
